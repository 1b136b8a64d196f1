import { describe, expect, it } from 'vitest';
import { countriesAlong, countriesCrossed } from '../../domain/driving-time/countries-crossed.ts';
import { loadCountryGrid } from './country-grid.ts';

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
