import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressSearch, AddressSuggestion } from '../../ports/address-search.ts';
import { escapeLike } from '../persistence/sql-like.ts';
import { searchKey } from './search-key.ts';

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


/**
 * Spec §7 "SELECT zip_code": a postal-code prefix when the input is numeric, otherwise a
 * place-name prefix (case and accents ignored), in the chosen country, by postal code, 10 rows.
 */
export function localAddressSearch(root: EntityManager): AddressSearch {
  return {
    async suggest(query, country) {
      const numeric = /^\d[\d\s-]*$/.test(query);
      const prefix = numeric ? query.replace(/[\s-]/g, '') : searchKey(query);
      if (prefix === '') return [];
      const column = numeric ? 'postal_code' : 'place_name_search';
      const rows = await root.getConnection().execute<ZipRow[]>(
        `select id, postal_code, place_name, country_code, latitude, longitude
           from zip_code
          where country_code = ? and ${column} like ? escape '\\'
          order by postal_code, place_name
          limit ${LOCAL_RESULTS}`,
        [country, `${escapeLike(prefix)}%`],
      );
      return rows.map(toSuggestion);
    },
  };
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
