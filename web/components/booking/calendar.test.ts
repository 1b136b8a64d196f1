import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALE_OF } from '#src/domain/language.ts';
import { createTranslator } from '#web/i18n/translator.ts';
import { catalogOf } from '#web/i18n/catalogs.ts';
import { addDays, addMonths, longDate, monthGrid, monthTitle, weekdayNames } from './calendar.ts';

const CATALOGS = Object.fromEntries(LANGUAGES.map((language) => [language, catalogOf(language)]));

describe('calendar', () => {
  it('starts weeks on Monday in French and on Sunday in English', () => {
    // November 2026 begins on a Sunday.
    expect(monthGrid('2026-11', 'fr')[0]![0]).toEqual({ date: '2026-10-26', day: 26, outside: true });
    expect(monthGrid('2026-11', 'en')[0]![0]).toEqual({ date: '2026-11-01', day: 1, outside: false });
    for (const language of ['de', 'es', 'it'] as const) expect(monthGrid('2026-11', language)[0]![0]!.date).toBe('2026-10-26');
  });

  it('covers the whole month in full weeks', () => {
    const weeks = monthGrid('2026-02', 'fr');
    const days = weeks.flat();
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(days.filter((day) => !day.outside)).toHaveLength(28);
    expect(days.at(-1)!.date).toBe('2026-03-01');
  });

  it('names days and months in the page language', () => {
    expect(weekdayNames('fr')[0]!.long).toBe('lundi');
    expect(weekdayNames('en')[0]!.long).toBe('Sunday');
    expect(weekdayNames('de')[6]!.long).toBe('Sonntag');
    expect(monthTitle('2026-11', 'fr')).toBe('Novembre 2026');
    expect(monthTitle('2026-11', 'es')).toMatch(/^Noviembre/);
  });

  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it.each(LANGUAGES)('writes a day out in full from the %s catalog as Intl does, every day of 2026 to 2028', (language) => {
    const { t } = createTranslator(language, CATALOGS[language]!);
    const intl = new Intl.DateTimeFormat(LOCALE_OF[language], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = '2026-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      expect(longDate(day, t)).toBe(intl.format(new Date(`${day}T12:00:00Z`)));
    }
  });
});
