// The public holidays on which a country's traffic bans apply: the national ones its ban texts
// name, fixed dates and those that follow Easter (Gregorian computus), for any year.

/** Easter Sunday of a Gregorian year, as YYYY-MM-DD (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A holiday: a fixed MM-DD, or a number of days after Easter Sunday. */
type Holiday = string | number;

const GOOD_FRIDAY = -2;
const EASTER_SUNDAY = 0;
const WHIT_SUNDAY = 49;
const EASTER_MONDAY = 1;
const ASCENSION = 39;
const WHIT_MONDAY = 50;
const CORPUS_CHRISTI = 60;

/** The national holidays each ban text refers to (docs/traffic-bans.md gives the sources). */
const HOLIDAYS: Record<string, readonly Holiday[]> = {
  // Code du travail, art. L3133-1
  FR: ['01-01', EASTER_MONDAY, '05-01', '05-08', ASCENSION, WHIT_MONDAY, '07-14', '08-15', '11-01', '11-11', '12-25'],
  // Straßenverkehrs-Ordnung § 30 (4): the days of every Land, and Corpus Christi and All Saints,
  // which it names for Baden-Württemberg, Bavaria, North Rhine-Westphalia, Rhineland-Palatinate
  // and Saarland (Corpus Christi for Hesse too): the Länder a trip from France, the Benelux,
  // Switzerland or Austria enters by, so they are held for the whole German part (a wait where
  // another Land would let it drive, never a drive where the law forbids it). Reformation Day,
  // named only for the eastern Länder, is not.
  DE: ['01-01', GOOD_FRIDAY, EASTER_MONDAY, '05-01', ASCENSION, WHIT_MONDAY, CORPUS_CHRISTI, '10-03', '11-01', '12-25', '12-26'],
  // Legge 27 maggio 1949, n. 260, and the ministry's yearly calendar of bans
  IT: ['01-01', '01-06', EASTER_MONDAY, '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26'],
  // Feiertagsruhegesetz 1957, § 1
  AT: [
    '01-01',
    '01-06',
    EASTER_MONDAY,
    '05-01',
    ASCENSION,
    WHIT_MONDAY,
    CORPUS_CHRISTI,
    '08-15',
    '10-26',
    '11-01',
    '12-08',
    '12-25',
    '12-26',
  ],
  // Verkehrsregelnverordnung, art. 91 (2)
  CH: ['01-01', GOOD_FRIDAY, EASTER_MONDAY, ASCENSION, WHIT_MONDAY, '08-01', '12-25', '12-26'],
  LI: ['01-01', GOOD_FRIDAY, EASTER_MONDAY, ASCENSION, WHIT_MONDAY, '08-01', '12-25', '12-26'],
  // Zákon č. 245/2000 Sb.
  CZ: ['01-01', GOOD_FRIDAY, EASTER_MONDAY, '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'],
  // Zákon č. 241/1993 Z. z.
  SK: [
    '01-01',
    '01-06',
    GOOD_FRIDAY,
    EASTER_MONDAY,
    '05-01',
    '05-08',
    '07-05',
    '08-29',
    '09-15',
    '11-01',
    '11-17',
    '12-24',
    '12-25',
    '12-26',
  ],
  // Zakon o praznikih in dela prostih dnevih v Republiki Sloveniji
  SI: [
    '01-01',
    '01-02',
    '02-08',
    EASTER_SUNDAY,
    EASTER_MONDAY,
    '04-27',
    '05-01',
    '05-02',
    WHIT_SUNDAY,
    '06-25',
    '08-15',
    '10-31',
    '11-01',
    '12-25',
    '12-26',
  ],
  // Ustawa o dniach wolnych od pracy (24 December since 2025)
  PL: [
    '01-01',
    '01-06',
    EASTER_SUNDAY,
    EASTER_MONDAY,
    '05-01',
    '05-03',
    WHIT_SUNDAY,
    CORPUS_CHRISTI,
    '08-15',
    '11-01',
    '11-11',
    '12-24',
    '12-25',
    '12-26',
  ],
  // Munka törvénykönyve (2012. évi I. törvény), § 102
  HU: [
    '01-01',
    '03-15',
    GOOD_FRIDAY,
    EASTER_SUNDAY,
    EASTER_MONDAY,
    '05-01',
    WHIT_SUNDAY,
    WHIT_MONDAY,
    '08-20',
    '10-23',
    '11-01',
    '12-25',
    '12-26',
  ],
};

const DAY_MS = 86_400_000;
const byYear = new Map<string, ReadonlySet<string>>();
const easters = new Map<number, number>();

/** Easter Sunday of a year, in milliseconds since the epoch (computed once a year). */
function easterOf(year: number): number {
  let easter = easters.get(year);
  if (easter === undefined) {
    easter = Date.parse(`${easterSunday(year)}T00:00:00Z`);
    easters.set(year, easter);
  }
  return easter;
}

/** Days from its year's Easter Sunday to a date (YYYY-MM-DD): -2 for Good Friday, 2 for the Tuesday after. */
export function daysAfterEaster(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - easterOf(Number(date.slice(0, 4)))) / DAY_MS);
}

function datesOf(country: string, year: number): ReadonlySet<string> {
  const key = `${country} ${year}`;
  let dates = byYear.get(key);
  if (!dates) {
    const easter = easterOf(year);
    dates = new Set(
      (HOLIDAYS[country] ?? []).map((holiday) =>
        typeof holiday === 'string' ? `${year}-${holiday}` : new Date(easter + holiday * DAY_MS).toISOString().slice(0, 10),
      ),
    );
    byYear.set(key, dates);
  }
  return dates;
}

/** Whether a date (YYYY-MM-DD) is one of the country's public holidays. */
export function isPublicHoliday(country: string, date: string): boolean {
  return datesOf(country, Number(date.slice(0, 4))).has(date);
}
