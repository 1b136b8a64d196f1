import type { Clock } from '#src/ports/clock.ts';
import { type RateLimiter, rateLimitSlot } from '#src/ports/rate-limiter.ts';

/** Slot counts per bucket, shared by the limiters made over them (app instances over one store). */
export type RateLimitCounts = Map<string, Map<number, number>>;

/** A RateLimiter in memory, for use-case tests: the port's slots, same contract, no database. */
export function inMemoryRateLimiter(clock: Clock, counts: RateLimitCounts = new Map()): RateLimiter {
  return {
    async hit(bucket, limit, windowMs) {
      const now = clock.now();
      const slot = rateLimitSlot(now, windowMs);
      const slots = new Map([...(counts.get(bucket) ?? [])].filter(([start, hits]) => start > slot.countedAfter && hits > 0));
      counts.set(bucket, slots);
      const counted = [...slots.values()].reduce((sum, hits) => sum + hits, 0);
      if (counted < limit) {
        slots.set(slot.start, (slots.get(slot.start) ?? 0) + 1);
        return { allowed: true, retryAfterMs: 0 };
      }
      const oldest = Math.min(...slots.keys());
      return { allowed: false, retryAfterMs: Math.max(1_000, slot.freedAt(oldest) - now.getTime()) };
    },
    async forget(bucket, { all = false } = {}) {
      const slots = counts.get(bucket);
      if (!slots) return;
      if (all) return void counts.delete(bucket);
      const latest = Math.max(...slots.keys());
      if (Number.isFinite(latest)) slots.set(latest, slots.get(latest)! - 1);
    },
  };
}
