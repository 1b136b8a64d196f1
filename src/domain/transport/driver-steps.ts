import type { ParcelLine } from '../shipment/parcel-line.ts';
import type { PhonePosition, ProofSummary } from './delivery-proof.ts';
import { CLOCK_TOLERANCE_MS, happenedAt } from './step-timing.ts';
import {
  type DriverStamp,
  type DriverTimeRefusal,
  type IncidentKind,
  type TransportMove,
  type TransportMoveKind,
  transportStateOf,
} from './transport-lifecycle.ts';

// The driver's page shows one button, the next step of the goods' journey, and a way to
// report a problem. The steps are the driver's own words for the lifecycle's moves.

export const DRIVER_STEPS = ['arrivedAtPickup', 'loaded', 'left', 'arrivedAtDelivery', 'delivered'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];

/** What one tap says; the page keeps it with the phone's time until the server has it. */
export type DriverTap = { tap: string; phoneAt: string | null } & (
  | { step: 'arrivedAtPickup' | 'left' | 'arrivedAtDelivery' }
  | { step: 'loaded'; counted: number }
  | {
      step: 'delivered';
      receivedBy: string;
      note: string | null;
      /** the tick "received in good order", for a consignee who cannot draw (or who signs and ticks) */
      inGoodOrder: boolean;
      /** data: URLs as the page made them: a PNG of the signature drawn, a photo reduced to at most 1 MB */
      signature: string | null;
      photo: string | null;
      /** where the phone was, when the driver agreed to share it */
      position: PhonePosition | null;
    }
  | { step: 'problem'; incident: IncidentKind; note: string; photo: string | null }
);

/** The move each step records. */
export const MOVE_OF_STEP: Record<DriverTap['step'], TransportMoveKind> = {
  arrivedAtPickup: 'arrive',
  loaded: 'load',
  left: 'pickUp',
  arrivedAtDelivery: 'arrive',
  delivered: 'deliver',
  problem: 'incident',
};

/** The driver's next step after the moves kept; undefined before a booking and once the transport is over. */
export function driverNextStep(moves: readonly TransportMove[]): DriverStep | undefined {
  const state = transportStateOf(moves);
  const since = (kind: TransportMoveKind) => moves.slice(moves.findLastIndex((move) => move.kind === kind) + 1);
  if (state === 'booked') {
    // A carrier replaced starts again at the pickup.
    const sinceBooking = since('book');
    if (!sinceBooking.some((move) => move.kind === 'arrive' && move.site === 'pickup')) return 'arrivedAtPickup';
    return sinceBooking.some((move) => move.kind === 'load') ? 'left' : 'loaded';
  }
  if (state === 'picked_up') {
    return since('pickUp').some((move) => move.kind === 'arrive' && move.site === 'delivery') ? 'delivered' : 'arrivedAtDelivery';
  }
  return undefined;
}

/** How many pallets or parcels the order holds: what the driver counts at loading. */
export const orderedCount = (parcels: readonly Pick<ParcelLine, 'quantity'>[]) => parcels.reduce((sum, line) => sum + line.quantity, 0);

/**
 * When the goods' journey last moved: the booking (to the minute, as recorded), then each
 * arrival, loading, pickup and delivery by its own time, pickups and deliveries as last corrected.
 * Estimates, incidents and cancellations do not move the goods.
 */
export function lastStepTime(moves: ReadonlyArray<{ move: TransportMove; at: Date }>): number | null {
  const corrected = happenedAt(moves.map(({ move }) => move));
  let latest: number | null = null;
  for (const { move, at } of moves) {
    const time =
      move.kind === 'book'
        ? Math.floor(at.getTime() / 60_000) * 60_000
        : move.kind === 'pickUp'
          ? Date.parse(corrected.pickedUpAt ?? move.at)
          : move.kind === 'deliver'
            ? Date.parse(corrected.deliveredAt ?? move.at)
            : move.kind === 'arrive' || move.kind === 'load'
              ? Date.parse(move.at)
              : null;
    if (time !== null && (latest === null || time > latest)) latest = time;
  }
  return latest;
}

/**
 * The step's time and its stamp: the phone's time when it passes the step rules (not ahead of the
 * server's clock beyond the tolerance, not before the step it follows), else the server's, flagged.
 */
export function stampTap(
  tap: Pick<DriverTap, 'tap' | 'phoneAt'>,
  moves: ReadonlyArray<{ move: TransportMove; at: Date }>,
  now: Date,
): { at: string; driver: DriverStamp } {
  const refusal = ((): DriverTimeRefusal | null => {
    if (tap.phoneAt === null) return null;
    const phone = Date.parse(tap.phoneAt);
    if (phone > now.getTime() + CLOCK_TOLERANCE_MS) return 'inFuture';
    const previous = lastStepTime(moves);
    return previous !== null && phone < previous ? 'beforePrevious' : null;
  })();
  const at = tap.phoneAt !== null && refusal === null ? new Date(Date.parse(tap.phoneAt)).toISOString() : now.toISOString();
  return { at, driver: { tap: tap.tap, phoneAt: tap.phoneAt, flagged: refusal } };
}

/** The move a tap records, dated and stamped by stampTap. */
export function moveOfTap(
  tap: DriverTap,
  stamped: { at: string; driver: DriverStamp },
  ordered: number,
  proof?: ProofSummary,
): TransportMove {
  const { at, driver } = stamped;
  switch (tap.step) {
    case 'arrivedAtPickup':
      return { kind: 'arrive', site: 'pickup', at, driver };
    case 'arrivedAtDelivery':
      return { kind: 'arrive', site: 'delivery', at, driver };
    case 'loaded':
      return { kind: 'load', at, counted: tap.counted, ordered, driver };
    case 'left':
      return { kind: 'pickUp', at, driver };
    case 'delivered':
      return { kind: 'deliver', at, receivedBy: tap.receivedBy, note: tap.note, ...(proof ? { proof } : {}), driver };
    case 'problem':
      return { kind: 'incident', incident: tap.incident, note: tap.note, at, ...(tap.photo ? { photos: 1 } : {}), driver };
  }
}

/** Whether this tap was already kept (a page that sent it again after a lost answer). */
export const tapKept = (moves: ReadonlyArray<{ move: TransportMove }>, tap: string) => moves.some(({ move }) => move.driver?.tap === tap);
