import { describe, expect, it } from 'vitest';
import { type DriverTap, driverNextStep, lastStepTime, moveOfTap, orderedCount, stampTap, tapKept } from './driver-steps.ts';
import type { TransportMove } from './transport-lifecycle.ts';

const book: TransportMove = {
  kind: 'book',
  carrier: 'Transports Martin',
  vehicle: 'Fourgon 12 m³',
  registration: 'AB-123-CD',
  driverFirstName: 'Luc',
  driverPhone: '+33 6 12 34 56 78',
  plannedPickup: '2026-11-27T09:00:00+01:00',
};
const at = (iso: string) => new Date(iso);
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

describe('the driver’s next step', () => {
  it('walks arrived, loaded, left, arrived, delivered, then nothing', () => {
    const moves: TransportMove[] = [];
    expect(driverNextStep(moves)).toBeUndefined();
    moves.push(book);
    expect(driverNextStep(moves)).toBe('arrivedAtPickup');
    moves.push({ kind: 'arrive', site: 'pickup', at: '2026-11-27T09:05:00Z' });
    expect(driverNextStep(moves)).toBe('loaded');
    moves.push({ kind: 'incident', incident: 'delay', note: 'Quai occupé' });
    expect(driverNextStep(moves)).toBe('loaded');
    moves.push({ kind: 'load', at: '2026-11-27T09:20:00Z', counted: 4, ordered: 4 });
    expect(driverNextStep(moves)).toBe('left');
    moves.push({ kind: 'pickUp', at: '2026-11-27T09:25:00Z' });
    expect(driverNextStep(moves)).toBe('arrivedAtDelivery');
    moves.push({ kind: 'arrive', site: 'delivery', at: '2026-11-27T13:00:00Z' });
    expect(driverNextStep(moves)).toBe('delivered');
    moves.push({ kind: 'deliver', at: '2026-11-27T13:10:00Z', receivedBy: 'Mme Roux', note: null });
    expect(driverNextStep(moves)).toBeUndefined();
  });

  it('starts again at the pickup when the carrier is replaced, and follows a pickup an agent recorded', () => {
    const arrived: TransportMove = { kind: 'arrive', site: 'pickup', at: '2026-11-27T09:05:00Z' };
    expect(driverNextStep([book, arrived, book])).toBe('arrivedAtPickup');
    expect(driverNextStep([book, { kind: 'pickUp', at: '2026-11-27T09:25:00Z' }])).toBe('arrivedAtDelivery');
  });

  it('has no step for a cancelled transport', () => {
    expect(driverNextStep([book, { kind: 'cancel', by: 'Client', reason: 'Annulé' }])).toBeUndefined();
  });
});

