import { roundToCents } from '../money.ts';
import { DISTANCE_RANGE_ENDS, type DistanceRange, distanceRange } from './distance.ts';
import { type EconomyBand, neverCheaperThanShorter } from './distance-bands.ts';

// Spec §3 "Offer", §7 "Pricing helpers", §9 constants.

export const OFFER_VARIANTS = ['priority', 'economy', 'standard'] as const;
export type OfferVariant = (typeof OFFER_VARIANTS)[number];

/** Offer ids by variant (spec §3). */
export const OFFER_IDS: Record<OfferVariant, string> = {
  priority: 'flash-global',
  economy: 'ugo-cheapest',
  standard: 'pricing-standard',
};

/** Spec §9: the priority offer is shown at 85% of the partner's price (15% off). */
export const PRIORITY_DISCOUNT = 0.15;

export interface PricedOffer {
  variant: OfferVariant;
  /** euros excluding tax, to the cent */
  price: number;
  /** the price before discount, for the struck-through display (priority only) */
  originalPrice?: number;
  /** the part of `price` that pays a second driver, when the offer is driven by a crew of two (ADR 0030) */
  secondDriverPrice?: number;
}

export interface RankedOffer extends PricedOffer {
  id: string;
  isBestChoice: boolean;
}

/** The price a priority offer had before its 15 % off, from the discounted price stored (spec §7). */
export function priceBeforeDiscount(discountedPrice: number): number {
  return roundToCents(discountedPrice / (1 - PRIORITY_DISCOUNT));
}

/**
 * Priority: the gateway's price less 15%, rounded to the cent, the original kept. A drive that
 * takes two drivers adds the second one's cost before the discount, so that the price is still
 * 85 % of what it was (ADR 0030) and the part paying the second driver is said.
 */
export function priorityOffer(gatewayPrice: number | null | undefined, secondDriver = 0): PricedOffer | undefined {
  if (!gatewayPrice || !(gatewayPrice > 0)) return undefined;
  const undiscounted = gatewayPrice + secondDriver;
  return {
    variant: 'priority',
    price: roundToCents(undiscounted * (1 - PRIORITY_DISCOUNT)),
    originalPrice: roundToCents(undiscounted),
    ...(secondDriver > 0 ? { secondDriverPrice: roundToCents(secondDriver * (1 - PRIORITY_DISCOUNT)) } : {}),
  };
}

/** What a second driver costs for a drive: every hour they are aboard, departure to arrival, at the crew tariff. */
export function secondDriverCost(elapsedSeconds: number, perHour: number): number {
  return roundToCents((elapsedSeconds / 3600) * perHour);
}

/**
 * Economy: price per km × km from the cheapest of the economy table's rows whose band holds km
 * (spec §7), never less than a route at the end of a lower band (ADR 0029).
 */
export function economyOffer(bands: readonly EconomyBand[], km: number): PricedOffer | undefined {
  const priceAt = (distance: number) => {
    const cheapest = Math.min(
      ...bands.filter((band) => band.kmMin <= distance && distance <= band.kmMax && band.pricePerKm > 0).map((band) => band.pricePerKm),
    );
    return Number.isFinite(cheapest) ? cheapest * distance : undefined;
  };
  const price = neverCheaperThanShorter(
    priceAt,
    bands.map((band) => band.kmMax),
    km,
  );
  return price === undefined ? undefined : { variant: 'economy', price };
}

/** The reference rows' gross revenues per km, by distance range (spec §7 "SELECT Pricing"). */
export type RevenuesByRange = Readonly<Record<DistanceRange, readonly number[]>>;

/**
 * The average gross revenue per km of the range's reference rows × km, never less than a route
 * at the end of a shorter range (ADR 0029): the standard offer's price, and the local priority's base.
 */
export function standardPrice(revenues: RevenuesByRange, km: number): number | undefined {
  const priceAt = (distance: number) => {
    const rates = revenues[distanceRange(distance)];
    const average = rates.reduce((sum, value) => sum + value, 0) / rates.length;
    return rates.length > 0 && average > 0 ? average * distance : undefined;
  };
  return neverCheaperThanShorter(priceAt, DISTANCE_RANGE_ENDS, km);
}

/** Standard: the average gross revenue per km of the reference rows × km (spec §7), never cheaper further. */
export function standardOffer(revenues: RevenuesByRange, km: number): PricedOffer | undefined {
  const price = standardPrice(revenues, km);
  return price === undefined ? undefined : { variant: 'standard', price };
}

/**
 * Spec §4.3: offers without a price are dropped, the rest sorted by ascending price; priority
 * is the best choice when priced, else the cheapest. No offer at all when none is above 0.
 */
export function rankOffers(offers: ReadonlyArray<PricedOffer | undefined>): RankedOffer[] {
  const priced = offers
    .filter((offer): offer is PricedOffer => offer !== undefined && offer.price > 0)
    .sort((a, b) => a.price - b.price || OFFER_VARIANTS.indexOf(a.variant) - OFFER_VARIANTS.indexOf(b.variant));
  const best = priced.find((offer) => offer.variant === 'priority') ?? priced[0];
  return priced.map((offer) => ({ ...offer, id: OFFER_IDS[offer.variant], isBestChoice: offer === best }));
}
