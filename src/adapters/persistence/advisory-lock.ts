import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock named `name`: instances
 * starting together on one database take turns (one migrates or seeds, the others wait, then
 * find the work done). The lock is held by a connection of its own, so `work` may use the
 * pool's others; it is released with that connection, also when the process dies.
 */
export async function withAdvisoryLock<T>(root: EntityManager, name: string, work: () => Promise<T>): Promise<T> {
  const pool = (await root.getConnection().getNativeClient()) as Pool;
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]);
    }
  } finally {
    holder.release();
  }
}
