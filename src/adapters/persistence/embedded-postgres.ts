import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, constants, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import { postgresBinaries, type PostgresBinaries } from './postgres-binaries.ts';

export { EmbeddedDatabaseError };

/**
 * A real PostgreSQL 17 server, from the binaries npm ships, for a machine with no server of its
 * own (ADR 0011). The process that starts it owns it: it stops with that process (even a killed
 * one, through the parent-death signal) and a second owner of the same DATA_DIR is refused. Other
 * processes (`make seed`, `make admin`, psql) join it through the URL it publishes.
 */
export interface EmbeddedPostgres {
  /** A postgres:// URL, with its password, that any PostgreSQL client on this machine can use. */
  url: string;
  /** "17.10", say. */
  version: string;
  port: number;
  /** Where the cluster's files are: DATA_DIR/pgdata, unless the server's user cannot reach it. */
  clusterDir: string;
  /** False when this process joined a server another process owns. */
  owned: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Join the server another process owns on this DATA_DIR instead of refusing (tools, not apps). */
  join?: boolean;
  /** Flush to disk at initialisation; a throw-away test cluster skips it. */
  durable?: boolean;
  /** A fixed port (a fault test restarting the server where its clients expect it); else a free one. */
  port?: number;
  /** Told where the cluster lives when it is not under DATA_DIR. */
  onNotice?: (message: string) => void;
}

const STATE_FILE = 'embedded-postgres.json';
const LOCK_FILE = 'embedded-postgres.lock';
const SECRET_FILE = 'embedded-postgres.secret';
const SERVICE_USER = 'postgres';
/** Where a cluster (and a copy of the binaries) goes when its user cannot reach DATA_DIR. */
const STATE_ROOT = '/var/lib/flash-transport';

