import { type Language, languagePrefix } from '../../domain/language.ts';
import type { Secrets } from '../../ports/staff-auth.ts';

/** What a driver's link signs: this transport, for its driver. */
export const driverLinkText = (quoteRequestId: string) => `transport-driver:${quoteRequestId}`;

/** The driver's page of a transport, signed under the server's key: `{site}/{LANG}/drive/{request id}.{signature}`. */
export function driverLink(secrets: Pick<Secrets, 'sign'>, siteUrl: string, quoteRequestId: string, language: Language): string {
  return `${siteUrl}${languagePrefix(language)}/drive/${quoteRequestId}.${secrets.sign(driverLinkText(quoteRequestId))}`;
}
