import { type Language, LOCALE_OF } from '../domain/language.ts';
import { dateTimeFormat, instantIn, moneyIn, quantityIn } from '../domain/formats.ts';
import { BUSINESS_TIME_ZONE } from '../domain/shipment/local-time.ts';
import { operatorLine } from '../domain/operator.ts';
import { isFormCountry, type CountryCode } from '../domain/shipment/countries.ts';
import type { Translate } from './translate.ts';
import type { StatementDocument } from '../domain/account/statement.ts';

/** The statement's columns, in the order the CSV and the PDF give them. */
export const STATEMENT_COLUMNS = [
  'reference',
  'confirmedAt',
  'route',
  'poNumber',
  'excludingTax',
  'vat',
  'includingTax',
  'co2eKg',
] as const;

/** The statement's words. */
export type StatementTextKey =
  | `account.statement.${'title' | 'issued' | 'total' | 'empty'}`
  | `account.statement.pdfColumns.${(typeof STATEMENT_COLUMNS)[number]}`
  | 'booking.document.page'
  | 'footer.operator.vat'
  | `countries.${CountryCode}`;

/**
 * A month's statement in words, as the PDF draws it: money in euros as the language
 * writes it, dates in business time, the totals last — the same figures as the CSV.
 */
export function statementText(document: StatementDocument, language: Language, t: Translate<StatementTextKey>) {
  const locale = LOCALE_OF[language];
  const money = moneyIn(language);
  const tenths = quantityIn(language, 1);
  const day = dateTimeFormat(locale, { dateStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  const monthName = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${document.month}-01T12:00:00Z`),
  );
  const issued = instantIn(language, 'long');
  // A stored code the catalogs do not name is written as it is.
  const country = (code: string) => (isFormCountry(code) ? t(`countries.${code}`) : code);
  return {
    operatorName: document.operator.name,
    operatorLine: operatorLine(document.operator, language, t('footer.operator.vat')),
    title: t('account.statement.title', { month: monthName }),
    subtitle: t('account.statement.issued', { company: document.company, date: issued.format(new Date(document.issuedAt)) }),
    columns: STATEMENT_COLUMNS.map((column) => t(`account.statement.pdfColumns.${column}`)),
    rows: document.lines.map((line) => [
      line.reference,
      day.format(line.confirmedAt),
      `${line.route.from} (${country(line.route.fromCountry)}) → ${line.route.to} (${country(line.route.toCountry)})`,
      line.poNumber ?? '',
      money.format(line.excludingTax),
      money.format(line.vatAmount),
      money.format(line.includingTax),
      line.co2e ? tenths.format(line.co2e.kg) : '',
    ]),
    total: [
      t('account.statement.total'),
      '',
      '',
      '',
      money.format(document.totals.excludingTax),
      money.format(document.totals.vat),
      money.format(document.totals.includingTax),
      tenths.format(document.totals.co2eKg),
    ],
    empty: t('account.statement.empty'),
    page: (page: number, pages: number) => `${document.company} — ${document.month} — ${t('booking.document.page', { page, pages })}`,
  };
}
