import { describe, expect, it } from 'vitest';
import { transportBoard } from './transport-board.ts';
import type { TransportMove } from './transport-lifecycle.ts';
import type { FollowedTransport } from './transport-risk.ts';

const now = new Date('2026-11-26T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const iso = (hours: number) => at(hours).toISOString();
const book = (plannedPickup: string): TransportMove => ({
  kind: 'book',
  carrier: 'Durand',
  vehicle: 'Fourgon',
  registration: 'AB-123-CD',
  driverFirstName: 'Karim',
  driverPhone: '+33 6',
  plannedPickup,
});

const transport = (
  id: string,
  state: FollowedTransport['state'],
  moves: Array<{ move: TransportMove; at: Date }>,
  promise: { pickupWindowTo: string; promisedDelivery: string } = { pickupWindowTo: iso(3), promisedDelivery: iso(10) },
) => ({ id, state, confirmedAt: at(-1), moves, ...promise });

describe('the agents’ board', () => {
  it('lists transports under way by their next step, those at risk first, then the soonest due', () => {
    const board = transportBoard(
      [
        // Booked, pickup planned in 2 h: due in 2 h.
        transport('booked-2h', 'booked', [{ move: book(iso(2)), at: at(-0.5) }]),
        // Confirmed, no carrier yet, window ends in 3 h.
        transport('to-book', 'confirmed', []),
        // Picked up, estimated delivery in 8 h (promised in 10).
        transport('on-the-road', 'picked_up', [
          { move: book(iso(-3)), at: at(-4) },
          { move: { kind: 'pickUp', at: iso(-2) }, at: at(-0.2) },
          { move: { kind: 'eta', estimatedDelivery: iso(8), reason: 'fluide' }, at: at(-0.1) },
        ]),
        // Its window ended an hour ago with nothing picked up: at risk.
        transport('overdue', 'booked', [{ move: book(iso(-2)), at: at(-0.5) }], { pickupWindowTo: iso(-1), promisedDelivery: iso(6) }),
        // Delivered and cancelled ones are not on the board.
        transport('delivered', 'delivered', []),
        transport('cancelled', 'cancelled', []),
      ],
      now,
      120,
    );
    expect(board.map((entry) => [entry.transport.id, entry.next, entry.risks])).toEqual([
      ['overdue', 'pickUp', ['pickupOverdue']],
      ['booked-2h', 'pickUp', []],
      ['to-book', 'book', []],
      ['on-the-road', 'deliver', []],
    ]);
    expect(board[1]!.dueAt).toBe(iso(2));
    expect(board[2]!.dueAt).toBe(iso(3));
    expect(board[3]!.dueAt).toBe(iso(8));
  });

  it('counts a late estimate and a silence past the setting as risks', () => {
    const late = transport('late', 'picked_up', [
      { move: { kind: 'pickUp', at: iso(-2) }, at: at(-0.5) },
      { move: { kind: 'eta', estimatedDelivery: iso(12), reason: 'bouchon' }, at: at(-0.4) },
    ]);
    const silent = transport('silent', 'picked_up', [{ move: { kind: 'pickUp', at: iso(-5) }, at: at(-5) }]);
    // Both at risk: the one due sooner first (the silent one's promise, in 10 h, before the late estimate, in 12 h).
    expect(transportBoard([late, silent], now, 120).map((entry) => [entry.transport.id, entry.risks])).toEqual([
      ['silent', ['silent']],
      ['late', ['lateDelivery']],
    ]);
    // A longer setting: the same silence is not yet a risk.
    expect(transportBoard([silent], now, 6 * 60)[0]!.risks).toEqual([]);
  });
});
