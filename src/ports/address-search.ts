import type { CountryCode } from '../domain/shipment/countries.ts';

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

/** Address autocomplete (spec §7 "Address suggestions"). Throws on failure. */
export interface AddressSearch {
  suggest(query: string, country: CountryCode): Promise<AddressSuggestion[]>;
}
