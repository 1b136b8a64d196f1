import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync } from 'node:fs';
import { appendFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import type { PostgresBinaries } from './postgres-binaries.ts';
import { ensureOwnedDirectory, type ServiceAccount } from './embedded-service-account.ts';
import { isAlive, readFileSafe } from './embedded-lock.ts';

const SECRET_FILE = 'embedded-postgres.secret';

// The embedded server's cluster: its password, its first initialisation, what a killed server left.

/**
 * The cluster's password, kept beside it in DATA_DIR (mode 600). A cluster without one was not
 * made here: most likely the PGlite files of an earlier version, which this server cannot read.
 */
export async function clusterPassword(root: string): Promise<string> {
  const file = path.join(root, SECRET_FILE);
  const kept = await readFile(file, 'utf8').catch(() => undefined);
  if (kept) return kept.trim();
  const earlier = path.join(root, 'pgdata');
  if (existsSync(path.join(earlier, 'PG_VERSION'))) {
    throw new EmbeddedDatabaseError(
      `${earlier} holds a database this version cannot open (the PGlite files of an earlier version, most likely). ` +
        `Move it aside (mv ${root} ${root}.old) and start again: the reference data are loaded anew; records kept there are not carried over.`,
    );
  }
  const password = randomBytes(18).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

export async function initialise(
  binaries: PostgresBinaries,
  account: ServiceAccount,
  clusterDir: string,
  password: string,
  durable: boolean,
) {
  // initdb writes into a fresh directory; a half-made cluster (a kill during initdb) is never
  // mistaken for a real one because it only takes the final name once complete.
  const staging = `${clusterDir}.initdb`;
  await rm(staging, { recursive: true, force: true });
  const passwordFile = path.join(tmpdir(), `embedded-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (account.name) chownSync(passwordFile, account.uid, account.gid);
    ensureOwnedDirectory(staging, account);
    const result = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        '--username=postgres',
        '--auth=scram-sha-256',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        // The builtin C.UTF-8 locale: code-point order and Unicode case mapping on any system.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--lc-messages=C',
        ...(durable ? [] : ['--no-sync']),
      ],
      { uid: account.uid, gid: account.gid, encoding: 'utf8', timeout: 120_000, env: { ...process.env, LC_ALL: 'C' } },
    );
    if (result.status !== 0) {
      throw new EmbeddedDatabaseError(`initdb failed in ${staging}:\n${result.stderr || result.error?.message}`);
    }
  } finally {
    await rm(passwordFile, { force: true });
  }
  // A throw-away cluster (tests) never flushes to disk: what a crash of the machine would lose is
  // not worth the time its checkpoints and commits wait on the disk (each suite's database is a
  // copy of a template, made between two checkpoints). A crash of the server alone loses nothing.
  if (!durable) await appendFile(path.join(staging, 'postgresql.conf'), NOT_DURABLE_SETTINGS);
  await rm(clusterDir, { recursive: true, force: true });
  await rename(staging, clusterDir);
}

const NOT_DURABLE_SETTINGS = '\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n';

/**
 * The lock is ours, so whatever postmaster.pid names is left over from an owner that died:
 * - a postmaster still serving this cluster (its owner was killed on a system without a
 *   parent-death signal) is stopped;
 * - a dead one's file is removed. PostgreSQL would clear it itself, but not when the dead
 *   postmaster is a zombie nobody reaps (a container whose init does not), nor when its pid now
 *   belongs to another program. It then recovers from its write-ahead log as after any crash.
 */
export async function clearLeftoverServer(clusterDir: string) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const pid = Number.parseInt((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '', 10);
  if (!pid) return;
  if (isAlive(pid) && readFileSafe(`/proc/${pid}/cmdline`).includes('postgres')) {
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await rm(pidFile, { force: true });
}

// ---------------------------------------------------------------------------------------------
// The server process.
