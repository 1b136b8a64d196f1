import { describe, expect, it } from 'vitest';
import { type EmissionFactors, offerEmissions } from './offer-emissions.ts';

// The factors of ../shared/co2e-factors.md, written here so the rule is tested apart from the fixture.
const factors: EmissionFactors = {
  kgCo2ePerLitre: 3.17,
  dedicated: [
    { row: 'VUL 3,5 t', litresPerKm: 0.16, vehicleClasses: ['BREAK', 'FRG1'], upperBoundFor: ['BREAK'] },
    { row: 'Articulé 40 t', litresPerKm: 0.342, vehicleClasses: ['SEMI'] },
  ],
  shared: { row: 'Messagerie', litresPerKm: 0.342, unitsCarriedTonnes: 6 },
};
const parisLyon = { departureCountry: 'FR', arrivalCountry: 'FR', distanceKm: 460, weightKg: 800 } as const;

describe('an offer’s greenhouse gases (../shared/co2e-factors.md §4)', () => {
  it('burns a dedicated vehicle’s litres over the road distance, well-to-wheel', () => {
    expect(offerEmissions({ ...parisLyon, variant: 'priority', vehicleClass: 'FRG1' }, factors)).toEqual({
      kg: 233.3,
      basis: 'dedicated',
      distanceKm: 460,
      owedByLaw: true,
    });
    expect(offerEmissions({ ...parisLyon, variant: 'standard', vehicleClass: 'SEMI' }, factors)?.kg).toBe(498.7);
  });

  it('gives the shared Eco offer its share by the goods’ tonnes, whatever the vehicle asked for', () => {
    expect(offerEmissions({ ...parisLyon, variant: 'economy', vehicleClass: 'FRG1' }, factors)).toMatchObject({
      kg: 66.5,
      basis: 'shared',
    });
    expect(offerEmissions({ ...parisLyon, variant: 'economy', vehicleClass: 'unknown' }, factors)?.kg).toBe(66.5);
  });

  it('never gives a share more than the smallest vehicle carrying the goods alone would emit', () => {
    // 33 pallets of 500 kg: 16.5 t by the share is 3.3 times a whole articulated lorry's loaded journey.
    const heavy = { ...parisLyon, weightKg: 16_500, variant: 'economy' as const, vehicleClass: 'SEMI' };
    expect(offerEmissions({ ...heavy, smallestCarrierClass: 'SEMI' }, factors)).toMatchObject({
      kg: 498.7,
      basis: 'shared',
      cappedAtDedicated: true,
    });
    expect(offerEmissions(heavy, factors)?.kg).toBe(1371.4);
    // A light share stays a share.
    expect(
      offerEmissions({ ...parisLyon, variant: 'economy', vehicleClass: 'FRG1', smallestCarrierClass: 'FRG1' }, factors),
    ).not.toHaveProperty('cappedAtDedicated');
  });

  it('says when the van stands for an estate car, and leaves a sea crossing out, saying so', () => {
    expect(offerEmissions({ ...parisLyon, variant: 'priority', vehicleClass: 'BREAK' }, factors)).toMatchObject({
      kg: 233.3,
      upperBound: true,
    });
    const london = offerEmissions(
      { ...parisLyon, arrivalCountry: 'GB', distanceKm: 470, variant: 'priority', vehicleClass: 'FRG1', crossings: ['channel'] },
      factors,
    );
    expect(london).toMatchObject({ crossingsLeftOut: ['channel'], owedByLaw: false, distanceKm: 470 });
  });

  it('says when the distance is the routing fallback’s estimate', () => {
    expect(offerEmissions({ ...parisLyon, distanceEstimated: true, variant: 'priority', vehicleClass: 'FRG1' }, factors)).toMatchObject({
      kg: 233.3,
      distanceEstimated: true,
    });
    expect(
      offerEmissions({ ...parisLyon, distanceEstimated: false, variant: 'priority', vehicleClass: 'FRG1' }, factors),
    ).not.toHaveProperty('distanceEstimated');
  });

  it('owes the figure by law only from France to France', () => {
    expect(offerEmissions({ ...parisLyon, arrivalCountry: 'DE', variant: 'priority', vehicleClass: 'FRG1' }, factors)?.owedByLaw).toBe(
      false,
    );
  });

  it('makes up nothing: no distance, an unknown class or no weight give no figure', () => {
    expect(offerEmissions({ ...parisLyon, distanceKm: null, variant: 'priority', vehicleClass: 'FRG1' }, factors)).toBeUndefined();
    expect(offerEmissions({ ...parisLyon, distanceKm: 0, variant: 'economy', vehicleClass: 'FRG1' }, factors)).toBeUndefined();
    expect(offerEmissions({ ...parisLyon, variant: 'priority', vehicleClass: 'unknown' }, factors)).toBeUndefined();
    expect(offerEmissions({ ...parisLyon, variant: 'standard', vehicleClass: null }, factors)).toBeUndefined();
    expect(offerEmissions({ ...parisLyon, weightKg: 0, variant: 'economy', vehicleClass: 'FRG1' }, factors)).toBeUndefined();
  });
});
