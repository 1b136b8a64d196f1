import { describe, expect, it } from 'vitest';
import type { TransportMove } from '../transport/transport-lifecycle.ts';
import { consignmentNote, consignmentNoteKind } from './consignment-note.ts';
import type { TransportOrder } from './transport-order.ts';

const ORDER = {
  reference: 'FL-7K3Q-9M2X',
  issuedAt: '2026-11-30T08:10:00+01:00',
  carrier: {
    company: 'Est Fret',
    siren: '100055433',
    vatNumber: null,
    address: { street: '1 rue', postalCode: '69002', city: 'Lyon', country: 'FR' },
  },
  pickup: { address: '12 rue de la République, 69002 Lyon', country: 'FR', note: null, window: null },
  delivery: { address: 'Königstraße 1, 70173 Stuttgart', country: 'DE', note: null, by: null },
  goods: {
    shippingType: 'pallet',
    parcels: [
      {
        type: 'pallet',
        quantity: 2,
        weight: 150,
        length: 120,
        width: 80,
        height: 100,
        dangerousGoods: { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' },
      },
      { type: 'parcel', quantity: 3, weight: 10, length: 40, width: 30, height: 30 },
    ],
    totals: { weightKg: 330, volumeM3: 2.03 },
    isStackable: false,
    isDangerous: true,
    comments: null,
  },
} as unknown as TransportOrder;
const DOCUMENT = { shipper: { firstName: 'Claire', lastName: 'Martin', company: 'Martin Équipements' }, comments: 'Quai 3' } as never;

describe('the consignment note', () => {
  it('is a CMR note across a border, the lettre de voiture inside France', () => {
    expect(consignmentNoteKind({ fromCountry: 'FR', toCountry: 'DE' })).toBe('cmr');
    expect(consignmentNoteKind({ fromCountry: 'FR', toCountry: 'FR' })).toBe('lettreDeVoiture');
  });

  it('carries the ADR transport document’s entries, and the steps once the driver records them', () => {
    const moves: TransportMove[] = [
      {
        kind: 'book',
        carrier: 'Est Fret',
        vehicle: 'Fourgon',
        registration: 'HD-AB 123',
        driverFirstName: 'Jonas',
        driverPhone: '+49 151',
        plannedPickup: '2026-11-30T09:00:00+01:00',
      },
      { kind: 'load', at: '2026-11-30T09:05:00+01:00', counted: 5, ordered: 5 },
      { kind: 'pickUp', at: '2026-11-30T09:10:00+01:00' },
    ];
    const note = consignmentNote(ORDER, DOCUMENT, { fromCountry: 'FR', toCountry: 'DE' }, moves);
    expect(note.dangerous).toEqual([{ description: 'UN 1203 ESSENCE, 3, II', packages: 2, type: 'pallet', grossKg: 300 }]);
    expect(note.vehicle).toEqual({ registration: 'HD-AB 123', driverFirstName: 'Jonas' });
    expect(note.pickedUp).toEqual({ at: '2026-11-30T09:10:00+01:00', counted: 5 });
    expect(note.delivered).toBeNull();
    expect(note.sender).toEqual({ name: 'Claire Martin', company: 'Martin Équipements' });
  });
});
