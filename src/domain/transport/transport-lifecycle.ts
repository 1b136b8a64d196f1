import type { LeadStatus } from '../staff/leads.ts';
import { ApplicationError } from '../application-error.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../application-error.ts' {
  interface ApplicationErrors {
    transportMoveRefused: TransportMoveRefused;
  }
}

// A confirmed transport's life after the call (issue 38): agents move it from confirmed through
// booked and picked up to delivered, or cancel it; estimated deliveries and incidents are noted
// on the way. Every move is kept, in order, never rewritten: the state is the fold of the moves.

export const TRANSPORT_STATES = ['confirmed', 'booked', 'picked_up', 'delivered', 'cancelled'] as const;
export type TransportState = (typeof TRANSPORT_STATES)[number];

export const INCIDENT_KINDS = ['delay', 'damage', 'refused', 'access'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** What an agent records; instants are ISO 8601. */
export type TransportMove =
  | {
      kind: 'book';
      carrier: string;
      vehicle: string;
      registration: string;
      driverFirstName: string;
      driverPhone: string;
      /** ISO 8601: when the carrier will pick up */
      plannedPickup: string;
    }
  | { kind: 'eta'; estimatedDelivery: string; reason: string }
  | { kind: 'incident'; incident: IncidentKind; note: string }
  | { kind: 'pickUp'; at: string }
  | { kind: 'deliver'; at: string; receivedBy: string; note: string | null }
  | { kind: 'cancel'; by: string; reason: string }
  /** A step's time set right afterwards (issue 49): appended, never an edit of the step. */
  | { kind: 'correct'; step: CorrectableStep; at: string; reason: string };

/** The steps whose time may be corrected: the ones that say when the goods moved. */
export const CORRECTABLE_STEPS = ['pickUp', 'deliver'] as const;
export type CorrectableStep = (typeof CORRECTABLE_STEPS)[number];

export type TransportMoveKind = TransportMove['kind'];

/** Which states each move may start from, and where it leads (undefined: the state stays). */
const TRANSITIONS: Record<TransportMoveKind, { from: readonly TransportState[]; to?: TransportState }> = {
  // A carrier may be replaced until the goods are picked up.
  book: { from: ['confirmed', 'booked'], to: 'booked' },
  eta: { from: ['booked', 'picked_up'] },
  // Damage may be found at delivery: an incident stays possible once delivered.
  incident: { from: ['booked', 'picked_up', 'delivered'] },
  pickUp: { from: ['booked'], to: 'picked_up' },
  deliver: { from: ['picked_up'], to: 'delivered' },
  // Once the goods are on board, the transport ends at a delivery (or an incident), not a cancellation.
  cancel: { from: ['confirmed', 'booked'], to: 'cancelled' },
  // Whether the corrected step happened is the timing rule's to say (step-timing.ts).
  correct: { from: ['picked_up', 'delivered'] },
};

export class TransportMoveRefused extends ApplicationError<'transportMoveRefused'> {
  override name = 'TransportMoveRefused';
  readonly code = 'transportMoveRefused';
  readonly state: TransportState;
  readonly move: TransportMoveKind;
  constructor(state: TransportState, move: TransportMoveKind) {
    super(`A transport that is ${state.replace('_', ' ')} cannot take the move "${move}".`);
    this.state = state;
    this.move = move;
  }
}

export function canMove(state: TransportState, move: TransportMoveKind): boolean {
  return TRANSITIONS[move].from.includes(state);
}

/** The moves an agent may make now, for the forms on the record. */
export function movesFrom(state: TransportState): TransportMoveKind[] {
  return (Object.keys(TRANSITIONS) as TransportMoveKind[]).filter((move) => canMove(state, move));
}

/** The state after `move`, or a TransportMoveRefused when it is out of order. */
export function nextTransportState(state: TransportState, move: TransportMoveKind): TransportState {
  if (!canMove(state, move)) throw new TransportMoveRefused(state, move);
  return TRANSITIONS[move].to ?? state;
}

/** The state a history of moves leads to, from a confirmed request. */
export function transportStateOf(moves: ReadonlyArray<Pick<TransportMove, 'kind'>>): TransportState {
  return moves.reduce<TransportState>((state, move) => nextTransportState(state, move.kind), 'confirmed');
}

/** How a step moves the request's lead on, in its trail (issue 49). */
export interface LeadClosing {
  status: Extract<LeadStatus, 'won'>;
  note: string;
}

/**
 * Booking a transport is the call done and the sale made: its confirmed-quote lead is won, with a
 * note saying why, unless an agent already moved it past waiting. The inbox and its reminders then
 * leave it.
 */
export function leadClosedBy(move: Pick<TransportMove, 'kind'>): LeadClosing | undefined {
  return move.kind === 'book' ? { status: 'won', note: BOOKING_CLOSES_LEAD } : undefined;
}

/** The trail's note (lead notes are the agents' own words, in French). */
export const BOOKING_CLOSES_LEAD = 'Transport réservé\u202f: la demande est traitée.';
