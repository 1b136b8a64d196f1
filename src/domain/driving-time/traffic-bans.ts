import { type WallClock, instantOf, wallClockAt } from '../shipment/local-time.ts';
import { daysAfterEaster, isPublicHoliday } from './public-holidays.ts';

// The days and hours heavy goods vehicles may not drive, country by country (docs/traffic-bans.md
// gives each rule's legal text). Every country held here keeps Central European Time, so their
// clocks are read where the business runs.

/** Why a vehicle may not drive: a Sunday, a public holiday, a Saturday's afternoon, the night, a summer Saturday, a summer weekday, Easter's departures, a winter Saturday on a region's roads. */
export const BAN_REASONS = ['sunday', 'holiday', 'saturday', 'night', 'summerSaturday', 'summer', 'easter', 'winterSaturday'] as const;
export type BanReason = (typeof BAN_REASONS)[number];

/** The countries whose bans are held: the others have no general ban on the days of the week. */
export const BAN_COUNTRIES = ['FR', 'DE', 'IT', 'AT', 'CH', 'LI', 'CZ', 'SK', 'SI', 'PL', 'HU'] as const;
export type BanCountry = (typeof BAN_COUNTRIES)[number];

/**
 * Countries of the form whose heavy-vehicle bans are set road by road and season by season
 * (docs/traffic-bans.md, "Not held"): a promise cannot wait them out without the roads, so an
 * offer that crosses one says so, for the agent to check before the pickup.
 */
export const ROAD_BY_ROAD_BAN_COUNTRIES = ['ES', 'PT', 'HR', 'RO', 'BG', 'GR'] as const;
export type RoadByRoadBanCountry = (typeof ROAD_BY_ROAD_BAN_COUNTRIES)[number];
/** The lightest vehicles any of them binds: above 3.5 t (Portugal's and Greece's texts go lower on some roads). */
const ROAD_BY_ROAD_ABOVE_KG = 3500;

const isRoadByRoad = (country: string): country is RoadByRoadBanCountry =>
  (ROAD_BY_ROAD_BAN_COUNTRIES as readonly string[]).includes(country);

/** Those of a road's countries, once each in their order, whose road-by-road bans may bind a vehicle of this mass. */
export function roadByRoadBansOn(countries: readonly string[], grossWeightKg: number | undefined): RoadByRoadBanCountry[] {
  if (grossWeightKg === undefined || grossWeightKg <= ROAD_BY_ROAD_ABOVE_KG) return [];
  return [...new Set(countries.filter(isRoadByRoad))];
}

interface Moment {
  date: string;
  /** minutes since midnight */
  minutes: number;
  /** 0 for Sunday … 6 for Saturday */
  weekday: number;
}

interface Hit {
  reason: BanReason;
  /** the wall clock when the ban lifts; 24:00 is the next day's midnight */
  endsOn: string;
  endsAt: number;
}

/** What of the trip a ban may depend on besides the day and hour. */
export interface BanContext {
  /** the departure and arrival countries: Italy's bans start later and end earlier across the border */
  countries?: readonly [string, string];
  /** the French regions its road crosses */
  frenchRegions?: readonly string[];
}

interface BanRule {
  /** the vehicles it binds: above this maximum authorised mass, in kg */
  aboveKg: number;
  at(moment: Moment, restDay: (date: string) => boolean, context: BanContext): Hit | undefined;
}

const H = 60;
const DAY_MS = 86_400_000;
const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const month = (date: string) => Number(date.slice(5, 7));

/** A rest day's reason: a holiday that falls on a Sunday is said to be the Sunday. */
const restReason = (date: string): BanReason => (new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? 'sunday' : 'holiday');

/** Sundays and holidays from the day's `fromMinutes` to `toMinutes`. */
function restDayBetween(fromMinutes: (date: string) => number, toMinutes: number) {
  return ({ date, minutes }: Moment, restDay: (date: string) => boolean): Hit | undefined =>
    restDay(date) && minutes >= fromMinutes(date) && minutes < toMinutes
      ? { reason: restReason(date), endsOn: date, endsAt: toMinutes }
      : undefined;
}

const sundaysAndHolidaysTo22 = restDayBetween(() => 0, 22 * H);

/** From 22:00 on Saturdays and the eves of holidays to 22:00 on the Sunday or holiday (France, Hungary). */
function weekendFrom22(moment: Moment, restDay: (date: string) => boolean): Hit | undefined {
  if (moment.minutes >= 22 * H && (moment.weekday === 6 || restDay(nextDate(moment.date)))) {
    const next = nextDate(moment.date);
    return { reason: restReason(next), endsOn: next, endsAt: 22 * H };
  }
  return sundaysAndHolidaysTo22(moment, restDay);
}

