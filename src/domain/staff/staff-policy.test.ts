import { describe, expect, it } from 'vitest';
import { sessionIsLive } from './staff-policy.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, 0) + minutes * 60_000);

describe('staff sessions', () => {
  it('end after 30 idle minutes or 12 hours in all', () => {
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(0) }, at(29))).toBe(true);
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(0) }, at(30))).toBe(false);
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(715) }, at(719))).toBe(true);
    expect(sessionIsLive({ createdAt: at(0), lastSeenAt: at(715) }, at(720))).toBe(false);
  });
});
