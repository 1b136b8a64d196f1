import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import { postgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';

const SERVICE_USER = 'postgres';

/** Where a cluster (and a copy of the binaries) goes when its user cannot reach DATA_DIR. */
const STATE_ROOT = '/var/lib/flash-transport';

// Who the embedded server runs as: PostgreSQL refuses root, so a root process hands the cluster
// to the `postgres` account, on directories and binaries that account can reach.

export interface ServiceAccount {
  uid: number;
  gid: number;
  /** Set when the server runs as another user than this process. */
  name?: string;
}

export function serviceAccount(): ServiceAccount {
  const uid = process.getuid?.() ?? 0;
  if (uid !== 0) return { uid, gid: process.getgid?.() ?? 0 };
  if (!idOf('-u')) {
    const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVICE_USER], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    if (created.status !== 0 && !idOf('-u')) {
      throw new EmbeddedDatabaseError(
        `PostgreSQL cannot run as root and the "${SERVICE_USER}" user could not be created: ${created.stderr || created.error?.message}`,
      );
    }
  }
  return { uid: idOf('-u')!, gid: idOf('-g')!, name: SERVICE_USER };
}

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, SERVICE_USER], { encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 ? Number.parseInt(result.stdout, 10) : undefined;
}

/** Whether the service user can do `test <flags>` on a path (as this process when it is that user). */
function userCan(account: ServiceAccount, test: string, target: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', `${test} "$1"`, 'sh', target], { uid: account.uid, gid: account.gid, timeout: 10_000 });
  return result.status === 0;
}

/** The binaries where the service user can run them: a project under /root is out of its reach. */
export function reachableBinaries(binaries: PostgresBinaries, account: ServiceAccount): PostgresBinaries {
  if (!account.name || userCan(account, 'test -x', binaries.postgres)) return binaries;
  const copy = path.join(STATE_ROOT, `postgresql-${binaries.version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    mkdirSync(STATE_ROOT, { recursive: true, mode: 0o755 });
    // Copied under another name first: a copy cut short is never taken for a whole one.
    const partial = `${copy}.partial-${process.pid}`;
    cpSync(binaries.home, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, copy);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another process made the copy first
    }
  }
  return postgresBinaries(copy);
}

/**
 * DATA_DIR/pgdata when the service user can reach it; as root with DATA_DIR somewhere it cannot
 * reach (under /root, mode 700), a directory under /var/lib named after DATA_DIR.
 */
export function clusterDirectory(root: string, account: ServiceAccount, notice: ((message: string) => void) | undefined): string {
  const wanted = path.join(root, 'pgdata');
  if (!account.name) return ensureOwnedDirectory(wanted, account);
  if (userCan(account, 'test -x', root)) {
    ensureOwnedDirectory(wanted, account);
    if (userCan(account, 'test -w', wanted)) return wanted;
  }
  const slug = `${path.basename(root).replace(/[^\w.-]+/g, '_')}-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`;
  const elsewhere = path.join(STATE_ROOT, 'clusters', slug);
  mkdirSync(path.dirname(elsewhere), { recursive: true, mode: 0o755 });
  ensureOwnedDirectory(elsewhere, account);
  notice?.(`${root} is out of reach of the "${account.name}" user: the embedded database keeps its files in ${elsewhere}`);
  return elsewhere;
}

export function ensureOwnedDirectory(directory: string, account: ServiceAccount): string {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  if (account.name) chownSync(directory, account.uid, account.gid);
  chmodSync(directory, 0o700);
  return directory;
}
