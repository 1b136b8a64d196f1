import { callbackNotifications } from '../domain/notifications/notification.ts';
import { quoteSummary } from '../domain/notifications/quote-summary.ts';
import { cleanContact, validateContact } from '../domain/quote/contact.ts';
import { nextStatus, QuoteStateError } from '../domain/quote/quote-lifecycle.ts';
import type { QuoteContact } from '../domain/quote/quote.ts';
import type { Clock } from '../ports/clock.ts';
import type { Outbox } from '../ports/outbox.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { InvalidInput, QuoteNotFound } from './errors.ts';

export type RequestCallback = (id: string, ownerKey: string, contact: QuoteContact) => Promise<void>;

/** Spec §4 "No-offer handling": the callback form; an operator calls back within minutes. */
export function makeRequestCallback(deps: { quotes: QuoteRepository; clock: Clock; outbox: Outbox }): RequestCallback {
  return async (id, ownerKey, contact) => {
    const errors = validateContact(contact);
    if (errors.length > 0) throw new InvalidInput(errors);
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    const to = nextStatus(quote.status, 'requestCallback');
    const cleaned = cleanContact(contact);
    const summary = quoteSummary(quote, cleaned, undefined, deps.clock.now());
    const saved = await deps.quotes.requestCallback(id, quote.status, to, cleaned, callbackNotifications(summary));
    if (!saved) throw new QuoteStateError(quote.status, 'requestCallback');
    deps.outbox.wake();
  };
}
