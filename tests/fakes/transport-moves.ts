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

/** Now, as an agent records a step that just happened (issue 49: a step is in the past, after the one before it). */
export const justNow = () => new Date().toISOString();

/** Now as an agent types it in a record's datetime field: the wall clock of the tests' time zone (Europe/Paris), to the minute. */
export function typedNow(): string {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}T${two(now.getHours())}:${two(now.getMinutes())}`;
}
