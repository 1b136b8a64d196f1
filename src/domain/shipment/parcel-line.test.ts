import { describe, expect, it } from 'vitest';
import { DEFAULT_PARCEL_LINE, dimensionOrFallback, quantityOrFallback, totalVolume, totalWeight, weightOrFallback } from './parcel-line.ts';

describe('parcel lines (spec §3, §5)', () => {
  it('defaults to one 1 kg parcel of 20 × 20 × 20 cm', () => {
    expect(DEFAULT_PARCEL_LINE).toEqual({ type: 'parcel', quantity: 1, weight: 1, length: 20, width: 20, height: 20 });
  });

  it('falls back when an input cannot be used', () => {
    expect(quantityOrFallback('')).toBe(1);
    expect(quantityOrFallback(0)).toBe(1);
    expect(quantityOrFallback(3.7)).toBe(3);
    expect(weightOrFallback('abc')).toBe(1);
    expect(weightOrFallback(0.05)).toBe(1);
    expect(weightOrFallback(12.34)).toBe(12.3);
    expect(dimensionOrFallback(-5)).toBe(20);
    expect(dimensionOrFallback('120')).toBe(120);
  });

  it('totals weight as Σ weight × quantity and volume in m³ to 3 decimals', () => {
    const lines = [
      { type: 'pallet' as const, quantity: 2, weight: 120.5, length: 120, width: 80, height: 100 },
      { type: 'parcel' as const, quantity: 3, weight: 1, length: 20, width: 20, height: 20 },
    ];
    expect(totalWeight(lines)).toBe(244);
    // 2 × 0.96 m³ + 3 × 0.008 m³
    expect(totalVolume(lines)).toBe(1.944);
    expect(totalVolume([{ ...DEFAULT_PARCEL_LINE, length: 33, width: 21, height: 17 }])).toBe(0.012);
  });
});
