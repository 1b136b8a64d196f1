import { Container } from 'inversify';
import type { DatabaseHealth } from './ports/database-health.ts';
import type { Logger } from './ports/logger.ts';
import type { Clock } from './ports/clock.ts';
import type { ApplicationServices } from './application/application-services.ts';
import { type CheckReadiness, makeCheckReadiness } from './application/check-readiness.ts';
import { systemClock } from './adapters/clock/system-clock.ts';
import { openDatabase, type Database } from './adapters/persistence/database.ts';
import type { Config } from './config.ts';

// The composition root: the one place that knows which adapter serves which port.
// Nothing outside this file imports inversify.
const TYPES = {
  Config: Symbol('Config'),
  Logger: Symbol('Logger'),
  Clock: Symbol('Clock'),
  DatabaseHealth: Symbol('DatabaseHealth'),
  CheckReadiness: Symbol('CheckReadiness'),
  ApplicationServices: Symbol('ApplicationServices'),
} as const;

const READINESS_TIMEOUT_MS = 2_000;

export interface Composition {
  services: ApplicationServices;
  database: Database;
  dispose(): Promise<void>;
}

export async function compose(config: Config, logger: Logger): Promise<Composition> {
  const database = await openDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    logger,
  );

  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(TYPES.Config).toConstantValue(config);
  container.bind<Logger>(TYPES.Logger).toConstantValue(logger);
  container.bind<Clock>(TYPES.Clock).toConstantValue(systemClock);
  container.bind<DatabaseHealth>(TYPES.DatabaseHealth).toConstantValue(database);
  container
    .bind<CheckReadiness>(TYPES.CheckReadiness)
    .toResolvedValue(
      (health: DatabaseHealth) =>
        makeCheckReadiness({ database: health, timeoutMs: READINESS_TIMEOUT_MS }),
      [TYPES.DatabaseHealth],
    );
  container
    .bind<ApplicationServices>(TYPES.ApplicationServices)
    .toResolvedValue(
      (log: Logger, checkReadiness: CheckReadiness) => ({ logger: log, checkReadiness }),
      [TYPES.Logger, TYPES.CheckReadiness],
    );

  return {
    services: container.get<ApplicationServices>(TYPES.ApplicationServices),
    database,
    dispose: () => database.close(),
  };
}
