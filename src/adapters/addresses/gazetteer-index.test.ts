import { describe, expect, it } from 'vitest';
import { GazetteerIndex, type PlaceRow } from './gazetteer-index.ts';

let id = 0;
const row = (place_key: string, place_name_search: string, postal_code: string, population: number, is_alias = false): PlaceRow => ({
  id: ++id,
  place_key,
  postal_code,
  place_name: place_name_search,
  place_name_search,
  country_code: 'DE',
  latitude: 48,
  longitude: 11,
  population,
  is_alias,
});

const index = new GazetteerIndex([
  row('munich', 'munich', '', 1_260_000),
  row('munich', 'munchen', '80331', 1_260_000),
  row('munich', 'munchen', '80333', 1_260_000),
  row('munich', 'monaco di baviera', '', 1_260_000, true),
  row('bernsdorf', 'munchenbernsdorf', '07589', 2_800),
  row('munster', 'munster', '48143', 270_000),
  row('stuttgart', 'stuttgart', '70173', 590_000),
]);

describe('GazetteerIndex', () => {
  it('lists each place once, under the name typed, with its first postal code; exact names first, then the larger', () => {
    expect(index.byName('DE', 'munchen').map((place) => [place.place_key, place.postal_code])).toEqual([
      ['munich', '80331'],
      ['bernsdorf', '07589'],
    ]);
    expect(index.byName('DE', 'mun').map((place) => place.place_key)).toEqual(['munich', 'munster', 'bernsdorf']);
    expect(index.byName('DE', 'monaco')[0]).toMatchObject({ place_key: 'munich', place_name_search: 'monaco di baviera' });
    expect(index.byName('FR', 'mun')).toEqual([]);
  });

  it('finds postal codes by prefix, the code typed in full first', () => {
    expect(index.byPostalCode('DE', '8033').map((place) => place.postal_code)).toEqual(['80331', '80333']);
    expect(index.byPostalCode('DE', '80333').map((place) => place.postal_code)).toEqual(['80333']);
    expect(index.withPostalCode('DE', '7017')).toEqual([]);
  });

  it('names the largest place of a name, in its own name with a postal code', () => {
    expect(index.named('DE', 'munchen')).toMatchObject({ place_key: 'munich', postal_code: '80331' });
    expect(index.named('DE', 'munch')).toBeUndefined();
  });
});
