import { AUTOMATIC_COOKIE, AUTOMATIC_PARAM } from '../domain/staff/staff-policy.ts';

/** The staff session's cookie (HttpOnly, SameSite=Strict). */
export const ADMIN_COOKIE = 'admin_session';

/** A business account's session cookie: its own, apart from the staff's. */
export const SHIPPER_COOKIE = 'account_session';

/** A carrier's person's session cookie, for the carriers' pages. */
export const CARRIER_COOKIE = 'carrier_session';

/** Set-Cookie for a session: HttpOnly, SameSite=Strict, for the browser's session (the server ends it when idle). */
export const sessionCookie = (name: string, token: string, secure: boolean) =>
  [`${name}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');

/** Set-Cookie that removes a session's cookie. */
export const clearedSessionCookie = (name: string, secure: boolean) =>
  [`${name}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');

/** Whether the staff page asked this by itself, not a person (domain/staff/staff-policy.ts). */
export function isAutomaticRequest(url: URL, cookieHeader: string | null | undefined): boolean {
  return url.searchParams.has(AUTOMATIC_PARAM) || readCookie(cookieHeader, AUTOMATIC_COOKIE) === '1';
}

/**
 * The value of cookie `name` in a Cookie header, decoded; undefined when absent, and also when
 * it cannot be decoded (a malformed `%` sequence): a broken cookie is no cookie, never a 500.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
