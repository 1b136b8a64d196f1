import { CONSENT_COOKIE } from '#src/http/consent-cookie.ts';
import { ADMIN_COOKIE, CARRIER_COOKIE, SHIPPER_COOKIE, clearedSessionCookie, readCookie, sessionCookie } from '#src/http/cookies.ts';

/** The visitor's cookie choice (spec §2 "Cookie banner"), or null before they made one. */
export function consentOf(request: Request): 'accepted' | 'refused' | null {
  const consent = readCookie(request.headers.get('cookie'), CONSENT_COOKIE);
  return consent === 'accepted' || consent === 'refused' ? consent : null;
}

/** The staff session's token, if the browser sent one. */
export function adminSessionOf(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), ADMIN_COOKIE);
}

/** The shipper's session token, if the browser sent one. */
export function shipperSessionOf(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), SHIPPER_COOKIE);
}

/** A shipper's session. */
export const shipperSessionCookie = (token: string, secure: boolean) => sessionCookie(SHIPPER_COOKIE, token, secure);
export const shipperSessionCleared = (secure: boolean) => clearedSessionCookie(SHIPPER_COOKIE, secure);
/** A carrier's person's session, and its token if the browser sent one. */
export const carrierSessionCookie = (token: string, secure: boolean) => sessionCookie(CARRIER_COOKIE, token, secure);
export const carrierSessionCleared = (secure: boolean) => clearedSessionCookie(CARRIER_COOKIE, secure);
export const carrierSessionOf = (request: Request) => readCookie(request.headers.get('cookie'), CARRIER_COOKIE);
/** A staff session, set and ended by the staff page's action. */
export const adminSessionCookie = (token: string, secure: boolean) => sessionCookie(ADMIN_COOKIE, token, secure);
export const adminSessionCleared = (secure: boolean) => clearedSessionCookie(ADMIN_COOKIE, secure);
