import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FORM_COUNTRIES } from '../../domain/shipment/countries.ts';
import type { StandardRates } from '../../domain/tax/vat-treatment.ts';

const ratesSchema = z.object({
  source: z.string().min(1),
  licence: z.string().min(1),
  date: z.iso.date(),
  rates: z.partialRecord(z.enum(FORM_COUNTRIES), z.number().min(0).max(50)),
});

const RATES = fileURLToPath(new URL('../../../fixtures/eu-vat-rates.json', import.meta.url));

/** The EU standard VAT rates of fixtures/eu-vat-rates.json (percent there, fractions here), checked once at start. */
export function loadStandardVatRates(file = RATES): StandardRates {
  const { rates } = ratesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return Object.fromEntries(Object.entries(rates).map(([country, percent]) => [country, percent / 100]));
}
