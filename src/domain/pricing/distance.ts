// Spec §7 "Pricing helpers" and §9.

/** What a distance is (spec §9): a routing engine's road, or an estimate from the distance tables. */
export type DistanceSource = 'routing' | 'estimate';

/** What an offer's distance is; none without a distance. */
export function distanceSourceOf(offer: { distance: number | null; distanceEstimated: boolean }): DistanceSource | null {
  if (!offer.distance) return null;
  return offer.distanceEstimated ? 'estimate' : 'routing';
}

/** When no distance is known, pricing assumes 500 km. */
export const DEFAULT_DISTANCE_KM = 500;

export const DISTANCE_RANGES = ['short', 'medium', 'long'] as const;
export type DistanceRange = (typeof DISTANCE_RANGES)[number];

/** short below 300 km, medium 300–600, long above 600. */
export function distanceRange(km: number): DistanceRange {
  if (km < 300) return 'short';
  if (km <= 600) return 'medium';
  return 'long';
}

/** The last whole km of the short and the medium ranges: where a longer route enters the next. */
export const DISTANCE_RANGE_ENDS = [299, 600] as const;

/** Distance in whole km from metres (metres / 1000, rounded). */
export function kilometresFromMetres(metres: number): number {
  return Math.round(metres / 1000);
}

export function pricingDistance(km: number | null | undefined): number {
  return km && km > 0 ? km : DEFAULT_DISTANCE_KM;
}
