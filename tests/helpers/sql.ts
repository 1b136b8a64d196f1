import pg from 'pg';

/** A statement on a test's database, over its own connection (closed after it). */
export function sqlOn(databaseUrl: () => string) {
  return async <T extends pg.QueryResultRow>(query: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query<T>(query, values)).rows;
    } finally {
      await client.end();
    }
  };
}
