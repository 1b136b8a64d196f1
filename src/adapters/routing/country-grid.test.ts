import { describe, expect, it } from 'vitest';
import { countriesAlong, countriesCrossed, frenchRegionsAlong } from '../../domain/driving-time/countries-crossed.ts';
import { loadCountryGrid, loadFrenchRegionGrid } from './country-grid.ts';

const countryAt = loadCountryGrid();
const LYON = { lat: 45.76, lon: 4.84 };
const VIENNA = { lat: 48.21, lon: 16.37 };

describe('the country grid (fixtures/country-grid.json)', () => {
  it('knows the countries of Europe’s cities, and nothing off the grid', () => {
    const cities: Array<[number, number, string]> = [
      [45.76, 4.84, 'FR'],
      [46.2, 6.14, 'CH'],
      [45.46, 9.19, 'IT'],
      [48.78, 9.18, 'DE'],
      [52.23, 21.01, 'PL'],
      [40.42, -3.7, 'ES'],
      [50.85, 4.35, 'BE'],
    ];
    expect(cities.map(([lat, lon]) => countryAt({ lat, lon }))).toEqual(cities.map(([, , country]) => country));
    expect(countryAt({ lat: 40.71, lon: -74 })).toBeUndefined();
  });

  it('crosses Switzerland from Lyon to Vienna as the crow flies, not by the road through Germany', () => {
    expect(countriesCrossed(LYON, VIENNA, countryAt).map(({ country }) => country)).toEqual(['FR', 'CH', 'AT']);
    // Besançon, Belfort, Mulhouse, Freiburg, Stuttgart, Munich: the A36, A5, A8 and A1.
    const byGermany = [
      LYON,
      { lat: 47.24, lon: 6.02 },
      { lat: 47.64, lon: 6.86 },
      { lat: 47.75, lon: 7.34 },
      { lat: 47.99, lon: 7.85 },
      { lat: 48.78, lon: 9.18 },
      { lat: 48.14, lon: 11.58 },
      VIENNA,
    ];
    expect(countriesAlong(byGermany, countryAt).map(({ country }) => country)).toEqual(['FR', 'DE', 'AT']);
  });
});

describe('the French region grid (fixtures/french-region-grid.json)', () => {
  const regionAt = loadFrenchRegionGrid();

  it('knows the regions of French towns, and none abroad', () => {
    const towns: Array<[number, number, string]> = [
      [45.76, 4.84, 'FR-ARA'],
      [45.57, 5.92, 'FR-ARA'],
      [48.86, 2.35, 'FR-IDF'],
      [47.32, 5.04, 'FR-BFC'],
      [43.3, 5.37, 'FR-PAC'],
      [50.63, 3.06, 'FR-HDF'],
      [44.84, -0.58, 'FR-NAQ'],
      [41.93, 8.74, 'FR-20R'],
    ];
    expect(towns.map(([lat, lon]) => regionAt({ lat, lon }))).toEqual(towns.map(([, , region]) => region));
    expect(regionAt({ lat: 46.2, lon: 6.14 })).toBeUndefined();
    expect(regionAt({ lat: 45.46, lon: 9.19 })).toBeUndefined();
  });

  it('reads the regions along a course: Paris to Chambéry crosses Burgundy into Auvergne-Rhône-Alpes; Paris to Lille does not', () => {
    const paris = { lat: 48.86, lon: 2.35 };
    expect(frenchRegionsAlong([paris, { lat: 47.32, lon: 5.04 }, { lat: 45.57, lon: 5.92 }], regionAt)).toEqual([
      'FR-IDF',
      'FR-BFC',
      'FR-ARA',
    ]);
    expect(frenchRegionsAlong([paris, { lat: 50.63, lon: 3.06 }], regionAt)).not.toContain('FR-ARA');
  });
});
