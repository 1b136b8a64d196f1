import { lawfulDrive } from '../driving-time/driving-rules.ts';

// A step's time may be in order and in the past and still be one the road cannot explain: 650 km
// delivered a minute after the pickup, goods picked up a day before the vehicle was booked to
// come. Such times are kept, flagged for the agents, held out of the on-time figure and not
// invoiced until an agent confirms or corrects them.

/**
 * How much faster than the route's driving time a drive may be recorded: a third (a quiet road, a
 * route estimate on the long side). The fastest lawful drive is then a crew of two's, no break.
 */
export const ROAD_TOLERANCE = 1 / 3;
/** Speed assumed where the quote kept a distance but no driving time: a truck's limiter, 90 km/h. */
const FASTEST_KMH = 90;
/** How long before the pickup window opened goods may be picked up: a carrier may come early, not a day early. */
export const EARLY_PICKUP_HOURS = 12;

/** Why the recorded times are in doubt, with the figures the agents are told. */
export type TimesDoubt =
  { kind: 'fasterThanRoad'; minutes: number; distanceKm: number; fastestMinutes: number } | { kind: 'earlyPickup'; hoursEarly: number };

/** What the road allows: the route the offer was priced on and when the vehicle was to come. */
export interface RoadAllowance {
  distanceKm: number | null;
  /** seconds at the wheel the route takes */
  drivingSeconds: number | null;
  /** ISO 8601: when the pickup window opened */
  pickupWindowFrom: string | null;
}

/** The shortest time from pickup to delivery the route allows, in seconds; undefined when nothing is known of it. */
export function fastestLawfulSeconds(road: Pick<RoadAllowance, 'distanceKm' | 'drivingSeconds'>): number | undefined {
  const driving = road.drivingSeconds ?? (road.distanceKm === null ? null : (road.distanceKm / FASTEST_KMH) * 3600);
  if (driving === null || driving <= 0) return undefined;
  return lawfulDrive(driving * (1 - ROAD_TOLERANCE), 2).elapsedSeconds;
}

/** Whether the times the goods moved are ones the road can explain; the doubt when not. */
export function timesDoubt(times: { pickedUpAt: string | null; deliveredAt: string | null }, road: RoadAllowance): TimesDoubt | undefined {
  const { pickedUpAt, deliveredAt } = times;
  const fastest = fastestLawfulSeconds(road);
  if (pickedUpAt && deliveredAt && fastest !== undefined) {
    const seconds = (Date.parse(deliveredAt) - Date.parse(pickedUpAt)) / 1000;
    if (seconds < fastest) {
      return {
        kind: 'fasterThanRoad',
        minutes: Math.round(seconds / 60),
        distanceKm: Math.round(road.distanceKm ?? 0),
        fastestMinutes: Math.round(fastest / 60),
      };
    }
  }
  if (pickedUpAt && road.pickupWindowFrom) {
    const early = (Date.parse(road.pickupWindowFrom) - Date.parse(pickedUpAt)) / 3_600_000;
    if (early > EARLY_PICKUP_HOURS) return { kind: 'earlyPickup', hoursEarly: Math.round(early) };
  }
  return undefined;
}

/** The moves that set when the goods moved: the last of them carries the doubt of the times it leaves. */
export const TIMED_MOVES: readonly string[] = ['pickUp', 'deliver', 'correct'];

/** The doubt the record's times are held under, if any: none once an agent confirmed them or set them right. */
export function heldTimes(moves: ReadonlyArray<{ kind: string; doubt?: TimesDoubt }>): TimesDoubt | undefined {
  return moves.findLast((move) => TIMED_MOVES.includes(move.kind))?.doubt;
}
