import type { ParcelLine } from '../shipment/parcel-line.ts';
import { totalWeight } from '../shipment/parcel-line.ts';

// Eco is a share of a groupage truck. Past what a shared truck takes, there is no share
// to sell: the goods fill a vehicle of their own, and Eco is not offered.

/** What a groupage consolidator takes from one shipper (fixtures/groupage-limit.json, ADR 0048). */
export interface GroupageLimit {
  maxWeightKg: number;
  maxPalletPlaces: number;
  /** metres of a 2.4 m wide trailer floor */
  maxLoadingMetres: number;
}

export const GROUPAGE_EXCESSES = ['weight', 'pallets', 'floor'] as const;
export type GroupageExcess = (typeof GROUPAGE_EXCESSES)[number];

/** A loading metre: one metre of a 2.4 m wide trailer floor, cm². */
const LOADING_METRE_CM2 = 100 * 240;

/** The goods' floor in loading metres; stackable goods take half the floor, two high. */
export function loadingMetres(parcels: readonly ParcelLine[], isStackable: boolean): number {
  const floorCm2 = parcels.reduce((sum, line) => sum + line.length * line.width * line.quantity, 0);
  return floorCm2 / (isStackable ? 2 : 1) / LOADING_METRE_CM2;
}

/** The pallet places the goods take on the floor: half, rounded up, when they stack. */
export function palletPlaces(parcels: readonly ParcelLine[], isStackable: boolean): number {
  const pallets = parcels.filter((line) => line.type === 'pallet').reduce((sum, line) => sum + line.quantity, 0);
  return Math.ceil(pallets / (isStackable ? 2 : 1));
}

/** The first groupage limit the goods pass, if any: then no Eco offer. */
export function groupageExcess(
  limit: GroupageLimit,
  load: { parcels: readonly ParcelLine[]; isStackable: boolean },
): GroupageExcess | undefined {
  if (totalWeight(load.parcels) > limit.maxWeightKg) return 'weight';
  if (palletPlaces(load.parcels, load.isStackable) > limit.maxPalletPlaces) return 'pallets';
  if (loadingMetres(load.parcels, load.isStackable) > limit.maxLoadingMetres) return 'floor';
  return undefined;
}

/** The figure of a limit, for the offers' note. */
export function limitValue(limit: GroupageLimit, excess: GroupageExcess): number {
  return excess === 'weight' ? limit.maxWeightKg : excess === 'pallets' ? limit.maxPalletPlaces : limit.maxLoadingMetres;
}
