import { type Language, LOCALE_OF } from '#src/domain/language.ts';

export function formatters(language: Language) {
  const locale = LOCALE_OF[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
  return {
    money: (value: number) => money.format(value),
    dateTime: (value: unknown) => {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value ?? '') : dateTime.format(date);
    },
  };
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
