import type { TypedPlace } from '../../ports/address-search.ts';
import { searchKey } from './search-key.ts';

export interface PlaceClues {
  /** postal codes to try, best first */
  postalCodes: string[];
  /** place names to try (search keys), best first */
  names: string[];
}

// Postal codes of the form's countries as typed: 4 or 5 digits, sometimes with a country
// prefix (D-70173, F-75001) or a space (PL 00-950, SE 111 22).
const POSTAL_CODE = /(?:^|[\s,])(?:[A-Z]{1,2}-)?(\d{2}[\s-]?\d{2,3})(?=$|[\s,])/g;

/**
 * Reads a typed address the way a person would: the postal and city fields when the form sent
 * them, else the postal code and the words around it in the text ("59100 Roubaix",
 * "12 rue de Lille, 59100 Roubaix, FR", "Roubaix").
 */
export function placeClues(place: TypedPlace): PlaceClues {
  const postalCodes = new Set<string>();
  const names = new Set<string>();
  if (place.zipCode?.trim()) postalCodes.add(place.zipCode.replace(/[\s-]/g, ''));
  if (place.city?.trim()) names.add(searchKey(place.city));

  const text = place.location.replace(new RegExp(`,?\\s*\\b${place.country}\\s*$`), '');
  for (const match of text.matchAll(POSTAL_CODE)) postalCodes.add(match[1]!.replace(/[\s-]/g, ''));
  const words = text.replace(POSTAL_CODE, ',');
  // The town usually comes last: "street, postal code town".
  const parts = words
    .split(',')
    .map(searchKey)
    .filter((part) => part !== '' && !/^\d/.test(part));
  for (const part of parts.reverse()) names.add(part);
  return { postalCodes: [...postalCodes], names: [...names] };
}
