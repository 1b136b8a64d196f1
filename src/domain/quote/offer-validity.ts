import { validUntil } from '../pricing/offers.ts';
import { instantOf } from '../shipment/local-time.ts';
import type { Quote, QuoteOffer } from './quote.ts';

export type OfferExpiry = 'validity' | 'pickupPassed';

/**
 * Whether an offer can still be confirmed: within its 10 days of validity (spec §9) and before
 * the pickup it was priced for. Null while it holds.
 */
export function offerExpiry(
  quote: Pick<Quote, 'createdAt' | 'shipment'>,
  offer: Partial<Pick<QuoteOffer, 'pickupWindow'>>,
  now: Date,
): OfferExpiry | null {
  if (now.getTime() > validUntil(quote.createdAt).getTime()) return 'validity';
  const { pickupDate, pickupTime } = quote.shipment;
  const pickup = offer.pickupWindow
    ? new Date(offer.pickupWindow.from)
    : pickupDate && pickupTime
      ? instantOf({ date: pickupDate, time: pickupTime })
      : null;
  if (pickup && pickup.getTime() < now.getTime()) return 'pickupPassed';
  return null;
}

/**
 * Until when an offer can be confirmed: its 10 days (spec §9), or the start of its pickup
 * window when that comes first (a price for a pickup that has passed holds no longer).
 */
export function offerValidUntil(createdAt: Date, pickupWindowFrom: string): Date {
  const days = validUntil(createdAt);
  const pickup = new Date(pickupWindowFrom);
  return pickup.getTime() < days.getTime() ? pickup : days;
}
