// Dates and times the visitor types are wall-clock times where the business runs. These
// helpers move between such a wall clock and an instant, with no clock read of their own.

export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** A wall-clock moment: date YYYY-MM-DD and time HH:MM. */
export interface WallClock {
  date: string;
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's clock to the second, as Intl reads it (kept per zone). */
export function zoneClockFormat(timeZone: string): Intl.DateTimeFormat {
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

/** The zone's clock read with Intl (slow: a formatToParts per call). */
function partsByIntl(instant: Date, timeZone: string) {
  const values = Object.fromEntries(
    zoneClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return values as { year: string; month: string; day: string; hour: string; minute: string; second: string };
}

// A zone's offset almost always changes on a quarter hour of UTC, so it is read with Intl once per
// quarter hour and zone, then kept: pricing a quote reads the business clock a dozen times, and
// formatToParts was a tenth of the server's CPU. A quarter in which it does change elsewhere
// (St John's moved its clocks at 00:01 until 2011) is read minute by minute instead.
const QUARTER_HOUR_MS = 15 * 60_000;
const MINUTE_MS = 60_000;
const KEPT_OFFSETS = 10_000;
const CHANGES_WITHIN = Number.NaN;
const offsets = new Map<string, number>();

/** Milliseconds the zone is ahead of UTC at `start`, read with Intl. */
function offsetByIntl(start: Date, timeZone: string): number {
  const p = partsByIntl(start, timeZone);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - start.getTime();
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetAt(instant: Date, timeZone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const first = offsetByIntl(new Date(quarter * QUARTER_HOUR_MS), timeZone);
    const last = offsetByIntl(new Date((quarter + 1) * QUARTER_HOUR_MS - MINUTE_MS), timeZone);
    offset = first === last ? first : CHANGES_WITHIN;
    if (offsets.size >= KEPT_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return Number.isNaN(offset) ? offsetByIntl(new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS), timeZone) : offset;
}

const two = (value: number) => String(value).padStart(2, '0');

function parts(instant: Date, timeZone: string) {
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offsetAt(instant, timeZone));
  return {
    year: String(local.getUTCFullYear()).padStart(4, '0'),
    month: two(local.getUTCMonth() + 1),
    day: two(local.getUTCDate()),
    hour: two(local.getUTCHours()),
    minute: two(local.getUTCMinutes()),
    second: two(local.getUTCSeconds()),
  };
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
