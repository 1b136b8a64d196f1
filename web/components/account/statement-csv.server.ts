import type { MonthlyStatement } from '#src/application/account/account-transports.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/shipment/local-time.ts';
import { type Language, LOCALE_OF } from '#src/domain/language.ts';
import { csvHeader, csvRows } from '#src/http/csv.ts';
import { csvSeparatorFor } from '#src/http/readable-csv.ts';
import { messagesFor } from '../../i18n/catalogs.server.ts';

const COLUMNS = ['reference', 'confirmedAt', 'route', 'poNumber', 'excludingTax', 'vat', 'includingTax', 'co2eKg'] as const;

/**
 * A month's statement as CSV for a spreadsheet in `language` (`;` and decimal commas where numbers
 * are written so, no thousands separator), its totals on the last line.
 */
export function statementCsv(statement: Awaited<ReturnType<MonthlyStatement>>, language: Language): string {
  const texts = (messagesFor(language, ['account.statement']).account as Record<string, unknown>).statement as {
    total: string;
    columns: Record<(typeof COLUMNS)[number], string>;
  };
  const locale = LOCALE_OF[language];
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  const separator = csvSeparatorFor(language);
  const rows = statement.lines.map((line) => [
    line.reference,
    day.format(line.confirmedAt),
    `${line.route.from} (${line.route.fromCountry}) → ${line.route.to} (${line.route.toCountry})`,
    line.poNumber ?? '',
    money.format(line.excludingTax),
    money.format(line.vatAmount),
    money.format(line.includingTax),
    line.co2e ? tenths.format(line.co2e.kg) : '',
  ]);
  const { totals } = statement;
  rows.push([
    texts.total,
    '',
    '',
    '',
    money.format(totals.excludingTax),
    money.format(totals.vat),
    money.format(totals.includingTax),
    tenths.format(totals.co2eKg),
  ]);
  const body = `${csvHeader(
    COLUMNS.map((column) => texts.columns[column]),
    separator,
  )}${csvRows(rows, separator)}`;
  return body;
}
