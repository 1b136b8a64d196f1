import type { Language } from './language.ts';

/** Who the visitor deals with (OPERATOR_FILE, SUPPORT_PHONE, SUPPORT_EMAIL). */
export interface OperatorIdentity {
  name: string;
  address: string;
  registration: string;
  vatNumber: string;
  /** the 24/7 line */
  phone: string;
  /** a local 24/7 line for the visitors of a language, where there is one */
  phonesByLanguage: Partial<Record<Language, string>>;
  email: string;
  /** the French company number (9 figures), on every invoice */
  siren: string;
  /** "SAS au capital de 10 000 €" */
  shareCapital: string;
  /** the registered office, as an invoice's seller address needs it */
  postalAddress: { street: string; postalCode: string; city: string; country: string };
  /** the account Flash pays its carriers from (SEPA transfer files); none, no transfer file */
  bankAccount?: BankAccount;
}

/** A bank account as a SEPA transfer names it. */
export interface BankAccount {
  iban: string;
  bic: string | null;
}

/** The 24/7 line for the visitors of a language: its local line where there is one. */
export function supportPhoneFor(operator: OperatorIdentity, language: Language): string {
  return operator.phonesByLanguage[language] ?? operator.phone;
}

/** The operator's identity on one line: "Flash Transport SAS — 1 rue …, Paris — RCS … — VAT …". */
export function operatorLine(operator: OperatorIdentity, language: Language, vatLabel: string): string {
  return [
    operator.name,
    operator.address,
    operator.registration,
    `${vatLabel} ${operator.vatNumber}`,
    supportPhoneFor(operator, language),
    operator.email,
  ].join(' — ');
}
