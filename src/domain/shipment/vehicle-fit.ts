import { type ParcelLine, totalVolume, totalWeight } from './parcel-line.ts';

// The load decides the vehicle, on the server too. A vehicle class of the fleet's
// catalogue (fixtures/vehicles.json) carries goods when every one of its limits holds.

/** What a vehicle class can carry. */
export interface VehicleCapacity {
  code: string;
  label: string;
  payloadKg: number;
  volumeM3: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  palletPlaces: number;
  /** equipped and allowed for dangerous goods (ADR) */
  adr: boolean;
  /** maximum authorised mass, kg: which traffic bans bind it */
  grossWeightKg?: number;
}

export interface Load {
  parcels: readonly ParcelLine[];
  isStackable: boolean;
  isDangerous: boolean;
}

/** The first limit the goods break, with the vehicle's figure for the message; undefined when they fit. */
export type Shortfall =
  | { limit: 'dangerous' }
  | { limit: 'weight'; maxKg: number }
  | { limit: 'volume'; maxM3: number }
  | { limit: 'size'; lengthCm: number; widthCm: number; heightCm: number }
  | { limit: 'floor' }
  | { limit: 'pallets'; places: number };

/**
 * Whether the goods fit: the vehicle carries dangerous goods if there are some, the weight and
 * the volume, every item passes its cargo box (turned on the floor if need be), non-stackable
 * goods fit side by side on its floor, pallets fit its pallet places (two high when stackable).
 */
export function shortfallOf(vehicle: VehicleCapacity, { parcels, isStackable, isDangerous }: Load): Shortfall | undefined {
  if (isDangerous && !vehicle.adr) return { limit: 'dangerous' };
  if (totalWeight(parcels) > vehicle.payloadKg) return { limit: 'weight', maxKg: vehicle.payloadKg };
  if (totalVolume(parcels) > vehicle.volumeM3) return { limit: 'volume', maxM3: vehicle.volumeM3 };
  if (!parcels.every((line) => passesCargoBox(line, vehicle)))
    return { limit: 'size', lengthCm: vehicle.lengthCm, widthCm: vehicle.widthCm, heightCm: vehicle.heightCm };
  if (!isStackable) {
    const floorCm2 = parcels.reduce((sum, line) => sum + line.length * line.width * line.quantity, 0);
    if (floorCm2 > vehicle.lengthCm * vehicle.widthCm) return { limit: 'floor' };
  }
  const pallets = parcels.filter((line) => line.type === 'pallet');
  const count = pallets.reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return undefined;
  // Stackable pallets go two high where the cargo box is tall enough for both.
  const tallest = Math.max(...pallets.map((line) => line.height));
  const layers = isStackable && tallest * 2 <= vehicle.heightCm ? 2 : 1;
  return Math.ceil(count / layers) <= vehicle.palletPlaces ? undefined : { limit: 'pallets', places: vehicle.palletPlaces };
}

function passesCargoBox(line: ParcelLine, vehicle: VehicleCapacity): boolean {
  if (line.height > vehicle.heightCm) return false;
  const [long, short] = line.length >= line.width ? [line.length, line.width] : [line.width, line.length];
  return long <= Math.max(vehicle.lengthCm, vehicle.widthCm) && short <= Math.min(vehicle.lengthCm, vehicle.widthCm);
}

/** The smallest class that carries the goods (the catalogue is smallest first), if any does. */
export function smallestFitting(catalogue: readonly VehicleCapacity[], load: Load): VehicleCapacity | undefined {
  return catalogue.find((vehicle) => shortfallOf(vehicle, load) === undefined);
}

/** The smallest class "Je ne sais pas" may be given: the spec prices "unknown" as FRG1 (§3). */
export const SMALLEST_CHOSEN_VEHICLE = 'FRG1';

/**
 * "Je ne sais pas" means "choose for me" — the smallest class of the catalogue (smallest
 * first), never smaller than FRG1, that carries the goods; when none does, what the largest lacks.
 */
export function vehicleChosenFor(
  catalogue: readonly VehicleCapacity[],
  load: Load,
): { vehicle: VehicleCapacity; shortfall?: undefined } | { vehicle?: undefined; shortfall: Shortfall } {
  const from = Math.max(
    0,
    catalogue.findIndex((vehicle) => vehicle.code === SMALLEST_CHOSEN_VEHICLE),
  );
  const candidates = catalogue.slice(from);
  const vehicle = smallestFitting(candidates, load);
  if (vehicle) return { vehicle };
  // Nothing fits, so the largest falls short somewhere (the catalogue is never empty: vehicles.json requires one).
  return { shortfall: shortfallOf(candidates.at(-1)!, load)! };
}

/** The field error a shortfall is refused with: its message names the vehicle's limit. */
export type ShortfallErrorKey = `vehicleTooSmall.${Shortfall['limit']}`;

export function shortfallError(shortfall: Shortfall): { field: 'vehicleType'; key: ShortfallErrorKey; values?: Record<string, number> } {
  const { limit, ...values } = shortfall;
  const key = `vehicleTooSmall.${limit}` as const;
  return Object.keys(values).length > 0 ? { field: 'vehicleType', key, values } : { field: 'vehicleType', key };
}
