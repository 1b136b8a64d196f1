// Spec §3 "Reference lists" and §4 "Other".

/** Vehicle codes by form vehicle type. */
export const VEHICLE_CODES = {
  van: 'FRG1',
  'long-van': 'FRG2',
  truck: 'PL9',
  break: 'BREAK',
  unknown: 'FRG1',
} as const;

/** Smallest first: the ranking that picks the vehicle to suggest. */
export const SMALLEST_VEHICLE_RANKING = ['break', 'frg1', 'frg2', 'frg3', 'frg4', 'frgr', 'pl5', 'pl9', 'semi'] as const;

export interface VehicleOption {
  value: string;
  label: string;
  icon: string;
  /** flagged 'Plus petit véhicule' in the list */
  isSmallest?: boolean;
}

/** Spec §3: the list shown when the vehicle lookup fails. */
export const DEFAULT_VEHICLE_OPTIONS: readonly VehicleOption[] = Object.freeze([
  { value: 'FRG4', label: 'Fourgon 4 m³ (800 kg)', icon: 'van' },
  { value: 'PL5', label: 'Porteur 5 palettes (1500 kg)', icon: 'truck' },
  { value: 'van', label: 'Fourgon (1000 kg)', icon: 'van' },
  { value: 'truck', label: 'Camion (3500 kg)', icon: 'truck' },
  { value: 'unknown', label: 'Je ne sais pas', icon: 'unknown' },
]);

/** "I don't know": always offered, last, whatever list the advisor gave. */
export const DONT_KNOW_OPTION: VehicleOption = DEFAULT_VEHICLE_OPTIONS.find((option) => option.value === 'unknown')!;

/** The list with "I don't know" at its end, once. */
export function withDontKnow(options: readonly VehicleOption[]): VehicleOption[] {
  return options.some((option) => option.value === DONT_KNOW_OPTION.value) ? [...options] : [...options, DONT_KNOW_OPTION];
}

function rank(value: string): number {
  const position = (SMALLEST_VEHICLE_RANKING as readonly string[]).indexOf(value.toLowerCase());
  return position === -1 ? SMALLEST_VEHICLE_RANKING.length : position;
}

/** Orders options smallest first and flags the smallest one (spec §4: it is auto-selected). */
export function rankVehicleOptions(options: readonly VehicleOption[]): VehicleOption[] {
  const ordered = [...options].sort((a, b) => rank(a.value) - rank(b.value));
  return ordered.map((option, index) => ({ ...option, isSmallest: index === 0 && rank(option.value) < SMALLEST_VEHICLE_RANKING.length }));
}

/**
 * Whether a vehicle value is one the product knows: a form type (van, truck, unknown…) or a
 * vehicle class of the catalogue (BREAK … SEMI), in any letter case. Anything else (`XYZ`) would
 * reach the agents and the partners as a vehicle nobody has.
 */
export function isKnownVehicle(value: string): boolean {
  return value in VEHICLE_CODES || (SMALLEST_VEHICLE_RANKING as readonly string[]).includes(value.trim().toLowerCase());
}

/** The code sent to partners for a vehicle value, whether a form type or already a code. */
export function vehicleCode(value: string): string {
  return VEHICLE_CODES[value as keyof typeof VEHICLE_CODES] ?? value.toUpperCase();
}

/** The vehicle values the catalogs name (`booking.vehicles.*`): the classes and the form's types. */
export const NAMED_VEHICLES = ['BREAK', 'FRG1', 'FRG2', 'FRG3', 'FRG4', 'FRGR', 'PL5', 'PL9', 'SEMI', 'van', 'truck', 'unknown'] as const;
export type NamedVehicle = (typeof NAMED_VEHICLES)[number];

/** The catalogs' name for a stored vehicle value (a class in any letter case, or a form type); undefined for one they do not name. */
export function namedVehicle(value: string | null | undefined): NamedVehicle | undefined {
  const trimmed = value?.trim() ?? '';
  return NAMED_VEHICLES.find((name) => name === trimmed) ?? NAMED_VEHICLES.find((name) => name === trimmed.toUpperCase());
}

/** Whether a vehicle class drives as a van (break and fourgons, up to 3.5 t) rather than as a truck. */
export function drivesAsVan(vehicleCode: string): boolean {
  return /^(BREAK|FRG)/i.test(vehicleCode);
}
