export interface DatabaseHealth {
  /** Resolves true when a trivial query answers within the given time. */
  isReachable(timeoutMs: number): Promise<boolean>;
  /** Whether an error means the database cannot be reached now (so: 503, try again later). */
  isOutage(error: unknown): boolean;
}
