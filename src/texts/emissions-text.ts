import type { Crossing } from '../domain/shipment/road-link.ts';
import type { Translate as TranslateKeys } from './translate.ts';
import type { OfferEmissions } from '../domain/emissions/offer-emissions.ts';

export type EmissionsTextKey =
  | `booking.co2e.${'belowTenth' | 'figure' | 'methodEstimated' | 'method' | 'shared' | 'dedicated' | 'cappedAtDedicated' | 'upperBound' | 'crossingsLeftOut' | 'owedByLaw' | 'information' | 'separator'}`
  | `booking.crossings.${Crossing}`;
type Translate = TranslateKeys<EmissionsTextKey>;

/** "≈ 233 kg CO2e": whole kilograms from 10 kg, tenths below. */
export function co2eFigure(co2e: OfferEmissions, t: Translate, formatNumber: (value: number) => string): string {
  if (co2e.kg < 0.1) return t('booking.co2e.belowTenth');
  return t('booking.co2e.figure', { kg: formatNumber(co2e.kg >= 10 ? Math.round(co2e.kg) : co2e.kg) });
}

/**
 * How the figure was computed, in one line: the method and the distance, what it covers (a
 * dedicated vehicle's loaded journey, or a share of a groupage truck), what it leaves out, and
 * whether French law owes it (L1431-3) or it is given for information.
 */
export function co2eMethod(co2e: OfferEmissions, t: Translate, formatNumber: (value: number) => string): string {
  const parts = [
    t(co2e.distanceEstimated ? 'booking.co2e.methodEstimated' : 'booking.co2e.method', {
      distance: formatNumber(Math.round(co2e.distanceKm)),
    }),
    t(co2e.basis === 'shared' ? 'booking.co2e.shared' : 'booking.co2e.dedicated'),
    ...(co2e.cappedAtDedicated ? [t('booking.co2e.cappedAtDedicated')] : []),
    ...(co2e.upperBound ? [t('booking.co2e.upperBound')] : []),
    ...(co2e.crossingsLeftOut?.length
      ? [
          t('booking.co2e.crossingsLeftOut', {
            crossings: co2e.crossingsLeftOut.map((crossing) => t(`booking.crossings.${crossing}`)).join(', '),
          }),
        ]
      : []),
    t(co2e.owedByLaw ? 'booking.co2e.owedByLaw' : 'booking.co2e.information'),
  ];
  return parts.join(t('booking.co2e.separator'));
}

/** The figure and its method on one line, for the agents' email and the admin: "≈ 233 kg CO2e — Well-to-wheel, …". */
export function co2eLine(co2e: OfferEmissions, t: Translate, formatNumber: (value: number) => string): string {
  return `${co2eFigure(co2e, t, formatNumber)} — ${co2eMethod(co2e, t, formatNumber)}`;
}
