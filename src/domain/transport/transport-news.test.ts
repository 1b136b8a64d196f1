import { describe, expect, it } from 'vitest';
import type { TransportMove } from './transport-lifecycle.ts';
import { shipperNewsOf } from './transport-news.ts';

const promise = '2026-11-26T18:00:00+01:00';
const eta = (estimatedDelivery: string): TransportMove => ({ kind: 'eta', estimatedDelivery, reason: 'trafic' });
const before = (...moves: TransportMove[]) => ({ moves: moves.map((move) => ({ move })), promisedDelivery: promise });

describe('what a step tells the shipper', () => {
  it('emails the booking, the pickup, an incident and the delivery; not a cancellation', () => {
    expect(shipperNewsOf({ kind: 'pickUp', at: promise }, before())).toBe('picked_up');
    expect(shipperNewsOf({ kind: 'deliver', at: promise, receivedBy: 'M. Weber', note: null }, before())).toBe('delivered');
    expect(shipperNewsOf({ kind: 'incident', incident: 'damage', note: 'palette enfoncée' }, before())).toBe('incident');
    expect(shipperNewsOf({ kind: 'cancel', by: 'client', reason: 'annulé' }, before())).toBeUndefined();
  });

  it('says "late" once, the first time an estimate passes the promise', () => {
    expect(shipperNewsOf(eta('2026-11-26T17:30:00+01:00'), before())).toBeUndefined();
    expect(shipperNewsOf(eta('2026-11-26T18:30:00+01:00'), before())).toBe('late');
    expect(shipperNewsOf(eta('2026-11-26T19:30:00+01:00'), before(eta('2026-11-26T18:30:00+01:00')))).toBeUndefined();
    expect(shipperNewsOf(eta('2026-11-26T19:30:00+01:00'), before(eta('2026-11-26T17:30:00+01:00')))).toBe('late');
  });
});