export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const lock = await takeLock(root);
  if (lock === 'held') {
    if (options.join) return joinRunningServer(root);
    const owner = await readFile(path.join(root, LOCK_FILE), 'utf8').catch(() => '?');
    throw new EmbeddedDatabaseError(
      `The embedded database in ${root} is served by process ${owner.trim()}: stop that process first, or give this one another DATA_DIR.`,
    );
  }
  try {
    return await startOwnServer(root, options, lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function startOwnServer(root: string, options: EmbeddedOptions, releaseLock: () => Promise<void>): Promise<EmbeddedPostgres> {
  const account = serviceAccount();
  const binaries = reachableBinaries(postgresBinaries(), account);
  const password = await clusterPassword(root);
  const clusterDir = clusterDirectory(root, account, options.onNotice);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initialise(binaries, account, clusterDir, password, options.durable ?? true);
  await clearLeftoverServer(clusterDir);

  let first: RunningServer | undefined;
  for (let attempt = 1; !first; attempt++) {
    const port = options.port ?? (await freePort());
    const started = await runServer(binaries, account, clusterDir, port, password);
    if (started.ok) first = started.server;
    else if (!started.portTaken || attempt === 3 || options.port)
      throw new EmbeddedDatabaseError(`PostgreSQL did not start:\n${started.output}`);
  }
  let server: RunningServer = first;
  const url = `postgres://postgres:${password}@127.0.0.1:${server.port}/postgres`;
  await writeFile(path.join(root, STATE_FILE), JSON.stringify({ pid: process.pid, url }), { mode: 0o600 });

  // The owner is the server's supervisor: a server that exits without being asked (killed, or
  // stopped by hand) is started again on the same port, where the app's pool reconnects.
  const stopped = new AbortController();
  let restarting: Promise<void> | undefined;
  const supervise = (running: RunningServer) => {
    void running.exited.then((how) => {
      if (stopped.signal.aborted) return;
      options.onNotice?.(`The embedded database exited (${how}): starting it again on port ${running.port}.`);
      restarting = restart(running.port);
    });
  };
  const restart = async (port: number) => {
    for (let attempt = 0; !stopped.signal.aborted; attempt++) {
      // Half a second, then doubling to 30 s: the killed server's processes need a moment to go.
      await sleep(Math.min(30_000, 500 * 2 ** attempt), undefined, { signal: stopped.signal }).catch(() => undefined);
      if (stopped.signal.aborted) return;
      await clearLeftoverServer(clusterDir);
      const started = await runServer(binaries, account, clusterDir, port, password);
      if (!started.ok) {
        options.onNotice?.(`The embedded database did not start again (attempt ${attempt + 1}): ${lastLine(started.output)}`);
        continue;
      }
      server = started.server;
      if (stopped.signal.aborted) return; // stop() stops this one
      options.onNotice?.(`The embedded database is serving again on port ${port}.`);
      supervise(server);
      return;
    }
  };
  supervise(server);

  let stopping: Promise<void> | undefined;
  return {
    url,
    version: binaries.version,
    port: server.port,
    clusterDir,
    owned: true,
    stop: () =>
      (stopping ??= (async () => {
        stopped.abort();
        await restarting;
        await server.stop();
        await rm(path.join(root, STATE_FILE), { force: true });
        await releaseLock();
      })()),
  };
}

const lastLine = (output: string) => output.trim().split('\n').at(-1) ?? '';

async function joinRunningServer(root: string): Promise<EmbeddedPostgres> {
  // The owner writes its URL once its server accepts connections; it may still be starting.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await readFile(path.join(root, STATE_FILE), 'utf8').then(
      (text) => JSON.parse(text) as { url: string },
      () => undefined,
    );
    if (state) {
      const version = await serverVersion(state.url);
      return { url: state.url, version, port: Number(new URL(state.url).port), clusterDir: '', owned: false, stop: async () => {} };
    }
    if (Date.now() > deadline) throw new EmbeddedDatabaseError(`The embedded database in ${root} did not finish starting.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// ---------------------------------------------------------------------------------------------
// Who runs the server. PostgreSQL refuses to run as root: as root (CI, containers) it runs as the
// `postgres` system user, created if missing; as anyone else, as that user.

interface ServiceAccount {
  uid: number;
  gid: number;
  /** Set when the server runs as another user than this process. */
  name?: string;
}

function serviceAccount(): ServiceAccount {
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
function reachableBinaries(binaries: PostgresBinaries, account: ServiceAccount): PostgresBinaries {
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
function clusterDirectory(root: string, account: ServiceAccount, notice: EmbeddedOptions['onNotice']): string {
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

function ensureOwnedDirectory(directory: string, account: ServiceAccount): string {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  if (account.name) chownSync(directory, account.uid, account.gid);
  chmodSync(directory, 0o700);
  return directory;
}

/**
 * The cluster's password, kept beside it in DATA_DIR (mode 600). A cluster without one was not
 * made here: most likely the PGlite files of an earlier version, which this server cannot read.
 */
async function clusterPassword(root: string): Promise<string> {
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

async function initialise(binaries: PostgresBinaries, account: ServiceAccount, clusterDir: string, password: string, durable: boolean) {
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
  await rm(clusterDir, { recursive: true, force: true });
  await rename(staging, clusterDir);
}

/**
 * The lock is ours, so whatever postmaster.pid names is left over from an owner that died:
 * - a postmaster still serving this cluster (its owner was killed on a system without a
 *   parent-death signal) is stopped;
 * - a dead one's file is removed. PostgreSQL would clear it itself, but not when the dead
 *   postmaster is a zombie nobody reaps (a container whose init does not), nor when its pid now
 *   belongs to another program. It then recovers from its write-ahead log as after any crash.
 */
async function clearLeftoverServer(clusterDir: string) {
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

interface RunningServer {
  port: number;
  /** How the server ended ("code 0", "signal SIGKILL"), whoever ended it. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

type StartOutcome = { ok: true; server: RunningServer } | { ok: false; portTaken: boolean; output: string };

async function runServer(
  binaries: PostgresBinaries,
  account: ServiceAccount,
  clusterDir: string,
  port: number,
  password: string,
): Promise<StartOutcome> {
  const serverArgs = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    // TCP only: no socket file to clash with a system server's.
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    // Its log never carries a statement or a row's values (personal data).
    '-c',
    'log_min_messages=warning',
    '-c',
    'log_min_error_statement=panic',
    '-c',
    'log_error_verbosity=terse',
  ];
  const child = spawnServer(binaries, account, serverArgs);
  const output: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const state = await Promise.race([exited.then(() => 'exited' as const), canConnect(url)]);
    if (state === 'exited') {
      const text = output.join('');
      return { ok: false, portTaken: /could not bind|Address already in use/i.test(text), output: text };
    }
    if (state) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      return { ok: false, portTaken: false, output: `no connection within 60 s\n${output.join('')}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    ok: true,
    server: {
      port,
      exited,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        // Fast shutdown: open sessions are ended, the data is flushed.
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      },
    },
  };
}

function spawnServer(binaries: PostgresBinaries, account: ServiceAccount, serverArgs: string[]): ChildProcess {
  const env = { ...process.env, LC_ALL: 'C' };
  // setpriv (util-linux) switches user with its groups and sets the parent-death signal, so the
  // server stops (fast) with its owner, even a killed one.
  if (process.platform === 'linux' && existsSync('/usr/bin/setpriv')) {
    const asUser = account.name ? [`--reuid=${account.uid}`, `--regid=${account.gid}`, '--init-groups'] : [];
    return spawn('/usr/bin/setpriv', [...asUser, '--pdeathsig=INT', '--', binaries.postgres, ...serverArgs], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  return spawn(binaries.postgres, serverArgs, { env, uid: account.uid, gid: account.gid, stdio: ['ignore', 'ignore', 'pipe'] });
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A PostgreSQL server's version, "17.10" say. */
export async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]!.server_version.split(' ')[0]!;
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// One owner per DATA_DIR: a lock file holding the owner's pid, made with O_EXCL; a lock whose
// process is gone (kill -9) is taken over.

/** The lock files this process holds: its own pid in a lock file is only stale if not listed here. */
const heldHere = new Set<string>();

async function takeLock(root: string): Promise<{ release: () => Promise<void> } | 'held'> {
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

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
