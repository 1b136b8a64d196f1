import type { CountryCode } from '../domain/shipment/countries.ts';
import type { Coordinates } from '../domain/shipment/shipment.ts';
import { token } from './token.ts';

/** Spec §3 "Suggestion". */
export interface AddressSuggestion {
  id: string;
  description: string;
  origin: string;
  address: {
    street: string | null;
    city: string;
    zip_code: string | null;
    country: string;
    lat: number;
    lon: number;
  };
}

/**
 * Address autocomplete (spec §7 "Address suggestions"): places of the chosen country; when it
 * has none, the places of that very name elsewhere, each with its own country. Throws on failure.
 */
export interface AddressSearch {
  suggest(query: string, country: CountryCode): Promise<AddressSuggestion[]>;
}
export const AddressSearch = token<AddressSearch>('AddressSearch');

/** What the visitor gave for one end of the route when no suggestion was chosen. */
export interface TypedPlace {
  location: string;
  zipCode?: string | null;
  city?: string | null;
  country: CountryCode;
}

export interface ResolvedPlace {
  /** where the place is: another country than the one chosen when only that one has it */
  country: CountryCode;
  zipCode: string | null;
  city: string;
  coordinates: Coordinates;
}

/**
 * Finds the place a typed address stands for in the chosen country, else a place of that very
 * name in another (its country says so), or null when nothing known matches. Throws on failure.
 */
export interface PlaceResolver {
  resolve(place: TypedPlace): Promise<ResolvedPlace | null>;
}
export const PlaceResolver = token<PlaceResolver>('PlaceResolver');
