import { MikroORM } from '@mikro-orm/postgresql';
import type { DatabaseHealth } from '../../ports/database-health.ts';
import type { Logger } from '../../ports/logger.ts';
import { ormOptions } from './orm-options.ts';

export interface DatabaseSettings {
  /** A PostgreSQL server; when absent, the embedded database under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
}

export interface Database extends DatabaseHealth {
  orm: MikroORM;
  /** 'postgresql' for a server, 'embedded' for PGlite. */
  kind: 'postgresql' | 'embedded';
  close(): Promise<void>;
}

/** Connects (starting the embedded database if needed) and applies pending migrations. */
export async function openDatabase(settings: DatabaseSettings, logger: Logger): Promise<Database> {
  // PGlite is loaded only when it is used: a server deployment never pays for its memory.
  const embedded = settings.databaseUrl
    ? undefined
    : await (await import('./embedded-postgres.ts')).startEmbeddedPostgres(settings.dataDir);
  const clientUrl = settings.databaseUrl ?? embedded!.url;
  const poolMax = embedded ? 1 : (settings.poolMax ?? 10);
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(ormOptions({ clientUrl, poolMax, logger }));
    const applied = await orm.migrator.up();
    logger.info('database ready', {
      database: embedded ? 'embedded' : 'postgresql',
      dataDir: embedded ? settings.dataDir : undefined,
      migrationsApplied: applied.length,
    });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  return {
    orm,
    kind: embedded ? 'embedded' : 'postgresql',
    async isReachable(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const ping = orm.em
        .getConnection()
        .execute('select 1')
        .then(
          () => true,
          () => false,
        );
      try {
        return await Promise.race([ping, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await orm.close();
      await embedded?.stop();
    },
  };
}
