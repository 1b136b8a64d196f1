import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface ProgramOptions {
  env?: NodeJS.ProcessEnv;
  input?: string;
  timeoutMs?: number;
}

const settings = (options: ProgramOptions) => ({
  cwd: ROOT,
  env: options.env ?? process.env,
  encoding: 'utf8' as const,
  timeout: options.timeoutMs ?? 120_000,
  killSignal: 'SIGKILL' as const,
  maxBuffer: 64 * 1024 * 1024,
});

function failure(script: string, why: string, stdout: string, stderr: string) {
  return new Error(`${script} failed (${why})\n--- stdout ---\n${stdout}\n--- stderr ---\n${stderr}`);
}

/**
 * Runs one of the project's programs (`src/seed.ts`, `src/admin-account.ts`) to the end, as a
 * make target would, and returns what it printed. It never hangs a test: past its time limit it is
 * killed, and a failure carries everything it printed.
 */
export function runProgram(script: string, options: ProgramOptions = {}): string {
  const { timeout, ...rest } = settings(options);
  const result = spawnSync(process.execPath, [script], { ...rest, timeout, input: options.input ?? '' });
  if (result.status === 0) return result.stdout;
  const why =
    result.error?.message ??
    (result.signal ? `killed by ${result.signal}${result.signal === 'SIGKILL' ? ` after ${timeout} ms` : ''}` : `exit ${result.status}`);
  throw failure(script, why, result.stdout, result.stderr);
}

/**
 * The same, without blocking the test: for programs that must run at the same time, or beside a
 * server living in the test's own process.
 */
export function runProgramInBackground(script: string, options: ProgramOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [script], settings(options), (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const why = error.killed ? `killed after ${settings(options).timeout} ms` : error.message.split('\n')[0]!;
      reject(failure(script, why, stdout, stderr));
    });
    child.stdin?.end(options.input ?? '');
  });
}
