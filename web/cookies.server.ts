import { CONSENT_COOKIE } from '#src/http/consent-api.ts';
import { ADMIN_COOKIE, SHIPPER_COOKIE, isAutomaticRequest, readCookie } from '#src/http/cookies.ts';

/** The visitor's cookie choice (spec §2 "Cookie banner"), or null before they made one. */
export function consentOf(request: Request): 'accepted' | 'refused' | null {
  const consent = readCookie(request.headers.get('cookie'), CONSENT_COOKIE);
  return consent === 'accepted' || consent === 'refused' ? consent : null;
}

/** The staff session's token, if the browser sent one. */
export function adminSessionOf(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), ADMIN_COOKIE);
}

/** Whether the staff page made this request by itself (a reload after an event, the refresh without scripts). */
export function byPerson(request: Request): boolean {
  return !isAutomaticRequest(new URL(request.url), request.headers.get('cookie'));
}

/** The shipper's session token, if the browser sent one. */
export function shipperSessionOf(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), SHIPPER_COOKIE);
}

/** Set-Cookie for a shipper's session: HttpOnly, SameSite=Strict, for the browser's session (the server ends it when idle). */
export function shipperSessionCookie(token: string, secure: boolean): string {
  return [`${SHIPPER_COOKIE}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** Set-Cookie that removes the shipper's session cookie. */
export function shipperSessionCleared(secure: boolean): string {
  return [`${SHIPPER_COOKIE}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}
