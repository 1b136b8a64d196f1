import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../ports/clock.ts';
import type { RateLimiter } from '../../../ports/rate-limiter.ts';
import { preparedStatements } from '../prepared-statements.ts';

// Every quote and every public form post counts a hit: a prepared statement (planned once per
// connection). $1 bucket, $2 now, $3 start of the window, $4 limit. The quote's insert runs it
// in the same statement (quote-repository.ts).
export const RATE_LIMIT_HIT = `insert into rate_limit_buckets as b (bucket, hits, allowed) values ($1, array[$2::timestamptz], true)
   on conflict (bucket) do update set
     hits = case
       when cardinality(array(select h from unnest(b.hits) h where h > $3::timestamptz)) < $4
       then array(select h from unnest(b.hits) h where h > $3::timestamptz order by h) || excluded.hits
       else array(select h from unnest(b.hits) h where h > $3::timestamptz order by h) end,
     allowed = cardinality(array(select h from unnest(b.hits) h where h > $3::timestamptz)) < $4
   returning allowed, hits[1] as oldest`;

export type HitRow = { allowed: boolean; oldest: Date | string | null };

export const rateLimitHitValues = (bucket: string, limit: number, windowMs: number, now: Date) => [
  bucket,
  now,
  new Date(now.getTime() - windowMs),
  limit,
];

/** Refused, the bucket has room again when its oldest hit leaves the window. */
export function outcomeOfHit(row: HitRow | undefined, windowMs: number, now: Date) {
  if (row?.allowed) return { allowed: true, retryAfterMs: 0 };
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return { allowed: false, retryAfterMs: Math.max(1_000, oldest + windowMs - now.getTime()) };
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
 * Sliding-window counting, one row per bucket in rate_limit_buckets holding the hits still in
 * the window. One statement inserts the row or locks it and updates it from its latest version
 * (INSERT … ON CONFLICT DO UPDATE), dropping hits older than the window and adding this one only
 * while under the limit: hits of one bucket are counted one at a time, exactly, on any number of
 * app instances, without a transaction. Times come from the application's clock.
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
            : 'update rate_limit_buckets set hits = hits[1:cardinality(hits) - 1] where bucket = ?',
          [bucket],
          'run',
        );
    },
  };
}
