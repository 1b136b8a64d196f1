import { describe, expect, it } from 'vitest';
import { placeWithCountry, placeWithoutCountryCode } from './place-with-country.ts';

describe('a place with its country', () => {
  it('adds the country code once', () => {
    expect(placeWithCountry('Lyon', 'FR')).toBe('Lyon (FR)');
    expect(placeWithCountry('Paris, FR', 'FR')).toBe('Paris, FR');
    expect(placeWithCountry('12 rue Pierre Motte, 59100 Roubaix, FR', 'fr')).toBe('12 rue Pierre Motte, 59100 Roubaix, FR');
    expect(placeWithCountry('Stuttgart (DE)', 'DE')).toBe('Stuttgart (DE)');
  });

  it('does not mistake a word ending in the same letters for the code', () => {
    expect(placeWithCountry('Saint-Malo', 'LO')).toBe('Saint-Malo (LO)');
    expect(placeWithCountry('Dortmund', 'DE')).toBe('Dortmund (DE)');
    expect(placeWithCountry('Paris, FR', 'DE')).toBe('Paris, FR (DE)');
  });
});

describe('a place named with its country in words', () => {
  it('drops the code a suggestion ends with, and nothing else', () => {
    expect(placeWithoutCountryCode('69001 Lyon, FR', 'FR')).toBe('69001 Lyon');
    expect(placeWithoutCountryCode('Stuttgart (DE)', 'DE')).toBe('Stuttgart');
    expect(placeWithoutCountryCode('Frankfurt', 'FR')).toBe('Frankfurt');
    expect(placeWithoutCountryCode('12 rue de Fr, Lyon', 'FR')).toBe('12 rue de Fr, Lyon');
    expect(placeWithoutCountryCode('FR', 'FR')).toBe('FR');
  });
});
