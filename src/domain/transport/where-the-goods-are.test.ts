import { describe, expect, it } from 'vitest';
import { BOOKING } from '../../../tests/fakes/transport-moves.ts';
import type { TransportMove } from './transport-lifecycle.ts';
import { pathOf, whereTheGoodsAre } from './where-the-goods-are.ts';

const PROMISED = '2026-11-28T18:00:00+01:00';
const book: TransportMove = BOOKING;
const pickUp: TransportMove = { kind: 'pickUp', at: '2026-11-28T10:05:00+01:00' };
const follow = (state: Parameters<typeof whereTheGoodsAre>[0]['state'], moves: TransportMove[]) =>
  whereTheGoodsAre({ state, promisedDelivery: PROMISED, steps: moves.map((move) => ({ move })) });

describe('where the goods are', () => {
  it('leads with each state and what the shipper needs of it', () => {
    expect(follow('confirmed', [])).toEqual({ state: 'confirmed' });
    expect(follow('booked', [book])).toEqual({
      state: 'booked',
      carrier: BOOKING.carrier,
      vehicle: BOOKING.vehicle,
      plannedPickup: book.plannedPickup,
    });
    expect(follow('picked_up', [book, pickUp])).toEqual({ state: 'picked_up', pickedUpAt: pickUp.at, estimatedDelivery: PROMISED });
    const deliver: TransportMove = { kind: 'deliver', at: '2026-11-28T17:40:00+01:00', receivedBy: 'M. Weber', note: null };
    expect(follow('delivered', [book, pickUp, deliver])).toEqual({ state: 'delivered', deliveredAt: deliver.at, receivedBy: 'M. Weber' });
    expect(follow('cancelled', [{ kind: 'cancel', by: 'le client', reason: 'Commande annulée' }])).toEqual({
      state: 'cancelled',
      reason: 'Commande annulée',
    });
  });

  it('says late when the latest estimate passes the promise, and why; an estimate within it is the new estimate', () => {
    const late: TransportMove = { kind: 'eta', estimatedDelivery: '2026-11-28T21:00:00+01:00', reason: 'Bouchon sur l’A6' };
    expect(follow('picked_up', [book, pickUp, late])).toEqual({
      state: 'late',
      estimatedDelivery: late.estimatedDelivery,
      reason: late.reason,
    });
    const sooner: TransportMove = { kind: 'eta', estimatedDelivery: '2026-11-28T16:00:00+01:00', reason: 'Route dégagée' };
    expect(follow('picked_up', [book, pickUp, late, sooner])).toMatchObject({
      state: 'picked_up',
      estimatedDelivery: sooner.estimatedDelivery,
    });
  });

  it('reads the delivery as last corrected', () => {
    const deliver: TransportMove = { kind: 'deliver', at: '2026-11-28T17:40:00+01:00', receivedBy: 'M. Weber', note: null };
    const correct: TransportMove = { kind: 'correct', step: 'deliver', at: '2026-11-28T17:10:00+01:00', reason: 'Bon signé' };
    expect(follow('delivered', [book, pickUp, deliver, correct])).toMatchObject({ deliveredAt: correct.at });
  });

  it('shows the path ahead from the first minute', () => {
    expect(pathOf('confirmed').map(({ stands }) => stands)).toEqual(['current', 'ahead', 'ahead', 'ahead']);
    expect(pathOf('picked_up').map(({ stands }) => stands)).toEqual(['done', 'done', 'current', 'ahead']);
    expect(pathOf('delivered').map(({ stands }) => stands)).toEqual(['done', 'done', 'done', 'current']);
    expect(pathOf('cancelled').map(({ stands }) => stands)).toEqual(['done', 'ahead', 'ahead', 'ahead']);
  });
});
