import { describe, expect, it } from 'vitest';
import { loadGroupageLimit } from '../../adapters/vehicles/groupage-limit.ts';
import type { ParcelLine } from '../shipment/parcel-line.ts';
import { groupageExcess, limitValue, loadingMetres, palletPlaces } from './groupage.ts';

const LIMIT = { maxWeightKg: 2500, maxPalletPlaces: 6, maxLoadingMetres: 2.4 };
const pallets = (quantity: number, weight: number): ParcelLine => ({
  type: 'pallet',
  quantity,
  weight,
  length: 120,
  width: 80,
  height: 120,
});
const load = (parcels: ParcelLine[], isStackable = false) => ({ parcels, isStackable });

describe('Eco only where a share makes sense', () => {
  it('ships the sample limit it documents', () => {
    expect(loadGroupageLimit()).toEqual(LIMIT);
  });

  it('takes six light pallets, and refuses the seventh', () => {
    expect(groupageExcess(LIMIT, load([pallets(6, 100)]))).toBeUndefined();
    expect(groupageExcess(LIMIT, load([pallets(7, 100)]))).toBe('pallets');
    // Stacked two high, fourteen pallets take seven places.
    expect(palletPlaces([pallets(12, 50)], true)).toBe(6);
    expect(groupageExcess(LIMIT, load([pallets(14, 50)], true))).toBe('pallets');
  });

  it('refuses past the weight a consolidator takes', () => {
    expect(groupageExcess(LIMIT, load([pallets(2, 1250)]))).toBeUndefined();
    expect(groupageExcess(LIMIT, load([pallets(2, 1251)]))).toBe('weight');
    // Ten pallets of 1,000 kg and thirty-three pallets: each more than a shared truck takes.
    expect(groupageExcess(LIMIT, load([pallets(10, 1000)]))).toBe('weight');
    expect(groupageExcess(LIMIT, load([pallets(33, 50)]))).toBe('pallets');
  });

  it('refuses goods that cover more floor than the limit, parcels too', () => {
    const crates: ParcelLine = { type: 'parcel', quantity: 4, weight: 50, length: 200, width: 80, height: 100 };
    expect(loadingMetres([crates], false)).toBeCloseTo(2.667, 3);
    expect(groupageExcess(LIMIT, load([crates]))).toBe('floor');
    expect(groupageExcess(LIMIT, load([crates], true))).toBeUndefined();
  });

  it('names the figure of the limit passed', () => {
    expect(limitValue(LIMIT, 'weight')).toBe(2500);
    expect(limitValue(LIMIT, 'pallets')).toBe(6);
    expect(limitValue(LIMIT, 'floor')).toBe(2.4);
  });
});
