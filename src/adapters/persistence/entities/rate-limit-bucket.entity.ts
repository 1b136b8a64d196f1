import { defineEntity, p } from '@mikro-orm/core';

/**
 * Table rate_limit_buckets: the recent hits of each bucket (a public write or a login attempt,
 * per address or account digest), shared by every app instance. One row per bucket, so that
 * counting and recording a hit is one statement that locks that row (rate-limiter.ts).
 */
export const RateLimitBucketEntity = defineEntity({
  name: 'RateLimitBucket',
  tableName: 'rate_limit_buckets',
  properties: {
    /** '<what>:<sha-256 digest>' */
    bucket: p.string().length(120).primary(),
    /** the start of each slot of the window with hits still counting, oldest first (ports/rate-limiter.ts) */
    slotStarts: p.array().columnType('timestamptz[]').$type<Date[]>(),
    /** the hits counted in each of those slots */
    slotHits: p.array().columnType('integer[]').$type<number[]>(),
    /** whether the latest hit was let through */
    allowed: p.boolean(),
  },
});
