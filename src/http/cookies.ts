/**
 * The value of cookie `name` in a Cookie header, decoded; undefined when absent, and also when
 * it cannot be decoded (a malformed `%` sequence): a broken cookie is no cookie, never a 500.
 */
/** The staff session's cookie (HttpOnly, SameSite=Strict). */
export const ADMIN_COOKIE = 'admin_session';

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
