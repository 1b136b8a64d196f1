import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import type { Logger } from './ports/logger.ts';

/**
 * How many server processes to run: WEB_CONCURRENCY, else one per core in production on a
 * server database. Never more than one on the embedded database: it is one PostgreSQL server
 * started by the app's own process, on its own data directory.
 */
export function webConcurrency(config: Pick<Config, 'WEB_CONCURRENCY' | 'NODE_ENV' | 'DATABASE_URL'>, cores: number): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? (config.NODE_ENV === 'production' ? cores : 1);
}

/**
 * The primary of a cluster of server processes sharing one port (node:cluster). It starts them
 * one after the other, so that the first applies any pending migration before the next connects;
 * replaces one that stops unexpectedly; and on SIGTERM or SIGINT asks each to finish its requests
 * (their own graceful shutdown), exiting once all have, or after the shutdown time.
 */
export async function runPrimary({ workers, logger, shutdownTimeoutMs }: { workers: number; logger: Logger; shutdownTimeoutMs: number }) {
  let stopping = false;
  const start = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      const failed = (code: number | null) => reject(new Error(`a server process stopped before serving (exit ${code})`));
      worker.once('exit', failed);
      worker.once('listening', () => {
        worker.off('exit', failed);
        resolve(worker);
      });
    });

  try {
    for (let index = 0; index < workers; index++) await start();
  } catch (error) {
    logger.error('could not start the server processes', { error: String(error) });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(1);
  }
  logger.info('server processes started', { workers });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error('a server process stopped; starting another', { pid: worker.process.pid, code, signal });
    start().catch((error: unknown) => logger.error('could not replace a server process', { error: String(error) }));
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
      logger.info('shutting down', { signal, workers: running.length });
      let failures = 0;
      let left = running.length;
      const done = () => process.exit(failures === 0 ? 0 : 1);
      // Each process has the shutdown time for its requests; past that and a margin, they are killed.
      const deadline = setTimeout(() => {
        for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
        logger.error('server processes killed after the shutdown time');
        process.exit(1);
      }, shutdownTimeoutMs + 5_000);
      if (left === 0) done();
      for (const worker of running) {
        // A process still starting when the signal came is stopped by it before it serves anything.
        worker.once('exit', (code, exitSignal) => {
          if (code !== 0 && exitSignal !== 'SIGTERM') failures++;
          if (--left === 0) {
            clearTimeout(deadline);
            done();
          }
        });
        worker.process.kill('SIGTERM');
      }
    });
  }
}
