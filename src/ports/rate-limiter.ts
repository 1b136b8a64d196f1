/** Counts public writes and login attempts per bucket in a sliding window, across every app instance. */
export interface RateLimiter {
  /** Records a hit; allowed is false when the bucket already had `limit` hits in the window. */
  hit(bucket: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Takes back the bucket's latest hit (a login that succeeded), or every hit with `all`. */
  forget(bucket: string, options?: { all?: boolean }): Promise<void>;
}
