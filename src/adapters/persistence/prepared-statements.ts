import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool, QueryResultRow } from 'pg';

/**
 * Named prepared statements on the ORM's own pg pool (the same connections, timeouts, guards and
 * type parsers): PostgreSQL parses and plans each once per connection instead of on every call,
 * and the values travel apart from the SQL ($1, $2…) instead of being formatted into it by the
 * ORM. For the few statements every quote runs (ADR 0005); a name always goes with one text.
 * Their columns are listed, never `*`: a prepared `select *` fails once a migration adds one.
 */
export function preparedStatements(root: EntityManager) {
  return async <T extends QueryResultRow>(name: string, text: string, values: unknown[]): Promise<T[]> => {
    const pool = (await root.getConnection().getNativeClient()) as Pool;
    // A client of its own rather than pool.query: pool.query passes a callback, which the
    // statement time limit of pool-guards.ts does not watch (a frozen database would hold it).
    const client = await pool.connect();
    try {
      return (await client.query<T>({ name, text, values })).rows;
    } finally {
      client.release();
    }
  };
}
