import type { Clock } from '../../ports/clock.ts';
import type { IdempotentAnswers } from '../../ports/api-keys.ts';

/** How long the first answer to an Idempotency-Key is given back. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** The same Idempotency-Key came with another request: 422. */
export class IdempotencyConflict extends Error {
  override name = 'IdempotencyConflict';
}

export interface Answer {
  status: number;
  body: unknown;
}

export type Idempotently = (
  keyId: string,
  idempotencyKey: string | undefined,
  requestHash: string,
  work: () => Promise<Answer>,
) => Promise<Answer & { replayed: boolean }>;

/**
 * Issue 28: a retried request with the same Idempotency-Key gets the first answer (kept 24 h)
 * instead of a second quote; the same key with another body is refused. Without the header the
 * work is done each time.
 */
export function makeIdempotently(deps: { answers: IdempotentAnswers; clock: Clock }): Idempotently {
  return async (keyId, idempotencyKey, requestHash, work) => {
    if (!idempotencyKey) return { ...(await work()), replayed: false };
    const kept = await deps.answers.recall(keyId, idempotencyKey);
    if (kept && deps.clock.now().getTime() - kept.createdAt.getTime() < IDEMPOTENCY_KEEP_MS) {
      if (kept.requestHash !== requestHash) throw new IdempotencyConflict();
      return { status: kept.status, body: kept.body, replayed: true };
    }
    if (kept) await deps.answers.forget(keyId, idempotencyKey);
    const answer = await work();
    // Only a success is kept: a refusal (a field to fix, a limit) may be retried as it is.
    if (answer.status < 300 && !(await deps.answers.keep(keyId, idempotencyKey, { requestHash, ...answer }, deps.clock.now()))) {
      // Two requests with the same key at once: the first one kept is the answer.
      const first = await deps.answers.recall(keyId, idempotencyKey);
      if (first && first.requestHash !== requestHash) throw new IdempotencyConflict();
      if (first) return { status: first.status, body: first.body, replayed: true };
    }
    return { ...answer, replayed: false };
  };
}
