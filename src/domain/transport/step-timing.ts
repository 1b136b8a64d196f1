import type { CorrectableStep, TransportMove } from './transport-lifecycle.ts';
import { ApplicationError } from '../application-error.ts';
import { type RoadAllowance, timesDoubt } from './plausible-times.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../application-error.ts' {
  interface ApplicationErrors {
    transportStepRefused: TransportStepRefused;
  }
}

// What an agent records is checked against the clock and the step before it. A step
// that happened is in the past; the goods are picked up after the carrier was booked and
// delivered after they were picked up; an estimate is of something still to come.

/** How far past the server's clock a step may be dated: a driver's watch and the server's disagree by a minute or two. */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

export const STEP_REFUSAL_REASONS = [
  // dated later than the server's clock plus the tolerance
  'inFuture',
  // a pickup dated before the carrier was booked
  'beforeBooking',
  // a delivery dated before the pickup
  'beforePickup',
  // a pickup corrected to after the delivery
  'afterDelivery',
  // an estimated delivery that is already past
  'estimateInPast',
  // a correction of a step that was never recorded
  'nothingToCorrect',
] as const;
export type StepRefusalReason = (typeof STEP_REFUSAL_REASONS)[number];

/** Why a step posted from a record was refused: its time, or its order (transport-lifecycle's rule). */
export type TransportRefusal = StepRefusalReason | 'order';
export const TRANSPORT_REFUSALS: readonly TransportRefusal[] = [...STEP_REFUSAL_REASONS, 'order'];

export class TransportStepRefused extends ApplicationError<'transportStepRefused'> {
  override name = 'TransportStepRefused';
  readonly code = 'transportStepRefused';
  readonly reason: StepRefusalReason;
  constructor(reason: StepRefusalReason) {
    super(`The step is refused: ${reason}.`);
    this.reason = reason;
  }
}

/** When the goods moved, corrections applied: the times the timeline, documents and figures use (ISO 8601, as recorded). */
export interface HappenedAt {
  pickedUpAt: string | null;
  deliveredAt: string | null;
}

export function happenedAt(moves: ReadonlyArray<TransportMove>): HappenedAt {
  const times: HappenedAt = { pickedUpAt: null, deliveredAt: null };
  for (const move of moves) {
    if (move.kind === 'pickUp' || (move.kind === 'correct' && move.step === 'pickUp')) times.pickedUpAt = move.at;
    else if (move.kind === 'deliver' || (move.kind === 'correct' && move.step === 'deliver')) times.deliveredAt = move.at;
  }
  return times;
}

/** When the carrier last booked was recorded, to the minute: a pickup typed 10:00 follows a booking recorded at 10:00:30. */
function bookedAt(moves: ReadonlyArray<{ move: TransportMove; at: Date }>): Date | null {
  const booked = moves.findLast(({ move }) => move.kind === 'book');
  return booked ? new Date(Math.floor(booked.at.getTime() / 60_000) * 60_000) : null;
}

const before = (a: string, b: Date | string) => Date.parse(a) < (typeof b === 'string' ? Date.parse(b) : b.getTime());

/** Throws TransportStepRefused when `move` cannot be true after `moves` at `now`; the state rule is transport-lifecycle's. */
export function checkStepTiming(move: TransportMove, moves: ReadonlyArray<{ move: TransportMove; at: Date }>, now: Date): void {
  const times = { ...happenedAt(moves.map(({ move }) => move)), bookedAt: bookedAt(moves) };
  const latest = new Date(now.getTime() + CLOCK_TOLERANCE_MS);
  const refuse = (reason: StepRefusalReason) => {
    throw new TransportStepRefused(reason);
  };
  const happened = (at: string, step: CorrectableStep) => {
    if (Date.parse(at) > latest.getTime()) refuse('inFuture');
    if (step === 'pickUp') {
      if (times.bookedAt && before(at, times.bookedAt)) refuse('beforeBooking');
      if (times.deliveredAt && before(times.deliveredAt, at)) refuse('afterDelivery');
    } else if (times.pickedUpAt && before(at, times.pickedUpAt)) refuse('beforePickup');
  };
  switch (move.kind) {
    case 'pickUp':
    case 'deliver':
      return happened(move.at, move.kind);
    case 'correct':
      if ((move.step === 'pickUp' ? times.pickedUpAt : times.deliveredAt) === null) refuse('nothingToCorrect');
      return happened(move.at, move.step);
    case 'eta':
      if (!before(now.toISOString(), move.estimatedDelivery)) refuse('estimateInPast');
      return;
    default:
      return;
  }
}

/**
 * Whether the goods were delivered by the delivery the offer promised, by the delivery's time as
 * last corrected: the on-time figure counts this (the dashboard computes the same in SQL).
 * Undefined until delivered, or without a promise.
 */
export function deliveredOnTime(moves: ReadonlyArray<TransportMove>, promisedDelivery: string | null): boolean | undefined {
  const { deliveredAt } = happenedAt(moves);
  if (!deliveredAt || !promisedDelivery) return undefined;
  return Date.parse(deliveredAt) <= Date.parse(promisedDelivery);
}

/**
 * The move as it is kept: one that sets when the goods moved carries the doubt of the times it
 * leaves (plausible-times.ts), unless it is an agent's confirmation of them.
 */
export function withTimesDoubt(move: TransportMove, moves: ReadonlyArray<TransportMove>, road: RoadAllowance): TransportMove {
  if (move.kind !== 'pickUp' && move.kind !== 'deliver' && move.kind !== 'correct') return move;
  if (move.kind === 'correct' && move.confirms) return move;
  const doubt = timesDoubt(happenedAt([...moves, move]), road);
  return doubt ? { ...move, doubt } : move;
}
