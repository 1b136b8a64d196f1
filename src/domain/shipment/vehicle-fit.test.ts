import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParcelLine } from './parcel-line.ts';
import {
  SMALLEST_CHOSEN_VEHICLE,
  shortfallError,
  shortfallOf,
  smallestFitting,
  type VehicleCapacity,
  vehicleChosenFor,
} from './vehicle-fit.ts';

const vehicle = (code: string, overrides: Partial<VehicleCapacity> = {}): VehicleCapacity => ({
  code,
  label: code,
  payloadKg: 500,
  volumeM3: 2,
  lengthCm: 170,
  widthCm: 120,
  heightCm: 100,
  palletPlaces: 1,
  adr: true,
  ...overrides,
});
const estateCar = vehicle('BREAK', { payloadKg: 250, volumeM3: 1, lengthCm: 140, widthCm: 100, heightCm: 70, palletPlaces: 0, adr: false });
const truck = vehicle('PL9', { payloadKg: 3500, volumeM3: 40, lengthCm: 720, widthCm: 245, heightCm: 230, palletPlaces: 18 });
const pallets = (quantity: number, weight: number): ParcelLine => ({
  type: 'pallet',
  quantity,
  weight,
  length: 120,
  width: 80,
  height: 100,
});
const parcel = (weight: number, size = 40): ParcelLine => ({
  type: 'parcel',
  quantity: 1,
  weight,
  length: size,
  width: size,
  height: size,
});
const load = (parcels: ParcelLine[], extra: { isStackable?: boolean; isDangerous?: boolean } = {}) => ({
  parcels,
  isStackable: extra.isStackable ?? true,
  isDangerous: extra.isDangerous ?? false,
});

describe('the load decides the vehicle', () => {
  it('names the first limit the goods break, with the vehicle’s figure', () => {
    expect(shortfallOf(estateCar, load([pallets(10, 1000)], { isDangerous: true }))).toEqual({ limit: 'dangerous' });
    expect(shortfallOf(estateCar, load([parcel(300)]))).toEqual({ limit: 'weight', maxKg: 250 });
    expect(shortfallOf(estateCar, load([parcel(10, 90), parcel(10, 90)]))).toEqual({ limit: 'volume', maxM3: 1 });
    expect(shortfallOf(estateCar, load([{ ...parcel(10), length: 180 }]))).toEqual({
      limit: 'size',
      lengthCm: 140,
      widthCm: 100,
      heightCm: 70,
    });
    const crates: ParcelLine = { type: 'parcel', quantity: 2, weight: 50, length: 150, width: 100, height: 50 };
    expect(shortfallOf(vehicle('FRG1'), load([crates], { isStackable: false }))).toEqual({ limit: 'floor' });
    expect(shortfallOf(vehicle('FRG1'), load([crates]))).toBeUndefined();
    expect(shortfallOf(vehicle('FRG1', { heightCm: 150 }), load([pallets(2, 100)]))).toEqual({ limit: 'pallets', places: 1 });
  });

  it('lets goods that fit through', () => {
    expect(shortfallOf(truck, load([pallets(10, 300)], { isDangerous: true }))).toBeUndefined();
    expect(shortfallOf(estateCar, load([parcel(20)]))).toBeUndefined();
  });

  it('picks the smallest class that carries the goods', () => {
    expect(smallestFitting([estateCar, vehicle('FRG1'), truck], load([parcel(20)]))?.code).toBe('BREAK');
    expect(smallestFitting([estateCar, vehicle('FRG1'), truck], load([pallets(10, 300)]))?.code).toBe('PL9');
    expect(smallestFitting([estateCar], load([pallets(10, 300)]))).toBeUndefined();
  });

  it('is refused on the vehicle field with a message key and its figures', () => {
    expect(shortfallError({ limit: 'weight', maxKg: 250 })).toEqual({
      field: 'vehicleType',
      key: 'vehicleTooSmall.weight',
      values: { maxKg: 250 },
    });
    expect(shortfallError({ limit: 'dangerous' })).toEqual({ field: 'vehicleType', key: 'vehicleTooSmall.dangerous' });
  });
});

describe('"Je ne sais pas" means "choose for me"', () => {
  // The fleet's own catalogue, smallest first, as the server loads it.
  const fleet = (
    JSON.parse(readFileSync(new URL('../../../fixtures/vehicles.json', import.meta.url), 'utf8')) as { vehicles: VehicleCapacity[] }
  ).vehicles;
  const box = (weight: number): ParcelLine => ({ type: 'parcel', quantity: 1, weight, length: 50, width: 40, height: 40 });
  const load = (parcels: ParcelLine[], isStackable = true) => ({ parcels, isStackable, isDangerous: false });

  it('picks each class from FRG1 up at its payload, and the next one a kilogram past it', () => {
    const classes = fleet.filter((vehicle) => vehicle.code !== 'BREAK');
    classes.forEach((vehicle, index) => {
      expect(vehicleChosenFor(fleet, load([box(vehicle.payloadKg)])).vehicle?.code, `${vehicle.payloadKg} kg`).toBe(vehicle.code);
      const next = classes[index + 1];
      if (next) expect(vehicleChosenFor(fleet, load([box(vehicle.payloadKg + 1)])).vehicle?.code).toBe(next.code);
    });
  });

  it('never chooses smaller than FRG1, which the spec prices "unknown" as', () => {
    expect(SMALLEST_CHOSEN_VEHICLE).toBe('FRG1');
    expect(vehicleChosenFor(fleet, load([box(1)])).vehicle?.code).toBe('FRG1');
  });

  it('gives ten 1,000 kg pallets, not stackable, the articulated lorry', () => {
    const tenPallets: ParcelLine = { type: 'pallet', quantity: 10, weight: 1000, length: 120, width: 80, height: 120 };
    expect(vehicleChosenFor(fleet, load([tenPallets], false)).vehicle?.code).toBe('SEMI');
  });

  it('chooses by pallet places and floor too, not by weight alone', () => {
    const sixLight: ParcelLine = { type: 'pallet', quantity: 6, weight: 50, length: 120, width: 80, height: 150 };
    // 300 kg fits a small van's payload, but six pallets need the 18 places of the truck.
    expect(vehicleChosenFor(fleet, load([sixLight], false)).vehicle?.code).toBe('PL9');
  });

  it('says what the largest class lacks when none carries the goods', () => {
    expect(vehicleChosenFor(fleet, load([box(24_001)]))).toEqual({ shortfall: { limit: 'weight', maxKg: 24_000 } });
  });
});
