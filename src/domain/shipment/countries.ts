// Spec §3 "Countries (34 in the form list)".
export const FORM_COUNTRIES = [
  'AD',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'US',
] as const;
export type CountryCode = (typeof FORM_COUNTRIES)[number];

export const DEFAULT_COUNTRY: CountryCode = 'FR';

export function isFormCountry(code: string): code is CountryCode {
  return (FORM_COUNTRIES as readonly string[]).includes(code);
}
