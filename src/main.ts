import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createLogger } from './adapters/logging/winston-logger.ts';
import { runPrimary, webConcurrency } from './cluster-primary.ts';
import { loadConfig } from './config.ts';
import { serve } from './serve.ts';
import { orExitWithMessage } from './startup-failure.ts';

const config = await orExitWithMessage(async () => loadConfig());
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const workers = webConcurrency(config, availableParallelism());
if (config.WEB_CONCURRENCY && config.WEB_CONCURRENCY > 1 && workers === 1) {
  logger.warn('WEB_CONCURRENCY ignored: the embedded database serves one process');
}

if (cluster.isPrimary && workers > 1) await runPrimary({ workers, logger, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
else await serve(config, logger);
