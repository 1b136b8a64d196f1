import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimiter } from '../../../ports/rate-limiter.ts';

/**
 * Sliding-window counting in rate_limit_hits, in one statement: prune the bucket's old hits,
 * count the recent ones, and record this hit only while under the limit.
 */
export function sqlRateLimiter(root: EntityManager): RateLimiter {
  return {
    async hit(bucket, limit, windowMs) {
      const rows = await root.getConnection().execute<Array<{ allowed: boolean; oldest: Date | string | null }>>(
        `with window_start as (select now() - (? * interval '1 millisecond') as since),
              pruned as (delete from rate_limit_hits where bucket = ? and hit_at < (select since from window_start)),
              recent as (select count(*) as hits, min(hit_at) as oldest from rate_limit_hits
                          where bucket = ? and hit_at >= (select since from window_start)),
              recorded as (insert into rate_limit_hits (bucket, hit_at) select ?, now() from recent where hits < ? returning id)
         select exists (select 1 from recorded) as allowed, (select oldest from recent) as oldest`,
        [windowMs, bucket, bucket, bucket, limit],
      );
      const row = rows[0];
      if (row?.allowed) return { allowed: true, retryAfterMs: 0 };
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      return { allowed: false, retryAfterMs: Math.max(1_000, oldest + windowMs - Date.now()) };
    },
  };
}
