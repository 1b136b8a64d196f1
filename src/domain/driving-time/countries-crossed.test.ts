import { describe, expect, it } from 'vitest';
import { countriesCrossed } from './countries-crossed.ts';

// A map of stripes of longitude: France west of 6°, Switzerland to 6.1°, Italy east of it.
const stripes = ({ lon }: { lat: number; lon: number }) => (lon < 6 ? 'FR' : lon < 6.1 ? 'CH' : 'IT');

describe('the countries a trip crosses', () => {
  it('in order, each with its share of the length', () => {
    const legs = countriesCrossed({ lat: 45, lon: 4 }, { lat: 45, lon: 9 }, ({ lon }) => (lon < 6 ? 'FR' : 'IT'));
    expect(legs.map(({ country }) => country)).toEqual(['FR', 'IT']);
    expect(legs[0]!.share).toBeCloseTo(0.4, 1);
    expect(legs.reduce((sum, { share }) => sum + share, 0)).toBeCloseTo(1, 10);
  });

  it('leaves out a country the line only touches, and joins what lies on either side of it', () => {
    expect(countriesCrossed({ lat: 45, lon: 4 }, { lat: 45, lon: 9 }, stripes).map(({ country }) => country)).toEqual(['FR', 'IT']);
  });

  it('says nothing where the map knows nothing', () => {
    expect(countriesCrossed({ lat: 45, lon: 4 }, { lat: 45, lon: 9 }, () => undefined)).toEqual([]);
  });
});
