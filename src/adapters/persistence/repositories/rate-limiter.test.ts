import { describe, expect, it } from 'vitest';
import { rateLimitSlot } from '../../../ports/rate-limiter.ts';
import { fullBuckets, outcomeOfHit } from './rate-limiter.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('fullBuckets', () => {
  it('refuses a bucket found full until its oldest hit leaves the window, the wait counting down', () => {
    const full = fullBuckets();
    full.remember('quote:a', NOW, { allowed: false, retryAfterMs: 90_000 });
    expect(full.refusal('quote:a', at(30))).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(full.refusal('quote:a', at(89.5))).toEqual({ allowed: false, retryAfterMs: 1_000 });
    expect(full.refusal('quote:a', at(90))).toBeUndefined();
    expect(full.refusal('quote:b', at(30))).toBeUndefined();
  });

  it('remembers nothing of an allowed hit, and forgets a bucket whose hits are taken back', () => {
    const full = fullBuckets();
    full.remember('login:a', NOW, { allowed: true, retryAfterMs: 0 });
    expect(full.refusal('login:a', NOW)).toBeUndefined();
    full.remember('login:a', NOW, { allowed: false, retryAfterMs: 60_000 });
    full.forget('login:a');
    expect(full.refusal('login:a', NOW)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest remembered', () => {
    const full = fullBuckets(2);
    for (const bucket of ['a', 'b', 'c']) full.remember(bucket, NOW, { allowed: false, retryAfterMs: 60_000 });
    expect(full.refusal('a', NOW)).toBeUndefined();
    expect(full.refusal('b', NOW)).toBeDefined();
    expect(full.refusal('c', NOW)).toBeDefined();
  });
});

describe('outcomeOfHit', () => {
  it('says when the bucket has room again: when its oldest slot (a twentieth of the window) leaves the window, a second at least', () => {
    expect(outcomeOfHit({ allowed: true, oldest: null }, 600_000, NOW)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(outcomeOfHit({ allowed: false, oldest: at(-540) }, 600_000, NOW)).toEqual({ allowed: false, retryAfterMs: 90_000 });
    expect(outcomeOfHit({ allowed: false, oldest: at(-630).toISOString() }, 600_000, NOW)).toEqual({ allowed: false, retryAfterMs: 1_000 });
  });
});

describe('rateLimitSlot', () => {
  it('counts a hit at least a window and at most a twentieth more, whatever the slot it falls in', () => {
    const windowMs = 600_000;
    for (const offset of [0, 1, 29_999, 30_000, 45_123]) {
      const hit = at(offset / 1000);
      const { start } = rateLimitSlot(hit, windowMs);
      const countedAt = (ms: number) => start > rateLimitSlot(new Date(hit.getTime() + ms), windowMs).countedAfter;
      expect(countedAt(windowMs - 1), `${offset}`).toBe(true);
      expect(countedAt(windowMs + windowMs / 20), `${offset}`).toBe(false);
      expect(rateLimitSlot(hit, windowMs).freedAt(start) - hit.getTime()).toBeGreaterThanOrEqual(windowMs);
    }
  });
});
