import { describe, expect, it } from 'vitest';
import { ADDRESS_POLICY, DISTANCE_POLICY, GATEWAY_POLICY, VEHICLE_TYPES_POLICY, isRetryable, retryDelay } from './partner-policy.ts';

const noJitter = () => 0;

describe('partner retry policy (spec §7)', () => {
  it('has the attempts, backoff, caps and timeouts of the spec', () => {
    expect(GATEWAY_POLICY).toEqual({
      attempts: 3,
      backoff: 'exponential',
      initialDelayMs: 1000,
      maxDelayMs: 8000,
      jitterMs: 100,
      timeoutMs: 30_000,
    });
    expect(DISTANCE_POLICY).toMatchObject({ attempts: 3, backoff: 'exponential', timeoutMs: 15_000 });
    expect(ADDRESS_POLICY).toEqual({
      attempts: 2,
      backoff: 'linear',
      initialDelayMs: 500,
      maxDelayMs: 2000,
      jitterMs: 100,
      timeoutMs: 10_000,
    });
    expect(VEHICLE_TYPES_POLICY).toEqual(ADDRESS_POLICY);
  });

  it('backs off exponentially from 1 s up to 8 s, or linearly from 500 ms up to 2 s', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(GATEWAY_POLICY, n, noJitter))).toEqual([1000, 2000, 4000, 8000, 8000]);
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(ADDRESS_POLICY, n, noJitter))).toEqual([500, 1000, 1500, 2000, 2000]);
  });

  it('adds up to 100 ms of jitter', () => {
    expect(retryDelay(GATEWAY_POLICY, 1, () => 0.999)).toBe(1099);
  });

  it('retries network errors, aborts, 408, 429 and 5xx, not other 4xx nor bad bodies', () => {
    const http = (statusCode: number) => Object.assign(new Error(`HTTP ${statusCode}`), { response: { statusCode } });
    expect(isRetryable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isRetryable(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(true);
    for (const status of [408, 429, 500, 502, 503]) expect(isRetryable(http(status)), String(status)).toBe(true);
    for (const status of [400, 401, 404, 422]) expect(isRetryable(http(status)), String(status)).toBe(false);
    expect(isRetryable(new SyntaxError('Unexpected token'))).toBe(false);
  });
});
