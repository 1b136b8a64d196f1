import type { Language } from '../domain/language.ts';
import { validUntil } from '../domain/quote/offer-validity.ts';
import type { Clock } from '../ports/clock.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { Secrets } from '../ports/staff-auth.ts';
import { token } from '../ports/token.ts';
import { type LinkGrant, linkOpens, linkToken } from './signed-link.ts';

// A link that opens a quote where its owner's browser is not: the one in the visitor's email
// (their cookie is SameSite=Strict, so it does not travel with a link followed from a mail
// client). The link carries a signature, under the server's key, of the quote and its owner
// key: whoever reads the database (a backup, a replica) still cannot make one.

/** What a link grants: this quote of this owner. */
const quoteLink = (id: string, ownerKey: string): LinkGrant => ({ purpose: 'quote-link', subject: [id, ownerKey] });

/** The capability a link carries for this quote of this owner (it opens no other quote). */
export function quoteLinkToken(secrets: Secrets, id: string, ownerKey: string): string {
  return linkToken(secrets, quoteLink(id, ownerKey));
}

/** The quote's own address (or one of its documents': `/document.pdf`), with the capability: `/FR/quote/{id}?access=…`. */
export function quoteLinkPath(secrets: Secrets, id: string, ownerKey: string, language: Language, document = ''): string {
  return `/${language.toUpperCase()}/quote/${id}${document}?access=${quoteLinkToken(secrets, id, ownerKey)}`;
}

/** The owner key a link stands for; 'expired' past its offers' validity; undefined for a wrong link. */
export type OpenQuoteLink = (id: string, token: string) => Promise<string | 'expired' | undefined>;
export const OpenQuoteLink = token<OpenQuoteLink>('OpenQuoteLink');

/**
 * The owner key a link stands for when its token is the quote's signature. The link opens the
 * quote while its prices hold (offer-validity.ts); once an offer is confirmed it is the
 * transport's page, and keeps opening.
 */
export function makeOpenQuoteLink(deps: { quotes: QuoteRepository; secrets: Secrets; clock: Clock }): OpenQuoteLink {
  return async (id, token) => {
    const ownerKey = await deps.quotes.ownerKeyOf(id);
    if (!ownerKey || !linkOpens(deps.secrets, quoteLink(id, ownerKey), token, deps.clock.now())) return undefined;
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) return undefined;
    if (quote.status !== 'offer_confirmed' && deps.clock.now().getTime() > validUntil(quote).getTime()) return 'expired';
    return ownerKey;
  };
}
