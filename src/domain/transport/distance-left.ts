import { type Crew, lawfulDrive } from '../driving-time/driving-rules.ts';

// While the goods are on their way and the driver shares the phone's position, the
// shipper's and the receiving site's pages say how far the goods still have to go and when they
// should arrive — the road distance and time from the last position to the delivery, driven within
// the driving-time rules from that moment (a break after 4 h 30 at the wheel, a daily rest after
// 9 h). Never the position itself.

/** A position older than this says nothing of where the goods are now: the pages show none. */
export const POSITION_FRESH_MS = 30 * 60_000;

export interface DistanceLeft {
  /** road kilometres from the last position to the delivery, rounded */
  distanceKm: number;
  /** ISO 8601: the position's time plus the lawful drive of what is left */
  estimatedArrival: string;
  /** ISO 8601: when the phone was there */
  positionAt: string;
}

export function distanceLeft(route: { distanceMetres: number; travelTimeSeconds: number }, positionAt: Date, crew: Crew): DistanceLeft {
  const drive = lawfulDrive(route.travelTimeSeconds, crew);
  return {
    distanceKm: Math.round(route.distanceMetres / 1000),
    estimatedArrival: new Date(positionAt.getTime() + drive.elapsedSeconds * 1000).toISOString(),
    positionAt: positionAt.toISOString(),
  };
}

/** Whether a position read at `at` still tells where the goods are at `now`. */
export const freshPosition = (at: Date, now: Date) => now.getTime() - at.getTime() <= POSITION_FRESH_MS;
