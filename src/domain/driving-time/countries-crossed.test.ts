import { describe, expect, it } from 'vitest';
import { countriesAlong, countriesCrossed } from './countries-crossed.ts';

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

  it('along a course: the countries of each stretch, shared by their lengths', () => {
    // Switzerland a box the straight line goes through and the course goes round, north of it.
    const map = ({ lat, lon }: { lat: number; lon: number }) => (lat < 47.5 && lon > 6 ? 'CH' : lon < 7.3 ? 'FR' : 'DE');
    const lyon = { lat: 45.76, lon: 4.84 };
    const stuttgart = { lat: 48.78, lon: 9.18 };
    expect(countriesCrossed(lyon, stuttgart, map).map(({ country }) => country)).toEqual(['FR', 'CH', 'DE']);
    const round = countriesAlong([lyon, { lat: 47.9, lon: 4.9 }, { lat: 47.9, lon: 7.6 }, stuttgart], map);
    expect(round.map(({ country }) => country)).toEqual(['FR', 'DE']);
    // 238 + 179 km in France of 238 + 201 + 152 km.
    expect(round[0]!.share).toBeCloseTo(0.7, 1);
    expect(round.reduce((sum, { share }) => sum + share, 0)).toBeCloseTo(1, 10);
  });

  it('a course of one point, or two, reads as the straight line', () => {
    const map = ({ lon }: { lat: number; lon: number }) => (lon < 6 ? 'FR' : 'IT');
    expect(countriesAlong([{ lat: 45, lon: 4 }], map)).toEqual([{ country: 'FR', share: 1 }]);
    expect(
      countriesAlong(
        [
          { lat: 45, lon: 4 },
          { lat: 45, lon: 9 },
        ],
        map,
      ),
    ).toEqual(countriesCrossed({ lat: 45, lon: 4 }, { lat: 45, lon: 9 }, map));
  });
});
