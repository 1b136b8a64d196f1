import { constants, readFileSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'embedded-postgres.lock';

// One owner per DATA_DIR: a lock file naming the owning process, taken over only from a dead one.

/** The lock files this process holds: its own pid in a lock file is only stale if not listed here. */
const heldHere = new Set<string>();

export async function takeLock(root: string): Promise<{ release: () => Promise<void> } | 'held'> {
  const file = path.join(root, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(file);
      return {
        release: async () => {
          heldHere.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      const held = holder === process.pid ? heldHere.has(file) : holder > 0 && isAlive(holder) && isNode(holder);
      if (held) return 'held';
      await rm(file, { force: true });
    }
  }
  return 'held';
}

/** A process that exists and is not a zombie (a killed child nobody has reaped yet). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !/^State:\s+Z/m.test(readFileSafe(`/proc/${pid}/status`));
}

/** A pid reused by another program after a kill -9 does not hold the lock. */
function isNode(pid: number): boolean {
  if (process.platform !== 'linux') return true;
  const commandLine = readFileSafe(`/proc/${pid}/cmdline`);
  return commandLine === '' || commandLine.includes('node');
}

export function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
