import type { BanWait } from './traffic-bans.ts';

// The EU rules on drivers' driving times, breaks and rests: Regulation (EC) No 561/2006, as
// amended by Regulation (EU) 2020/1054 (which, from 1 July 2026, also binds vans over 2.5 t on
// international trips for hire). The product applies them to every vehicle it sells (ADR 0030):
// a delivery time no driver may lawfully reach is not a promise an operator can keep.

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Art. 7: after 4 h 30 of driving, a break of at least 45 minutes. */
export const CONTINUOUS_DRIVING_LIMIT_SECONDS = 4.5 * HOUR;
export const BREAK_SECONDS = 45 * MINUTE;
/** Art. 6(1): the daily driving time does not exceed 9 hours (the twice-a-week 10 hours is kept as the driver's margin). */
export const DAILY_DRIVING_LIMIT_SECONDS = 9 * HOUR;
/** Art. 4(g) and 8(1): a regular daily rest of at least 11 hours (the reduced 9 hours is kept as the driver's margin). */
export const DAILY_REST_SECONDS = 11 * HOUR;
/**
 * Art. 4(o), 7 and 8(5), multi-manning: with two drivers aboard, each takes their breaks while the
 * other drives, and each has a daily rest of at least 9 hours within 30 hours of the last one:
 * the vehicle rolls for up to twice a driver's day, then stops for 9 hours.
 */
export const CREW_DAILY_REST_SECONDS = 9 * HOUR;

/** One driver, or two taking turns (multi-manning). */
export type Crew = 1 | 2;

/** The daily rest the vehicle stops for: 11 hours for one driver, 9 for a crew. */
export const dailyRestSeconds = (crew: Crew) => (crew === 1 ? DAILY_REST_SECONDS : CREW_DAILY_REST_SECONDS);

/** How a drive is done lawfully: its time at the wheel and the time stopped for the drivers. */
export interface LawfulDrive {
  crew: Crew;
  /** seconds at the wheel */
  drivingSeconds: number;
  /** the 45-minute breaks the vehicle stops for */
  breaks: number;
  /** the daily rests the vehicle stops for */
  dailyRests: number;
  /** seconds from departure to arrival, stops included */
  elapsedSeconds: number;
  /** the traffic bans waited out on the way (drive-plan.ts); absent when none */
  waits?: BanWait[];
}

/** The breaks and daily rests a drive of `drivingSeconds` needs with `crew` drivers, and how long it then takes. */
export function lawfulDrive(drivingSeconds: number, crew: Crew): LawfulDrive {
  const dayLimit = crew * DAILY_DRIVING_LIMIT_SECONDS;
  let remaining = Math.max(0, Math.round(drivingSeconds));
  let breaks = 0;
  let dailyRests = 0;
  for (;;) {
    const today = Math.min(remaining, dayLimit);
    // A crew's breaks are taken by the driver who is not at the wheel: the vehicle does not stop.
    if (crew === 1) breaks += Math.max(0, Math.ceil(today / CONTINUOUS_DRIVING_LIMIT_SECONDS) - 1);
    remaining -= today;
    if (remaining === 0) break;
    dailyRests += 1;
  }
  const driving = Math.max(0, Math.round(drivingSeconds));
  return {
    crew,
    drivingSeconds: driving,
    breaks,
    dailyRests,
    elapsedSeconds: driving + breaks * BREAK_SECONDS + dailyRests * dailyRestSeconds(crew),
  };
}

/** Whether one driver can do the drive within a single day's driving, with no daily rest on the way. */
export function oneDriversDay(drivingSeconds: number): boolean {
  return drivingSeconds <= DAILY_DRIVING_LIMIT_SECONDS;
}
