import { describe, expect, it } from 'vitest';
import { estimatedRouting } from './estimated-routing.ts';
import { loadRoadTable } from './road-table.ts';

const routing = estimatedRouting({ table: loadRoadTable(), averageSpeedKmh: 75 });
const paris = { lat: 48.8566, lon: 2.3522 };
const marseille = { lat: 43.2965, lon: 5.3698 };
const lyon = { lat: 45.764, lon: 4.8357 };
const milano = { lat: 45.4642, lon: 9.19 };
const km = (metres: number) => metres / 1000;

describe('the estimated routing', () => {
  it('says its distance is an estimate', async () => {
    const route = await routing.route({ from: paris, to: marseille, vehicleCode: 'PL9', countries: { from: 'FR', to: 'FR' } });
    expect(route.source).toBe('estimate');
    expect(Math.abs(km(route.distanceMetres) - 774.4) / 774.4).toBeLessThan(0.03);
  });

  it('drives no faster than the car’s time, nor than the vehicle’s average', async () => {
    const long = await routing.route({ from: paris, to: marseille, vehicleCode: 'FRG1', countries: { from: 'FR', to: 'FR' } });
    expect(long.travelTimeSeconds).toBeCloseTo((km(long.distanceMetres) / 75) * 3600, -1);
    // Across Paris the car's pace (about 1.3 min a km) is slower than 75 km/h.
    const across = await routing.route({
      from: paris,
      to: { lat: 48.7904, lon: 2.4556 },
      vehicleCode: 'FRG1',
      countries: { from: 'FR', to: 'FR' },
    });
    expect(across.travelTimeSeconds).toBeGreaterThan((km(across.distanceMetres) / 75) * 3600 * 1.2);
  });

  it('prices a trip abroad on its country pair: Lyon → Milano over the Alps', async () => {
    const route = await routing.route({ from: lyon, to: milano, vehicleCode: 'PL9', countries: { from: 'FR', to: 'IT' } });
    expect(km(route.distanceMetres)).toBeGreaterThan(430);
    expect(km(route.distanceMetres)).toBeLessThan(460);
  });

  it('takes two points near French towns to be in France when their countries are not given', async () => {
    const told = await routing.route({ from: paris, to: marseille, vehicleCode: 'PL9', countries: { from: 'FR', to: 'FR' } });
    const guessed = await routing.route({ from: paris, to: marseille, vehicleCode: 'PL9' });
    expect(guessed).toEqual(told);
  });
});
