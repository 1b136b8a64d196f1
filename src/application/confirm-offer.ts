import { vatOfOffer } from '../domain/tax/vat-treatment.ts';
import { offerConfirmedNotifications, webhookNotifications } from '../domain/notifications/notification.ts';
import { webhookDeliveries } from '../domain/webhooks/webhook.ts';
import type { WebhookEndpoints } from '../ports/webhooks.ts';
import { quoteSummary } from '../domain/notifications/quote-summary.ts';
import { validateConfirmationContact } from '../domain/quote/contact.ts';
import { offerExpiry } from '../domain/quote/offer-validity.ts';
import { nextStatus, QuoteStateError } from '../domain/quote/quote-lifecycle.ts';
import type { Clock } from '../ports/clock.ts';
import type { Outbox } from '../ports/outbox.ts';
import type { Quote } from '../domain/quote/quote.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { Secrets } from '../ports/staff-auth.ts';
import { InvalidInput, OfferExpired, QuoteNotFound } from './errors.ts';
import { quoteLinkPath } from './quote-link.ts';
import { token } from '../ports/token.ts';

/** What a buyer's systems may add to their confirmation. */
export interface PurchaseDetails {
  poNumber?: string | null;
  customerReference?: string | null;
}

export type ConfirmOffer = (
  id: string,
  ownerKey: string,
  selectedOffer: string,
  purchase?: PurchaseDetails,
) => Promise<{ quoteRequestId: string; quoteId: string }>;
export const ConfirmOffer = token<ConfirmOffer>('ConfirmOffer');

/**
 * Spec §4.6: the visitor chooses one of the quote's offers; a quote request is created for the
 * agents, once, and the agent summary and the visitor's confirmation are queued with it. The
 * contact must have been given (the lifecycle says so), and the offer must still hold: within
 * its validity and before its pickup time.
 */
export function makeConfirmOffer(deps: {
  quotes: QuoteRepository;
  clock: Clock;
  outbox: Outbox;
  secrets: Secrets;
  /** the site's public address: the visitor's email links back to the quote */
  siteUrl: string;
  /** the account's webhook endpoints, for a quote made through /api/v1 */
  webhooks: Pick<WebhookEndpoints, 'forOwnerKey'>;
}): ConfirmOffer {
  const alreadyConfirmed = async (quote: Quote, variant: string | undefined) => {
    if (quote.status !== 'offer_confirmed' || !variant || quote.selectedOffer !== variant) return undefined;
    const quoteRequestId = await deps.quotes.quoteRequestOf(quote.id);
    return quoteRequestId ? { quoteRequestId, quoteId: quote.id } : undefined;
  };
  return async (id, ownerKey, selectedOffer, purchase = {}) => {
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    const offer = quote.offers?.find((candidate) => candidate.id === selectedOffer || candidate.variant === selectedOffer);
    // The same choice sent again (a double click, a retry after a lost answer): the same answer.
    const already = await alreadyConfirmed(quote, offer?.variant);
    if (already) return already;
    const to = nextStatus(quote.status, 'confirmOffer');
    if (!offer) throw new InvalidInput([{ field: 'selectedOffer', key: 'offerUnknown' }]);
    const missing = validateConfirmationContact(quote.contact);
    if (missing.length > 0 || !quote.contact) throw new InvalidInput(missing);
    const expired = offerExpiry(quote, deps.clock.now());
    if (expired) throw new OfferExpired(expired);
    const link = `${deps.siteUrl.replace(/\/$/, '')}${quoteLinkPath(deps.secrets, id, ownerKey, quote.shipment.language)}`;
    const summary = {
      ...quoteSummary(quote, quote.contact, offer, deps.clock.now()),
      quoteLink: link,
      recordLink: `${deps.siteUrl.replace(/\/$/, '')}/FR/admin?tab=quote-requests&search=${encodeURIComponent(quote.reference)}`,
      ...(purchase.poNumber ? { poNumber: purchase.poNumber } : {}),
      ...(purchase.customerReference ? { customerReference: purchase.customerReference } : {}),
    };
    const now = deps.clock.now();
    const confirmed = webhookDeliveries(await deps.webhooks.forOwnerKey(ownerKey), 'quote.confirmed', `confirmed:${id}`, now, {
      quoteId: id,
      reference: quote.reference,
      offerId: offer.id,
      variant: offer.variant,
      priceExcludingTax: offer.price,
      status: 'offer_confirmed',
      ...(purchase.poNumber ? { poNumber: purchase.poNumber } : {}),
      ...(purchase.customerReference ? { customerReference: purchase.customerReference } : {}),
    });
    const result = await deps.quotes.confirmOffer(
      id,
      quote.status,
      to,
      {
        selectedOffer: offer.variant,
        price: offer.price,
        pickupWindow: offer.pickupWindow,
        estimatedDelivery: offer.estimatedDelivery,
        poNumber: purchase.poNumber ?? null,
        customerReference: purchase.customerReference ?? null,
        vat: vatOfOffer(offer),
        ...(offer.co2e ? { co2e: offer.co2e } : {}),
      },
      [...offerConfirmedNotifications(summary), ...webhookNotifications(confirmed, id)],
    );
    if (!result) {
      // Another request confirmed it in between: the same answer if it made the same choice.
      const now = await deps.quotes.findOwned(id, ownerKey);
      const same = now && (await alreadyConfirmed(now, offer.variant));
      if (same) return same;
      throw new QuoteStateError(now?.status ?? quote.status, 'confirmOffer');
    }
    deps.outbox.wake();
    return { quoteRequestId: result.quoteRequestId, quoteId: id };
  };
}
