import type { PickupWindow } from '../domain/pricing/service-promise.ts';
import type { QuoteStatus } from '../domain/quote/quote-lifecycle.ts';
import type { Quote, QuoteContact, QuoteOffer, UnpricedOffer } from '../domain/quote/quote.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import type { Quota } from './rate-limiter.ts';

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
}

/**
 * Quotes belong to whoever created them: every read and write names the owner's key, and a
 * quote with another owner is as good as missing. Writes name the status they expect, so two
 * requests racing on one quote cannot both move it on; they resolve false when it had moved.
 */
export interface QuoteRepository {
  /**
   * `createdAt` from the application's clock: the offers' 10 days of validity run from it. With a
   * quota, the quote is counted against it in the same step, and refused (QuotaSpent, nothing
   * stored, nothing counted) when the quota already holds `limit` quotes of the last `windowMs`.
   */
  create(shipment: Shipment, ownerKey: string, createdAt: Date, contact?: QuoteContact | null, quota?: Quota): Promise<Quote>;
  findOwned(id: string, ownerKey: string): Promise<Quote | undefined>;
  /**
   * findOwned for the pricing that follows a creation: it may answer the quote as this process
   * created it a moment ago, without a database round trip, even if another process wrote it
   * since. Only for a caller whose write names the status it expects (savePricing), which finds
   * out a copy out of date and then reads again with findOwned.
   */
  findToPrice(id: string, ownerKey: string): Promise<Quote | undefined>;
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
  /** Saves the callback contact, moves the quote on and queues its notifications, in one transaction. */
  requestCallback(id: string, from: QuoteStatus, to: QuoteStatus, contact: QuoteContact, notifications: Notification[]): Promise<boolean>;
}
