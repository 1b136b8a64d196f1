import type { CountryCode } from '../shipment/countries.ts';

// The shape of a VAT identification number, as the European Commission's VIES lists it per
// Member State (its two-letter prefix, then the national part). The shape is checked at once;
// whether the number is registered is VIES's to say (the VatNumberRegistry port).

const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** An EU VAT number as written for VIES: upper case, no spaces, dots or dashes ("fr 40 303 265 045" → "FR40303265045"). */
export function normalizeVatNumber(typed: string): string {
  return typed.toUpperCase().replace(/[\s.-]/g, '');
}

/** The Member State of a well-formed EU VAT number (Greece writes EL), or undefined when its shape is not one VIES knows. */
export function vatNumberCountry(typed: string): CountryCode | undefined {
  const number = normalizeVatNumber(typed);
  const prefix = number.slice(0, 2);
  const format = FORMATS[prefix];
  if (!format || !format.test(number.slice(2))) return undefined;
  return (prefix === 'EL' ? 'GR' : prefix) as CountryCode;
}
