import { describe, expect, it } from 'vitest';
import {
  TRANSPORT_STATES,
  type TransportMoveKind,
  type TransportState,
  TransportMoveRefused,
  movesFrom,
  nextTransportState,
  transportStateOf,
} from './transport-lifecycle.ts';

// The whole table, written out: every state × every move, allowed (with where it leads) or refused.
const EXPECTED: Record<TransportState, Partial<Record<TransportMoveKind, TransportState>>> = {
  confirmed: { book: 'booked', cancel: 'cancelled' },
  booked: { book: 'booked', eta: 'booked', incident: 'booked', pickUp: 'picked_up', cancel: 'cancelled' },
  picked_up: { eta: 'picked_up', incident: 'picked_up', deliver: 'delivered', correct: 'picked_up' },
  delivered: { incident: 'delivered', correct: 'delivered' },
  cancelled: {},
};
const MOVES: TransportMoveKind[] = ['book', 'eta', 'incident', 'pickUp', 'deliver', 'cancel', 'correct'];

describe('a transport’s life', () => {
  for (const state of TRANSPORT_STATES) {
    for (const move of MOVES) {
      const to = EXPECTED[state][move];
      it(`${state} + ${move} → ${to ?? 'refused'}`, () => {
        if (to) expect(nextTransportState(state, move)).toBe(to);
        else expect(() => nextTransportState(state, move)).toThrow(TransportMoveRefused);
      });
    }
  }

  it('offers the agent exactly the moves the table allows', () => {
    for (const state of TRANSPORT_STATES) expect(movesFrom(state).sort()).toEqual(Object.keys(EXPECTED[state]).sort());
  });

  it('reads the state from the moves kept, and refuses a history out of order', () => {
    expect(transportStateOf([])).toBe('confirmed');
    expect(transportStateOf([{ kind: 'book' }, { kind: 'eta' }, { kind: 'pickUp' }, { kind: 'incident' }, { kind: 'deliver' }])).toBe(
      'delivered',
    );
    expect(() => transportStateOf([{ kind: 'pickUp' }])).toThrow(/confirmed cannot take the move "pickUp"/);
  });
});
