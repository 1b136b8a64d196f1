import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { DatabaseHealth } from '../../ports/database-health.ts';
import type { Logger } from '../../ports/logger.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import { type AppRole, appRoleOf, grantAppRole } from './app-role.ts';
import { isDatabaseOutage } from './database-outage.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { ormOptions } from './orm-options.ts';

const POOL_CLOSE_TIMEOUT_MS = 5_000;
const SCHEMA_LOCK = 'flash-transport: schema migrations';

export interface DatabaseSettings {
  /** A PostgreSQL server, as its owner; when absent, the embedded database under dataDir is used. */
  databaseUrl?: string | undefined;
  /** The role the app connects as (app-role.ts); when absent, `<owner>_app`, made by the owner. */
  appDatabaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /**
   * Tools (seed, admin) join the embedded server that a running app owns on the same DATA_DIR;
   * an app refuses to be the second owner.
   */
  joinEmbedded?: boolean;
  /**
   * Limits for a serving app, so that a stopped or frozen database answers "unavailable" in
   * seconds instead of holding every request: waiting for a connection, and for one statement.
   * Tools (seed, admin) and migrations run without them.
   */
  timeouts?: { connectMs: number; statementMs: number };
}

export interface Database extends DatabaseHealth {
  orm: MikroORM;
  /** 'postgresql' for a server given by URL, 'embedded' for the one started under DATA_DIR. */
  kind: 'postgresql' | 'embedded';
  /** where it is, for a connection of one's own (the inbox's notifications) */
  url: string;
  close(): Promise<void>;
}

/** Connects (starting the embedded database if needed) and applies pending migrations. */
export async function openDatabase(settings: DatabaseSettings, logger: Logger): Promise<Database> {
  const embedded = settings.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(settings.dataDir, {
        join: settings.joinEmbedded,
        onNotice: (message) => logger.warn(message),
      });
  const ownerUrl = settings.databaseUrl ?? embedded!.url;
  const role = appRoleOf(ownerUrl, settings.appDatabaseUrl);
  const clientUrl = role.url;
  let orm: MikroORM;
  try {
    const applied = await migrate(ownerUrl, role, logger);
    orm = await MikroORM.init(ormOptions({ clientUrl, poolMax: settings.poolMax ?? 10, logger, timeouts: settings.timeouts }));
    logger.info('database ready', {
      database: embedded ? `embedded PostgreSQL ${embedded.version}` : 'postgresql',
      dataDir: embedded ? settings.dataDir : undefined,
      migrationsApplied: applied.length,
      role: role.user,
    });
    if (embedded?.owned) logger.info(`psql: ${psqlHint(embedded.url, settings.dataDir)}`);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }

  return {
    orm,
    kind: embedded ? 'embedded' : 'postgresql',
    url: clientUrl,
    isOutage: isDatabaseOutage,
    // A fresh connection, not the pool's: a server shutting down keeps serving the sessions it
    // has while it refuses new ones.
    isReachable: (timeoutMs) => answersFresh(clientUrl, timeoutMs),
    async close() {
      // A pool that never finishes closing (a connection opened under it) must not hold the
      // process: after a while it is left, and the process's exit ends its connections.
      if (!(await doneWithin(orm.close(), POOL_CLOSE_TIMEOUT_MS)))
        logger.warn(`the database pool did not close within ${POOL_CLOSE_TIMEOUT_MS} ms; left to the exit`);
      await embedded?.stop();
    },
  };
}

/** Whether a new connection to the server answers a statement within the time. */
async function answersFresh(url: string, timeoutMs: number): Promise<boolean> {
  // Bounded as a whole by doneWithin; the connection's own limit only lets a dead one go.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    return await doneWithin(
      client.connect().then(() => client.query('select 1')),
      timeoutMs,
    );
  } catch {
    return false;
  } finally {
    void client.end().catch(() => {});
  }
}

/** Whether the work was done within the time (false: it is not waited for after that); its failure is thrown. */
async function doneWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Pending migrations, as the owner, on connections of their own with no statement time limit,
 * one instance at a time (two creating the same table at once fail: `pg_type_typname_nsp_index`);
 * then the app's role granted what the schema now holds.
 */
async function migrate(ownerUrl: string, role: AppRole, logger: Logger) {
  // Two connections: one holds the lock, the migrator works on the other.
  const orm = await MikroORM.init(ormOptions({ clientUrl: ownerUrl, poolMax: 2, logger }));
  try {
    return await withAdvisoryLock(orm.em, SCHEMA_LOCK, async () => {
      const applied = await orm.migrator.up();
      const connection = orm.em.getConnection();
      const [{ database }] = (await connection.execute('select current_database() as database')) as [{ database: string }];
      await grantAppRole((sql) => connection.execute(sql), role, database);
      return applied;
    });
  } finally {
    await orm.close();
  }
}

/** A command that opens psql on the embedded server; the password stays in its file. */
function psqlHint(url: string, dataDir: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return `PGPASSWORD="$(cat ${dataDir}/embedded-postgres.secret)" psql ${parsed.toString()}`;
}
