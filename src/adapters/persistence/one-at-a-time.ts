import type { EntityManager } from '@mikro-orm/postgresql';
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
const LOCK_WAIT = '1500ms';

/**
 * Writes that lock a record: those of one key run in turn in this process (waiting without a
 * connection), each in its own transaction that waits at most LOCK_WAIT for another process's
 * lock, then answers RecordBusy (409).
 */
export function lockingWrites(root: EntityManager) {
  const inTurn = oneAtATime();
  return <T>(key: string, work: (em: EntityManager) => Promise<T>): Promise<T> =>
    inTurn(key, () =>
      root.fork().transactional(async (em) => {
        await em.getConnection().execute(`set local lock_timeout = '${LOCK_WAIT}'`, [], 'run', em.getTransactionContext());
        return work(em);
      }),
    ).catch(busyWhenLocked);
}

/** PostgreSQL's lock_not_available, which lock_timeout raises, as the refusal it means. */
export function busyWhenLocked(error: unknown): never {
  if ((error as { code?: unknown }).code === '55P03') throw new RecordBusy();
  throw error;
}
