// The back office's security rules.

/** A session ends after 30 minutes without activity… */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** …and in any case 12 hours after login. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/**
 * Only a person's request is activity. What the staff page asks by itself (the inbox stream's
 * checks, a reload after an event, the refresh without scripts) says so with this query
 * parameter or this short-lived cookie, and leaves the session's idle time running: an
 * unattended open inbox ends like any other page.
 */
export const AUTOMATIC_PARAM = 'automatic';
export const AUTOMATIC_COOKIE = 'staff_automatic';

/**
 * Login attempts, counted in a 15-minute sliding window before the password is checked (ADR 0012):
 * - 5 for one account from one address;
 * - 20 from one address, whatever the accounts (one address trying many);
 * - 30 for one account from addresses it has never logged in from (many addresses trying one):
 *   slower, and never applied where the account has logged in before, so nobody elsewhere can
 *   lock its owner out.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { accountFromAddress: 5, address: 20, accountFromNewAddresses: 30 } as const;
/** The username column's length: a longer name is no account, refused before anything is written. */
export const USERNAME_MAX_LENGTH = 100;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export function sessionIsLive(session: SessionTimes, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS && now.getTime() - session.createdAt.getTime() < SESSION_ABSOLUTE_MS
  );
}
