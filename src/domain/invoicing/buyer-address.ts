import { type CountryCode, isFormCountry } from '../shipment/countries.ts';
import type { FieldError } from '../shipment/validate-shipment.ts';

// French law (CGI, art. 242 nonies A) names the buyer's address among an invoice's mentions: an
// invoice is issued only once it is known, from the company's billing details or as an agent
// typed it on the transport's record.

/** The buyer's postal address an invoice names. */
export interface BuyerAddress {
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
}

export type BuyerAddressErrorKey = 'required' | 'tooLong' | 'invalid';

/** The longest each line may be. */
export const BUYER_ADDRESS_LIMITS = { street: 200, postalCode: 16, city: 100 } as const;

/** The record's form values, trimmed, and each field at fault. */
export function readBuyerAddress(input: Record<string, unknown>): { address: BuyerAddress; errors: FieldError<BuyerAddressErrorKey>[] } {
  const text = (name: string) => (typeof input[name] === 'string' ? input[name] : '').replace(/\0/g, '').trim();
  const country = text('country').toUpperCase();
  const address: BuyerAddress = {
    street: text('street'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: isFormCountry(country) ? country : 'FR',
  };
  const errors: FieldError<BuyerAddressErrorKey>[] = [];
  for (const [field, max] of Object.entries(BUYER_ADDRESS_LIMITS) as Array<[keyof typeof BUYER_ADDRESS_LIMITS, number]>) {
    if (address[field] === '') errors.push({ field, key: 'required' });
    else if (address[field].length > max) errors.push({ field, key: 'tooLong', values: { max } });
  }
  if (!isFormCountry(country)) errors.push({ field: 'country', key: 'invalid' });
  return { address, errors };
}
