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

  it('keeps the answers of recent searches, and forgets the least recently used beyond 20,000', () => {
    const first = index.byName('DE', 'mun');
    expect(index.byName('DE', 'mun')).toBe(first);
    expect(index.byPostalCode('DE', '803')).toBe(index.byPostalCode('DE', '803'));
    for (let n = 0; n < 20_000; n++) index.byName('DE', `x${n}`);
    expect(index.byName('DE', 'mun')).not.toBe(first);
    expect(index.byName('DE', 'mun')).toEqual(first);
  });

  it('names the largest place of a name, in its own name with a postal code', () => {
    expect(index.named('DE', 'munchen')).toMatchObject({ place_key: 'munich', postal_code: '80331' });
    expect(index.named('DE', 'munch')).toBeUndefined();
  });
});

/** The ranking as first written (a full sort with localeCompare): the index must answer the same. */
function reference(rows: PlaceRow[], country: string, key: string, by: 'name' | 'code'): PlaceRow[] {
  const rank = (row: PlaceRow) => [row.place_name_search === key ? 0 : 1, row.postal_code === '' ? 1 : 0, row.is_alias ? 1 : 0];
  const better = (a: PlaceRow, b: PlaceRow) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! < rb[i]! ? a : b;
    return a.postal_code <= b.postal_code ? a : b;
  };
  const inCountry = rows.filter((row) => row.country_code === country);
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  if (by === 'code') {
    return inCountry
      .filter((row) => row.postal_code && row.postal_code.startsWith(key))
      .sort((a, b) => text(a.postal_code, b.postal_code) || b.population - a.population)
      .sort(
        (a, b) =>
          Number(b.postal_code === key) - Number(a.postal_code === key) ||
          b.population - a.population ||
          text(a.postal_code, b.postal_code) ||
          a.place_name.localeCompare(b.place_name),
      )
      .slice(0, 10);
  }
  const places = new Map<string, PlaceRow>();
  for (const row of inCountry
    .filter((row) => row.place_name_search.startsWith(key))
    .sort((a, b) => text(a.place_name_search, b.place_name_search))) {
    const kept = places.get(row.place_key);
    places.set(row.place_key, kept ? better(kept, row) : row);
  }
  return [...places.values()]
    .sort(
      (a, b) =>
        Number(b.place_name_search === key) - Number(a.place_name_search === key) ||
        b.population - a.population ||
        a.place_name.localeCompare(b.place_name) ||
        text(a.postal_code, b.postal_code),
    )
    .slice(0, 10);
}

describe('GazetteerIndex against the plain ranking', () => {
  // Many ties: few populations, names that differ only by accents, case or hyphens.
  const names = [
    'Saint-Étienne',
    'Saint-Etienne',
    'saint étienne',
    'Sainte-Anne',
    'Saint-Amand',
    'Saint-Cyr',
    'Sâles',
    'Salon',
    'Sallanches',
  ];
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const rows: PlaceRow[] = Array.from({ length: 1500 }, (_, i) => {
    const name = names[random(names.length)]!;
    return {
      id: i + 1,
      place_key: `p${random(400)}`,
      postal_code: random(5) === 0 ? '' : `${42000 + random(60) * 10}`,
      place_name: name,
      place_name_search: name
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' '),
      country_code: random(4) === 0 ? 'BE' : 'FR',
      latitude: 45,
      longitude: 4,
      population: [0, 1_000, 5_000][random(3)]!,
      is_alias: random(6) === 0,
    };
  });
  const index = new GazetteerIndex(rows);

  it('ranks names and postal codes as a full sort with localeCompare would', () => {
    for (const key of ['s', 'sa', 'sai', 'saint', 'saint e', 'saint etienne', 'sal', 'salon', 'x']) {
      expect(index.byName('FR', key)).toEqual(reference(rows, 'FR', key, 'name'));
      expect(index.byName('BE', key)).toEqual(reference(rows, 'BE', key, 'name'));
    }
    for (const code of ['4', '42', '420', '4205', '42050', '9']) {
      expect(index.byPostalCode('FR', code)).toEqual(reference(rows, 'FR', code, 'code'));
    }
  });
});
