import { validateContact } from '../domain/quote/contact.ts';
import { nextStatus, QuoteStateError } from '../domain/quote/quote-lifecycle.ts';
import type { QuoteContact } from '../domain/quote/quote.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { InvalidInput, QuoteNotFound } from './errors.ts';

export type RequestCallback = (id: string, ownerKey: string, contact: QuoteContact) => Promise<void>;

/** Spec §4 "No-offer handling": the callback form; an operator calls back within minutes. */
export function makeRequestCallback(deps: { quotes: QuoteRepository }): RequestCallback {
  return async (id, ownerKey, contact) => {
    const errors = validateContact(contact);
    if (errors.length > 0) throw new InvalidInput(errors);
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    const to = nextStatus(quote.status, 'requestCallback');
    const saved = await deps.quotes.saveContact(id, [quote.status], to, {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      company: contact.company.trim(),
      email: contact.email.trim(),
      phone: contact.phone?.trim() || null,
    });
    if (!saved) throw new QuoteStateError(quote.status, 'requestCallback');
  };
}
