import { describe, expect, it } from 'vitest';
import { DEFAULT_DISTANCE_KM, distanceRange, kilometresFromMetres, pricingDistance } from './distance.ts';

describe('distance ranges (spec §9)', () => {
  it('is short below 300 km, medium from 300 to 600, long above 600', () => {
    expect(distanceRange(299)).toBe('short');
    expect(distanceRange(300)).toBe('medium');
    expect(distanceRange(600)).toBe('medium');
    expect(distanceRange(601)).toBe('long');
  });

  it('assumes 500 km when the distance is unknown', () => {
    expect(DEFAULT_DISTANCE_KM).toBe(500);
    expect(pricingDistance(null)).toBe(500);
    expect(pricingDistance(0)).toBe(500);
    expect(pricingDistance(842)).toBe(842);
  });

  it('turns metres into whole km', () => {
    expect(kilometresFromMetres(465_499)).toBe(465);
    expect(kilometresFromMetres(465_500)).toBe(466);
  });
});
