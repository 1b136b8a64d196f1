import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import type { Logger } from '../../ports/logger.ts';
import { ENTITIES } from './entities/index.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

export interface OrmOptions {
  clientUrl: string;
  /** Connections in the pool. */
  poolMax: number;
  logger: Logger;
}

export function ormOptions({ clientUrl, poolMax, logger }: OrmOptions) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax },
    // Each request forks its own entity manager; the global one must never hold state.
    allowGlobalContext: false,
    ensureDatabase: false,
    forceUtcTimezone: true,
    preferTs: true,
    debug: false,
    logger: (message) => logger.debug(message),
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      glob: '!(*.d).ts',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
}
