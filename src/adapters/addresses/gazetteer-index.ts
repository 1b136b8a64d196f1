import type { AddressSuggestion } from '../../ports/address-search.ts';

/** One row of table zip_code: a name (or postal code) under which a place can be found. */
export interface PlaceRow {
  id: number;
  /** the place this row names; several rows (postal codes, names in other languages) share it */
  place_key: string;
  postal_code: string;
  place_name: string;
  place_name_search: string;
  country_code: string;
  latitude: number;
  longitude: number;
  population: number;
  /** a name of the place in another language (Munich for München), shown only when it is the one typed */
  is_alias: boolean;
}

/** Spec §9: 10 local results. */
export const LOCAL_RESULTS = 10;

/** Searches whose answers are kept (ten rows each): every prefix of a few thousand place names. */
const REMEMBERED_ANSWERS = 20_000;

interface CountryIndex {
  byName: PlaceRow[];
  byPostalCode: PlaceRow[];
}

/** The first position whose key is not below `prefix` (binary search on a sorted list). */
function lowerBound(rows: readonly PlaceRow[], key: (row: PlaceRow) => string, prefix: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(rows[middle]!) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function* startingWith(rows: readonly PlaceRow[], key: (row: PlaceRow) => string, prefix: string): Generator<PlaceRow> {
  for (let index = lowerBound(rows, key, prefix); index < rows.length; index++) {
    const row = rows[index]!;
    if (!key(row).startsWith(prefix)) return;
    yield row;
  }
}

const byNameKey = (row: PlaceRow) => row.place_name_search;
const byCodeKey = (row: PlaceRow) => row.postal_code;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
// What `localeCompare` says, without building its collator on every call.
const compareNames = new Intl.Collator().compare;

/** Within one place, the row to show: the name typed in full, one with a postal code, its own name, the first code. */
function betterRow(a: PlaceRow, b: PlaceRow, key: string): PlaceRow {
  const typed = Number(b.place_name_search === key) - Number(a.place_name_search === key);
  if (typed !== 0) return typed > 0 ? b : a;
  const coded = Number(a.postal_code === '') - Number(b.postal_code === '');
  if (coded !== 0) return coded > 0 ? b : a;
  const own = Number(a.is_alias) - Number(b.is_alias);
  if (own !== 0) return own > 0 ? b : a;
  return a.postal_code <= b.postal_code ? a : b;
}

/**
 * The first `count` items in the order of `compare`, without sorting them all: a common prefix
 * ("sai" in France) matches thousands of places, of which ten are shown.
 */
function firstInOrder<T>(items: Iterable<T>, count: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]!) >= 0) continue;
    let at = kept.length === count ? count - 1 : kept.length;
    while (at > 0 && compare(item, kept[at - 1]!) < 0) {
      kept[at] = kept[at - 1]!;
      at--;
    }
    kept[at] = item;
    if (kept.length > count) kept.length = count;
  }
  return kept;
}

/**
 * The gazetteer in memory (suggestions answered without a query): per country, the
 * rows sorted by search name and by postal code, searched by prefix with the ranking of
 * docs/gazetteer.md. Reference data: built from the table, rebuilt when it is reloaded.
 */
export class GazetteerIndex {
  private readonly countries = new Map<string, CountryIndex>();
  /** Answers of recent searches: visitors type the same first letters ("sai", "mon"), which match thousands of rows. */
  private readonly answers = new Map<string, PlaceRow[]>();
  /** rows kept: read on every search (an empty index is looked at again), so counted once */
  readonly size: number;

  constructor(rows: readonly PlaceRow[]) {
    this.size = rows.length;
    for (const row of rows) {
      let country = this.countries.get(row.country_code);
      if (!country) this.countries.set(row.country_code, (country = { byName: [], byPostalCode: [] }));
      country.byName.push(row);
      if (row.postal_code) country.byPostalCode.push(row);
    }
    for (const country of this.countries.values()) {
      country.byName.sort((a, b) => compareText(a.place_name_search, b.place_name_search));
      country.byPostalCode.sort((a, b) => compareText(a.postal_code, b.postal_code) || b.population - a.population);
    }
  }

  /** Places whose name (in any language kept) starts with `key`: each place once, exact names first, then the larger. */
  byName(country: string, key: string): readonly PlaceRow[] {
    return this.remembered(`n:${country}:${key}`, () => this.rankByName(country, key));
  }

  /** Places whose postal code starts with `code`: the code typed in full first, then the larger. */
  byPostalCode(country: string, code: string): readonly PlaceRow[] {
    return this.remembered(`c:${country}:${code}`, () => this.rankByPostalCode(country, code));
  }

  private remembered(key: string, rank: () => PlaceRow[]): readonly PlaceRow[] {
    let answer = this.answers.get(key);
    if (answer) {
      // Most recently used last: the first key is the one to forget.
      this.answers.delete(key);
    } else {
      answer = rank();
      if (this.answers.size >= REMEMBERED_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    }
    this.answers.set(key, answer);
    return answer;
  }

  private rankByName(country: string, key: string): PlaceRow[] {
    const rows = this.countries.get(country)?.byName ?? [];
    const places = new Map<string, PlaceRow>();
    for (const row of startingWith(rows, byNameKey, key)) {
      const kept = places.get(row.place_key);
      places.set(row.place_key, kept ? betterRow(kept, row, key) : row);
    }
    return firstInOrder(
      places.values(),
      LOCAL_RESULTS,
      (a, b) =>
        Number(b.place_name_search === key) - Number(a.place_name_search === key) ||
        b.population - a.population ||
        compareNames(a.place_name, b.place_name) ||
        compareText(a.postal_code, b.postal_code),
    );
  }

  private rankByPostalCode(country: string, code: string): PlaceRow[] {
    const rows = this.countries.get(country)?.byPostalCode ?? [];
    return firstInOrder(
      startingWith(rows, byCodeKey, code),
      LOCAL_RESULTS,
      (a, b) =>
        Number(b.postal_code === code) - Number(a.postal_code === code) ||
        b.population - a.population ||
        compareText(a.postal_code, b.postal_code) ||
        compareNames(a.place_name, b.place_name),
    );
  }

  /** Every row with exactly this postal code, the larger place first. */
  withPostalCode(country: string, code: string): PlaceRow[] {
    const rows = this.countries.get(country)?.byPostalCode ?? [];
    return [...startingWith(rows, byCodeKey, code)].filter((row) => row.postal_code === code).sort((a, b) => b.population - a.population);
  }

  /** The largest place with exactly this name, preferring a row with a postal code, in its own name. */
  named(country: string, key: string): PlaceRow | undefined {
    const rows = this.countries.get(country)?.byName ?? [];
    let best: PlaceRow | undefined;
    for (const row of startingWith(rows, byNameKey, key)) {
      if (row.place_name_search !== key) break;
      if (!best || row.population > best.population || (row.population === best.population && betterRow(best, row, key) === row))
        best = row;
    }
    return best;
  }
}

export function suggestionOf(row: PlaceRow): AddressSuggestion {
  const zip = row.postal_code || null;
  return {
    id: `zip-${row.id}`,
    description: [zip, row.place_name].filter(Boolean).join(' ') + `, ${row.country_code}`,
    origin: 'local',
    address: { street: null, city: row.place_name, zip_code: zip, country: row.country_code, lat: row.latitude, lon: row.longitude },
  };
}
