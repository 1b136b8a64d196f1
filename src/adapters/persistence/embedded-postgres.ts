import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { EmbeddedDatabaseError } from './embedded-database-error.ts';
import { postgresBinaries } from './postgres-binaries.ts';
import { clearLeftoverServer, clusterPassword, initialise } from './embedded-cluster.ts';
import { isAlive, LOCK_FILE, takeLock } from './embedded-lock.ts';
import { freePort, isShuttingDown, type RunningServer, runServer, serverVersion } from './embedded-server-process.ts';
import { clusterDirectory, reachableBinaries, serviceAccount } from './embedded-service-account.ts';
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
  /** Flush to disk, at initialisation and at every commit; a throw-away test cluster never does. */
  durable?: boolean;
  /** A fixed port (a fault test restarting the server where its clients expect it); else a free one. */
  port?: number;
  /** Told where the cluster lives when it is not under DATA_DIR. */
  onNotice?: (message: string) => void;
}

export { isAlive, serverVersion };

const STATE_FILE = 'embedded-postgres.json';

/** How often the supervisor checks that its server still accepts new connections. */
const SHUTDOWN_CHECK_MS = 2_000;

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

  // A SIGTERM asks the server for a smart shutdown, which waits for the pool's connections to
  // leave, and they never do: it would refuse new connections forever. Seen refusing them as
  // "shutting down", it is asked for a fast shutdown, and then started again like any exit (a
  // server down or starting up refuses connections otherwise, so a restart is never taken for it).
  let checking = false;
  const watchdog = setInterval(() => {
    if (stopped.signal.aborted || checking) return;
    checking = true;
    const running = server;
    void isShuttingDown(url)
      .then((shuttingDown) => {
        if (!shuttingDown || stopped.signal.aborted || running !== server) return;
        options.onNotice?.('The embedded database is shutting down behind its back: ending its sessions to start it again.');
        return running.stop();
      })
      .finally(() => (checking = false));
  }, SHUTDOWN_CHECK_MS);
  watchdog.unref();

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
        clearInterval(watchdog);
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
