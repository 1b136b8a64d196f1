import { describe, expect, it } from 'vitest';
import { easterSunday, isPublicHoliday } from './public-holidays.ts';

describe('public holidays', () => {
  it('computes Easter Sunday', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  it('knows Easter Monday, Ascension and Whit Monday in France from Easter, and 14 July by its date', () => {
    expect(isPublicHoliday('FR', '2026-04-06')).toBe(true);
    expect(isPublicHoliday('FR', '2027-03-29')).toBe(true);
    expect(isPublicHoliday('FR', '2026-05-14')).toBe(true);
    expect(isPublicHoliday('FR', '2026-05-25')).toBe(true);
    expect(isPublicHoliday('FR', '2026-07-14')).toBe(true);
    expect(isPublicHoliday('FR', '2026-07-15')).toBe(false);
  });

  it("keeps each country's own days: Good Friday in Germany, not in France; 2 June in Italy; 1 August in Switzerland", () => {
    expect(isPublicHoliday('DE', '2026-04-03')).toBe(true);
    expect(isPublicHoliday('FR', '2026-04-03')).toBe(false);
    expect(isPublicHoliday('IT', '2026-06-02')).toBe(true);
    expect(isPublicHoliday('CH', '2026-08-01')).toBe(true);
    expect(isPublicHoliday('ES', '2026-01-01')).toBe(false);
  });

  it('holds in Germany the days StVO § 30 (4) names for the western Länder: Corpus Christi and All Saints, not Reformation Day', () => {
    expect(isPublicHoliday('DE', '2026-06-04')).toBe(true);
    expect(isPublicHoliday('DE', '2027-05-27')).toBe(true);
    expect(isPublicHoliday('DE', '2026-11-01')).toBe(true);
    expect(isPublicHoliday('DE', '2026-10-31')).toBe(false);
  });
});
