import { type CountryCode, isFormCountry } from '../shipment/countries.ts';
import type { Coordinates } from '../shipment/shipment.ts';
import type { FieldError } from '../shipment/validate-shipment.ts';

// The company's addresses — where it picks up and delivers every week — kept so that a
// new quote starts from them, with what the driver needs on site.

/** What a person writes of an address (the form's fields and the book's columns). */
export interface AddressFields {
  /** how the company calls it: "Usine de Lyon", "Quai 3 Stuttgart" */
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  contactName: string;
  contactPhone: string;
  openingHours: string;
  driverNote: string;
}

export interface AddressBookEntry extends AddressFields {
  id: string;
  /** where the place lies, when a past transport located it; an edited place is located again when quoted */
  coordinates: Coordinates | null;
  updatedAt: Date;
}

export type AddressErrorKey = 'required' | 'tooLong' | 'invalid';

/** The longest each field may be: a street as the quote form allows it, short lines elsewhere. */
export const ADDRESS_LIMITS: Record<Exclude<keyof AddressFields, 'country'>, number> = {
  name: 100,
  street: 200,
  postalCode: 20,
  city: 100,
  contactName: 100,
  contactPhone: 40,
  openingHours: 200,
  driverNote: 500,
};

const REQUIRED = ['name', 'street', 'city'] as const;
const PHONE = /^[+()\d\s./-]*$/;

/** Reads the form's values (trimmed; no NUL reaches the database) and says what is wrong with them. */
export function readAddress(input: Record<string, unknown>): { address: AddressFields; errors: FieldError<AddressErrorKey>[] } {
  const text = (name: string) => (typeof input[name] === 'string' ? input[name] : '').replace(/\0/g, '').trim();
  const country = text('country').toUpperCase();
  const address: AddressFields = {
    name: text('name'),
    street: text('street'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: isFormCountry(country) ? country : 'FR',
    contactName: text('contactName'),
    contactPhone: text('contactPhone'),
    openingHours: text('openingHours'),
    driverNote: text('driverNote'),
  };
  const errors: FieldError<AddressErrorKey>[] = [];
  for (const [field, max] of Object.entries(ADDRESS_LIMITS) as Array<[keyof typeof ADDRESS_LIMITS, number]>) {
    if (REQUIRED.includes(field as (typeof REQUIRED)[number]) && address[field] === '') errors.push({ field, key: 'required' });
    else if (address[field].length > max) errors.push({ field, key: 'tooLong', values: { max } });
  }
  if (!isFormCountry(country)) errors.push({ field: 'country', key: 'invalid' });
  if (!errors.some((error) => error.field === 'contactPhone') && !PHONE.test(address.contactPhone)) {
    errors.push({ field: 'contactPhone', key: 'invalid' });
  }
  return { address, errors };
}

/** The place as the quote form names it: "69003 Lyon". */
export function placeOf(address: Pick<AddressFields, 'postalCode' | 'city'>): string {
  return [address.postalCode, address.city].filter(Boolean).join(' ');
}

/**
 * What the driver reads with the address on the quote, the agents' record and the documents: the
 * contact on site and their phone, the opening hours, the note — one per line, in the words the
 * company wrote them, so that it reads the same in every language.
 */
export function driverNoteOf(address: Pick<AddressFields, 'contactName' | 'contactPhone' | 'openingHours' | 'driverNote'>): string {
  return [[address.contactName, address.contactPhone].filter(Boolean).join(' · '), address.openingHours, address.driverNote]
    .filter(Boolean)
    .join('\n');
}
