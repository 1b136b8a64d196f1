import { ConsecutiveBreaker, DelegateBackoff, TimeoutStrategy, circuitBreaker, handleWhen, retry, timeout, wrap } from 'cockatiel';

/** Spec §7 "Retry policy", per partner. */
export interface PartnerPolicy {
  /** Total attempts, the first included. */
  attempts: number;
  backoff: 'exponential' | 'linear';
  initialDelayMs: number;
  maxDelayMs: number;
  /** Random 0…jitterMs added to every delay. */
  jitterMs: number;
  /** Each attempt's time limit. */
  timeoutMs: number;
}

const JITTER_MS = 100;

/** Spec §7: gateway, flash service and distance: 3 attempts, exponential from 1 s, max 8 s. */
export const GATEWAY_POLICY: PartnerPolicy = {
  attempts: 3,
  backoff: 'exponential',
  initialDelayMs: 1_000,
  maxDelayMs: 8_000,
  jitterMs: JITTER_MS,
  timeoutMs: 30_000,
};
export const DISTANCE_POLICY: PartnerPolicy = { ...GATEWAY_POLICY, timeoutMs: 15_000 };
/** Spec §7: address and vehicle types: 2 attempts, linear 500 ms, max 2 s; 10 s timeout. */
export const ADDRESS_POLICY: PartnerPolicy = {
  attempts: 2,
  backoff: 'linear',
  initialDelayMs: 500,
  maxDelayMs: 2_000,
  jitterMs: JITTER_MS,
  timeoutMs: 10_000,
};
export const VEHICLE_TYPES_POLICY: PartnerPolicy = { ...ADDRESS_POLICY };
/** The SMS provider: 3 attempts, exponential from 1 s, 10 s each; an agent waits for the answer. */
export const SMS_POLICY: PartnerPolicy = { ...GATEWAY_POLICY, maxDelayMs: 4_000, timeoutMs: 10_000 };

/** The delay before retry number `attempt` (1 for the first retry). */
export function retryDelay(policy: PartnerPolicy, attempt: number, random = Math.random): number {
  const base = policy.backoff === 'exponential' ? policy.initialDelayMs * 2 ** (attempt - 1) : policy.initialDelayMs * attempt;
  return Math.min(policy.maxDelayMs, base) + Math.floor(random() * policy.jitterMs);
}

/** Thrown when a partner could not answer; `cause` is the last attempt's error. */
export class PartnerError extends Error {
  override name = 'PartnerError';
  readonly partner: string;
  constructor(partner: string, cause: unknown) {
    super(`${partner} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.partner = partner;
  }
}

/** A partner answered, but not with what its contract promises. Not worth retrying. */
export class InvalidPartnerResponse extends Error {
  override name = 'InvalidPartnerResponse';
}

/** An error worth another attempt: network failures, aborts and timeouts, 408, 429 and 5xx. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof InvalidPartnerResponse || error instanceof SyntaxError) return false;
  const status = (error as { response?: { statusCode?: number } })?.response?.statusCode;
  if (typeof status === 'number') return status === 408 || status === 429 || status >= 500;
  // No HTTP answer at all: refused, reset, DNS, aborted or timed out.
  return true;
}

/**
 * Retry (per the spec) around a per-attempt timeout, inside a circuit breaker that stops
 * calling a partner after 5 consecutive failed calls and tries again 30 s later.
 */
export function partnerPolicy(policy: PartnerPolicy) {
  const retries = retry(handleWhen(isRetryable), {
    maxAttempts: policy.attempts - 1,
    backoff: new DelegateBackoff((context: { attempt: number }) => retryDelay(policy, context.attempt)),
  });
  const perAttempt = timeout(policy.timeoutMs, TimeoutStrategy.Aggressive);
  const breaker = circuitBreaker(
    handleWhen(() => true),
    { halfOpenAfter: 30_000, breaker: new ConsecutiveBreaker(5) },
  );
  return wrap(breaker, retries, perAttempt);
}
