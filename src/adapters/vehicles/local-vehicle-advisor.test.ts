import { describe, expect, it } from 'vitest';
import { rankVehicleOptions } from '../../domain/pricing/vehicles.ts';
import { localVehicleAdvisor } from './local-vehicle-advisor.ts';
import { loadVehicleCatalogue } from './vehicle-catalogue.ts';

const advisor = localVehicleAdvisor(loadVehicleCatalogue());
const parcel = (overrides = {}) => ({ type: 'parcel' as const, quantity: 1, weight: 1, length: 20, width: 20, height: 20, ...overrides });
const pallet = (quantity: number, weight = 200, height = 100) => ({
  type: 'pallet' as const,
  quantity,
  weight,
  length: 120,
  width: 80,
  height,
});

async function smallest(needs: Parameters<typeof advisor.options>[0]) {
  return rankVehicleOptions(await advisor.options(needs))[0]?.value;
}

describe('local vehicle advisor (smallest vehicle that fits)', () => {
  it('puts a small parcel in an estate car', async () => {
    expect(await smallest({ parcels: [parcel()], isStackable: true, isDangerous: false })).toBe('BREAK');
  });

  it('needs an ADR vehicle for dangerous goods', async () => {
    expect(await smallest({ parcels: [parcel()], isStackable: true, isDangerous: true })).toBe('FRG1');
  });

  it('counts pallet places, two high when stackable', async () => {
    expect(await smallest({ parcels: [pallet(4, 150, 60)], isStackable: false, isDangerous: false })).toBe('FRGR');
    // Two high needs 120 cm of height: FRG3 has it, FRG2 (115 cm) does not.
    expect(await smallest({ parcels: [pallet(4, 150, 60)], isStackable: true, isDangerous: false })).toBe('FRG3');
  });

  it('respects payload and lists only vehicles that carry the weight', async () => {
    const options = await advisor.options({ parcels: [pallet(6, 500)], isStackable: false, isDangerous: false });
    expect(options.map((option) => option.value)).toEqual(['PL9', 'SEMI']);
  });

  it('finds nothing for goods no vehicle carries', async () => {
    expect(await advisor.options({ parcels: [pallet(40, 1000)], isStackable: false, isDangerous: false })).toEqual([]);
  });
});
