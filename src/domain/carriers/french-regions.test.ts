import { describe, expect, it } from 'vitest';
import { FRENCH_REGIONS, frenchRegionOf } from './french-regions.ts';

describe('frenchRegionOf', () => {
  it('reads the département from the postal code', () => {
    expect(frenchRegionOf('69003 Lyon')).toBe('FR-ARA');
    expect(frenchRegionOf('75008 Paris')).toBe('FR-IDF');
    expect(frenchRegionOf('20000 Ajaccio')).toBe('FR-20R');
    expect(frenchRegionOf('Lille 59000')).toBe('FR-HDF');
  });

  it('knows no region without a postal code or outside metropolitan France', () => {
    expect(frenchRegionOf('Lyon')).toBeUndefined();
    expect(frenchRegionOf('97400 Saint-Denis')).toBeUndefined();
  });

  it('holds the thirteen regions', () => {
    expect(FRENCH_REGIONS).toHaveLength(13);
  });
});
