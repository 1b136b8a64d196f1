import type { Clock } from '../../ports/clock.ts';
import type { IdempotentAnswers } from '../../ports/api-keys.ts';
import { ApplicationError } from '../../domain/application-error.ts';
import { token } from '../../ports/token.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    idempotencyConflict: IdempotencyConflict;
    idempotencyInProgress: IdempotencyInProgress;
  }
}

/** How long the first answer to an Idempotency-Key is given back. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * A claim older than this whose request never answered (its process stopped, the database went
 * away before the claim could be freed) is given up: longer than any quote takes (partners 45 s).
 */
export const IDEMPOTENCY_ABANDONED_MS = 2 * 60 * 1000;

/** The same Idempotency-Key came with another request: 422. */
export class IdempotencyConflict extends ApplicationError<'idempotencyConflict'> {
  override name = 'IdempotencyConflict';
  readonly code = 'idempotencyConflict';
}

/** A request with this Idempotency-Key is still being worked on: 409, to retry in a moment. */
export class IdempotencyInProgress extends ApplicationError<'idempotencyInProgress'> {
  override name = 'IdempotencyInProgress';
  readonly code = 'idempotencyInProgress';
}

export interface Answer {
  status: number;
  body: unknown;
}

export type Idempotently = (
  accountId: string,
  idempotencyKey: string | undefined,
  requestHash: string,
  work: () => Promise<Answer>,
) => Promise<Answer & { replayed: boolean }>;
export const Idempotently = token<Idempotently>('Idempotently');

/**
 * A retried request with the same Idempotency-Key gets the first answer (kept 24 h)
 * instead of a second quote; the same key with another body is refused. A key is the account's,
 * whichever of its API keys carries it (a retry through another key is the same request). The key is claimed
 * before the work, so two requests sent at once with one key make one quote: the second hears
 * that the first is still being worked on. Without the header the work is done each time.
 */
export function makeIdempotently(deps: { answers: IdempotentAnswers; clock: Clock }): Idempotently {
  const { answers, clock } = deps;
  return async (accountId, idempotencyKey, requestHash, work) => {
    if (!idempotencyKey) return { ...(await work()), replayed: false };
    // Twice at most: a claim found past its time is freed, then claimed again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const claimedAt = clock.now();
      if (await answers.claim(accountId, idempotencyKey, requestHash, claimedAt)) {
        let answer: Answer;
        try {
          answer = await work();
        } catch (error) {
          // The request's own failure is the answer (a 503 while the database is away), freed or not.
          await answers.forget(accountId, idempotencyKey, claimedAt).catch(() => undefined);
          throw error;
        }
        // Only a success is kept: a refusal (a field to fix, a limit) may be retried as it is.
        if (answer.status < 300) await answers.keep(accountId, idempotencyKey, claimedAt, answer);
        else await answers.forget(accountId, idempotencyKey, claimedAt);
        return { ...answer, replayed: false };
      }
      const kept = await answers.recall(accountId, idempotencyKey);
      if (!kept) continue;
      const age = clock.now().getTime() - kept.createdAt.getTime();
      if (age >= IDEMPOTENCY_KEEP_MS || (kept.status === null && age >= IDEMPOTENCY_ABANDONED_MS)) {
        await answers.forget(accountId, idempotencyKey, kept.createdAt);
        continue;
      }
      if (kept.requestHash !== requestHash) throw new IdempotencyConflict();
      if (kept.status === null) throw new IdempotencyInProgress();
      return { status: kept.status, body: kept.body, replayed: true };
    }
    throw new IdempotencyInProgress();
  };
}