/** A summer day's ban between two times: `reason` summerSaturday for a Saturday, else the day's own. */
const summerHit = (moment: Moment, from: number, to: number): Hit | undefined =>
  moment.minutes >= from && moment.minutes < to
    ? { reason: moment.weekday === 6 ? 'summerSaturday' : moment.weekday === 0 ? 'sunday' : 'summer', endsOn: moment.date, endsAt: to }
    : undefined;

/** The last Friday of June of the date's year, YYYY-MM-DD. */
function lastFridayOfJune(date: string): string {
  const end = new Date(`${date.slice(0, 4)}-06-30T00:00:00Z`);
  end.setUTCDate(30 - ((end.getUTCDay() + 2) % 7));
  return end.toISOString().slice(0, 10);
}

/**
 * France's summer Saturdays, 07:00–19:00 on the whole metropolitan network: the arrêté du 16 avril
 * 2021, art. 2, leaves their dates to a yearly arrêté (docs/traffic-bans.md names each). A year
 * whose arrêté is not listed here holds every Saturday of July and August: a wait its calendar may
 * spare, never a drive it forbids.
 */
const FRENCH_SUMMER_SATURDAYS: Readonly<Record<number, readonly string[]>> = {
  2024: ['07-06', '07-20', '07-27', '08-03', '08-10', '08-17', '08-24'],
  2025: ['07-05', '07-12', '07-19', '07-26', '08-02', '08-16', '08-23'],
  2026: ['07-11', '07-18', '07-25', '08-01', '08-08'],
};

/** Whether a date is among its year's listed days (MM-DD), or, for a year not listed, within `unlisted` (MM-DD bounds). */
function listedFor(years: Readonly<Record<number, readonly string[]>>, date: string, unlisted: readonly [string, string]): boolean {
  const listed = years[Number(date.slice(0, 4))];
  const monthDay = date.slice(5);
  return listed ? listed.includes(monthDay) : monthDay >= unlisted[0] && monthDay <= unlisted[1];
}

/**
 * The winter Saturdays of the same yearly arrêté, 07:00–18:00 on the roads of the
 * "Auvergne-Rhône-Alpes" network it lists: held for the French part of a trip whose road crosses
 * the region. A year not listed holds every Saturday from 1 February to 14 March.
 */
const FRENCH_WINTER_SATURDAYS: Readonly<Record<number, readonly string[]>> = {
  2025: ['02-08', '02-15', '02-22', '03-01', '03-08'],
  2026: ['02-07', '02-14', '02-21', '02-28', '03-07'],
};

interface Window {
  from: number;
  to: number;
  reason: BanReason;
}

/**
 * Italy's ban of a day, as a window of minutes: Sundays and holidays 09:00–22:00 (07:00 from June
 * to September); else the days its yearly calendar adds, year after year, for the Easter and
 * summer departures: Good Friday 14:00–22:00, Holy Saturday 09:00–16:00 and the Tuesday after
 * Easter 09:00–14:00; the Saturdays of July and August 08:00–16:00 (the first two of August to
 * 22:00); the Fridays from 20 July to 14 August 16:00–22:00. Held every year, the calendar's own
 * days aside: a wait a year's calendar may spare, never a drive it forbids (ADR 0079).
 */
function italianWindow(date: string, weekday: number, restDay: (date: string) => boolean): Window | undefined {
  if (restDay(date)) return { from: month(date) >= 6 && month(date) <= 9 ? 7 * H : 9 * H, to: 22 * H, reason: restReason(date) };
  const fromEaster = daysAfterEaster(date);
  if (fromEaster === -2) return { from: 14 * H, to: 22 * H, reason: 'easter' };
  if (fromEaster === -1) return { from: 9 * H, to: 16 * H, reason: 'easter' };
  if (fromEaster === 2) return { from: 9 * H, to: 14 * H, reason: 'easter' };
  const monthDay = date.slice(5);
  if (weekday === 6 && (month(date) === 7 || month(date) === 8)) {
    return { from: 8 * H, to: monthDay >= '08-01' && monthDay <= '08-14' ? 22 * H : 16 * H, reason: 'summerSaturday' };
  }
  if (weekday === 5 && monthDay >= '07-20' && monthDay <= '08-14') return { from: 16 * H, to: 22 * H, reason: 'summer' };
  return undefined;
}

