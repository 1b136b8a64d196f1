import { roundToCents } from '../money.ts';

// ADR 0029: a tariff priced per km by distance band (spec §7) gets cheaper per km as routes get
// longer, so at a band's edge a longer route could cost less than a shorter one (Paris → Megève,
// 602 km, below Paris → Passy, 600 km). No offer does: a route never costs less than the
// longest route of a lower band.

/** A price of a route of `km` by the tariff's own rule (spec §7), or undefined when it has none. */
export type PriceAt = (km: number) => number | undefined;

/**
 * The route's own price, raised to the price of each band end below it: for every tariff and
 * every pair of distances, the longer route never costs less.
 */
export function neverCheaperThanShorter(priceAt: PriceAt, bandEnds: readonly number[], km: number): number | undefined {
  const own = priceAt(km);
  if (own === undefined) return undefined;
  const floors = bandEnds.filter((end) => end < km).map((end) => priceAt(end) ?? 0);
  return roundToCents(Math.max(own, ...floors));
}

/** An economy row (spec §7 UGO_SPOTNL): its band, both ends included, and its price per km. */
export interface EconomyBand {
  kmMin: number;
  kmMax: number;
  pricePerKm: number;
}
