import { appendFileSync, readFileSync } from 'node:fs';
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { reachableTempDir } from './reachable-temp-dir.ts';
import { runProgramInBackground } from './run-program.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface AppServer {
  baseUrl: string;
  pid: number;
  /** Every JSON log line the server wrote so far. */
  logs: Array<Record<string, unknown>>;
  stop(): Promise<number | null>;
  /** kill -9 of the server's process group (started with ownProcessGroup), as an operator might. */
  killGroup(): Promise<void>;
}

/**
 * Starts the real production server (`node src/main.ts` on the built pages) on a free port,
 * as `make run` does, and waits until it says it is serving.
 */
export async function startAppServer(
  options: {
    databaseUrl?: string;
    dataDir?: string;
    seed?: boolean;
    env?: Record<string, string>;
    /** Its own process group, so that killGroup() can kill -9 it and its embedded server as one. */
    ownProcessGroup?: boolean;
    /** Where its log lines go too, for tests in other processes (the browser tier's shared servers). */
    logFile?: string;
  } = {},
): Promise<AppServer> {
  const ownDataDir = options.dataDir ? undefined : await reachableTempDir('app-data-');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    DATA_DIR: options.dataDir ?? ownDataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    // One process unless a test asks for a cluster (production's default is one per core).
    WEB_CONCURRENCY: '1',
    ...options.env,
  };
  // As `make run` does: migrate and load the reference data before serving.
  if (options.seed) await runProgramInBackground('src/seed.ts', { env });
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownProcessGroup,
  });
  const logs: Array<Record<string, unknown>> = [];
  const output: string[] = [];
  let startTimer: NodeJS.Timeout | undefined;
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      if (options.logFile && lines.length) appendFileSync(options.logFile, lines.map((line) => `${line}\n`).join(''));
      for (const line of lines) {
        output.push(line);
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          const match = /serving on (http:\/\/\S+)/.exec(String(entry.message));
          if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('\n')}`)));
    // Never wait for good: a server that does not say it serves is stopped and its output shown.
    startTimer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_TIMEOUT_MS} ms:\n${output.join('\n')}`));
    }, START_TIMEOUT_MS);
  }).finally(() => clearTimeout(startTimer));
  return {
    baseUrl,
    pid: child.pid!,
    logs,
    stop: () => stopChild(child, ownDataDir),
    async killGroup() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    },
  };
}

/** The highest resident memory a process has had (VmHWM), in MiB. */
export function peakRssMiB(pid: number): number {
  const kib = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kib / 1024);
}

async function stopChild(child: ChildProcess, dataDir: string | undefined): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  child.kill('SIGTERM');
  // A server that does not stop within the limit is killed; the test then sees no clean exit code.
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(timer);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  return code;
}
