import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { OperatorIdentity } from './domain/operator.ts';
import { LANGUAGES } from './domain/language.ts';

const phone = z.string().regex(/^\+?[\d ().-]{6,25}$/, 'must be a phone number');

const operatorFile = z.object({
  name: z.string().min(2).max(200),
  address: z.string().min(5).max(300),
  registration: z.string().min(3).max(100),
  vatNumber: z.string().min(4).max(30),
  phonesByLanguage: z.partialRecord(z.enum(LANGUAGES), phone).default({}),
  // What every invoice says of its seller.
  siren: z.string().regex(/^\d{9}$/, 'must be 9 figures'),
  shareCapital: z.string().min(3).max(100),
  postalAddress: z.object({
    street: z.string().min(2).max(200),
    postalCode: z.string().min(2).max(20),
    city: z.string().min(1).max(100),
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  // The account Flash pays its carriers from: without it, no transfer file.
  bankAccount: z
    .object({
      iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'must be an IBAN without spaces'),
      bic: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/),
    })
    .optional(),
});

/** Reads and checks the operator's identity (OPERATOR_FILE) and adds the support contacts; a bad file stops the start. */
export function loadOperatorIdentity(file: string, contacts: { phone: string; email: string }): OperatorIdentity {
  const parsed = operatorFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file} is not a valid operator file:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`,
    );
  }
  return { ...parsed.data, ...contacts };
}

/**
 * The fields that still hold the shipped examples: a registration of zeros, a number in the
 * range France keeps for fiction (+33 1 99 00…), an address under a reserved name (.localhost,
 * .example). Production warns at start while there is one.
 */
export function exampleFieldsOf(operator: OperatorIdentity): string[] {
  const examples: string[] = [];
  if (/0{3}\s?0{3}\s?0{3}/.test(operator.registration)) examples.push('registration');
  if (/^FR0{11}$/.test(operator.vatNumber.replace(/\s/g, ''))) examples.push('vatNumber');
  if (/^0{9}$/.test(operator.siren)) examples.push('siren');
  if (/l'Exemple/i.test(operator.address)) examples.push('address');
  const fiction = (number: string) => number.replace(/[^\d+]/g, '').startsWith('+33199');
  if (fiction(operator.phone) || Object.values(operator.phonesByLanguage).some((number) => number && fiction(number)))
    examples.push('phone');
  if (/\.(localhost|example)$/i.test(operator.email)) examples.push('email');
  if (operator.bankAccount?.iban === 'FR7630006000011234567890189') examples.push('bankAccount');
  return examples;
}
