import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import type { Logger } from '../../ports/logger.ts';
import { ENTITIES } from './entities/index.ts';
import { guardPool } from './pool-guards.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

export interface OrmOptions {
  clientUrl: string;
  /** Connections in the pool. */
  poolMax: number;
  logger: Logger;
  timeouts?: { connectMs: number; statementMs: number } | undefined;
}

export function ormOptions({ clientUrl, poolMax, logger, timeouts }: OrmOptions) {
  return defineConfig({
    clientUrl,
    // pg's pool options. connectionTimeoutMillis bounds the wait for a pooled connection as well
    // as a new one; the statement limit is measured here too (pool-guards.ts), so it holds when
    // the server is frozen (statement_timeout, the server's own, would never fire then).
    driverOptions: timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          statement_timeout: timeouts.statementMs,
          idle_in_transaction_session_timeout: 4 * timeouts.statementMs,
          keepAlive: true,
          onPoolCreated: (pool: Pool) => guardPool(pool, timeouts.statementMs + 500),
        }
      : {},
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
