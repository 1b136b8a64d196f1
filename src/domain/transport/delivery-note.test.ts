import { describe, expect, it } from 'vitest';
import type { QuoteDocument } from '../quote/quote-document.ts';
import { deliveryNote } from './delivery-note.ts';
import type { TransportMove } from './transport-lifecycle.ts';

const document = {
  reference: 'FL-TEST-0001',
  operator: { name: 'Flash' },
  shipper: { firstName: 'Claire', lastName: 'Martin', company: '', email: 'c@m.example', phone: '' },
  poNumber: 'PO-42',
  customerReference: null,
  departure: { address: '1 rue A, 69001 Lyon', country: 'FR' },
  arrival: { address: 'Hauptstraße 2, 70173 Stuttgart', country: 'DE' },
  parcels: [],
  totals: { weightKg: 120, volumeM3: 0.5 },
  isDangerous: false,
} as unknown as QuoteDocument;

const book = (carrier: string): TransportMove => ({
  kind: 'book',
  carrier,
  vehicle: 'Fourgon',
  registration: 'AB-123-CD',
  driverFirstName: 'Karim',
  driverPhone: '+33 6',
  plannedPickup: '2026-11-27T10:00:00+01:00',
});
const pickUp: TransportMove = { kind: 'pickUp', at: '2026-11-27T10:05:00+01:00' };
const deliver: TransportMove = { kind: 'deliver', at: '2026-11-27T18:20:00+01:00', receivedBy: 'M. Weber', note: null };

describe('the delivery note', () => {
  it('does not exist until the goods are delivered', () => {
    expect(deliveryNote(document, [])).toBeUndefined();
    expect(deliveryNote(document, [book('Durand'), pickUp])).toBeUndefined();
  });

  it('states the last carrier booked, when the goods were picked up and delivered, and who received them', () => {
    const note = deliveryNote(document, [book('Durand'), book('Leroy'), pickUp, deliver])!;
    expect(note).toMatchObject({
      reference: 'FL-TEST-0001',
      shipper: { company: null, name: 'Claire Martin' },
      poNumber: 'PO-42',
      carrier: { name: 'Leroy', vehicle: 'Fourgon', registration: 'AB-123-CD' },
      pickedUpAt: '2026-11-27T10:05:00+01:00',
      deliveredAt: '2026-11-27T18:20:00+01:00',
      receivedBy: 'M. Weber',
    });
  });
});
