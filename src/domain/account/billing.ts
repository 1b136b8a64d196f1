import { type CountryCode, isFormCountry } from '../shipment/countries.ts';
import type { FieldError } from '../shipment/validate-shipment.ts';
import { normalizeVatNumber, vatNumberCountry } from '../tax/vat-number.ts';

// Issue 53: where a business account's invoices go and whom they name. From September 2026 a
// French business buyer's SIREN and its address are mandatory mentions of the invoice.

/** When the account's transports are invoiced: each at its delivery, or together once a month. */
export const INVOICING_RHYTHMS = ['delivery', 'monthly'] as const;
export type InvoicingRhythm = (typeof INVOICING_RHYTHMS)[number];

export interface BillingDetails {
  /** the billing address: the invoices' emails go there */
  email: string;
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  /** a French business's company number, 9 figures; null for a company established elsewhere */
  siren: string | null;
  /**
   * its EU VAT number (normalized, e.g. DE123456789), or null: every quote the company makes by its
   * key or a signed-in person bears the VAT case of this buyer unless it names another
   */
  vatNumber: string | null;
  invoicing: InvoicingRhythm;
}

export type BillingErrorKey = 'required' | 'tooLong' | 'invalid' | 'emailInvalid' | 'sirenInvalid' | 'vatNumberInvalid';

const LIMITS = { email: 254, street: 200, postalCode: 16, city: 100 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A SIREN: nine figures whose Luhn sum is a multiple of ten (INSEE's key). */
export function isSiren(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const sum = [...value].reverse().reduce((total, figure, index) => {
    const doubled = Number(figure) * (index % 2 === 1 ? 2 : 1);
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/**
 * The SIREN inside a French VAT number (FR, a two-figure key, the SIREN) when the key is the
 * SIREN's, (12 + 3 × (SIREN mod 97)) mod 97; null for any other number.
 */
export function sirenOfVatNumber(vatNumber: string | null | undefined): string | null {
  const [, key, siren] = /^FR(\d{2})(\d{9})$/.exec((vatNumber ?? '').replace(/\s/g, '').toUpperCase()) ?? [];
  if (!key || !siren || !isSiren(siren)) return null;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97 ? siren : null;
}

/** The billing form's values, trimmed, and each field at fault; a French company must give its SIREN. */
export function readBilling(input: Record<string, unknown>): { billing: BillingDetails; errors: FieldError<BillingErrorKey>[] } {
  const text = (name: string) => (typeof input[name] === 'string' ? input[name] : '').replace(/\0/g, '').trim();
  const country = text('country').toUpperCase();
  const siren = text('siren').replace(/\s/g, '');
  const vatNumber = normalizeVatNumber(text('vatNumber'));
  const billing: BillingDetails = {
    email: text('email').toLowerCase(),
    street: text('street'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: isFormCountry(country) ? country : 'FR',
    siren: siren || null,
    vatNumber: vatNumber || null,
    invoicing: text('invoicing') === 'monthly' ? 'monthly' : 'delivery',
  };
  const errors: FieldError<BillingErrorKey>[] = [];
  for (const [field, max] of Object.entries(LIMITS) as Array<[keyof typeof LIMITS, number]>) {
    if (billing[field] === '') errors.push({ field, key: 'required' });
    else if (billing[field].length > max) errors.push({ field, key: 'tooLong', values: { max } });
  }
  if (billing.email && billing.email.length <= LIMITS.email && !EMAIL.test(billing.email))
    errors.push({ field: 'email', key: 'emailInvalid' });
  if (!isFormCountry(country)) errors.push({ field: 'country', key: 'invalid' });
  if (billing.country === 'FR' && !siren) errors.push({ field: 'siren', key: 'required' });
  else if (siren && !isSiren(siren)) errors.push({ field: 'siren', key: 'sirenInvalid' });
  if (vatNumber && !vatNumberCountry(vatNumber)) errors.push({ field: 'vatNumber', key: 'vatNumberInvalid' });
  return { billing, errors };
}
