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
    /** the hits still in the window, oldest first (at most the bucket's limit) */
    hits: p.array().columnType('timestamptz[]').$type<Date[]>(),
    /** whether the latest hit was let through */
    allowed: p.boolean(),
  },
});
