import { z } from 'zod';
import { normalizeVatNumber } from '../../domain/tax/vat-number.ts';
import { LANGUAGES } from '../../domain/language.ts';
import { accountCountryNamed } from '../../domain/leads/lead-rules.ts';
import { multiLine, nameLine, singleLine } from './text-fields.ts';

// One schema per lead form, shared by the browser form and the BFF. Shapes only: the required
// fields and formats are the domain's rules (spec §5), answered with its keys.
const line = (max: number) => singleLine(max).default('');
const name = (max: number) => nameLine(max).default('');
const flag = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', '']).transform((value) => value === 'on' || value === 'true')])
  .default(false);

/** Bots fill every field; people never see this one. */
const honeypot = { website: singleLine(200).optional() };
const pageLanguage = { pageLanguage: z.enum(LANGUAGES).default('fr') };

export const accountRequestInput = z.object({
  firstName: name(100),
  lastName: name(100),
  email: line(254),
  company: name(200),
  phone: line(40),
  country: line(60).transform(accountCountryNamed),
  language: line(40).transform((value) => value || 'Français'),
  hasVat: flag,
  vatNumber: line(40).transform((value) => (value ? normalizeVatNumber(value) : null)),
  acceptsMarketing: flag,
  acceptsTerms: flag,
  ...honeypot,
  ...pageLanguage,
});

export const demoRequestInput = z.object({
  firstName: name(100),
  lastName: name(100),
  company: name(200),
  email: line(254),
  phone: line(40),
  language: line(40),
  ...honeypot,
  ...pageLanguage,
});

export const expertContactInput = z.object({
  firstName: name(100),
  lastName: name(100),
  company: name(200),
  sector: line(100),
  email: line(254),
  phone: line(40),
  jobTitle: line(100),
  country: line(60),
  message: multiLine(5_000).default(''),
  ...honeypot,
  ...pageLanguage,
});
