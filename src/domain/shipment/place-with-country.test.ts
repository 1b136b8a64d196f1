import { describe, expect, it } from 'vitest';
import { placeWithCountry } from './place-with-country.ts';

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
