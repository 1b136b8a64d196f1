import { type WallClock, compareWallClocks, wallClockAt, wallClockCeil } from './local-time.ts';

/** Spec §9: the earliest pickup is now plus 2 hours. */
export const EARLIEST_PICKUP_DELAY_MS = 2 * 60 * 60 * 1000;

/**
 * Spec §5 "Pickup time rule": a pickup date or time that is missing, or earlier than now plus
 * 2 hours, becomes now plus 2 hours. `now` comes from the Clock port.
 */
export function applyPickupRule(requested: { pickupDate?: string | null; pickupTime?: string | null }, now: Date): WallClock {
  const earliest = wallClockCeil(new Date(now.getTime() + EARLIEST_PICKUP_DELAY_MS));
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
