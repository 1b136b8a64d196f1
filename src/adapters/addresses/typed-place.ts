import { POSTAL_CODE } from '../../domain/shipment/address-line.ts';
import type { TypedPlace } from '../../ports/address-search.ts';
import { searchKey } from '../../domain/shipment/search-key.ts';

export interface PlaceClues {
  /** postal codes to try, best first */
  postalCodes: string[];
  /** place names to try (search keys), best first */
  names: string[];
}

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
    .filter((part) => part !== '');
  for (const part of parts.reverse()) {
    if (!/^\d/.test(part)) names.add(part);
    // "12 rue garibaldi lyon": after a house number, the town is among the last words. Only
    // then: "Zzyzxville-sur-Mer" is not a street in Mer.
    if (!/\d/.test(part)) continue;
    const partWords = part.split(' ');
    for (let count = Math.min(4, partWords.length - 1); count >= 1; count--) {
      const tail = partWords.slice(-count).join(' ');
      // A street stands before the town: "12 rue" is no street in the town of Rue.
      const street = partWords.slice(0, -count).join(' ');
      if (!/^\d/.test(tail) && /\p{Letter}/u.test(street)) names.add(tail);
    }
  }
  return { postalCodes: [...postalCodes], names: [...names] };
}
