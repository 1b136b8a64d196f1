import { type WallClock, instantOf, isoWithOffset, wallClockAt } from '../shipment/local-time.ts';
import { type Crew, type LawfulDrive, oneDriversDay } from '../driving-time/driving-rules.ts';
import { type Road, pickupAllowed, plannedDrive } from '../driving-time/drive-plan.ts';
import { type BanWait, type RoadByRoadBanCountry, bansBind, roadByRoadBansOn } from '../driving-time/traffic-bans.ts';
import type { OfferVariant } from './offers.ts';

// What each offer promises besides its price (ADR 0013). The windows start at the earliest
// pickup (the visitor's pickup after the rule of spec §5) and differ in how soon a vehicle is
// there; delivery is estimated from the end of the window, at the latest, after a drive that
// keeps the EU driving-time rules (ADR 0030).

export interface PickupWindow {
  /** ISO 8601 with offset */
  from: string;
  to: string;
}

export interface ServicePromise {
  pickupWindow: PickupWindow;
  /** ISO 8601 with offset: the end of the pickup window plus the lawful drive */
  estimatedDelivery: string;
  /** who drives and the stops the rules ask for; absent from offers priced before they were kept */
  drive?: LawfulDrive;
  /** the traffic ban that keeps the vehicle from coming at the earliest pickup: the window opens when it lifts */
  pickupWait?: BanWait;
  /** a lighter class of the catalogue that carries the goods and that none of the offer's bans binds: proposed instead of waiting */
  lighterVehicle?: string;
  /** the countries crossed whose bans are set road by road, not waited out here: the agent checks them */
  roadByRoadBans?: RoadByRoadBanCountry[];
}

/** The traffic bans an offer waits out, in its order: the pickup's, then the drive's. */
export function bansOf(promise: Partial<Pick<ServicePromise, 'pickupWait' | 'drive'>>): BanWait[] {
  return [...(promise.pickupWait ? [promise.pickupWait] : []), ...(promise.drive?.waits ?? [])];
}

/**
 * The lighter vehicle to propose when bans hold an offer up: the smallest class that carries the
 * goods, when it is not the one chosen and none of the bans binds it; else none.
 */
export function lighterVehicleFor(
  promise: Partial<Pick<ServicePromise, 'pickupWait' | 'drive'>>,
  chosen: string,
  smallestFitting: { code: string; grossWeightKg?: number } | undefined,
): string | undefined {
  const bans = bansOf(promise);
  if (bans.length === 0 || !smallestFitting || smallestFitting.code === chosen) return undefined;
  return bans.every((ban) => !bansBind(ban.country, smallestFitting.grossWeightKg)) ? smallestFitting.code : undefined;
}

export interface ServiceLevel {
  /** how long after the earliest pickup a vehicle may come */
  windowHours: number;
  /** travel time × this: 1 for a direct dedicated vehicle, more for a shared one with stops */
  travelFactor: number;
  /** a drive longer than one driver's day is driven by two taking turns, without the night's stop */
  crewedBeyondOneDay: boolean;
}

/**
 * Priority: a dedicated vehicle at the pickup address within the hour of the earliest pickup
 * (spec §9 windows of 1 hour; the earliest pickup being now + 2 h, that is the claimed 60 to
 * 120 minutes when the goods are ready at once), driven straight to the delivery address.
 * Flex: a vehicle of the network within 4 hours, still direct. Eco: collected within 24 hours
 * on a shared vehicle that makes other stops, half as long again on the road.
 */
export const SERVICE_LEVELS: Record<OfferVariant, ServiceLevel> = {
  priority: { windowHours: 1, travelFactor: 1, crewedBeyondOneDay: true },
  standard: { windowHours: 4, travelFactor: 1, crewedBeyondOneDay: false },
  economy: { windowHours: 24, travelFactor: 1.5, crewedBeyondOneDay: false },
};

/** Who drives an offer: Priority does not stop for the night, so a drive beyond one driver's day takes two. */
export function crewFor(variant: OfferVariant, travelSeconds: number): Crew {
  const level = SERVICE_LEVELS[variant];
  return level.crewedBeyondOneDay && !oneDriversDay(Math.round(travelSeconds * level.travelFactor)) ? 2 : 1;
}

const HOUR_MS = 3_600_000;

/**
 * The promise of one offer, from the earliest pickup and the estimated travel time in seconds, on
 * a road whose countries' traffic bans bind the vehicle (drive-plan.ts): a vehicle that may not
 * drive at the earliest pickup comes when the ban lifts, and the drive waits out the bans on the way.
 */
export function servicePromise(
  variant: OfferVariant,
  earliestPickup: WallClock,
  travelSeconds: number,
  road: Road,
): Required<Omit<ServicePromise, 'pickupWait' | 'lighterVehicle' | 'roadByRoadBans'>> &
  Pick<ServicePromise, 'pickupWait' | 'roadByRoadBans'> {
  const level = SERVICE_LEVELS[variant];
  const pickup = pickupAllowed(road, instantOf(earliestPickup));
  const from = pickup.at;
  const to = new Date(from.getTime() + level.windowHours * HOUR_MS);
  const { drive, arrival } = plannedDrive(road, to, Math.round(travelSeconds * level.travelFactor), crewFor(variant, travelSeconds));
  const roadByRoad = roadByRoadBansOn(road.crossed?.map((leg) => leg.country) ?? road.countries, road.grossWeightKg);
  return {
    pickupWindow: { from: isoWithOffset(from), to: isoWithOffset(to) },
    estimatedDelivery: isoWithOffset(arrival),
    drive,
    ...(pickup.wait ? { pickupWait: pickup.wait } : {}),
    ...(roadByRoad.length > 0 ? { roadByRoadBans: roadByRoad } : {}),
  };
}

/** The wall clock of an ISO instant with offset, where the business runs. */
export function wallClockOf(iso: string): WallClock {
  return wallClockAt(new Date(iso));
}

/**
 * Whether an offer's estimated delivery comes by the delivery the visitor asked for (a date and
 * time in the business time zone); undefined when none was asked: nothing to meet.
 */
export function meetsRequestedDelivery(
  estimatedDelivery: string,
  requested: { date?: string | null; time?: string | null },
): boolean | undefined {
  if (!requested.date) return undefined;
  const deadline = instantOf({ date: requested.date, time: requested.time?.slice(0, 5) || '23:59' });
  return new Date(estimatedDelivery).getTime() <= deadline.getTime();
}
