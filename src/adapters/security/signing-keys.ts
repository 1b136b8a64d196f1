import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SigningKeys } from './node-secrets.ts';

/**
 * The keys quote links are signed with: LINK_SIGNING_KEY, and LINK_SIGNING_KEY_PREVIOUS
 * while links signed before a rotation may still be followed. Without them (`make run` on a fresh
 * machine) a key is made once and kept in DATA_DIR beside the embedded database, readable by this
 * user only; processes sharing DATA_DIR share it. Several hosts need the variable.
 */
export function signingKeys(settings: {
  current?: string;
  previous?: string;
  dataDir: string;
}): SigningKeys & { source: 'environment' | 'file' } {
  if (settings.current) return { current: settings.current, previous: settings.previous, source: 'environment' };
  const file = path.join(settings.dataDir, 'link-signing.key');
  mkdirSync(settings.dataDir, { recursive: true });
  try {
    // 'wx': of two processes starting at once, one writes it and the other reads it.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { current: readFileSync(file, 'utf8').trim(), previous: settings.previous, source: 'file' };
}
