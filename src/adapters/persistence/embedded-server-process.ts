import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import type { PostgresBinaries } from './postgres-binaries.ts';
import type { ServiceAccount } from './embedded-service-account.ts';

// The embedded server as a process: started, watched until it accepts connections, on a free port.

export interface RunningServer {
  port: number;
  /** How the server ended ("code 0", "signal SIGKILL"), whoever ended it. */
  exited: Promise<string>;
  stop(): Promise<void>;
}

type StartOutcome = { ok: true; server: RunningServer } | { ok: false; portTaken: boolean; output: string };

export async function runServer(
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

/** How a new connection to the server fares: made, or refused with PostgreSQL's error (its SQLSTATE and words). */
async function connectionAttempt(url: string): Promise<{ ok: true } | { ok: false; code: unknown; message: unknown }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return { ok: true };
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    return { ok: false, code, message };
  } finally {
    await client.end().catch(() => {});
  }
}

export const canConnect = async (url: string): Promise<boolean> => (await connectionAttempt(url)).ok;

/**
 * Whether the server refuses new connections because it is shutting down (SQLSTATE 57P03): a
 * smart shutdown (SIGTERM) waits for every client to leave, which a pool's clients never do.
 */
export async function isShuttingDown(url: string): Promise<boolean> {
  const attempt = await connectionAttempt(url);
  return !attempt.ok && attempt.code === '57P03' && /shutting down/i.test(String(attempt.message));
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

export async function freePort(): Promise<number> {
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
