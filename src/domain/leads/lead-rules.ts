import type { CountryCode } from '../shipment/countries.ts';
import { vatNumberCountry } from '../tax/vat-number.ts';
import type { FieldError } from '../shipment/validate-shipment.ts';

// Spec §3 "Other stored records" and §5 "Other forms": the three lead forms.

/** The kinds of lead a visitor can send besides a quote: business account, demo, expert contact. */
export const LEAD_KINDS = ['account', 'demo', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Spec §9: demo languages. */
export const DEMO_LANGUAGES = ['Français', 'English', 'Deutsch', 'Español', 'Italiano', 'Nederlands'] as const;

/**
 * The account form's 22 countries (spec §3 says 22 without naming them): the European markets
 * served by road from France, and the United Kingdom and Switzerland. Stored by their French
 * name (spec §3 account_requests.pays), each with its ISO 3166 code.
 */
export const ACCOUNT_COUNTRY_CODES = {
  France: 'FR',
  Allemagne: 'DE',
  Autriche: 'AT',
  Belgique: 'BE',
  Danemark: 'DK',
  Espagne: 'ES',
  Finlande: 'FI',
  Hongrie: 'HU',
  Irlande: 'IE',
  Italie: 'IT',
  Luxembourg: 'LU',
  Norvège: 'NO',
  'Pays-Bas': 'NL',
  Pologne: 'PL',
  Portugal: 'PT',
  Roumanie: 'RO',
  'Royaume-Uni': 'GB',
  Slovaquie: 'SK',
  Slovénie: 'SI',
  Suède: 'SE',
  Suisse: 'CH',
  Tchéquie: 'CZ',
} as const satisfies Record<string, CountryCode>;
export type AccountCountry = keyof typeof ACCOUNT_COUNTRY_CODES;
export const ACCOUNT_COUNTRIES = Object.keys(ACCOUNT_COUNTRY_CODES) as AccountCountry[];

/** The ISO code of an account country stored by its French name; undefined for a name the list does not hold. */
export function accountCountryCode(name: string): CountryCode | undefined {
  return (ACCOUNT_COUNTRY_CODES as Record<string, CountryCode>)[name];
}

/** An account country as a system sends it, by its ISO code ("DE", "de") or its French name: the name it is stored by. */
export function accountCountryNamed(value: string): string {
  const code = value.trim().toUpperCase();
  return ACCOUNT_COUNTRIES.find((name) => ACCOUNT_COUNTRY_CODES[name] === code) ?? value;
}

export interface AccountRequest {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  country: string;
  language: string;
  hasVat: boolean;
  /** the company's EU VAT number, when it gives it: its quotes bear the VAT case of this buyer */
  vatNumber?: string | null;
  acceptsMarketing: boolean;
  acceptsTerms: boolean;
}

export interface DemoRequest {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  language: string;
}

export interface ExpertContact {
  firstName: string;
  lastName: string;
  company: string;
  sector: string;
  email: string;
  phone: string;
  message: string;
  jobTitle?: string | null;
  country?: string | null;
}

export const LEAD_ERROR_KEYS = [
  'required',
  'emailInvalid',
  'termsRequired',
  'countryInvalid',
  'languageInvalid',
  'vatNumberInvalid',
] as const;
export type LeadErrorKey = (typeof LEAD_ERROR_KEYS)[number];
export const isLeadErrorKey = (key: string): key is LeadErrorKey => (LEAD_ERROR_KEYS as readonly string[]).includes(key);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function required<T extends object>(form: T, fields: Array<keyof T & string>): FieldError<LeadErrorKey>[] {
  return fields.filter((field) => blank(form[field])).map((field) => ({ field, key: 'required' as const }));
}

function email(value: string, errors: FieldError<LeadErrorKey>[]) {
  if (!blank(value) && !EMAIL.test(value.trim())) errors.push({ field: 'email', key: 'emailInvalid' });
}

/** Spec §5: all of first name, last name, email, company, phone, country; and the privacy box. */
export function validateAccountRequest(form: AccountRequest): FieldError<LeadErrorKey>[] {
  const errors = required(form, ['firstName', 'lastName', 'email', 'company', 'phone', 'country']);
  email(form.email, errors);
  if (!blank(form.country) && !(ACCOUNT_COUNTRIES as readonly string[]).includes(form.country))
    errors.push({ field: 'country', key: 'countryInvalid' });
  if (!blank(form.vatNumber) && !vatNumberCountry(form.vatNumber!)) errors.push({ field: 'vatNumber', key: 'vatNumberInvalid' });
  if (!form.acceptsTerms) errors.push({ field: 'acceptsTerms', key: 'termsRequired' });
  return errors;
}

/** Spec §5: first name, last name, company, email, phone. */
export function validateDemoRequest(form: DemoRequest): FieldError<LeadErrorKey>[] {
  const errors = required(form, ['firstName', 'lastName', 'company', 'email', 'phone']);
  email(form.email, errors);
  if (!(DEMO_LANGUAGES as readonly string[]).includes(form.language)) errors.push({ field: 'language', key: 'languageInvalid' });
  return errors;
}

/** Spec §5: every field, the professional email in email format. */
export function validateExpertContact(form: ExpertContact): FieldError<LeadErrorKey>[] {
  const errors = required(form, ['firstName', 'lastName', 'company', 'sector', 'email', 'phone', 'message']);
  email(form.email, errors);
  return errors;
}
