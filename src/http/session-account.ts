import type { ApplicationServices } from '../composition/application-services.ts';
import { SHIPPER_COOKIE, readCookie } from './cookies.ts';

/**
 * The business account whose signed-in person makes a request from this browser, proved by their
 * session: what a quote made now belongs to. Null for a visitor; a visitor without the
 * cookie costs no statement.
 */
export async function sessionAccount(
  services: Pick<ApplicationServices, 'shipperAccount'>,
  cookieHeader: string | null | undefined,
): Promise<string | null> {
  const token = readCookie(cookieHeader, SHIPPER_COOKIE);
  if (!token) return null;
  return (await services.shipperAccount.authenticate(token))?.accountId ?? null;
}
