import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A temporary DATA_DIR that other users may enter, like a project checkout: mkdtemp makes it
 * mode 700, which would send a root-started embedded server's cluster to /var/lib instead.
 */
export async function reachableTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}
