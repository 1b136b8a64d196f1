import type { TransportMove } from '../../src/domain/transport/transport-lifecycle.ts';

/** A carrier booked for tomorrow morning, as an agent records it (issue 38). */
export const BOOKING = {
  kind: 'book',
  carrier: 'Transports Durand',
  vehicle: 'Fourgon 12 m³',
  registration: 'AB-123-CD',
  driverFirstName: 'Karim',
  driverPhone: '+33 6 12 34 56 78',
  plannedPickup: '2026-11-27T10:00:00+01:00',
} as const satisfies TransportMove;
