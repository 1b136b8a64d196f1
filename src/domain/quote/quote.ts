import type { GroupageExcess } from '../pricing/groupage.ts';
import { OFFER_IDS, OFFER_VARIANTS, type OfferVariant, type RankedOffer } from '../pricing/offers.ts';
import type { Crossing } from '../shipment/road-link.ts';
import type { ServicePromise } from '../pricing/service-promise.ts';
import type { Shipment } from '../shipment/shipment.ts';
import type { VatTreatment } from '../tax/vat-treatment.ts';
import type { OfferEmissions } from '../emissions/offer-emissions.ts';
import type { QuoteStatus } from './quote-lifecycle.ts';

/** Contact details given before the price is shown (spec §5 "Contact modal before price"). */
export interface QuoteContact {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone?: string | null;
}

/** An offer as priced for a quote, with its dates (spec §3 "Offer"). */
export interface QuoteOffer extends RankedOffer, ServicePromise {
  title: string;
  /** km */
  distance: number | null;
  /** the distance is an estimate, not a routing engine's road: the distance tables (ADR 0063), or the 500 km default */
  distanceEstimated: boolean;
  /** seconds, crossings included */
  transitTime: number | null;
  /** the sea crossings on the way (tunnel, ferries), when there are */
  crossings?: Crossing[];
  /** the start of the pickup window, as a wall clock (spec §3) */
  pickupDate: string;
  pickupTime: string;
  /** the estimated delivery, as a wall clock */
  deliveryDate: string;
  deliveryTime: string;
  /** by the delivery the visitor asked for; absent when none was asked */
  meetsRequestedDelivery?: boolean;
  /** ISO 8601 with offset: the last moment it can be confirmed (offer-validity.ts) */
  validUntil?: string;
  /** the VAT it bears, by who buys and where the goods go (vat-treatment.ts); absent from offers priced before: French VAT */
  vat?: VatTreatment;
  /** its greenhouse gases, well-to-wheel (offer-emissions.ts); absent without a distance or a known vehicle class */
  co2e?: OfferEmissions;
}

/**
 * An offer the quote could not price: the reference tables have no rate for it (spec §8
 * "Pricing with no reference data", or no crew tariff for a drive that takes two drivers), shown
 * with the spec's message instead of a price; or no vehicle can drive the route (an ocean between
 * its ends), said once for the quote.
 */
export type UnpricedOffer =
  | { variant: OfferVariant; reason: 'noTariff' | 'noRoadLink' }
  /** more than a shared truck takes: no Eco share, and which limit the goods pass */
  | { variant: OfferVariant; reason: 'overGroupage'; limit: GroupageExcess; value: number };

export interface Quote {
  id: string;
  /** what people see and say: FL-7K3Q-9M2X (quote-reference.ts) */
  reference: string;
  status: QuoteStatus;
  createdAt: Date;
  shipment: Shipment;
  /** km, rounded; null while unknown */
  distanceKm: number | null;
  /** minutes, rounded */
  transitTimeMinutes: number | null;
  offers: QuoteOffer[] | null;
  /** the offers left without a price for want of a tariff */
  unpriced: UnpricedOffer[];
  contact: QuoteContact | null;
  /** the discounted priority price (spec §4.4) */
  price: number | null;
  selectedOffer: string | null;
  /**
   * The business account it belongs to, by proof: made by a signed-in person of it or
   * one of its keys, or added by its own person; null for a visitor's. Never the email typed in it.
   */
  accountId: string | null;
}

/** Spec §3 "Service names: Eco, Priority, Flex (with a brand prefix)". */
export const OFFER_TITLES = {
  priority: 'Flash Priority',
  economy: 'Flash Eco',
  standard: 'Flash Flex',
} as const;

/** "Flash Priority" for priority (as requests store it) or flash-global (an offer id): the offer by the name the client saw. */
export function offerTitleOf(stored: string): string | undefined {
  const variant = OFFER_VARIANTS.find((candidate) => candidate === stored || OFFER_IDS[candidate] === stored);
  return variant && OFFER_TITLES[variant];
}
