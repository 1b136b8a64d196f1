import type { DistanceSource } from '../domain/pricing/distance.ts';
import type { Translate } from './translate.ts';

export type DistanceTextKey =
  | 'booking.summary.notCalculated'
  | 'booking.summary.distanceRouted'
  | 'booking.summary.distanceEstimated'
  | 'booking.summary.distanceBetweenTowns';

/**
 * "781 km (estimation)": a distance as the recap and the quote document write it, saying what it
 * is — a routing engine's road (between the towns when a street was given: the route starts at
 * the town's point, not the street) or an estimate from the distance tables (spec §9).
 */
export function distanceText(
  distance: { km: number | null | undefined; source: DistanceSource | null; streetGiven: boolean },
  t: Translate<DistanceTextKey>,
  formatNumber: (value: number) => string,
): string {
  if (!distance.km) return t('booking.summary.notCalculated');
  const values = { distance: formatNumber(Math.round(distance.km)) };
  if (distance.source === 'estimate') return t('booking.summary.distanceEstimated', values);
  if (distance.source === 'routing')
    return t(distance.streetGiven ? 'booking.summary.distanceBetweenTowns' : 'booking.summary.distanceRouted', values);
  return `${values.distance} km`;
}
