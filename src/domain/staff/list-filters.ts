// The staff lists' filters. A date filter is a day (YYYY-MM-DD) or an instant (ISO 8601) of a
// year 0001–9999: every such date is one to JavaScript and to PostgreSQL alike (JavaScript takes
// ±275,760 years, PostgreSQL 4713 BC to 294,276 AD), so no filter reaches the database as a fault.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The day a filter names, at 00:00 UTC; undefined when it is not a day of the calendar. */
export function filterDay(value: string): Date | undefined {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return undefined;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** A search text PostgreSQL can hold (it refuses NUL in text). */
export function isSearchText(value: string): boolean {
  return !value.includes('\u0000');
}

/** The day (at 00:00 UTC) or the instant a filter names; undefined when it names neither. */
export function filterDate(value: string): Date | undefined {
  const instant = INSTANT.exec(value);
  if (!instant) return filterDay(value);
  const date = new Date(value);
  return filterDay(instant[1]!) && !Number.isNaN(date.getTime()) ? date : undefined;
}
