// Dates and times the visitor types are wall-clock times where the business runs. These
// helpers move between such a wall clock and an instant, with no clock read of their own.

export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** A wall-clock moment: date YYYY-MM-DD and time HH:MM. */
export interface WallClock {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function parts(instant: Date, timeZone: string) {
  const values = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return values as { year: string; month: string; day: string; hour: string; minute: string; second: string };
}

/** The wall clock at `instant`, seconds dropped. */
export function wallClockAt(instant: Date, timeZone = BUSINESS_TIME_ZONE): WallClock {
  const p = parts(instant, timeZone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The wall clock at `instant`, rounded up to the next whole minute. */
export function wallClockCeil(instant: Date, timeZone = BUSINESS_TIME_ZONE): WallClock {
  const wholeMinute = Math.ceil(instant.getTime() / 60_000) * 60_000;
  return wallClockAt(new Date(wholeMinute), timeZone);
}

/** The instant a wall clock names (for a time skipped by a DST change, the next valid one). */
export function instantOf(clock: WallClock, timeZone = BUSINESS_TIME_ZONE): Date {
  const [year, month, day] = clock.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let guess = asUtc - offsetAt(new Date(asUtc), timeZone);
  guess = asUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return local - Math.floor(instant.getTime() / 1000) * 1000;
}

/** ISO 8601 with the zone's offset at that moment: 2026-11-23T12:16:00+01:00. */
export function isoWithOffset(instant: Date, timeZone = BUSINESS_TIME_ZONE): string {
  const wholeSecond = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  const p = parts(wholeSecond, timeZone);
  const minutes = Math.round(offsetAt(wholeSecond, timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mm = String(Math.abs(minutes) % 60).padStart(2, '0');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${hh}:${mm}`;
}

export function compareWallClocks(a: WallClock, b: WallClock): number {
  const left = `${a.date}T${a.time}`;
  const right = `${b.date}T${b.time}`;
  return left < right ? -1 : left > right ? 1 : 0;
}
