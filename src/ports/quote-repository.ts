import type { OfferEmissions } from '../domain/emissions/offer-emissions.ts';
import type { VatTreatment } from '../domain/tax/vat-treatment.ts';
import type { PickupWindow } from '../domain/pricing/service-promise.ts';
import type { QuoteStatus } from '../domain/quote/quote-lifecycle.ts';
import type { Quote, QuoteContact, QuoteOffer, UnpricedOffer } from '../domain/quote/quote.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import { token } from './token.ts';

export interface QuotePricing {
  offers: QuoteOffer[];
  unpriced: UnpricedOffer[];
  distanceKm: number | null;
  transitTimeMinutes: number | null;
  price: number | null;
  selectedOffer: string | null;
}

/** Spec §3 "Quote request": the record an agent works from once an offer is confirmed. */
export interface QuoteRequestDraft {
  selectedOffer: string;
  price: number | null;
  /** what the chosen offer promised (ADR 0013); offers priced before it promised nothing */
  pickupWindow?: PickupWindow;
  estimatedDelivery?: string;
  /** the buyer's purchase order number and their own reference, when given */
  poNumber?: string | null;
  customerReference?: string | null;
  /** the VAT the chosen offer bears, as the buyer was told (ADR 0031) */
  vat?: VatTreatment;
  /** the chosen offer's greenhouse gases, as the buyer was told */
  co2e?: OfferEmissions;
}

/**
 * Quotes belong to whoever created them: every read and write names the owner's key, and a
 * quote with another owner is as good as missing. Writes name the status they expect, so two
 * requests racing on one quote cannot both move it on; they resolve false when it had moved.
 */
export interface QuoteRepository {
  /**
   * `createdAt` from the application's clock: the offers' 10 days of validity run from it;
   * `accountId`: the business account that proved it made it, else none.
   */
  create(shipment: Shipment, ownerKey: string, createdAt: Date, contact?: QuoteContact | null, accountId?: string | null): Promise<Quote>;
  findOwned(id: string, ownerKey: string): Promise<Quote | undefined>;
  /** Whose quote it is: the owner's key, from which a link that opens the quote is checked. */
  ownerKeyOf(id: string): Promise<string | undefined>;
  savePricing(id: string, from: QuoteStatus, to: QuoteStatus, pricing: QuotePricing): Promise<boolean>;
  saveContact(id: string, from: readonly QuoteStatus[], to: QuoteStatus, contact: QuoteContact): Promise<boolean>;
  /** Creates the quote request, moves the quote on and queues its notifications, in one transaction. */
  confirmOffer(
    id: string,
    from: QuoteStatus,
    to: QuoteStatus,
    request: QuoteRequestDraft,
    notifications: Notification[],
  ): Promise<{ quoteRequestId: string } | undefined>;
  /** The quote request made when the quote's offer was confirmed, if it was. */
  quoteRequestOf(quoteId: string): Promise<string | undefined>;
  /** The buyer's purchase order number and reference given when the quote was confirmed. */
  purchaseOf(quoteId: string): Promise<{ poNumber: string | null; customerReference: string | null } | undefined>;
  /** Saves the callback contact and when it was asked, moves the quote on and queues its notifications, in one transaction. */
  requestCallback(
    id: string,
    from: QuoteStatus,
    to: QuoteStatus,
    contact: QuoteContact,
    notifications: Notification[],
    requestedAt: Date,
  ): Promise<boolean>;
}
export const QuoteRepository = token<QuoteRepository>('QuoteRepository');
