import { callbackNotifications } from '../domain/notifications/notification.ts';
import { quoteSummary } from '../domain/notifications/quote-summary.ts';
import { cleanContact, validateContact } from '../domain/quote/contact.ts';
import { nextStatus, QuoteStateError } from '../domain/quote/quote-lifecycle.ts';
import type { Quote, QuoteContact } from '../domain/quote/quote.ts';
import type { Clock } from '../ports/clock.ts';
import type { Outbox } from '../ports/outbox.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { InvalidInput, QuoteNotFound } from './errors.ts';
import { token } from '../ports/token.ts';

export type RequestCallback = (id: string, ownerKey: string, contact: QuoteContact) => Promise<void>;
export const RequestCallback = token<RequestCallback>('RequestCallback');

/** Spec §4 "No-offer handling": the callback form; an operator calls back within minutes. */
export function makeRequestCallback(deps: { quotes: QuoteRepository; clock: Clock; outbox: Outbox }): RequestCallback {
  return async (id, ownerKey, contact) => {
    const errors = validateContact(contact);
    if (errors.length > 0) throw new InvalidInput(errors);
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    const cleaned = cleanContact(contact);
    // The same request again (a double click, a retry after a lost answer) is already taken.
    if (isSameCallback(quote, cleaned)) return;
    const to = nextStatus(quote.status, 'requestCallback');
    const summary = quoteSummary(quote, cleaned, undefined, deps.clock.now());
    const saved = await deps.quotes.requestCallback(id, quote.status, to, cleaned, callbackNotifications(summary), deps.clock.now());
    if (!saved) {
      // Another request got there first: fine if it asked the same.
      const now = await deps.quotes.findOwned(id, ownerKey);
      if (now && isSameCallback(now, cleaned)) return;
      throw new QuoteStateError(now?.status ?? quote.status, 'requestCallback');
    }
    deps.outbox.wake();
  };
}

function isSameCallback(quote: Quote, contact: QuoteContact): boolean {
  const kept = quote.contact;
  if (quote.status !== 'callback_requested' || !kept) return false;
  return (
    (['firstName', 'lastName', 'company', 'email'] as const).every((field) => kept[field] === contact[field]) &&
    (kept.phone ?? null) === (contact.phone ?? null)
  );
}
