import { describe, expect, it } from 'vitest';
import { DEFAULT_VEHICLE_OPTIONS, rankVehicleOptions, vehicleCode } from './vehicles.ts';

describe('vehicles (spec §3, §4)', () => {
  it('maps form vehicle types to codes', () => {
    expect(vehicleCode('van')).toBe('FRG1');
    expect(vehicleCode('long-van')).toBe('FRG2');
    expect(vehicleCode('truck')).toBe('PL9');
    expect(vehicleCode('break')).toBe('BREAK');
    expect(vehicleCode('unknown')).toBe('FRG1');
    expect(vehicleCode('frg4')).toBe('FRG4');
  });

  it('ranks break, frg1, frg2, frg3, frg4, frgr, pl5, pl9, semi and flags the smallest', () => {
    const ranked = rankVehicleOptions([
      { value: 'PL9', label: 'PL9', icon: 'truck' },
      { value: 'FRG2', label: 'FRG2', icon: 'van' },
      { value: 'SEMI', label: 'Semi', icon: 'truck' },
      { value: 'FRG1', label: 'FRG1', icon: 'van' },
    ]);
    expect(ranked.map((option) => option.value)).toEqual(['FRG1', 'FRG2', 'PL9', 'SEMI']);
    expect(ranked.map((option) => option.isSmallest)).toEqual([true, false, false, false]);
  });

  it('has the default list of spec §3 for a failed lookup', () => {
    expect(DEFAULT_VEHICLE_OPTIONS.map((option) => option.value)).toEqual(['FRG4', 'PL5', 'van', 'truck', 'unknown']);
    expect(DEFAULT_VEHICLE_OPTIONS.at(-1)?.label).toBe('Je ne sais pas');
  });
});
