/** Counts public writes and login attempts per bucket in a sliding window, across every app instance. */
export interface RateLimiter {
  /** Records a hit; allowed is false when the bucket already had `limit` hits in the window. */
  hit(bucket: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Takes back the bucket's latest hit (a login that succeeded), or every hit with `all`. */
  forget(bucket: string, options?: { all?: boolean }): Promise<void>;
}

/** What a write is counted against: a bucket, the hits it may hold, over how long. */
export interface Quota {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** The quota had no room: nothing was stored; room comes back in `retryAfterMs`. */
export class QuotaSpent extends Error {
  override name = 'QuotaSpent';
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('quota spent');
    this.retryAfterMs = retryAfterMs;
  }
}
