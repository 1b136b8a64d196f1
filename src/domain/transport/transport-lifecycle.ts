import type { Language } from '../language.ts';
import type { LeadStatus } from '../staff/leads.ts';
import { ApplicationError } from '../application-error.ts';
import type { ProofSummary } from './delivery-proof.ts';
import type { TimesDoubt } from './plausible-times.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../application-error.ts' {
  interface ApplicationErrors {
    transportMoveRefused: TransportMoveRefused;
  }
}

// A confirmed transport's life after the call: agents move it from confirmed through
// booked and picked up to delivered, or cancel it; estimated deliveries and incidents are noted
// on the way. Every move is kept, in order, never rewritten: the state is the fold of the moves.

export const TRANSPORT_STATES = ['confirmed', 'booked', 'picked_up', 'delivered', 'cancelled'] as const;
export type TransportState = (typeof TRANSPORT_STATES)[number];

export const INCIDENT_KINDS = ['delay', 'damage', 'refused', 'access'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** Where a driver arrives. */
export const SITES = ['pickup', 'delivery'] as const;
export type Site = (typeof SITES)[number];

/**
 * A step the driver tapped on the job's page: the tap's own id (a tap sent twice is kept
 * once), the phone's time when the page had one, and why that time was not kept, if it was not.
 */
export interface DriverStamp {
  tap: string;
  /** ISO 8601: when the phone says it was tapped; null when the page had no scripts */
  phoneAt: string | null;
  /** the phone's time failed the step rules: the step bears the time the server received it */
  flagged: DriverTimeRefusal | null;
}

/** Why a phone's time was not kept: ahead of the server's clock, or before the step it follows. */
export type DriverTimeRefusal = 'inFuture' | 'beforePrevious';

/** What an agent (or the driver) records; instants are ISO 8601. */
export type TransportMove = (
  | {
      kind: 'book';
      carrier: string;
      vehicle: string;
      registration: string;
      driverFirstName: string;
      driverPhone: string;
      /** the language of the driver's text message and page, when the agent chose one (else the phone's: driver-language.ts) */
      driverLanguage?: Language;
      /** ISO 8601: when the carrier will pick up */
      plannedPickup: string;
      /** the carrier of the directory (absent on bookings typed before it) */
      carrierId?: string;
      /** the carrier confirmed its award and named the driver itself: no agent recorded it */
      byCarrier?: true;
    }
  | { kind: 'eta'; estimatedDelivery: string; reason: string }
  /** `at`: when it happened, when the driver reported it (an agent's report is dated when recorded) */
  | { kind: 'incident'; incident: IncidentKind; note: string; at?: string; photos?: number }
  /** the driver at the pickup or the delivery site */
  | { kind: 'arrive'; site: Site; at: string }
  /** the goods on board, as the driver counted them against the order */
  | { kind: 'load'; at: string; counted: number; ordered: number }
  | { kind: 'pickUp'; at: string; doubt?: TimesDoubt }
  /** `proof`: what the driver's phone gathered, kept beside the step (delivery-proof.ts) */
  | { kind: 'deliver'; at: string; receivedBy: string; note: string | null; proof?: ProofSummary; doubt?: TimesDoubt }
  | { kind: 'cancel'; by: string; reason: string }
  /**
   * A step's time set right afterwards: appended, never an edit of the step. `confirms`:
   * the agent checked that the time recorded is true although the road cannot explain it.
   */
  | { kind: 'correct'; step: CorrectableStep; at: string; reason: string; confirms?: boolean; doubt?: TimesDoubt }
) & { driver?: DriverStamp };

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
  // The driver's own steps between those; their order is the driver's page's (driver-steps.ts).
  arrive: { from: ['booked', 'picked_up'] },
  load: { from: ['booked'] },
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

/** A move as the shipper and its systems see it: the driver's stamp (the tap, the phone's time), language and the times' doubt are for the agents. */
export function publicMove(move: TransportMove): TransportMove {
  if ('doubt' in move) {
    const { doubt: _doubt, ...rest } = move;
    return publicMove(rest as TransportMove);
  }
  if (move.kind === 'book' && (move.driverLanguage || move.carrierId || move.byCarrier)) {
    const { driverLanguage: _language, carrierId: _carrier, byCarrier: _by, ...rest } = move;
    return publicMove(rest);
  }
  if (!move.driver) return move;
  const { driver: _stamp, ...rest } = move;
  return rest as TransportMove;
}

/** The moves only the driver's page records: an agent was not there to see them. */
export const DRIVER_ONLY_MOVES = ['arrive', 'load'] as const satisfies readonly TransportMoveKind[];
export type AgentMoveKind = Exclude<TransportMoveKind, (typeof DRIVER_ONLY_MOVES)[number]>;

/** The moves an agent may make now, for the forms on the record. */
export function movesFrom(state: TransportState): AgentMoveKind[] {
  return (Object.keys(TRANSITIONS) as TransportMoveKind[]).filter(
    (move): move is AgentMoveKind => canMove(state, move) && !(DRIVER_ONLY_MOVES as readonly string[]).includes(move),
  );
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

/** How a step moves the request's lead on, in its trail. */
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
