import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { hmac } from './hmac.ts';
import type { Secrets } from '../../ports/staff-auth.ts';

/** The keys links are signed with: the current one, and the one before it while links made under it may still be followed. */
export interface SigningKeys {
  current: string;
  previous?: string;
}

export function nodeSecrets(keys: SigningKeys): Secrets {
  const all = [keys.current, ...(keys.previous ? [keys.previous] : [])];
  return {
    randomToken: () => randomBytes(32).toString('base64url'),
    digest: (value) => createHash('sha256').update(value).digest('hex'),
    sign: (text) => hmac(keys.current, text).toString('hex'),
    signed(text, signature) {
      if (!/^[0-9a-f]{64}$/.test(signature)) return false;
      const given = Buffer.from(signature, 'hex');
      return all.some((key) => timingSafeEqual(hmac(key, text), given));
    },
  };
}
