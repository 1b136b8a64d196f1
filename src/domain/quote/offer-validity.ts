import { instantOf } from '../shipment/local-time.ts';
import type { Quote } from './quote.ts';

/** Spec §9: offers are valid 10 days. */
export const OFFER_VALIDITY_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export type OfferExpiry = 'validity' | 'pickupPassed';

/** When a price was made and for which pickup: what its validity depends on. */
export interface Priced {
  /** when the price was made */
  createdAt: Date;
  /** the pickup it was priced for (the start of every offer's pickup window), when one is known */
  shipment: Pick<Quote['shipment'], 'pickupDate' | 'pickupTime'>;
}

const pickupOf = ({ shipment }: Priced): Date | null =>
  shipment.pickupDate && shipment.pickupTime ? instantOf({ date: shipment.pickupDate, time: shipment.pickupTime }) : null;

/**
 * The one "valid until" of a quote's offers, whoever asks (cards, recap, emails, document, shared
 * links, admin, API, the partner): 10 days after it was priced (spec §9), or the start of the
 * pickup window when that comes first — a price for a pickup that has passed holds no longer.
 */
export function validUntil(priced: Priced): Date {
  const days = new Date(priced.createdAt.getTime() + OFFER_VALIDITY_DAYS * DAY_MS);
  const pickup = pickupOf(priced);
  return pickup && pickup.getTime() < days.getTime() ? pickup : days;
}

/** Whether the offers can still be confirmed at `now`: null while they hold, else which limit passed. */
export function offerExpiry(priced: Priced, now: Date): OfferExpiry | null {
  const until = validUntil(priced);
  if (now.getTime() <= until.getTime()) return null;
  const pickup = pickupOf(priced);
  return pickup && pickup.getTime() === until.getTime() ? 'pickupPassed' : 'validity';
}