/**
 * The yearly decree's exemptions for a trip across the border: for a vehicle coming from abroad
 * the ban starts 4 hours later, for one going abroad it ends 2 hours earlier.
 */
function italianBan({ date, minutes, weekday }: Moment, restDay: (date: string) => boolean, { countries }: BanContext): Hit | undefined {
  const window = italianWindow(date, weekday, restDay);
  if (!window) return undefined;
  const from = window.from + (countries && countries[0] !== 'IT' ? 4 * H : 0);
  const to = window.to - (countries && countries[1] !== 'IT' ? 2 * H : 0);
  return minutes >= from && minutes < to ? { reason: window.reason, endsOn: date, endsAt: to } : undefined;
}

const RULES: Record<BanCountry, BanRule> = {
  // Arrêté du 16 avril 2021, art. 1: from 22:00 on Saturdays and the eves of holidays to 22:00 on
  // Sundays and holidays; art. 2 and the yearly arrêté: the summer Saturdays 07:00–19:00.
  FR: {
    aboveKg: 7500,
    at(moment, restDay, { frenchRegions = [] }) {
      const weekend = weekendFrom22(moment, restDay);
      if (weekend || moment.weekday !== 6) return weekend;
      const { date, minutes } = moment;
      if (listedFor(FRENCH_SUMMER_SATURDAYS, date, ['07-01', '08-31'])) {
        return minutes >= 7 * H && minutes < 19 * H ? { reason: 'summerSaturday', endsOn: date, endsAt: 19 * H } : undefined;
      }
      if (
        frenchRegions.includes('FR-ARA') &&
        listedFor(FRENCH_WINTER_SATURDAYS, date, ['02-01', '03-14']) &&
        minutes >= 7 * H &&
        minutes < 18 * H
      ) {
        return { reason: 'winterSaturday', endsOn: date, endsAt: 18 * H };
      }
      return undefined;
    },
  },
  // StVO § 30 (3): Sundays and holidays 00:00–22:00; Ferienreiseverordnung: Saturdays of July and August 07:00–20:00.
  DE: {
    aboveKg: 7500,
    at(moment, restDay) {
      const { date, minutes, weekday } = moment;
      if (weekday === 6 && (month(date) === 7 || month(date) === 8) && minutes >= 7 * H && minutes < 20 * H) {
        return { reason: 'summerSaturday', endsOn: date, endsAt: 20 * H };
      }
      return sundaysAndHolidaysTo22(moment, restDay);
    },
  },
  // Codice della strada art. 6 and the ministry's yearly decree: Sundays and holidays 09:00–22:00,
  // from 07:00 June to September; the Easter and summer departures' days.
  IT: { aboveKg: 7500, at: italianBan },
  // StVO § 42 (1) and (2): Saturdays from 15:00, Sundays and holidays to 22:00.
  AT: {
    aboveKg: 7500,
    at(moment, restDay) {
      if (moment.weekday === 6 && moment.minutes >= 15 * H) return { reason: 'saturday', endsOn: moment.date, endsAt: 24 * H };
      return sundaysAndHolidaysTo22(moment, restDay);
    },
  },
  // SVG art. 2 (2), VRV art. 91 and 92: Sundays and holidays all day, and every night 22:00–05:00, above 3.5 t.
  CH: { aboveKg: 3500, at: swissBan },
  // Liechtenstein keeps the Swiss rules (Strassenverkehrsgesetz art. 7, VRV art. 99).
  LI: { aboveKg: 3500, at: swissBan },
  // Zákon č. 361/2000 Sb., § 43 (motorways and first-class roads): Sundays and holidays 13:00–22:00;
  // 1 July–31 August, Fridays 17:00–21:00 and Saturdays 07:00–13:00.
  CZ: {
    aboveKg: 7500,
    at(moment, restDay) {
      const summer = month(moment.date) === 7 || month(moment.date) === 8;
      if (summer && moment.weekday === 5 && !restDay(moment.date)) return summerHit(moment, 17 * H, 21 * H);
      if (summer && moment.weekday === 6 && !restDay(moment.date)) return summerHit(moment, 7 * H, 13 * H);
      return restDayBetween(() => 13 * H, 22 * H)(moment, restDay);
    },
  },
  // Zákon č. 8/2009 Z. z., § 39: Sundays and holidays 00:00–22:00.
  SK: { aboveKg: 7500, at: sundaysAndHolidaysTo22 },
  // Odredba o omejitvah prometa v Republiki Sloveniji: Sundays and holidays 08:00–21:00.
  SI: { aboveKg: 7500, at: restDayBetween(() => 8 * H, 21 * H) },
  // Prawo o ruchu drogowym, art. 65, and the minister's regulation: above 12 t, holidays 08:00–22:00 and
  // their eves 18:00–22:00; from the last Friday of June to 31 August, Fridays 18:00–22:00, Saturdays
  // 08:00–14:00 and Sundays 08:00–22:00. A Sunday is no holiday there outside the summer.
  PL: {
    aboveKg: 12_000,
    at(moment, restDay) {
      const { date, minutes, weekday } = moment;
      const holiday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 && restDay(day);
      if (holiday(date)) return minutes >= 8 * H && minutes < 22 * H ? { reason: 'holiday', endsOn: date, endsAt: 22 * H } : undefined;
      if (holiday(nextDate(date)) && minutes >= 18 * H && minutes < 22 * H) return { reason: 'holiday', endsOn: date, endsAt: 22 * H };
      if (date < lastFridayOfJune(date) || month(date) > 8) return undefined;
      if (weekday === 5) return summerHit(moment, 18 * H, 22 * H);
      if (weekday === 6) return summerHit(moment, 8 * H, 14 * H);
      if (weekday === 0) return summerHit(moment, 8 * H, 22 * H);
      return undefined;
    },
  },
  // KRESZ (1/1975 KPM–BM), the weekend ban: Saturday 22:00 (15:00 from 15 June to 31 August) to
  // Sunday 22:00, and from 22:00 the eve of a holiday to 22:00 on it.
  HU: {
    aboveKg: 7500,
    at(moment, restDay) {
      const { date, minutes, weekday } = moment;
      const summer = date.slice(5) >= '06-15' && date.slice(5) <= '08-31';
      if (weekday === 6 && summer && minutes >= 15 * H) return { reason: 'saturday', endsOn: date, endsAt: 24 * H };
      return weekendFrom22(moment, restDay);
    },
  },
};

