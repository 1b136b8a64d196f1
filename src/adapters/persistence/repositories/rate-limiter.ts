import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../ports/clock.ts';
import { type RateLimiter, rateLimitSlot } from '../../../ports/rate-limiter.ts';
import { preparedStatements } from '../prepared-statements.ts';

// Every quote and every public form post counts a hit: a prepared statement (planned once per
// connection). $1 bucket, $2 the start of the slot of now, $3 the start a slot must be after to
// still count, $4 limit. The row keeps a count per slot (a twentieth of the window, ports/
// rate-limiter.ts), so a hit rewrites at most twenty-one counts however many hits the window
// holds. Slots whose hits left the window, and slots emptied by `forget`, are dropped. The
// quote's insert runs it in the same statement (quote-admission.ts).
export const RATE_LIMIT_HIT = `insert into rate_limit_buckets as b (bucket, slot_starts, slot_hits, allowed)
     values ($1, array[$2::timestamptz], array[1], true)
   on conflict (bucket) do update set (slot_starts, slot_hits, allowed) = (
     select coalesce(array_agg(k.s order by k.s) filter (where k.s is not null), '{}'),
            coalesce(array_agg(k.h order by k.s) filter (where k.s is not null), '{}'),
            r.room
       from (select coalesce(sum(u.h), 0) < $4 as room
               from unnest(b.slot_starts, b.slot_hits) u(s, h) where u.s > $3::timestamptz and u.h > 0) r
       left join lateral (
         select u.s, u.h + case when r.room and u.s = $2::timestamptz then 1 else 0 end as h
           from unnest(b.slot_starts, b.slot_hits) u(s, h) where u.s > $3::timestamptz and u.h > 0
         union all
         select $2::timestamptz, 1 where r.room and not exists (
           select 1 from unnest(b.slot_starts, b.slot_hits) u(s, h) where u.s = $2::timestamptz and u.h > 0)
       ) k on true
      group by r.room)
   returning allowed, slot_starts[1] as oldest`;

/** `oldest`: the start of the bucket's oldest slot still counting. */
export type HitRow = { allowed: boolean; oldest: Date | string | null };

export const rateLimitHitValues = (bucket: string, limit: number, windowMs: number, now: Date) => {
  const slot = rateLimitSlot(now, windowMs);
  return [bucket, new Date(slot.start), new Date(slot.countedAfter), limit];
};

/** Refused, the bucket has room again when the hits of its oldest slot leave the window. */
export function outcomeOfHit(row: HitRow | undefined, windowMs: number, now: Date) {
  if (row?.allowed) return { allowed: true, retryAfterMs: 0 };
  const freedAt = row?.oldest ? rateLimitSlot(now, windowMs).freedAt(new Date(row.oldest).getTime()) : now.getTime() + windowMs;
  return { allowed: false, retryAfterMs: Math.max(1_000, freedAt - now.getTime()) };
}

/**
 * Buckets this process found full, each until its oldest hit leaves the window: until then the
 * bucket cannot have room (hits only leave it with time; another instance can only add some), so
 * a flood from one address is refused without a database round trip. Only `forget`, which takes
 * hits back, can open a bucket sooner: here it also forgets the bucket's refusal; another
 * instance may go on refusing it until the time it remembers (the staff login, the one caller
 * that takes hits back, then asks a little longer to wait).
 */
export function fullBuckets(capacity = 10_000) {
  const until = new Map<string, number>();
  return {
    /** The wait still due if `bucket` is known full at `now`. */
    refusal(bucket: string, now: Date): { allowed: false; retryAfterMs: number } | undefined {
      const end = until.get(bucket);
      if (end === undefined) return undefined;
      if (end > now.getTime()) return { allowed: false, retryAfterMs: Math.max(1_000, end - now.getTime()) };
      until.delete(bucket);
      return undefined;
    },
    remember(bucket: string, now: Date, outcome: { allowed: boolean; retryAfterMs: number }) {
      if (outcome.allowed) return;
      until.set(bucket, now.getTime() + outcome.retryAfterMs);
      if (until.size > capacity) until.delete(until.keys().next().value!);
    },
    forget(bucket: string) {
      until.delete(bucket);
    },
  };
}

/**
 * Sliding-window counting, one row per bucket in rate_limit_buckets holding a count per slot of
 * the window. One statement inserts the row or locks it and updates it from its latest version
 * (INSERT … ON CONFLICT DO UPDATE), dropping slots that left the window and counting this hit
 * only while under the limit: hits of one bucket are counted one at a time, on any number of app
 * instances, without a transaction, each in a few microseconds whatever the bucket holds (ADR
 * 0024). Times come from the application's clock.
 */
export function sqlRateLimiter(root: EntityManager, clock: Clock): RateLimiter {
  const prepared = preparedStatements(root);
  const full = fullBuckets();
  return {
    async hit(bucket, limit, windowMs) {
      const now = clock.now();
      const known = full.refusal(bucket, now);
      if (known) return known;
      const [row] = await prepared<HitRow>('rate-limit-hit', RATE_LIMIT_HIT, rateLimitHitValues(bucket, limit, windowMs, now));
      const outcome = outcomeOfHit(row, windowMs, now);
      full.remember(bucket, now, outcome);
      return outcome;
    },
    async forget(bucket, { all = false } = {}) {
      full.forget(bucket);
      await root
        .getConnection()
        .execute(
          all
            ? 'delete from rate_limit_buckets where bucket = ?'
            : 'update rate_limit_buckets set slot_hits[cardinality(slot_hits)] = slot_hits[cardinality(slot_hits)] - 1 where bucket = ? and cardinality(slot_hits) > 0',
          [bucket],
          'run',
        );
    },
  };
}
