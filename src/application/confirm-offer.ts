import { offerConfirmedNotifications } from '../domain/notifications/notification.ts';
import { quoteSummary } from '../domain/notifications/quote-summary.ts';
import { nextStatus, QuoteStateError } from '../domain/quote/quote-lifecycle.ts';
import type { Clock } from '../ports/clock.ts';
import type { Outbox } from '../ports/outbox.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { InvalidInput, QuoteNotFound } from './errors.ts';

export type ConfirmOffer = (id: string, ownerKey: string, selectedOffer: string) => Promise<{ quoteRequestId: string; quoteId: string }>;

/**
 * Spec §4.6: the visitor chooses one of the quote's offers; a quote request is created for the
 * agents, once, and the agent summary and the visitor's confirmation are queued with it. The
 * contact must have been given (the lifecycle says so).
 */
export function makeConfirmOffer(deps: { quotes: QuoteRepository; clock: Clock; outbox: Outbox }): ConfirmOffer {
  return async (id, ownerKey, selectedOffer) => {
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    const to = nextStatus(quote.status, 'confirmOffer');
    const offer = quote.offers?.find((candidate) => candidate.id === selectedOffer || candidate.variant === selectedOffer);
    if (!offer) throw new InvalidInput([{ field: 'selectedOffer', key: 'offerUnknown' }]);
    const summary = quoteSummary(quote, quote.contact!, offer, deps.clock.now());
    const result = await deps.quotes.confirmOffer(
      id,
      quote.status,
      to,
      { selectedOffer: offer.variant, price: offer.price },
      offerConfirmedNotifications(summary),
    );
    if (!result) throw new QuoteStateError(quote.status, 'confirmOffer');
    deps.outbox.wake();
    return { quoteRequestId: result.quoteRequestId, quoteId: id };
  };
}
