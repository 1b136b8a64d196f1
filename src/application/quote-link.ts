import type { Language } from '../domain/language.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { Secrets } from '../ports/staff-auth.ts';

// A link that opens a quote where its owner's browser is not: the one in the visitor's email
// (their cookie is SameSite=Strict, so it does not travel with a link followed from a mail
// client). The link carries a digest of the quote's owner key, a secret only the server holds.

/** The capability a link carries for this quote of this owner (it opens no other quote). */
export function quoteLinkToken(secrets: Secrets, id: string, ownerKey: string): string {
  return secrets.digest(`quote-link:${id}:${ownerKey}`);
}

/** The quote's own address, with the capability: `/FR/quote/{id}?access=…`. */
export function quoteLinkPath(secrets: Secrets, id: string, ownerKey: string, language: Language): string {
  return `/${language.toUpperCase()}/quote/${id}?access=${quoteLinkToken(secrets, id, ownerKey)}`;
}

export type OpenQuoteLink = (id: string, token: string) => Promise<string | undefined>;

/** The owner key a link stands for when its token is the quote's; undefined otherwise. */
export function makeOpenQuoteLink(deps: { quotes: QuoteRepository; secrets: Secrets }): OpenQuoteLink {
  return async (id, token) => {
    if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
    const ownerKey = await deps.quotes.ownerKeyOf(id);
    if (!ownerKey) return undefined;
    return sameText(quoteLinkToken(deps.secrets, id, ownerKey), token) ? ownerKey : undefined;
  };
}

/** Compares two texts of equal length in a time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
