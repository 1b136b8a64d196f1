import { LOCALE_OF, type Language } from '#src/domain/language.ts';
import type { TFunction } from '#web/i18n/translator.ts';
import { dateTimeFormat } from '#src/domain/formats.ts';

// The date picker's month grid (spec §9 "Calendar"): weeks start on Monday in French, German,
// Spanish and Italian, on Sunday in English. The grid's names come from Intl in the page's locale
// (built when the calendar opens); the day written out in full, shown before, from the catalog.

const WEEK_START: Record<Language, 0 | 1> = { fr: 1, de: 1, es: 1, it: 1, en: 0 };

export interface CalendarDay {
  /** YYYY-MM-DD */
  date: string;
  day: number;
  /** a day of the previous or next month, shown to fill the week */
  outside: boolean;
}

/** Days are handled at noon UTC so that no time zone moves them across midnight. */
function utc(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const moved = utc(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export function addMonths(month: string, months: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const moved = new Date(Date.UTC(year, monthIndex - 1 + months, 1, 12));
  return moved.toISOString().slice(0, 7);
}

/** The weeks shown for a month (YYYY-MM), each of seven days, outside days included. */
export function monthGrid(month: string, language: Language): CalendarDay[][] {
  const first = `${month}-01`;
  const offset = (utc(first).getUTCDay() - WEEK_START[language] + 7) % 7;
  let day = addDays(first, -offset);
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let index = 0; index < 7; index++) {
      week.push({ date: day, day: Number(day.slice(8)), outside: day.slice(0, 7) !== month });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (day.slice(0, 7) === month);
  return weeks;
}

/** Short and full weekday names in the grid's order. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  const short = dateTimeFormat(LOCALE_OF[language], { weekday: 'short', timeZone: 'UTC' });
  const long = dateTimeFormat(LOCALE_OF[language], { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = utc(addDays('2024-01-07', index + WEEK_START[language]));
    return { short: short.format(date), long: long.format(date) };
  });
}

export function monthTitle(month: string, language: Language): string {
  const title = dateTimeFormat(LOCALE_OF[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(`${month}-01`));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * A day written out in full, e.g. "mardi 24 novembre 2026", with the names and order of the
 * catalog's `dates` part (what Intl writes: calendar.test.ts). Not Intl.DateTimeFormat: the date
 * field shows one before any interaction, and building the first one loads the locale's data,
 * about 75 ms of a throttled phone's first tap.
 */
/** The catalog's names of weekdays (0 is Sunday, as Date counts) and months (1 is January). */
const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
const MONTHS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

export function longDate(date: string, t: TFunction): string {
  const day = utc(date);
  return t('dates.longDate', {
    weekday: t(`dates.weekdays.${WEEKDAYS[day.getUTCDay()]!}`),
    day: day.getUTCDate(),
    month: t(`dates.months.${MONTHS[day.getUTCMonth()]!}`),
    year: day.getUTCFullYear(),
  });
}

/** A day in short form for cards and summaries, e.g. "24 nov. 2026". */
export function shortDate(date: string, language: Language): string {
  return dateTimeFormat(LOCALE_OF[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(utc(date));
}
