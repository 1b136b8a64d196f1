import { describe, expect, it } from 'vitest';
import { sessionIsLive, throttledUntil } from './staff-policy.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, 0) + minutes * 60_000);

describe('staff sessions', () => {
  it('end after 30 idle minutes or 12 hours in all', () => {
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(0) }, at(29))).toBe(true);
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(0) }, at(30))).toBe(false);
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(715) }, at(719))).toBe(true);
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(715) }, at(720))).toBe(false);
  });
});

describe('login throttling', () => {
  it('waits after 5 failures in 15 minutes, until the oldest of them is 15 minutes old', () => {
    expect(throttledUntil([at(0), at(1), at(2), at(3)], at(4))).toBeUndefined();
    expect(throttledUntil([at(0), at(1), at(2), at(3), at(4)], at(5))).toEqual(at(15));
    expect(throttledUntil([at(0), at(1), at(2), at(3), at(4)], at(15))).toBeUndefined();
    expect(throttledUntil([at(0), at(10), at(11), at(12), at(13), at(14)], at(16))).toEqual(at(25));
  });
});
