import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface AppServer {
  baseUrl: string;
  pid: number;
  /** Every JSON log line the server wrote so far. */
  logs: Array<Record<string, unknown>>;
  stop(): Promise<number | null>;
}

/**
 * Starts the real production server (`node src/main.ts` on the built pages) on a free port,
 * as `make run` does, and waits until it says it is serving.
 */
export async function startAppServer(
  options: { databaseUrl?: string; dataDir?: string; seed?: boolean; env?: Record<string, string> } = {},
): Promise<AppServer> {
  const ownDataDir = options.dataDir ? undefined : await mkdtemp(path.join(tmpdir(), 'app-data-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    DATA_DIR: options.dataDir ?? ownDataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    ...options.env,
  };
  // As `make run` does: migrate and load the reference data before serving.
  if (options.seed) execFileSync(process.execPath, ['src/seed.ts'], { cwd: ROOT, env, stdio: 'ignore' });
  const child = spawn(process.execPath, ['src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Array<Record<string, unknown>> = [];
  const output: string[] = [];
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
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
  });
  return {
    baseUrl,
    pid: child.pid!,
    logs,
    stop: () => stopChild(child, ownDataDir),
  };
}

async function stopChild(child: ChildProcess, dataDir: string | undefined): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  child.kill('SIGTERM');
  const code = await exited;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  return code;
}
