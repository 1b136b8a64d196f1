import { type Language, languagePrefix } from '../../domain/language.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { type LinkGrant, linkToken } from '../signed-link.ts';

/** What a driver's link grants: this transport, for its driver. */
export const driverGrant = (quoteRequestId: string): LinkGrant => ({ purpose: 'transport-driver', subject: [quoteRequestId] });

/** The driver's page of a transport, signed under the server's key: `{site}/{LANG}/drive/{request id}.{signature}`. */
export function driverLink(secrets: Pick<Secrets, 'sign'>, siteUrl: string, quoteRequestId: string, language: Language): string {
  return `${siteUrl}${languagePrefix(language)}/drive/${quoteRequestId}.${linkToken(secrets, driverGrant(quoteRequestId))}`;
}
