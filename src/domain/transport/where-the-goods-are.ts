import { QUOTE_STATUSES, type QuoteStatus } from '../quote/quote-lifecycle.ts';
import { happenedAt } from './step-timing.ts';
import type { TransportMove, TransportState } from './transport-lifecycle.ts';

// The shipper's page opens on where the goods are, not on the confirmation it once was,
// and shows the path ahead from the first minute.

/** What the shipper's page leads with. */
export type WhereTheGoodsAre =
  | { state: 'confirmed' }
  | { state: 'booked'; carrier: string; vehicle: string; plannedPickup: string }
  | { state: 'picked_up'; pickedUpAt: string; estimatedDelivery: string | null }
  /** booked or on the way, with an estimate later than the promise */
  | { state: 'late'; estimatedDelivery: string; reason: string }
  | { state: 'delivered'; deliveredAt: string; receivedBy: string }
  | { state: 'cancelled'; reason: string };

/** The path every transport takes, in order: what is done is marked, what is ahead greyed. */
export const TRANSPORT_PATH = ['confirmed', 'booked', 'picked_up', 'delivered'] as const satisfies readonly TransportState[];
export type PathStep = (typeof TRANSPORT_PATH)[number];

interface Followed {
  state: TransportState;
  /** ISO 8601: the delivery the chosen offer promised */
  promisedDelivery: string | null;
  steps: ReadonlyArray<{ move: TransportMove }>;
}

const last = <K extends TransportMove['kind']>(steps: Followed['steps'], kind: K) =>
  steps.findLast(({ move }) => move.kind === kind)?.move as Extract<TransportMove, { kind: K }> | undefined;

export function whereTheGoodsAre({ state, promisedDelivery, steps }: Followed): WhereTheGoodsAre {
  const moves = steps.map(({ move }) => move);
  const happened = happenedAt(moves);
  const estimate = last(steps, 'eta');
  const late = estimate && promisedDelivery !== null && Date.parse(estimate.estimatedDelivery) > Date.parse(promisedDelivery);
  switch (state) {
    case 'confirmed':
      return { state };
    case 'booked':
    case 'picked_up': {
      if (late) return { state: 'late', estimatedDelivery: estimate.estimatedDelivery, reason: estimate.reason };
      if (state === 'picked_up')
        return { state, pickedUpAt: happened.pickedUpAt!, estimatedDelivery: estimate?.estimatedDelivery ?? promisedDelivery };
      const booking = last(steps, 'book')!;
      return { state, carrier: booking.carrier, vehicle: booking.vehicle, plannedPickup: booking.plannedPickup };
    }
    case 'delivered':
      return { state, deliveredAt: happened.deliveredAt!, receivedBy: last(steps, 'deliver')!.receivedBy };
    case 'cancelled':
      return { state, reason: last(steps, 'cancel')!.reason };
  }
}

/** Where each step of the path stands: done, the current one, or ahead. A cancelled transport has none current. */
export function pathOf(state: TransportState): Array<{ step: PathStep; stands: 'done' | 'current' | 'ahead' }> {
  const reached = state === 'cancelled' ? -1 : TRANSPORT_PATH.indexOf(state);
  return TRANSPORT_PATH.map((step, index) => ({
    step,
    stands: state === 'cancelled' ? (index === 0 ? 'done' : 'ahead') : index < reached ? 'done' : index === reached ? 'current' : 'ahead',
  }));
}

/**
 * How "Mes transports" lists and filters a quote: by its status until it is confirmed, then by
 * where its transport stands ('offer_confirmed' is a confirmed transport no carrier has yet).
 */
export const LIST_STATES = [
  'created',
  'priced',
  'contact_given',
  'callback_requested',
  'offer_confirmed',
  'booked',
  'picked_up',
  'delivered',
  'cancelled',
] as const;
export type ListState = (typeof LIST_STATES)[number];

export function listStateOf(status: QuoteStatus, transport: TransportState | null): ListState {
  return transport === null || transport === 'confirmed' ? status : transport;
}

/** The store's filter for a listed state. */
export function listFilterOf(
  state: ListState,
): { status: QuoteStatus; transportState?: TransportState } | { transportState: TransportState } {
  if (state === 'offer_confirmed') return { status: state, transportState: 'confirmed' };
  return (QUOTE_STATUSES as readonly string[]).includes(state)
    ? { status: state as QuoteStatus }
    : { transportState: state as TransportState };
}
