import { RecordBusy } from '../../ports/record-busy.ts';

/**
 * Runs the work given for one key one after the other in this process. Requests that would each
 * take a pool connection only to wait on the same row's lock wait here instead, holding none: the
 * pool stays free for everyone else, however many of them arrive at once.
 */
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const turn = (tails.get(key) ?? Promise.resolve()).then(work, work);
    const tail = turn.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return turn;
  };
}

/**
 * What a transaction waits at most for a row another process holds: well under the statement
 * limit (pool-guards.ts), so that the wait ends as a refusal to try again, not as a lost connection.
 */
export const LOCK_WAIT = '1500ms';

/** PostgreSQL's lock_not_available, which lock_timeout raises, as the refusal it means. */
export function busyWhenLocked(error: unknown): never {
  if ((error as { code?: unknown }).code === '55P03') throw new RecordBusy();
  throw error;
}
