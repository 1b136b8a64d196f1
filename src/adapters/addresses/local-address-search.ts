import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressSearch, AddressSuggestion, PlaceResolver, ResolvedPlace } from '../../ports/address-search.ts';
import { escapeLike } from '../persistence/sql-like.ts';
import { searchKey } from './search-key.ts';
import { placeClues } from './typed-place.ts';

/** Spec §9: 10 local results. */
export const LOCAL_RESULTS = 10;

interface ZipRow {
  id: number;
  postal_code: string;
  place_name: string;
  country_code: string;
  latitude: number;
  longitude: number;
}

const COLUMNS = 'id, postal_code, place_name, country_code, latitude, longitude';

// A place is listed once, under the name typed (exact before prefix), with a postal code when
// it has one, in its own name before another language's; then the exact matches first and the
// larger places before the smaller (Paris before Paris-l'Hôpital, München before Münchenbernsdorf).
const BY_NAME = `
  select ${COLUMNS} from (
    select distinct on (place_key) ${COLUMNS}, population, place_name_search = ? as exact
      from zip_code
     where country_code = ? and place_name_search like ? escape '\\'
     order by place_key, place_name_search = ? desc, postal_code = '', is_alias, postal_code
  ) as places
  order by exact desc, population desc, place_name, postal_code
  limit ${LOCAL_RESULTS}`;

// Spec §7: a postal-code prefix when the input is numeric; the code typed in full first.
const BY_POSTAL_CODE = `
  select ${COLUMNS} from zip_code
   where country_code = ? and postal_code like ? escape '\\'
   order by postal_code = ? desc, population desc, postal_code, place_name
   limit ${LOCAL_RESULTS}`;

/**
 * Spec §7 "SELECT zip_code", ranked as a visitor expects: a postal-code prefix when the input
 * is numeric, otherwise a place-name prefix under any of the place's names (case and accents
 * ignored), in the chosen country.
 */
export function localAddressSearch(root: EntityManager): AddressSearch & PlaceResolver {
  const execute = (sql: string, params: unknown[]) => root.getConnection().execute<ZipRow[]>(sql, params);
  return {
    async suggest(query, country) {
      const numeric = /^\d[\d\s-]*$/.test(query);
      if (numeric) {
        const code = query.replace(/[\s-]/g, '');
        return (await execute(BY_POSTAL_CODE, [country, `${escapeLike(code)}%`, code])).map(toSuggestion);
      }
      const key = searchKey(query);
      if (key === '') return [];
      return (await execute(BY_NAME, [key, country, `${escapeLike(key)}%`, key])).map(toSuggestion);
    },

    /**
     * A typed address without coordinates: its postal code (the place of that name among the
     * code's places, else the largest), else the largest place under one of its names.
     */
    async resolve(place) {
      const clues = placeClues(place);
      for (const code of clues.postalCodes) {
        const rows = await execute(
          `select ${COLUMNS} from zip_code where country_code = ? and postal_code = ? order by population desc, place_name`,
          [place.country, code],
        );
        const named = rows.find((row) => clues.names.includes(searchKey(row.place_name)));
        const row = named ?? rows[0];
        if (row) return toPlace(row);
      }
      for (const name of clues.names) {
        const [row] = await execute(
          `select ${COLUMNS} from zip_code where country_code = ? and place_name_search = ?
            order by population desc, postal_code = '', is_alias, postal_code limit 1`,
          [place.country, name],
        );
        if (row) return toPlace(row);
      }
      return null;
    },
  };
}

function toPlace(row: ZipRow): ResolvedPlace {
  return { zipCode: row.postal_code || null, city: row.place_name, coordinates: { lat: row.latitude, lon: row.longitude } };
}

function toSuggestion(row: ZipRow): AddressSuggestion {
  const zip = row.postal_code || null;
  return {
    id: `zip-${row.id}`,
    description: [zip, row.place_name].filter(Boolean).join(' ') + `, ${row.country_code}`,
    origin: 'local',
    address: { street: null, city: row.place_name, zip_code: zip, country: row.country_code, lat: row.latitude, lon: row.longitude },
  };
}
