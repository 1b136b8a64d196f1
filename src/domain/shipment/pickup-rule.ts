import { type WallClock, compareWallClocks, wallClockAt, wallClockCeil } from './local-time.ts';

/** Spec §9: the earliest pickup is now plus 2 hours. */
export const EARLIEST_PICKUP_DELAY_MS = 2 * 60 * 60 * 1000;
/** Spec §9 "Default pickup time 09:00 in one variant": the start of a working day. */
export const LATER_DAY_PICKUP_TIME = '09:00';

/**
 * Spec §5 "Pickup time rule": a pickup date or time that is missing, or earlier than now plus
 * 2 hours, becomes now plus 2 hours; except a later day given without a time, which starts at
 * 09:00 (spec §9's default pickup time: tomorrow is not "now + 2 h"). `now` comes from the Clock port.
 */
export function applyPickupRule(requested: { pickupDate?: string | null; pickupTime?: string | null }, now: Date): WallClock {
  const earliest = wallClockCeil(new Date(now.getTime() + EARLIEST_PICKUP_DELAY_MS));
  if (requested.pickupDate && !requested.pickupTime && requested.pickupDate > earliest.date) {
    return { date: requested.pickupDate, time: LATER_DAY_PICKUP_TIME };
  }
  if (!requested.pickupDate || !requested.pickupTime) return earliest;
  const wanted = { date: requested.pickupDate, time: requested.pickupTime.slice(0, 5) };
  return compareWallClocks(wanted, earliest) < 0 ? earliest : wanted;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * What the form proposes for the pickup: the earliest time the rule allows, rounded up to the
 * quarter hour (a time people say, that stays allowed for the next minutes).
 */
export function earliestPickupSlot(now: Date): WallClock {
  const earliest = now.getTime() + EARLIEST_PICKUP_DELAY_MS;
  return wallClockAt(new Date(Math.ceil(earliest / QUARTER_HOUR_MS) * QUARTER_HOUR_MS));
}

/**
 * The time the form proposes for a pickup date: the earliest slot on the day it falls on,
 * 09:00 on a later day (a pickup tomorrow at 04:45 because it is 02:45 now reads as a mistake).
 */
export function proposedPickupTime(date: string, now: Date): string {
  const earliest = earliestPickupSlot(now);
  return date > earliest.date ? LATER_DAY_PICKUP_TIME : earliest.time;
}
