export interface DatabaseHealth {
  /** Resolves true when a trivial query answers within the given time. */
  isReachable(timeoutMs: number): Promise<boolean>;
}
