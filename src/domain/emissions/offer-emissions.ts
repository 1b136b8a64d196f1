import type { OfferVariant } from '../pricing/offers.ts';
import type { CountryCode } from '../shipment/countries.ts';
import type { Crossing } from '../shipment/road-link.ts';

// The greenhouse gases of an offer, as French law asks a transport seller to state them
// (Code des transports L1431-3, D1431-1 and following), with the official default values
// ("valeurs de niveau 1") of fixtures/co2e-factors.json (ADR 0032).

/** The factors as loaded from fixtures/co2e-factors.json. */
export interface EmissionFactors {
  /** well-to-wheel kg CO2e per litre of road diesel (Arrêté du 26 avril 2017) */
  kgCo2ePerLitre: number;
  /** a dedicated vehicle: the annex row that stands for each vehicle class */
  dedicated: ReadonlyArray<{ row: string; litresPerKm: number; vehicleClasses: readonly string[]; upperBoundFor?: readonly string[] }>;
  /** shared (groupage) transport: the articulated truck of the "Messagerie" row and the tonnes it carries on average */
  shared: { row: string; litresPerKm: number; unitsCarriedTonnes: number };
}

export interface OfferEmissions {
  /** kg CO2e, well-to-wheel, to 0.1 */
  kg: number;
  /** a whole vehicle for the shipper (its loaded journey), or a share of a groupage truck by the goods' weight */
  basis: 'dedicated' | 'shared';
  /** the road distance it was computed on, km */
  distanceKm: number;
  /** that distance is the routing fallback's estimate (crow flies × road factor), not a routed one */
  distanceEstimated?: true;
  /** the van's value stands in for an estate car: an upper bound */
  upperBound?: true;
  /** a share that would pass the smallest vehicle carrying the goods on its own, held to that vehicle's figure */
  cappedAtDedicated?: true;
  /** sea crossings on the way, left out of the figure until a ferry factor is cited */
  crossingsLeftOut?: Crossing[];
  /** origin and destination in France: the figure is owed by law (L1431-3); elsewhere, information */
  owedByLaw: boolean;
}

export interface EmissionsInput {
  variant: OfferVariant;
  /** the vehicle class code (FRG1, SEMI…) */
  vehicleClass: string | null | undefined;
  /** the offer's road distance, km */
  distanceKm: number | null | undefined;
  /** routing failed and the distance is the fallback's estimate */
  distanceEstimated?: boolean;
  /** the goods' total weight, kg (the shared offer's share) */
  weightKg: number;
  /** the smallest class that carries the goods: a share never emits more than it would alone */
  smallestCarrierClass?: string | null;
  crossings?: readonly Crossing[];
  departureCountry: CountryCode;
  arrivalCountry: CountryCode;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * kg CO2e of one offer (../shared/co2e-factors.md §4): Eco travels shared, by the goods' tonnes;
 * Priority and Flex take a dedicated vehicle of the chosen class, its loaded journey. No figure
 * without a distance or for a class no row stands for: never a made-up one.
 */
export function offerEmissions(input: EmissionsInput, factors: EmissionFactors): OfferEmissions | undefined {
  const { distanceKm } = input;
  if (!distanceKm || distanceKm <= 0) return undefined;
  const common = {
    distanceKm,
    ...(input.distanceEstimated ? { distanceEstimated: true as const } : {}),
    ...(input.crossings?.length ? { crossingsLeftOut: [...input.crossings] } : {}),
    owedByLaw: input.departureCountry === 'FR' && input.arrivalCountry === 'FR',
  };
  const dedicatedRow = (vehicleClass: string) => factors.dedicated.find((candidate) => candidate.vehicleClasses.includes(vehicleClass));
  const dedicatedKg = (row: { litresPerKm: number }) => tenth(row.litresPerKm * distanceKm * factors.kgCo2ePerLitre);
  if (input.variant === 'economy') {
    if (!(input.weightKg > 0)) return undefined;
    const { litresPerKm, unitsCarriedTonnes } = factors.shared;
    const perTonneKm = (litresPerKm * factors.kgCo2ePerLitre) / unitsCarriedTonnes;
    const share = tenth(perTonneKm * (input.weightKg / 1000) * distanceKm);
    const alone = input.smallestCarrierClass ? dedicatedRow(input.smallestCarrierClass) : undefined;
    if (alone && dedicatedKg(alone) < share) return { kg: dedicatedKg(alone), basis: 'shared', cappedAtDedicated: true, ...common };
    return { kg: share, basis: 'shared', ...common };
  }
  const vehicleClass = input.vehicleClass ?? '';
  const row = dedicatedRow(vehicleClass);
  if (!row) return undefined;
  return {
    kg: dedicatedKg(row),
    basis: 'dedicated',
    ...(row.upperBoundFor?.includes(vehicleClass) ? { upperBound: true as const } : {}),
    ...common,
  };
}
