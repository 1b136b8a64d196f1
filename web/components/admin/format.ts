import type { Language } from '#src/domain/language.ts';
import { calendarDayText, instantIn, moneyIn, percentIn, quantityIn } from '#src/domain/formats.ts';
import { instantOf } from '#src/domain/shipment/local-time.ts';

export function formatters(language: Language) {
  const money = moneyIn(language);
  const dateTime = instantIn(language, 'short');
  const number = quantityIn(language);
  return {
    money: (value: number) => money.format(value),
    number: (value: number) => number.format(value),
    percent: (value: number) => percentIn(language).format(value),
    dateTime: (value: unknown) => {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value ?? '') : dateTime.format(date);
    },
    /** A day (YYYY-MM-DD) in words: "dimanche 6 décembre 2026" */
    day: calendarDayText(language, 'full'),
    /** A date and time of day as stored (Paris wall clock), in the same format as instants; undefined without a date. */
    wallClock: (date: unknown, time: unknown) => {
      const day = text(date);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
      const clock = /^\d{2}:\d{2}/.exec(text(time))?.[0] ?? '00:00';
      return dateTime.format(instantOf({ date: day, time: clock }));
    },
  };
}

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
