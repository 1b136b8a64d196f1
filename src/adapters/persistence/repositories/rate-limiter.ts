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
 * Sliding-window counting, one row per bucket in rate_limit_buckets holding the hits still in
 * the window. One statement inserts the row or locks it and updates it from its latest version
 * (INSERT … ON CONFLICT DO UPDATE), dropping hits older than the window and adding this one only
 * while under the limit: hits of one bucket are counted one at a time, exactly, on any number of
 * app instances, without a transaction. Times come from the application's clock.
 */
export function sqlRateLimiter(root: EntityManager, clock: Clock): RateLimiter {
  const prepared = preparedStatements(root);
  return {
    async hit(bucket, limit, windowMs) {
      const now = clock.now();
      const [row] = await prepared<HitRow>('rate-limit-hit', RATE_LIMIT_HIT, rateLimitHitValues(bucket, limit, windowMs, now));
      return outcomeOfHit(row, windowMs, now);
    },
    async forget(bucket, { all = false } = {}) {
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
