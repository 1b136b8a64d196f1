import { type WallClock, compareWallClocks, instantOf, wallClockAt } from './local-time.ts';

/** Spec §9: without a requested delivery, pickup plus 6 hours. */
export const DEFAULT_DELIVERY_AFTER_PICKUP_MS = 6 * 60 * 60 * 1000;
/** Spec §9: a delivery date given without a time is shown at now plus 4 hours. */
export const DELIVERY_TIME_FALLBACK_MS = 4 * 60 * 60 * 1000;

/**
 * The delivery a quote carries (spec §9): the date and time the visitor asked for, kept as
 * asked; a date alone at the time of now + 4 h; nothing asked, pickup + 6 h. A default never
 * falls before the pickup: then pickup + 6 h stands.
 */
export function applyDeliveryRule(
  requested: { deliveryDate?: string | null; deliveryTime?: string | null },
  pickup: WallClock,
  now: Date,
): WallClock {
  const byDefault = wallClockAt(new Date(instantOf(pickup).getTime() + DEFAULT_DELIVERY_AFTER_PICKUP_MS));
  if (!requested.deliveryDate) return byDefault;
  if (requested.deliveryTime) return { date: requested.deliveryDate, time: requested.deliveryTime.slice(0, 5) };
  const atFallbackTime = { date: requested.deliveryDate, time: wallClockAt(new Date(now.getTime() + DELIVERY_TIME_FALLBACK_MS)).time };
  return compareWallClocks(atFallbackTime, pickup) > 0 ? atFallbackTime : byDefault;
}

/** Whether a requested delivery (date, and time when given) comes before the pickup. */
export function deliveryBeforePickup(
  delivery: { date: string; time?: string | null },
  pickup: { date: string; time?: string | null },
): boolean {
  if (delivery.date !== pickup.date) return delivery.date < pickup.date;
  return Boolean(delivery.time && pickup.time && delivery.time.slice(0, 5) < pickup.time.slice(0, 5));
}