function swissBan({ date, minutes }: Moment, restDay: (date: string) => boolean): Hit | undefined {
  if (restDay(date)) return { reason: restReason(date), endsOn: date, endsAt: 24 * H };
  if (minutes >= 22 * H) return { reason: 'night', endsOn: nextDate(date), endsAt: 5 * H };
  if (minutes < 5 * H) return { reason: 'night', endsOn: date, endsAt: 5 * H };
  return undefined;
}

const isBanCountry = (country: string): country is BanCountry => (BAN_COUNTRIES as readonly string[]).includes(country);

/** Whether a country's bans bind a vehicle of this maximum authorised mass. */
export function bansBind(country: string, grossWeightKg: number | undefined): boolean {
  return isBanCountry(country) && grossWeightKg !== undefined && grossWeightKg > RULES[country].aboveKg;
}

function hitAt(country: BanCountry, instant: Date, context: BanContext): Hit | undefined {
  const clock: WallClock = wallClockAt(instant);
  const [hours, minutes] = clock.time.split(':').map(Number);
  const moment = { date: clock.date, minutes: hours! * H + minutes!, weekday: new Date(`${clock.date}T00:00:00Z`).getUTCDay() };
  return RULES[country].at(moment, (date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0 || isPublicHoliday(country, date), context);
}

const hh = (hours: number) => `${String(hours).padStart(2, '0')}:00`;
const endOf = (hit: Hit): Date =>
  hit.endsAt === 24 * H
    ? instantOf({ date: nextDate(hit.endsOn), time: '00:00' })
    : instantOf({ date: hit.endsOn, time: hh(hit.endsAt / H) });

export interface Ban {
  country: BanCountry;
  reason: BanReason;
  /** when the vehicle may drive again: where one ban runs into the next (a Sunday, then a holiday Monday), the last one's end */
  until: Date;
}

/** The ban a vehicle of this mass is under in a country at an instant, if any, on a road of this context. */
export function banAt(country: string, instant: Date, grossWeightKg: number | undefined, context: BanContext = {}): Ban | undefined {
  if (!bansBind(country, grossWeightKg)) return undefined;
  const rules = country as BanCountry;
  const first = hitAt(rules, instant, context);
  if (!first) return undefined;
  let until = endOf(first);
  for (let next = hitAt(rules, until, context); next; next = hitAt(rules, until, context)) until = endOf(next);
  return { country: rules, reason: first.reason, until };
}

/** A stop the law imposes on the vehicle: where, why, and from when until when (ISO 8601). */
export interface BanWait {
  country: BanCountry;
  reason: BanReason;
  /** at the pickup (the vehicle cannot come), at the departure from it, or on the way */
  at: 'pickup' | 'departure' | 'onTheWay';
  from: string;
  until: string;
}
