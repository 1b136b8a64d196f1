import { CONSENT_COOKIE } from '#src/http/consent-api.ts';
import { ADMIN_COOKIE, isAutomaticRequest, readCookie } from '#src/http/cookies.ts';

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
