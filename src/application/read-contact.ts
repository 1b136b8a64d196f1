import type { QuoteContact } from '../domain/quote/quote.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { QuoteNotFound } from './errors.ts';
import { token } from '../ports/token.ts';

export type ReadContact = (id: string, ownerKey: string) => Promise<QuoteContact | null>;
export const ReadContact = token<ReadContact>('ReadContact');

/** Spec §4.6: before the confirmation dialog opens, the saved contact is read back. */
export function makeReadContact(deps: { quotes: QuoteRepository }): ReadContact {
  return async (id, ownerKey) => {
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    return quote.contact;
  };
}
