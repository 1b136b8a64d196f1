import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs one of the project's programs (`src/seed.ts`, `src/admin-account.ts`) to the end, as a
 * make target would, and returns what it printed. It never hangs a test: past its time limit it is
 * killed, and a failure carries everything it printed.
 */
export function runProgram(script: string, options: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {}): string {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const result = spawnSync(process.execPath, [script], {
    cwd: ROOT,
    env: options.env ?? process.env,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return result.stdout;
  const why =
    result.error?.message ??
    (result.signal ? `killed by ${result.signal}${result.signal === 'SIGKILL' ? ` after ${timeoutMs} ms` : ''}` : `exit ${result.status}`);
  throw new Error(`${script} failed (${why})\n--- stdout ---\n${result.stdout}\n--- stderr ---\n${result.stderr}`);
}
