import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { searchKey } from '../../../../domain/shipment/search-key.ts';
import type { GazetteerRow, Point } from './gazetteer-row.ts';
import type { GeoNamesCity } from './geonames-cities.ts';

const require = createRequire(import.meta.url);

interface Commune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  population?: number;
  codesPostaux?: string[];
}

/**
 * Every French commune with each of its postal codes (Etalab), placed at the GeoNames city of
 * the same name in its département, else at the centre of the département's known cities
 * (good enough for a road-distance estimate).
 */
export async function frenchCommuneRows(cities: readonly GeoNamesCity[]): Promise<GazetteerRow[]> {
  const path = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const communes = JSON.parse(await readFile(path, 'utf8')) as Commune[];

  const byName = new Map<string, Point>();
  const departments = new Map<string, { lat: number; lon: number; count: number }>();
  for (const city of cities) {
    if (city.country !== 'FR') continue;
    byName.set(`${city.admin2}|${searchKey(city.name)}`, { lat: city.lat, lon: city.lon });
    const centre = departments.get(city.admin2) ?? { lat: 0, lon: 0, count: 0 };
    departments.set(city.admin2, { lat: centre.lat + city.lat, lon: centre.lon + city.lon, count: centre.count + 1 });
  }

  const rows: GazetteerRow[] = [];
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle' || !commune.departement || !commune.codesPostaux?.length) continue;
    const key = searchKey(commune.nom);
    const centre = departments.get(commune.departement);
    const point =
      byName.get(`${commune.departement}|${key}`) ??
      (centre ? { lat: centre.lat / centre.count, lon: centre.lon / centre.count } : undefined);
    if (!point) continue;
    for (const postalCode of new Set(commune.codesPostaux)) {
      rows.push({
        place_key: `fr-commune:${commune.code}`,
        postal_code: postalCode,
        place_name: commune.nom,
        place_name_search: key,
        country_code: 'FR',
        latitude: point.lat,
        longitude: point.lon,
        population: commune.population ?? 0,
        is_alias: false,
      });
    }
  }
  return rows;
}
