/** Spec §9 fallback: distance at 50 km/h plus 2 hours, or 5 hours when nothing is known. */
const FALLBACK_SPEED_KMH = 50;
const FALLBACK_HANDLING_HOURS = 2;
const FALLBACK_HOURS = 5;

export interface RouteEstimate {
  travelTimeSeconds?: number | null;
  distanceKm?: number | null;
}

/** Travel time in seconds (the offers' deliveries add the drivers' stops to it: service-promise.ts): the route's, else distance at 50 km/h plus 2 hours, else 5 hours (spec §9). */
export function travelSeconds(route: RouteEstimate): number {
  const hours =
    route.travelTimeSeconds && route.travelTimeSeconds > 0
      ? route.travelTimeSeconds / 3600
      : route.distanceKm && route.distanceKm > 0
        ? route.distanceKm / FALLBACK_SPEED_KMH + FALLBACK_HANDLING_HOURS
        : FALLBACK_HOURS;
  return Math.round(hours * 3600);
}

/** Spec §9: duration shown as hours and two-digit minutes, e.g. 8h05. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
}
