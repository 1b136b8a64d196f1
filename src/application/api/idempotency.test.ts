import { describe, expect, it } from 'vitest';
import { inMemoryIdempotentAnswers } from '../../../tests/fakes/in-memory-idempotent-answers.ts';
import { IDEMPOTENCY_ABANDONED_MS, IDEMPOTENCY_KEEP_MS, makeIdempotently } from './idempotency.ts';

describe('an Idempotency-Key', () => {
  let now = new Date('2026-11-24T10:00:00Z');
  const idempotently = makeIdempotently({ answers: inMemoryIdempotentAnswers(), clock: { now: () => now } });
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

  it('makes one quote of two requests sent at once with one key: the second hears the first is being worked on', async () => {
    let finish: (answer: { status: number; body: unknown }) => void = () => {};
    const slow = () => new Promise<{ status: number; body: unknown }>((resolve) => (finish = resolve));
    const first = idempotently('k1', 'order-3', 'hash-e', slow);
    await expect(idempotently('k1', 'order-3', 'hash-e', work)).rejects.toMatchObject({ name: 'IdempotencyInProgress' });
    await expect(idempotently('k1', 'order-3', 'hash-f', work)).rejects.toMatchObject({ name: 'IdempotencyConflict' });
    finish({ status: 201, body: { run: 'slow' } });
    expect(await first).toEqual({ status: 201, body: { run: 'slow' }, replayed: false });
    expect(await idempotently('k1', 'order-3', 'hash-e', work)).toEqual({ status: 201, body: { run: 'slow' }, replayed: true });
  });

  it('answers a failed request with its own failure, even when its claim cannot be freed', async () => {
    const failing = makeIdempotently({
      answers: { ...inMemoryIdempotentAnswers(), forget: async () => Promise.reject(new Error('database away')) },
      clock: { now: () => now },
    });
    await expect(
      failing('k1', 'order-5', 'hash-h', async () => {
        throw new Error('service unavailable');
      }),
    ).rejects.toThrow('service unavailable');
  });

  it('gives up a claim whose request never answered (its process stopped)', async () => {
    const before = runs;
    void idempotently('k1', 'order-4', 'hash-g', () => new Promise(() => {}));
    await expect(idempotently('k1', 'order-4', 'hash-g', work)).rejects.toMatchObject({ name: 'IdempotencyInProgress' });
    now = new Date(now.getTime() + IDEMPOTENCY_ABANDONED_MS);
    expect(await idempotently('k1', 'order-4', 'hash-g', work)).toMatchObject({ status: 201, replayed: false });
    expect(runs).toBe(before + 1);
  });
});
