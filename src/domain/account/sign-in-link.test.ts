import { describe, expect, it } from 'vitest';
import { SIGN_IN_LINK_MINUTES, invitationExpiry, linkExpiry, sessionOver } from './sign-in-link.ts';

describe('a sign-in link and the session it opens', () => {
  const now = new Date('2026-11-26T09:00:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('opens the account for 15 minutes', () => {
    expect(SIGN_IN_LINK_MINUTES).toBe(15);
    expect(linkExpiry(now).toISOString()).toBe('2026-11-26T09:15:00.000Z');
  });

  it('goes idle past the setting, not a moment before', () => {
    expect(sessionOver({ startedAt: now, lastSeenAt: now }, at(120), 120)).toBe(false);
    expect(sessionOver({ startedAt: now, lastSeenAt: now }, at(121), 120)).toBe(true);
    expect(sessionOver({ startedAt: now, lastSeenAt: now }, at(31), 30)).toBe(true);
  });

  it('ends 12 hours after it started however busy it was', () => {
    const busy = (minutes: number) => ({ startedAt: now, lastSeenAt: at(minutes - 1) });
    expect(sessionOver(busy(12 * 60 - 1), at(12 * 60 - 1), 120)).toBe(false);
    expect(sessionOver(busy(12 * 60), at(12 * 60), 120)).toBe(true);
  });

  it('lets an invitation wait 7 days', () => {
    expect(invitationExpiry(now).toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });
});
