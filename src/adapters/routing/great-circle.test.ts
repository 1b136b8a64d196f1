import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle.ts';

describe('great-circle distance', () => {
  it('measures Paris → Lyon as the crow flies', () => {
    expect(greatCircleKm({ lat: 48.8566, lon: 2.3522 }, { lat: 45.764, lon: 4.8357 })).toBeCloseTo(391.5, 0);
  });

  it('is nothing between a point and itself', () => {
    expect(greatCircleKm({ lat: 43.3, lon: 5.37 }, { lat: 43.3, lon: 5.37 })).toBe(0);
  });
});
