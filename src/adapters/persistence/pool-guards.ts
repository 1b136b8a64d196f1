import type { Pool, PoolClient } from 'pg';

/**
 * What keeps a frozen or vanished database from holding the app:
 * - a statement that gets no answer within `statementMs` closes its connection: the request
 *   fails fast ("Connection terminated" → 503), and a connection whose state is unknown (a
 *   transaction half done) is never handed to anyone else;
 * - a connection that breaks while in use goes back to the pool at once, which drops it. Without
 *   this, a transaction whose ROLLBACK fails (the connection is gone) would never give its
 *   connection back (Kysely releases only after a successful rollback) and the pool would run dry.
 * pg's own query_timeout is not used: it leaves the connection open, in whatever state it was.
 */
export function guardPool(pool: Pool, statementMs: number) {
  pool.on('connect', (client) => guardClient(client, statementMs));
}

function guardClient(client: PoolClient, statementMs: number) {
  // pg-pool sets `release` at every checkout; each one is wrapped so that a second call is harmless.
  let release: ((error?: Error | boolean) => void) | undefined;
  let released = true;
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (poolRelease: (error?: Error | boolean) => void) => {
      released = false;
      release = (error) => {
        if (released) return;
        released = true;
        poolRelease(error);
      };
    },
  });
  const giveBack = (error: Error) => {
    if (!released) release?.(error);
  };
  client.on('error', giveBack);
  client.on('end', () => giveBack(new Error('Connection terminated')));

  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result; // a cursor or a callback: not through here
    const timer = setTimeout(() => {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }, statementMs);
    return result.finally(() => clearTimeout(timer));
  };
}
