// Building an Intl formatter costs far more than using one (a few milliseconds each
// on a throttled phone, and a page formats hundreds of values): each is built once per locale and
// options, and kept.
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

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Alphabetical order ignoring accents and case (Émirats with E, Österreich with O), for lists
 * of names such as countries. An Intl.Collator would do it too, but building one took 57 ms of
 * a throttled phone's first tap.
 */
export function alphabetically<T>(items: readonly T[], label: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: withoutAccents(label(item)) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}
