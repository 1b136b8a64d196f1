import type { EntityManager } from '@mikro-orm/postgresql';
import { type CountryCode, FORM_COUNTRIES } from '../../domain/shipment/countries.ts';
import type { AddressSearch, AddressSuggestion, PlaceResolver, ResolvedPlace } from '../../ports/address-search.ts';
import { POSTAL_CODE, splitAddressLine, typedPostalCode } from '../../domain/shipment/address-line.ts';
import { GazetteerIndex, LOCAL_RESULTS, type PlaceRow, suggestionOf } from './gazetteer-index.ts';
import { searchKey } from '../../domain/shipment/search-key.ts';
import { placeClues } from './typed-place.ts';

/** Places of the same name proposed in other countries, the largest first. */
const ELSEWHERE_RESULTS = 3;

/** How often the table is looked at for a reload (staff may load their own reference data). */
const RELOAD_CHECK_MS = 5 * 60 * 1000;

/**
 * Spec §7 "SELECT zip_code", answered from memory: the table is read once into a
 * GazetteerIndex, and read again when its rows change. Ranked as a visitor expects: a postal-code
 * prefix when the input is numeric, otherwise a place-name prefix under any of the place's names
 * (case and accents ignored), in the chosen country (docs/gazetteer.md).
 */
export function localAddressSearch(
  root: EntityManager,
  { reloadCheckMs = RELOAD_CHECK_MS } = {},
): AddressSearch & PlaceResolver & { preload(): Promise<void> } {
  let index: Promise<{ index: GazetteerIndex; version: string }> | undefined;
  let checkedAt = 0;
  // An empty table (a server started before `make seed`) is looked at again every second.
  let empty = false;

  const version = async () => {
    const [row] = await root
      .getConnection()
      .execute<{ count: string; last: number | null }[]>('select count(*) as count, max(id) as last from zip_code');
    return `${row?.count}:${row?.last}`;
  };
  const load = async () => {
    const loaded = await version();
    const rows = await root
      .getConnection()
      .execute<PlaceRow[]>(
        'select id, place_key, postal_code, place_name, place_name_search, country_code, latitude, longitude, population, is_alias from zip_code',
      );
    return { index: new GazetteerIndex(rows), version: loaded };
  };
  const current = async (): Promise<GazetteerIndex> => {
    if (!index) {
      index = load();
      checkedAt = Date.now();
      index.catch(() => (index = undefined));
    } else if (Date.now() - checkedAt > (empty ? 1_000 : reloadCheckMs)) {
      checkedAt = Date.now();
      const kept = index;
      // In the background: this request is answered from the index in hand.
      void Promise.all([kept, version()]).then(
        ([{ version: had }, now]) => {
          if (had !== now && index === kept) index = load().catch(() => kept);
        },
        () => undefined,
      );
    }
    const { index: gazetteer } = await index;
    empty = gazetteer.size === 0;
    return gazetteer;
  };

  return {
    /** Reads the table now, so that the first visitor to search does not wait for it. */
    async preload() {
      await current();
    },

    async suggest(query, country) {
      const gazetteer = await current();
      // "12 rue Garibaldi, 69003 Lyon": the place is looked for, the street goes with each suggestion.
      const line = splitAddressLine(query, country);
      if (line.street !== null) {
        const postalCode = typedPostalCode(line.place);
        const town = searchKey(line.place.replace(POSTAL_CODE, ' '));
        const byCode = postalCode
          ? gazetteer
              .withPostalCode(country, postalCode)
              .sort((a, b) => Number(b.place_name_search === town) - Number(a.place_name_search === town))
          : [];
        if (byCode.length > 0) return byCode.slice(0, LOCAL_RESULTS).map((row) => suggested(row, line.street!, null));
        // Where the gazetteer has no postal codes (Spain, Italy…), the town, with the code as typed.
        return town === '' ? [] : gazetteer.byName(country, town).map((row) => suggested(row, line.street!, postalCode));
      }
      if (/^\d[\d\s-]*$/.test(query)) return gazetteer.byPostalCode(country, query.replace(/[\s-]/g, '')).map(suggestionOf);
      const key = searchKey(query);
      if (key === '') return [];
      const here = gazetteer.byName(country, key);
      if (here.length > 0) return here.map(suggestionOf);
      // Nothing of that name in the country chosen: "Munich" typed with France proposes Munich,
      // Germany (its country is in the suggestion, the form switches to it).
      return namedElsewhere(gazetteer, [key], country).slice(0, ELSEWHERE_RESULTS).map(suggestionOf);
    },

    /**
     * A typed address without coordinates: its postal code (the place of that name among the
     * code's places, else the largest), else the largest place under one of its names.
     */
    async resolve(place) {
      const gazetteer = await current();
      const clues = placeClues(place);
      for (const code of clues.postalCodes) {
        const rows = gazetteer.withPostalCode(place.country, code);
        const row = rows.find((candidate) => clues.names.includes(candidate.place_name_search)) ?? rows[0];
        if (row) return toPlace(row);
      }
      for (const name of clues.names) {
        const row = gazetteer.named(place.country, name);
        if (row) return toPlace(row);
      }
      // "Munich" sent with France: the place of that name elsewhere, the largest.
      const [elsewhere] = namedElsewhere(gazetteer, clues.names, place.country);
      return elsewhere ? toPlace(elsewhere) : null;
    },
  };
}

/** A place suggested for a typed line: its street, and the postal code typed where the place has none. */
function suggested(row: PlaceRow, street: string, typedCode: string | null): AddressSuggestion {
  const code = row.postal_code ? null : typedCode;
  const suggestion = suggestionOf(code ? { ...row, postal_code: code } : row);
  return { ...suggestion, address: { ...suggestion.address, street } };
}

/** The places bearing one of these names in the other countries, the largest first. */
function namedElsewhere(gazetteer: GazetteerIndex, names: readonly string[], country: CountryCode): PlaceRow[] {
  return names
    .flatMap((name) => FORM_COUNTRIES.filter((other) => other !== country).map((other) => gazetteer.named(other, name)))
    .filter((row) => row !== undefined)
    .sort((a, b) => b.population - a.population);
}

function toPlace(row: PlaceRow): ResolvedPlace {
  return {
    country: row.country_code as CountryCode,
    zipCode: row.postal_code || null,
    city: row.place_name,
    coordinates: { lat: row.latitude, lon: row.longitude },
  };
}
