import type { CountryCode } from './countries.ts';
import { placeWithoutCountryCode } from './place-with-country.ts';
import { searchKey } from './search-key.ts';

/** One end of the route as a person writes it: the street and number, then the place. */
export interface AddressLine {
  /** "12 rue Garibaldi", kept as typed; null when only a place was given */
  street: string | null;
  /** what names the place: "69003 Lyon", "Stuttgart", "1000 Bruxelles" */
  place: string;
}

/** The longest a street line may be (the form's field and the API alike). */
export const STREET_MAX_LENGTH = 200;

// Postal codes of the form's countries as typed: 4 or 5 digits, sometimes with a country
// prefix (D-70173, F-75001) or a space (PL 00-950, SE 111 22).
export const POSTAL_CODE = /(?:^|[\s,])(?:[A-Z]{1,2}-)?(\d{2}[\s-]?\d{2,3})(?=$|[\s,])/g;

/**
 * Splits a typed line into its street and its place: "12 rue Garibaldi, 69003 Lyon",
 * "Königstraße 1, 70173 Stuttgart", "12 rue Garibaldi 69003 Lyon". A line without a postal
 * code or a comma is a place alone here; `streetBeforeTown` reads it once the town is known.
 */
export function splitAddressLine(line: string, country: CountryCode): AddressLine {
  const text = line
    .trim()
    .replace(new RegExp(`,?\\s*\\b${country}\\s*$`), '')
    .trim();
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length >= 2) return { street: parts.slice(0, -1).join(', '), place: parts.at(-1)! };
  const postalCode = [...text.matchAll(POSTAL_CODE)][0];
  if (postalCode && /\p{Letter}/u.test(text.slice(0, postalCode.index))) {
    return { street: text.slice(0, postalCode.index).trim(), place: text.slice(postalCode.index).trim() };
  }
  return { street: null, place: text };
}

/** "12 rue Garibaldi Lyon" once Lyon is known to be the town: the street is what comes before. */
export function streetBeforeTown(place: string, town: string): AddressLine {
  const words = place.split(/\s+/);
  const wanted = searchKey(town);
  for (let count = 1; count <= Math.min(4, words.length - 1); count++) {
    // A postal code before the town ("1000 Bruxelles") is no street.
    if (searchKey(words.slice(-count).join(' ')) === wanted && /\p{Letter}/u.test(words.slice(0, -count).join(' '))) {
      return { street: words.slice(0, -count).join(' '), place: words.slice(-count).join(' ') };
    }
  }
  return { street: null, place };
}

/** The address as a driver reads it: "12 rue Garibaldi, 69003 Lyon", or the place alone. */
export function withStreet(street: string | null | undefined, place: string): string {
  return street?.trim() ? `${street.trim()}, ${place}` : place;
}

/** One end as people read it, without the country code a suggestion carries: "12 rue Garibaldi, 69003 Lyon". */
export function endAddress(street: string | null | undefined, location: string, country: string): string {
  return withStreet(street, placeWithoutCountryCode(location, country));
}

/** The typed postal code of a place line ("28001 Madrid" → "28001"), spaces and dashes removed. */
export function typedPostalCode(place: string): string | null {
  const match = [...place.matchAll(POSTAL_CODE)][0];
  return match ? match[1]!.replace(/[\s-]/g, '') : null;
}

/** Whether a street was given at either end: the route then runs between the towns' points, not from the street. */
export function streetGivenAtAnEnd(ends: { departureStreet?: string | null; arrivalStreet?: string | null }): boolean {
  return Boolean(ends.departureStreet || ends.arrivalStreet);
}
