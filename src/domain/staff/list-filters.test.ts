import { describe, expect, it } from 'vitest';
import { filterDate, filterDay, isSearchText } from './list-filters.ts';

describe('the staff lists’ filters', () => {
  it('take a day of the calendar of years 0001–9999', () => {
    expect(filterDay('2026-11-24')?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(filterDay('0001-01-01')?.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(filterDay('0099-03-01')?.toISOString()).toBe('0099-03-01T00:00:00.000Z');
    expect(filterDay('9999-12-31')?.toISOString()).toBe('9999-12-31T00:00:00.000Z');
    expect(filterDay('2024-02-29')).toBeDefined();
  });

  it('refuse what is not such a day', () => {
    for (const value of ['0000-01-01', '-271821-04-20', '+275760-09-13', '2026-02-29', '2026-13-01', '2026-11-24T10:00', '24/11/2026', ''])
      expect(filterDay(value), value).toBeUndefined();
  });

  it('take an instant in ISO 8601 too, for the API', () => {
    expect(filterDate('2026-11-24T10:15:00.000Z')?.toISOString()).toBe('2026-11-24T10:15:00.000Z');
    expect(filterDate('2026-11-24T11:15+01:00')?.toISOString()).toBe('2026-11-24T10:15:00.000Z');
    expect(filterDate('2026-11-24')?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    for (const value of [
      '0000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-11-24T25:00:00Z',
      '2026-11-24 10:00',
    ])
      expect(filterDate(value), value).toBeUndefined();
  });

  it('refuse a search with NUL', () => {
    expect(isSearchText('Martin')).toBe(true);
    expect(isSearchText('Mar\u0000tin')).toBe(false);
  });
});