describe('the phone’s time', () => {
  const moves = [
    { move: book, at: at('2026-11-27T08:00:40Z') },
    { move: { kind: 'arrive', site: 'pickup', at: '2026-11-27T09:05:00Z' } as TransportMove, at: at('2026-11-27T09:30:00Z') },
  ];
  const now = at('2026-11-27T09:40:00Z');

  it('is kept when it is not ahead of the clock and follows the step before', () => {
    expect(stampTap({ tap: 't1', phoneAt: '2026-11-27T10:10:00+01:00' }, moves, now)).toEqual({
      at: '2026-11-27T09:10:00.000Z',
      driver: { tap: 't1', phoneAt: '2026-11-27T10:10:00+01:00', flagged: null },
    });
  });

  it('is replaced by the server’s, flagged, when it lies in the future beyond five minutes', () => {
    expect(stampTap({ tap: 't2', phoneAt: '2026-11-27T09:46:00Z' }, moves, now)).toEqual({
      at: now.toISOString(),
      driver: { tap: 't2', phoneAt: '2026-11-27T09:46:00Z', flagged: 'inFuture' },
    });
    expect(stampTap({ tap: 't2', phoneAt: '2026-11-27T09:44:00Z' }, moves, now).driver.flagged).toBeNull();
  });

  it('is replaced, flagged, when it comes before the step it follows (the arrival’s own time, not when it was received)', () => {
    expect(stampTap({ tap: 't3', phoneAt: '2026-11-27T09:04:00Z' }, moves, now).driver.flagged).toBe('beforePrevious');
    expect(stampTap({ tap: 't3', phoneAt: '2026-11-27T09:06:00Z' }, moves, now).driver.flagged).toBeNull();
  });

  it('is the server’s, unflagged, when the page had no scripts to read it', () => {
    expect(stampTap({ tap: 't4', phoneAt: null }, moves, now)).toEqual({
      at: now.toISOString(),
      driver: { tap: 't4', phoneAt: null, flagged: null },
    });
  });

  it('follows the booking to the minute, and a pickup as last corrected; incidents and estimates do not count', () => {
    expect(lastStepTime([{ move: book, at: at('2026-11-27T08:00:40Z') }])).toBe(Date.parse('2026-11-27T08:00:00Z'));
    expect(
      lastStepTime([
        { move: book, at: at('2026-11-27T08:00:40Z') },
        { move: { kind: 'pickUp', at: '2026-11-27T09:30:00Z' }, at: at('2026-11-27T09:31:00Z') },
        { move: { kind: 'correct', step: 'pickUp', at: '2026-11-27T09:20:00Z', reason: 'Heure du bon' }, at: at('2026-11-27T10:00:00Z') },
        { move: { kind: 'incident', incident: 'delay', note: 'Bouchon' }, at: at('2026-11-27T11:00:00Z') },
      ]),
    ).toBe(Date.parse('2026-11-27T09:20:00Z'));
  });
});

describe('a tap as a move', () => {
  const stamp = { at: '2026-11-27T09:10:00.000Z', driver: { tap: 't1', phoneAt: null, flagged: null } };
  const tap = (fields: DistributiveOmit<DriverTap, 'tap' | 'phoneAt'>) => ({ tap: 't1', phoneAt: null, ...fields }) as DriverTap;

  it('records each step as the lifecycle’s move, with the order’s count beside the driver’s', () => {
    expect(moveOfTap(tap({ step: 'arrivedAtPickup' }), stamp, 6)).toEqual({ kind: 'arrive', site: 'pickup', ...stamp });
    expect(moveOfTap(tap({ step: 'loaded', counted: 5 }), stamp, 6)).toEqual({ kind: 'load', counted: 5, ordered: 6, ...stamp });
    expect(moveOfTap(tap({ step: 'left' }), stamp, 6)).toEqual({ kind: 'pickUp', ...stamp });
    expect(moveOfTap(tap({ step: 'arrivedAtDelivery' }), stamp, 6)).toEqual({ kind: 'arrive', site: 'delivery', ...stamp });
    const delivered = tap({
      step: 'delivered',
      receivedBy: 'Mme Roux',
      note: null,
      inGoodOrder: true,
      signature: null,
      photo: null,
      position: null,
    });
    expect(moveOfTap(delivered, stamp, 6, { signed: false, inGoodOrder: true, photos: 0 })).toEqual({
      kind: 'deliver',
      receivedBy: 'Mme Roux',
      note: null,
      proof: { signed: false, inGoodOrder: true, photos: 0 },
      ...stamp,
    });
    expect(
      moveOfTap(tap({ step: 'problem', incident: 'damage', note: 'Palette écrasée', photo: 'data:image/jpeg;base64,/9j/' }), stamp, 6),
    ).toEqual({
      kind: 'incident',
      incident: 'damage',
      note: 'Palette écrasée',
      photos: 1,
      ...stamp,
    });
    expect(moveOfTap(tap({ step: 'problem', incident: 'access', note: 'Portail fermé', photo: null }), stamp, 6)).toEqual({
      kind: 'incident',
      incident: 'access',
      note: 'Portail fermé',
      ...stamp,
    });
  });

  it('counts the order’s units across its lines, and knows a tap already kept', () => {
    expect(orderedCount([{ quantity: 4 }, { quantity: 2 }])).toBe(6);
    const kept = [{ move: moveOfTap(tap({ step: 'left' }), stamp, 6) }];
    expect(tapKept(kept, 't1')).toBe(true);
    expect(tapKept(kept, 't2')).toBe(false);
  });
});
