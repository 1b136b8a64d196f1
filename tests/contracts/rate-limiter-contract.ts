import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '#src/ports/clock.ts';
import { RATE_LIMIT_SLOTS_PER_WINDOW, type RateLimiter } from '#src/ports/rate-limiter.ts';

// What every RateLimiter promises (src/ports/rate-limiter.ts), run against the in-memory one and
// against rate_limit_buckets on PostgreSQL. Time is the limiter's clock, moved by the test.

export interface RateLimiterHarness {
  /** A limiter reading `clock`; a second call is another app instance over the same counts. */
  limiter(clock: Clock): RateLimiter;
}

const WINDOW = 60_000;
const SLOT = WINDOW / RATE_LIMIT_SLOTS_PER_WINDOW;

export function rateLimiterContract(name: string, harness: () => RateLimiterHarness) {
  describe(`${name}: the RateLimiter contract`, () => {
    let now: Date;
    let store: RateLimiterHarness;
    let limiter: RateLimiter;
    let bucket: string;
    const clock: Clock = { now: () => now };
    const later = (ms: number) => (now = new Date(now.getTime() + ms));
    const hits = async (count: number, on = limiter) => {
      const outcomes = [];
      for (let index = 0; index < count; index++) outcomes.push(await on.hit(bucket, 3, WINDOW));
      return outcomes.map((outcome) => outcome.allowed);
    };

    beforeEach(() => {
      // The start of a slot, so that "a window later" lands where the port says.
      now = new Date(Date.UTC(2026, 10, 26, 9, 0, 0));
      store = harness();
      limiter = store.limiter(clock);
      bucket = `contract:${randomUUID()}`;
    });

    it('allows the limit, then refuses, saying to wait no longer than a window and a slot', async () => {
      expect(await hits(3)).toEqual([true, true, true]);
      const refused = await limiter.hit(bucket, 3, WINDOW);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(WINDOW + SLOT);
    });

    it('counts each bucket on its own', async () => {
      await hits(3);
      expect((await limiter.hit(`${bucket}:other`, 3, WINDOW)).allowed).toBe(true);
    });

    it('keeps counting a hit for a whole window, and lets it go within a slot after', async () => {
      await hits(3);
      later(WINDOW - 1);
      expect((await limiter.hit(bucket, 3, WINDOW)).allowed).toBe(false);
      later(SLOT + 1);
      expect((await limiter.hit(bucket, 3, WINDOW)).allowed).toBe(true);
    });

    it('does not count a refused hit', async () => {
      await hits(3);
      await hits(5);
      later(WINDOW + SLOT);
      expect(await hits(4)).toEqual([true, true, true, false]);
    });

    it('takes back the latest hit, or all of them', async () => {
      await hits(3);
      await limiter.forget(bucket);
      expect(await hits(2)).toEqual([true, false]);
      await limiter.forget(bucket, { all: true });
      expect(await hits(4)).toEqual([true, true, true, false]);
    });

    it('counts the hits of every instance together', async () => {
      const another = store.limiter(clock);
      expect(await hits(2)).toEqual([true, true]);
      expect(await hits(2, another)).toEqual([true, false]);
      expect((await limiter.hit(bucket, 3, WINDOW)).allowed).toBe(false);
    });
  });
}
