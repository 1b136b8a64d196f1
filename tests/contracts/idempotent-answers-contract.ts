import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { IdempotentAnswers } from '#src/ports/api-keys.ts';

// What every IdempotentAnswers promises (src/ports/api-keys.ts), run against the in-memory one
// and against api_idempotency on PostgreSQL: one claim per account and key, and only the claim's
// own request may keep its answer or free it.

export interface IdempotentAnswersHarness {
  answers(): IdempotentAnswers;
  /** A business account the answers belong to. */
  account(): Promise<string>;
}

const AT = new Date('2026-11-26T09:00:00.000Z');
const LATER = new Date('2026-11-26T09:05:00.000Z');

export function idempotentAnswersContract(name: string, harness: () => IdempotentAnswersHarness) {
  describe(`${name}: the IdempotentAnswers contract`, () => {
    let answers: IdempotentAnswers;
    let account: string;
    let key: string;
    let store: IdempotentAnswersHarness;

    beforeEach(async () => {
      store = harness();
      answers = store.answers();
      account = await store.account();
      key = `order-${randomUUID()}`;
    });

    it('gives a key to one request only; the others find it worked on', async () => {
      expect(await answers.claim(account, key, 'hash-a', AT)).toBe(true);
      expect(await answers.claim(account, key, 'hash-a', AT)).toBe(false);
      expect(await answers.claim(account, key, 'hash-b', LATER)).toBe(false);
      expect(await answers.recall(account, key)).toEqual({ requestHash: 'hash-a', status: null, body: null, createdAt: AT });
    });

    it('keeps the answer of the request that claimed it, and gives it back', async () => {
      await answers.claim(account, key, 'hash-a', AT);
      await answers.keep(account, key, AT, { status: 201, body: { id: 'q1', offers: [{ price: 812.5 }] } });
      expect(await answers.recall(account, key)).toEqual({
        requestHash: 'hash-a',
        status: 201,
        body: { id: 'q1', offers: [{ price: 812.5 }] },
        createdAt: AT,
      });
      expect(await answers.claim(account, key, 'hash-a', LATER)).toBe(false);
    });

    it('frees a key for the next request', async () => {
      await answers.claim(account, key, 'hash-a', AT);
      await answers.forget(account, key, AT);
      expect(await answers.recall(account, key)).toBeUndefined();
      expect(await answers.claim(account, key, 'hash-b', LATER)).toBe(true);
    });

    it('lets a request that lost its claim neither keep its answer nor free the next claim', async () => {
      await answers.claim(account, key, 'hash-a', AT);
      await answers.forget(account, key, AT);
      await answers.claim(account, key, 'hash-b', LATER);
      await answers.keep(account, key, AT, { status: 201, body: { stale: true } });
      await answers.forget(account, key, AT);
      expect(await answers.recall(account, key)).toEqual({ requestHash: 'hash-b', status: null, body: null, createdAt: LATER });
    });

    it('holds keys per account: the same key of another account is its own', async () => {
      const other = await store.account();
      await answers.claim(account, key, 'hash-a', AT);
      expect(await answers.claim(other, key, 'hash-b', AT)).toBe(true);
      expect((await answers.recall(other, key))?.requestHash).toBe('hash-b');
    });

    it('is the same store from another instance', async () => {
      await answers.claim(account, key, 'hash-a', AT);
      expect(await store.answers().claim(account, key, 'hash-a', AT)).toBe(false);
    });
  });
}
