import { describe, expect, it } from 'vitest';
import type { IdempotentAnswers, KeptAnswer } from '../../ports/api-keys.ts';
import { IDEMPOTENCY_KEEP_MS, makeIdempotently } from './idempotency.ts';

function inMemoryAnswers(): IdempotentAnswers {
  const kept = new Map<string, KeptAnswer>();
  return {
    recall: async (keyId, key) => kept.get(`${keyId}:${key}`),
    keep: async (keyId, key, answer, at) => {
      if (kept.has(`${keyId}:${key}`)) return false;
      kept.set(`${keyId}:${key}`, { ...answer, createdAt: at });
      return true;
    },
    forget: async (keyId, key) => void kept.delete(`${keyId}:${key}`),
  };
}

describe('an Idempotency-Key (issue 28)', () => {
  let now = new Date('2026-11-24T10:00:00Z');
  const idempotently = makeIdempotently({ answers: inMemoryAnswers(), clock: { now: () => now } });
  let runs = 0;
  const work = async () => ({ status: 201, body: { run: ++runs } });

  it('gives a retry the first answer, without doing the work again', async () => {
    const first = await idempotently('k1', 'order-1', 'hash-a', work);
    const again = await idempotently('k1', 'order-1', 'hash-a', work);
    expect(first).toEqual({ status: 201, body: { run: 1 }, replayed: false });
    expect(again).toEqual({ status: 201, body: { run: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('refuses the same key with another request, and keys are per API key', async () => {
    await expect(idempotently('k1', 'order-1', 'hash-b', work)).rejects.toMatchObject({ name: 'IdempotencyConflict' });
    expect((await idempotently('k2', 'order-1', 'hash-b', work)).replayed).toBe(false);
  });

  it('keeps the answer 24 h, then does the work again', async () => {
    now = new Date(now.getTime() + IDEMPOTENCY_KEEP_MS + 1);
    expect(await idempotently('k1', 'order-1', 'hash-b', work)).toMatchObject({ replayed: false });
  });

  it('keeps no refusal: a request to fix may be sent again with its key', async () => {
    await expect(
      idempotently('k1', 'order-2', 'hash-c', async () => {
        throw new Error('invalid');
      }),
    ).rejects.toThrow('invalid');
    expect(await idempotently('k1', 'order-2', 'hash-c', work)).toMatchObject({ status: 201, replayed: false });
  });

  it('does the work each time without a key', async () => {
    const before = runs;
    await idempotently('k1', undefined, 'hash-d', work);
    await idempotently('k1', undefined, 'hash-d', work);
    expect(runs).toBe(before + 2);
  });
});
