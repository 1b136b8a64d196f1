import {
  type Crew,
  type LawfulDrive,
  BREAK_SECONDS,
  CONTINUOUS_DRIVING_LIMIT_SECONDS,
  DAILY_DRIVING_LIMIT_SECONDS,
  dailyRestSeconds,
  lawfulDrive,
} from './driving-rules.ts';
import { type BanWait, banAt, bansBind } from './traffic-bans.ts';
import { isoWithOffset } from '../shipment/local-time.ts';
import type { CountryLeg } from './countries-crossed.ts';

// A drive laid on the calendar: the EU rules' breaks and rests, and the traffic bans of the
// countries on the way waited out (docs/traffic-bans.md). The driving is shared between the
// countries crossed as the trip's length is (countries-crossed.ts); where they are not known, the
// first half is taken to be in the departure country, the second half in the arrival country.

export interface Road {
  /** the departure and arrival countries */
  countries: readonly [string, string];
  /** the countries crossed, in order, with their shares of the length; absent: the ends' halves */
  crossed?: readonly CountryLeg[];
  /** the vehicle's maximum authorised mass, kg; unknown binds no ban */
  grossWeightKg?: number;
  /** the French regions it crosses (ISO 3166-2:FR): a region's own bans bind its French part */
  frenchRegions?: readonly string[];
}

const HOUR_MS = 3_600_000;

/** The first moment from `instant` a vehicle may drive at the pickup, and the wait when it must. */
export function pickupAllowed(road: Road, instant: Date): { at: Date; wait?: BanWait } {
  const ban = banAt(road.countries[0], instant, road.grossWeightKg, road);
  if (!ban) return { at: instant };
  return {
    at: ban.until,
    wait: { country: ban.country, reason: ban.reason, at: 'pickup', from: isoWithOffset(instant), until: isoWithOffset(ban.until) },
  };
}

/**
 * The lawful drive of `drivingSeconds` leaving at `departure`, its stops and waits, and when it
 * arrives. A wait of 45 minutes or more is the driver's break; one as long as the daily rest is it.
 */
export function plannedDrive(road: Road, departure: Date, drivingSeconds: number, crew: Crew): { drive: LawfulDrive; arrival: Date } {
  const plain = lawfulDrive(drivingSeconds, crew);
  const legs = road.crossed?.length ? road.crossed : road.countries.map((country) => ({ country, share: 0.5 }));
  if (!legs.some(({ country }) => bansBind(country, road.grossWeightKg))) {
    return { drive: plain, arrival: new Date(departure.getTime() + plain.elapsedSeconds * 1000) };
  }
  // Where each country's part of the driving ends, in seconds at the wheel.
  let sum = 0;
  const ends = legs.map(({ country, share }) => ({ country, at: (sum += share * plain.drivingSeconds) }));
  const legOf = (driven: number) => ends.find(({ at }) => driven < at) ?? ends.at(-1)!;
  const dayLimit = crew * DAILY_DRIVING_LIMIT_SECONDS;
  const rest = dailyRestSeconds(crew);
  const waits: BanWait[] = [];
  let t = departure.getTime();
  let driven = 0;
  let continuous = 0;
  let today = 0;
  let breaks = 0;
  let dailyRests = 0;
  while (driven < plain.drivingSeconds) {
    const leg = legOf(driven);
    const ban = banAt(leg.country, new Date(t), road.grossWeightKg, road);
    if (ban) {
      const stopped = (ban.until.getTime() - t) / 1000;
      waits.push({
        country: ban.country,
        reason: ban.reason,
        at: driven === 0 ? 'departure' : 'onTheWay',
        from: isoWithOffset(new Date(t)),
        until: isoWithOffset(ban.until),
      });
      if (stopped >= rest) today = 0;
      if (stopped >= BREAK_SECONDS) continuous = 0;
      t = ban.until.getTime();
      continue;
    }
    if (today >= dayLimit) {
      t += rest * 1000;
      today = 0;
      continuous = 0;
      dailyRests += 1;
      continue;
    }
    if (crew === 1 && continuous >= CONTINUOUS_DRIVING_LIMIT_SECONDS) {
      t += BREAK_SECONDS * 1000;
      continuous = 0;
      breaks += 1;
      continue;
    }
    // Bans start on the hour: the drive is looked at again at each hour, at each border and at each stop due.
    const toNextHour = (HOUR_MS - (t % HOUR_MS)) / 1000;
    const step = Math.min(
      toNextHour,
      plain.drivingSeconds - driven,
      dayLimit - today,
      crew === 1 ? CONTINUOUS_DRIVING_LIMIT_SECONDS - continuous : Number.POSITIVE_INFINITY,
      leg.at > driven ? leg.at - driven : Number.POSITIVE_INFINITY,
    );
    t += step * 1000;
    driven += step;
    continuous += step;
    today += step;
  }
  const elapsedSeconds = Math.round((t - departure.getTime()) / 1000);
  return {
    drive: { ...plain, breaks, dailyRests, elapsedSeconds, ...(waits.length > 0 ? { waits } : {}) },
    arrival: new Date(t),
  };
}

/** The seconds a drive stood still for traffic bans: the crew is not paid to wait them out. */
export function waitedSeconds(drive: LawfulDrive): number {
  return (drive.waits ?? []).reduce((total, wait) => total + (Date.parse(wait.until) - Date.parse(wait.from)) / 1000, 0);
}
