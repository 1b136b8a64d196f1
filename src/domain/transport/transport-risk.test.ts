import { BOOKING } from '../../../tests/fakes/transport-moves.ts';
import { describe, expect, it } from 'vitest';
import type { TransportMove } from './transport-lifecycle.ts';
import { type FollowedTransport, latestEstimatedDelivery, risksOf } from './transport-risk.ts';

const booking: TransportMove = { ...BOOKING, plannedPickup: '2026-11-26T10:00:00+01:00' };
const transport = (overrides: Partial<FollowedTransport> = {}): FollowedTransport => ({
  state: 'booked',
  pickupWindowTo: '2026-11-26T11:00:00+01:00',
  promisedDelivery: '2026-11-26T18:00:00+01:00',
  moves: [{ move: booking, at: new Date('2026-11-26T08:30:00Z') }],
  confirmedAt: new Date('2026-11-26T08:00:00Z'),
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('at risk on the agents’ board', () => {
  it('is nothing while the transport keeps its promise and news is fresh', () => {
    expect(risksOf(transport(), at('2026-11-26T09:00:00Z'), 120)).toEqual([]);
  });

  it('flags a pickup window passed without a pickup, booked or not', () => {
    expect(risksOf(transport(), at('2026-11-26T10:01:00Z'), 120)).toEqual(['pickupOverdue']);
    expect(risksOf(transport({ state: 'confirmed', moves: [] }), at('2026-11-26T10:01:00Z'), 120)).toEqual(['pickupOverdue']);
    expect(risksOf(transport({ state: 'picked_up' }), at('2026-11-26T10:01:00Z'), 120)).toEqual([]);
  });

  it('flags an estimated delivery later than the promise, from the latest estimate', () => {
    const late = {
      move: { kind: 'eta', estimatedDelivery: '2026-11-26T18:40:00+01:00', reason: 'bouchon A6' } as const,
      at: at('2026-11-26T09:30:00Z'),
    };
    const back = {
      move: { kind: 'eta', estimatedDelivery: '2026-11-26T17:50:00+01:00', reason: 'rattrapé' } as const,
      at: at('2026-11-26T09:40:00Z'),
    };
    expect(latestEstimatedDelivery(transport({ moves: [late] }))).toBe('2026-11-26T18:40:00+01:00');
    expect(risksOf(transport({ state: 'picked_up', moves: [late] }), at('2026-11-26T10:00:00Z'), 120)).toEqual(['lateDelivery']);
    expect(risksOf(transport({ state: 'picked_up', moves: [late, back] }), at('2026-11-26T10:00:00Z'), 120)).toEqual([]);
  });

  it('flags a transport under way without news for longer than the setting', () => {
    expect(risksOf(transport({ state: 'picked_up' }), at('2026-11-26T10:31:00Z'), 120)).toEqual(['silent']);
    expect(risksOf(transport({ state: 'picked_up' }), at('2026-11-26T10:29:00Z'), 120)).toEqual([]);
  });

  it('leaves delivered and cancelled transports alone', () => {
    for (const state of ['delivered', 'cancelled'] as const)
      expect(risksOf(transport({ state }), at('2026-11-27T10:00:00Z'), 1)).toEqual([]);
  });
});
