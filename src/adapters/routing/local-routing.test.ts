import { describe, expect, it } from 'vitest';
import { greatCircleKm, localRouting } from './local-routing.ts';

const paris = { lat: 48.8566, lon: 2.3522 };
const lyon = { lat: 45.764, lon: 4.8357 };

describe('local routing', () => {
  it('measures the great-circle distance', () => {
    expect(greatCircleKm(paris, lyon)).toBeCloseTo(391.5, 0);
  });

  it('applies the road factor and the average speed', async () => {
    const route = await localRouting({ roadFactor: 1.3, averageSpeedKmh: 80 }).route({ from: paris, to: lyon, vehicleCode: 'FRG1' });
    expect(route.distanceMetres / 1000).toBeCloseTo(509, 0);
    expect(route.travelTimeSeconds / 3600).toBeCloseTo(509 / 80, 1);
  });
});
