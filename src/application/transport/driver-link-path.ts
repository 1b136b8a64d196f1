import { type Language, languagePrefix } from '../../domain/language.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { type LinkGrant, linkOpens, linkToken } from '../signed-link.ts';

/** What a driver's link grants: this transport, for its driver. */
export const driverGrant = (quoteRequestId: string): LinkGrant => ({ purpose: 'transport-driver', subject: [quoteRequestId] });

/** The driver's page of a transport, signed under the server's key: `{site}/{LANG}/drive/{request id}.{signature}`. */
export function driverLink(secrets: Pick<Secrets, 'sign'>, siteUrl: string, quoteRequestId: string, language: Language): string {
  return `${siteUrl}${languagePrefix(language)}/drive/${quoteRequestId}.${linkToken(secrets, driverGrant(quoteRequestId))}`;
}

/** The transport a driver's link (`{request id}.{signature}`) opens, or undefined for one this server did not sign. */
export function transportOfDriverLink(secrets: Pick<Secrets, 'signed'>, link: string | undefined, now: Date): string | undefined {
  const [quoteRequestId, signature, ...rest] = (link ?? '').split('.');
  if (!quoteRequestId || !signature || rest.length > 0) return undefined;
  return linkOpens(secrets, driverGrant(quoteRequestId), signature, now) ? quoteRequestId : undefined;
}
