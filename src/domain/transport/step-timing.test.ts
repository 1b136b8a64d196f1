import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_MS, TransportStepRefused, checkStepTiming, deliveredOnTime, happenedAt } from './step-timing.ts';
import type { TransportMove } from './transport-lifecycle.ts';

const NOW = new Date('2026-11-27T21:00:00Z');
const iso = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000).toISOString();
const recorded = (minutesFromNow: number) => new Date(NOW.getTime() + minutesFromNow * 60_000);

const BOOK: TransportMove = {
  kind: 'book',
  carrier: 'Transports Rhône',
  vehicle: 'Fourgon',
  registration: 'AB-123-CD',
  driverFirstName: 'Marc',
  driverPhone: '+33 6 12 34 56 78',
  plannedPickup: iso(-200),
};
const booked = [{ move: BOOK, at: recorded(-240) }];
const pickedUp = [...booked, { move: { kind: 'pickUp', at: iso(-150) } satisfies TransportMove, at: recorded(-140) }];
const delivered = [
  ...pickedUp,
  { move: { kind: 'deliver', at: iso(-30), receivedBy: 'Mme Roux', note: null } satisfies TransportMove, at: recorded(-20) },
];

const refusal = (move: TransportMove, moves: Parameters<typeof checkStepTiming>[1]) => {
  try {
    checkStepTiming(move, moves, NOW);
    return undefined;
  } catch (error) {
    if (error instanceof TransportStepRefused) return error.reason;
    throw error;
  }
};

describe('steps in order and in the past', () => {
  it('takes a pickup between the booking and the clock, and a delivery after the pickup', () => {
    expect(refusal({ kind: 'pickUp', at: iso(-239) }, booked)).toBeUndefined();
    expect(refusal({ kind: 'deliver', at: iso(0), receivedBy: 'A', note: null }, pickedUp)).toBeUndefined();
  });

  it('allows the clock’s tolerance of five minutes, and not a minute more', () => {
    expect(CLOCK_TOLERANCE_MS).toBe(5 * 60_000);
    expect(refusal({ kind: 'pickUp', at: iso(5) }, booked)).toBeUndefined();
    expect(refusal({ kind: 'pickUp', at: iso(6) }, booked)).toBe('inFuture');
    // A pickup at tomorrow 09:00, recorded tonight.
    expect(refusal({ kind: 'pickUp', at: '2026-11-28T08:00:00Z' }, booked)).toBe('inFuture');
    expect(refusal({ kind: 'deliver', at: iso(60), receivedBy: 'A', note: null }, pickedUp)).toBe('inFuture');
  });

  it('refuses a pickup before the booking (to the minute it was recorded)', () => {
    expect(refusal({ kind: 'pickUp', at: iso(-241) }, booked)).toBe('beforeBooking');
    const bookedMidMinute = [{ move: BOOK, at: new Date(recorded(-240).getTime() + 30_000) }];
    expect(refusal({ kind: 'pickUp', at: iso(-240) }, bookedMidMinute)).toBeUndefined();
  });

  it('refuses a delivery before its pickup: picked up 22:30, delivered 20:00 the same day', () => {
    const late = [...booked, { move: { kind: 'pickUp', at: '2026-11-27T21:30:00Z' } satisfies TransportMove, at: recorded(-1) }];
    const at = new Date('2026-11-27T21:40:00Z');
    expect(() => checkStepTiming({ kind: 'deliver', at: '2026-11-27T19:00:00Z', receivedBy: 'A', note: null }, late, at)).toThrow(
      TransportStepRefused,
    );
  });

  it('refuses an estimate already past, and takes one to come', () => {
    expect(refusal({ kind: 'eta', estimatedDelivery: iso(-1), reason: 'Bouchons' }, pickedUp)).toBe('estimateInPast');
    expect(refusal({ kind: 'eta', estimatedDelivery: iso(30), reason: 'Bouchons' }, pickedUp)).toBeUndefined();
  });

  it('keeps a correction in order with the steps around it', () => {
    const correct = (step: 'pickUp' | 'deliver', minutes: number): TransportMove => ({
      kind: 'correct',
      step,
      at: iso(minutes),
      reason: 'CMR',
    });
    expect(refusal(correct('pickUp', -100), delivered)).toBeUndefined();
    expect(refusal(correct('pickUp', -20), delivered)).toBe('afterDelivery');
    expect(refusal(correct('pickUp', -300), delivered)).toBe('beforeBooking');
    expect(refusal(correct('deliver', -160), delivered)).toBe('beforePickup');
    expect(refusal(correct('deliver', 10), delivered)).toBe('inFuture');
    expect(refusal(correct('deliver', -40), pickedUp)).toBe('nothingToCorrect');
    // A pickup corrected later keeps the delivery after it.
    const moved = [...delivered, { move: correct('pickUp', -60), at: recorded(-5) }];
    expect(refusal(correct('deliver', -70), moved)).toBe('beforePickup');
  });

  it('reads each step’s time as last corrected', () => {
    const moves = [
      ...delivered.map(({ move }) => move),
      { kind: 'correct', step: 'deliver', at: iso(-45), reason: 'Bon de livraison signé à 20:15' } satisfies TransportMove,
      { kind: 'correct', step: 'deliver', at: iso(-44), reason: 'Heure du bon' } satisfies TransportMove,
    ];
    expect(happenedAt(moves)).toEqual({ pickedUpAt: iso(-150), deliveredAt: iso(-44) });
    expect(happenedAt([BOOK])).toEqual({ pickedUpAt: null, deliveredAt: null });
  });

  it('moves the on-time figure with a correction of the delivery', () => {
    const promised = iso(-35);
    const moves = delivered.map(({ move }) => move);
    expect(deliveredOnTime(moves, promised)).toBe(false);
    const corrected = [...moves, { kind: 'correct', step: 'deliver', at: iso(-40), reason: 'Bon signé à l’heure' } satisfies TransportMove];
    expect(deliveredOnTime(corrected, promised)).toBe(true);
    expect(
      deliveredOnTime(
        pickedUp.map(({ move }) => move),
        promised,
      ),
    ).toBeUndefined();
    expect(deliveredOnTime(moves, null)).toBeUndefined();
  });
});
