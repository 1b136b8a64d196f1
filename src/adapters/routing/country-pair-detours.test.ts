import { describe, expect, it } from 'vitest';
import { REFERENCE_ROADS, countryPairDetour } from './country-pair-detours.ts';
import { greatCircleKm } from './great-circle.ts';

const frenchRoads = (straightKm: number) => (straightKm < 50 ? 1.33 : 1.22);
const detour = countryPairDetour(frenchRoads);

describe('the country pairs’ detours (spec §9)', () => {
  it('reads a pair in either order', () => {
    expect(detour('FR', 'IT', 400)).toBe(detour('IT', 'FR', 400));
  });

  it('makes the Alps and the Pyrenees cost more than the plains', () => {
    expect(detour('FR', 'IT', 400)).toBeGreaterThan(1.25);
    expect(detour('FR', 'CH', 400)).toBeGreaterThan(1.25);
    expect(detour('FR', 'IT', 400)).toBeGreaterThan(detour('FR', 'DE', 400));
    expect(detour('FR', 'ES', 400)).toBeGreaterThan(detour('FR', 'BE', 400));
    expect(detour('FR', 'BE', 300)).toBeLessThan(1.2);
  });

  it('leaves a short trip and an unlisted pair to the roads of that length', () => {
    expect(detour('FR', 'IT', 40)).toBe(1.33);
    expect(detour('FR', 'IT', 80)).toBe(1.22);
    expect(detour('PT', 'FI', 2500)).toBe(1.22);
  });

  it('lists roads whose length is plausible: longer than the straight line, by less than two thirds', () => {
    for (const road of REFERENCE_ROADS) {
      const ratio = road.roadKm / greatCircleKm(road.from, road.to);
      expect(ratio, `${road.from.name} → ${road.to.name}`).toBeGreaterThan(1.05);
      expect(ratio, `${road.from.name} → ${road.to.name}`).toBeLessThan(1.67);
    }
  });

  it('takes Lyon → Milano (440 km by the Fréjus tunnel) as the road, not 1.3 × the straight line', () => {
    const lyon = { lat: 45.764, lon: 4.8357 };
    const milano = { lat: 45.4642, lon: 9.19 };
    const straight = greatCircleKm(lyon, milano);
    expect(straight * detour('FR', 'IT', straight)).toBeGreaterThan(430);
  });
});
