import type { CountryCode } from '../shipment/countries.ts';
import { readBuyerAddress } from '../invoicing/buyer-address.ts';
import type { FieldError } from '../shipment/validate-shipment.ts';
import { normalizeVatNumber, vatNumberCountry } from '../tax/vat-number.ts';

// Where a business account's invoices go and whom they name. From September 2026 a
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

const EMAIL_MAX = 254;
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

/** A French company's VAT number from its SIREN: FR, the key (12 + 3 × (SIREN mod 97)) mod 97 on two figures, the SIREN. */
export function vatNumberOfSiren(siren: string): string {
  return `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
}

/** The billing form's values, trimmed, and each field at fault; a French company must give its SIREN. */
export function readBilling(input: Record<string, unknown>): { billing: BillingDetails; errors: FieldError<BillingErrorKey>[] } {
  const text = (name: string) => (typeof input[name] === 'string' ? input[name] : '').replace(/\0/g, '').trim();
  // The address is the one every invoice names: read as an agent's is (buyer-address.ts).
  const postal = readBuyerAddress(input);
  const siren = text('siren').replace(/\s/g, '');
  const vatNumber = normalizeVatNumber(text('vatNumber'));
  const billing: BillingDetails = {
    email: text('email').toLowerCase(),
    ...postal.address,
    siren: siren || null,
    vatNumber: vatNumber || null,
    invoicing: text('invoicing') === 'monthly' ? 'monthly' : 'delivery',
  };
  const errors: FieldError<BillingErrorKey>[] = [];
  if (billing.email === '') errors.push({ field: 'email', key: 'required' });
  else if (billing.email.length > EMAIL_MAX) errors.push({ field: 'email', key: 'tooLong', values: { max: EMAIL_MAX } });
  else if (!EMAIL.test(billing.email)) errors.push({ field: 'email', key: 'emailInvalid' });
  errors.push(...postal.errors);
  if (billing.country === 'FR' && !siren) errors.push({ field: 'siren', key: 'required' });
  else if (siren && !isSiren(siren)) errors.push({ field: 'siren', key: 'sirenInvalid' });
  if (vatNumber && !vatNumberCountry(vatNumber)) errors.push({ field: 'vatNumber', key: 'vatNumberInvalid' });
  return { billing, errors };
}
