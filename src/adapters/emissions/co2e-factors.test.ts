import { describe, expect, it } from 'vitest';
import { offerEmissions } from '../../domain/emissions/offer-emissions.ts';
import { loadEmissionFactors, readCo2eFactorsFile } from './co2e-factors.ts';

const factors = loadEmissionFactors();
const paris = { departureCountry: 'FR', arrivalCountry: 'FR', distanceKm: 460, weightKg: 800 } as const;

describe('the French default values as shipped in fixtures/co2e-factors.json', () => {
  it('give the worked examples of ../shared/co2e-factors.md §4, Paris → Lyon 460 km, to 0.1 kg', () => {
    expect(offerEmissions({ ...paris, variant: 'priority', vehicleClass: 'FRG1' }, factors)?.kg).toBe(233.3);
    expect(offerEmissions({ ...paris, variant: 'standard', vehicleClass: 'SEMI' }, factors)?.kg).toBe(498.7);
    expect(offerEmissions({ ...paris, variant: 'economy', vehicleClass: 'SEMI' }, factors)?.kg).toBe(66.5);
  });

  it('stay within 60 % of the UK government’s cross-check rows, so a typo in a factor fails', () => {
    const { crossCheck } = readCo2eFactorsFile();
    const pairs: Array<[string, string, number]> = [
      ['FRG1', 'Vans, Class III (1.74 to 3.5 tonnes)', 0.16 * 3.17],
      ['PL5', 'HGV rigid (>3.5 - 7.5 tonnes)', 0.22 * 3.17],
      ['PL9', 'HGV rigid (>7.5 tonnes-17 tonnes)', 0.24 * 3.17],
      ['SEMI', 'HGV articulated (>33t)', 0.342 * 3.17],
    ];
    for (const [vehicleClass, row, french] of pairs) {
      const uk = crossCheck.kgCo2ePerKm[row]!;
      expect(uk, row).toBeDefined();
      const perHundredKm = offerEmissions({ ...paris, variant: 'priority', vehicleClass, distanceKm: 100 }, factors)!.kg / 100;
      expect(perHundredKm, vehicleClass).toBeCloseTo(french, 3);
      expect(Math.abs(perHundredKm / uk - 1), `${vehicleClass} against ${row}`).toBeLessThan(0.6);
    }
  });

  it('stand a row for every vehicle class of the catalogue', async () => {
    const { vehicles } = (await import('../../../fixtures/vehicles.json', { with: { type: 'json' } })).default as {
      vehicles: Array<{ code: string }>;
    };
    const covered = factors.dedicated.flatMap((row) => row.vehicleClasses);
    expect(vehicles.map((vehicle) => vehicle.code).filter((code) => !covered.includes(code))).toEqual([]);
  });
});
