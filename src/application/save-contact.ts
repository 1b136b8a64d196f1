import { cleanContact, validateContact } from '../domain/quote/contact.ts';
import { nextStatus, statusesBefore } from '../domain/quote/quote-lifecycle.ts';
import type { QuoteContact, QuoteOffer } from '../domain/quote/quote.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { InvalidInput, QuoteNotFound } from './errors.ts';
import { QuoteStateError } from '../domain/quote/quote-lifecycle.ts';
import { token } from '../ports/token.ts';

export type SaveContact = (id: string, ownerKey: string, contact: QuoteContact) => Promise<{ offers: QuoteOffer[] }>;
export const SaveContact = token<SaveContact>('SaveContact');

/** Spec §4.5: saving contact details reveals the prices. */
export function makeSaveContact(deps: { quotes: QuoteRepository }): SaveContact {
  return async (id, ownerKey, contact) => {
    const errors = validateContact(contact);
    if (errors.length > 0) throw new InvalidInput(errors);
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    const to = nextStatus(quote.status, 'giveContact');
    // From any status that still takes contact details, not only the one read: two identical
    // saves at once (a double click, a retry) both succeed, the later one's details kept.
    if (!(await deps.quotes.saveContact(id, statusesBefore('giveContact'), to, cleanContact(contact))))
      throw new QuoteStateError(quote.status, 'giveContact');
    return { offers: quote.offers ?? [] };
  };
}
