import { describe, expect, it } from 'vitest';
import type { TransportMove } from '../../domain/transport/transport-lifecycle.ts';
import type { TransportRecord } from '../../ports/transport-log.ts';
import { testSecrets } from '../../../tests/fakes/test-secrets.ts';
import { stepNotifications } from './move-transport.ts';

// A carrier of the directory taking the job tells the account's systems its name and the plate, nothing else of it.

const BEFORE = {
  quoteRequestId: '3f0c6a52-3f55-4c0e-9d3b-6b8f4f1b2a10',
  quoteId: '9b3a1f0e-52c1-4d2a-8f43-0f6b7c1d2e3f',
  reference: 'FL-7K3Q-9M2X',
  state: 'confirmed',
  shipper: { name: 'Claire Martin', email: 'claire@example.com', language: 'fr', company: null, phone: null },
  ownerKey: 'owner-key',
  promisedDelivery: null,
  moves: [],
} as unknown as TransportRecord;
const ACCOUNT = {
  quoteId: BEFORE.quoteId,
  reference: BEFORE.reference,
  endpoints: [
    { id: 'e-1', accountId: 'a-1', url: 'https://erp.example/hook', events: ['shipment.carrier_assigned' as const], createdAt: new Date() },
  ],
};
const BOOKING: TransportMove = {
  kind: 'book',
  carrier: 'Est Fret',
  vehicle: 'Petit fourgon',
  registration: 'HD-AB 123',
  driverFirstName: 'Jonas',
  driverPhone: '+49 151 2345 6789',
  plannedPickup: '2026-11-30T09:00:00+01:00',
};
const deps = { secrets: testSecrets(), siteUrl: 'https://flash.example' };
const hooks = (move: TransportMove) =>
  stepNotifications(deps, ACCOUNT, BEFORE, move, new Date('2026-11-30T07:00:00Z')).flatMap((notification) =>
    notification.kind === 'webhook' ? [notification.summary] : [],
  );

describe('shipment.carrier_assigned', () => {
  it('goes with a booking of a carrier of the directory: its name and the plate only', () => {
    const [sent] = hooks({ ...BOOKING, carrierId: '01a22497-e0da-768c-9cb7-d4538971fe6e', byCarrier: true });
    expect(sent!.event).toBe('shipment.carrier_assigned');
    expect(sent!.payload.data).toEqual({
      quoteId: BEFORE.quoteId,
      reference: 'FL-7K3Q-9M2X',
      quoteRequestId: BEFORE.quoteRequestId,
      carrier: 'Est Fret',
      registration: 'HD-AB 123',
    });
  });

  it('not with a booking typed by hand without the directory', () => {
    expect(hooks(BOOKING)).toEqual([]);
  });
});
