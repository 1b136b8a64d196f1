import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createLogger } from './adapters/logging/winston-logger.ts';
import { runPrimary, webConcurrency } from './cluster-primary.ts';
import { loadConfig } from './config.ts';
import { exampleFieldsOf, loadOperatorIdentity } from './operator-identity.ts';
import { serve } from './serve.ts';
import { orExitWithMessage } from './startup-failure.ts';

const config = await orExitWithMessage(async () => loadConfig());
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const workers = webConcurrency(config, availableParallelism());
if (config.WEB_CONCURRENCY && config.WEB_CONCURRENCY > 1 && workers === 1) {
  logger.warn('WEB_CONCURRENCY ignored: the embedded database serves one process');
}

if (cluster.isPrimary && config.NODE_ENV === 'production') {
  // Visitors would read these as the operator's own: say so until they are replaced.
  const examples = exampleFieldsOf(
    await orExitWithMessage(async () =>
      loadOperatorIdentity(config.OPERATOR_FILE, { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL }),
    ),
  );
  if (examples.length > 0) {
    logger.warn(
      "the operator's identity still holds example values: set them before going live (OPERATOR_FILE, SUPPORT_PHONE, SUPPORT_EMAIL)",
      {
        fields: examples,
      },
    );
  }
}

if (cluster.isPrimary && workers > 1) await runPrimary({ workers, logger, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
else await serve(config, logger);
