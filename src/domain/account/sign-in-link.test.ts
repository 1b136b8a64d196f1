import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_MINUTES, linkExpiry, sessionIdle } from './sign-in-link.ts';

describe('a sign-in link and the session it opens (issue 39)', () => {
  const now = new Date('2026-11-26T09:00:00Z');

  it('opens the account for 15 minutes', () => {
    expect(SIGN_IN_LINK_MINUTES).toBe(15);
    expect(linkExpiry(now).toISOString()).toBe('2026-11-26T09:15:00.000Z');
  });

  it('goes idle past the setting, not a moment before', () => {
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(sessionIdle(now, at(120), 120)).toBe(false);
    expect(sessionIdle(now, at(121), 120)).toBe(true);
    expect(sessionIdle(now, at(31), 30)).toBe(true);
  });
});
