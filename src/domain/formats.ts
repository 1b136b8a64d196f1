import { type Language, LOCALE_OF } from './language.ts';
import { BUSINESS_TIME_ZONE } from './shipment/local-time.ts';

// How the product writes money, quantities, rates and moments in a reader's language: one place
// for the pages, the documents, the emails, the CSV and the API. Building an Intl formatter costs
// far more than using one (milliseconds on a throttled phone, and a page formats hundreds of
// values): each is built once per locale and options, and kept.

const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let format = kept.get(key) as T | undefined;
  if (!format) kept.set(key, (format = build()));
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** Euros with their cents, as the language writes them ("1 234,50 €", "€1,234.50"). */
export const moneyIn = (language: Language) =>
  numberFormat(LOCALE_OF[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** A quantity (kg, m³, km) with at most `maximumFractionDigits` decimals. */
export const quantityIn = (language: Language, maximumFractionDigits = 3) => numberFormat(LOCALE_OF[language], { maximumFractionDigits });

/** A rate ("20 %", "20%"), to a tenth. */
export const percentIn = (language: Language) => numberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 1 });

/** An instant in the business time zone: `long` for documents and emails ("26 novembre 2026 à 14:05"), `short` for lists. */
export const instantIn = (language: Language, style: 'long' | 'short') =>
  dateTimeFormat(LOCALE_OF[language], { dateStyle: style, timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });

/** A calendar day as stored (YYYY-MM-DD, no time zone: read as UTC so that it never shifts). */
export const calendarDayIn = (language: Language, style: 'full' | 'long' | 'short') =>
  dateTimeFormat(LOCALE_OF[language], { dateStyle: style, timeZone: 'UTC' });

/** A calendar day as stored (YYYY-MM-DD) in words: "dimanche 29 novembre 2026" (`full`), "29 novembre 2026" (`long`). */
export function calendarDayText(language: Language, style: 'full' | 'long' | 'short') {
  const format = calendarDayIn(language, style);
  return (isoDay: string) => format.format(Date.parse(`${isoDay}T00:00:00Z`));
}
