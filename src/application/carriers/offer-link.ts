import { type Language, languagePrefix } from '../../domain/language.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { type LinkGrant, linkOpens, linkToken } from '../signed-link.ts';

/** What an offer's link grants: one carrier's offer within one tender, and no other carrier's. */
const offerGrant = (tenderId: string, carrierId: string): LinkGrant => ({ purpose: 'carrier-offer', subject: [tenderId, carrierId] });

/** The carrier's page of an offer: `{site}/{LANG}/carrier/offer/{tender id}.{carrier id}.{signature}`. */
export function carrierOfferLink(
  secrets: Pick<Secrets, 'sign'>,
  siteUrl: string,
  offer: { tenderId: string; carrierId: string },
  language: Language,
) {
  return `${siteUrl}${languagePrefix(language)}/carrier/offer/${offer.tenderId}.${offer.carrierId}.${linkToken(secrets, offerGrant(offer.tenderId, offer.carrierId))}`;
}

/** The offer a link opens, or undefined for one this server did not sign. */
export function offerOfLink(
  secrets: Pick<Secrets, 'signed'>,
  link: string | undefined,
  now: Date,
): { tenderId: string; carrierId: string } | undefined {
  const [tenderId, carrierId, signature, ...rest] = (link ?? '').split('.');
  if (!tenderId || !carrierId || !signature || rest.length > 0) return undefined;
  return linkOpens(secrets, offerGrant(tenderId, carrierId), signature, now) ? { tenderId, carrierId } : undefined;
}
