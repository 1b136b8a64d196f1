import type { CountryCode } from '../domain/shipment/countries.ts';
import type { AddressSearch, AddressSuggestion } from '../ports/address-search.ts';
import type { Logger } from '../ports/logger.ts';
import { token } from '../ports/token.ts';

/** Spec §9: the search starts at 3 characters. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;

export type SearchAddresses = (query: string, country: CountryCode) => Promise<AddressSuggestion[]>;
export const SearchAddresses = token<SearchAddresses>('SearchAddresses');

/**
 * Spec §8 "Address failure: empty list" when the address source fails. An unreachable database
 * is not an empty result: it goes up as unavailable, so the visitor is told to retry.
 */
export function makeSearchAddresses(deps: {
  addresses: AddressSearch;
  logger: Logger;
  isOutage: (error: unknown) => boolean;
}): SearchAddresses {
  return async (query, country) => {
    const trimmed = query.trim();
    if (trimmed.length < ADDRESS_QUERY_MIN_LENGTH) return [];
    try {
      return await deps.addresses.suggest(trimmed, country);
    } catch (error) {
      if (deps.isOutage(error)) throw error;
      deps.logger.warn('address search failed', { country, error: String(error) });
      return [];
    }
  };
}
