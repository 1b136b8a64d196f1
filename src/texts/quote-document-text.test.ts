import { describe, expect, it } from 'vitest';
import { quoteDocument } from '../domain/quote/quote-document.ts';
import { quoteDocumentText } from './quote-document-text.ts';
import { translatorIn } from '../i18n/translate.ts';
import type { Quote, QuoteOffer } from '../domain/quote/quote.ts';

const operator = {
  name: 'Flash Transport SAS',
  address: '1 rue de l’Exemple, 75001 Paris',
  registration: 'RCS Paris 000 000 000',
  vatNumber: 'FR00000000000',
  phone: '+33 1 99 00 24 24',
  phonesByLanguage: {},
  siren: '123456789',
  shareCapital: 'SAS au capital de 10 000 €',
  postalAddress: { street: '1 rue de la Paix', postalCode: '75002', city: 'Paris', country: 'FR' },
  email: 'contact@flash.localhost',
};
const offer = (variant: QuoteOffer['variant'], price: number): QuoteOffer =>
  ({
    variant,
    id: variant,
    isBestChoice: variant === 'priority',
    price,
    title: variant,
    distance: 610,
    distanceEstimated: false,
    transitTime: 26_100,
    pickupDate: '2026-11-25',
    pickupTime: '09:00',
    deliveryDate: '2026-11-25',
    deliveryTime: '18:15',
    pickupWindow: { from: '2026-11-25T09:00:00+01:00', to: '2026-11-25T11:00:00+01:00' },
    estimatedDelivery: '2026-11-25T18:15:00+01:00',
  }) as QuoteOffer;
const quote = {
  id: 'q1',
  reference: 'FL-7K3Q-9M2X',
  status: 'offer_confirmed',
  createdAt: new Date('2026-11-24T09:05:00Z'),
  shipment: {
    departureLocation: '69003 Lyon',
    departureStreet: '12 rue Garibaldi',
    departureCountry: 'FR',
    arrivalLocation: '70173 Stuttgart',
    arrivalCountry: 'DE',
    pickupDate: '2026-11-25',
    pickupTime: '09:00',
    parcels: [{ type: 'pallet', quantity: 2, weight: 150, length: 120, width: 80, height: 100 }],
    vehicleType: 'FRG1',
    shippingType: 'pallet',
    isStackable: false,
    isDangerous: false,
    isProfessional: true,
    language: 'fr',
  },
  distanceKm: 610,
  transitTimeMinutes: 435,
  offers: null,
  unpriced: [],
  contact: null,
  price: null,
  selectedOffer: 'priority',
} as unknown as Quote;
const shipper = { firstName: 'Claire', lastName: 'Martin', company: 'Martin Équipements', email: 'claire@martin.example' };

describe('the quote document', () => {
  it('states each offer excluding VAT, the VAT and including it, and marks the one chosen', () => {
    const document = quoteDocument(quote, [offer('priority', 575.81), offer('economy', 420)], shipper, 'priority', operator);
    expect(document.offers).toEqual([
      expect.objectContaining({ variant: 'priority', priceExcludingTax: 575.81, vat: 115.16, priceIncludingTax: 690.97, chosen: true }),
      expect.objectContaining({ variant: 'economy', priceExcludingTax: 420, vat: 84, priceIncludingTax: 504, chosen: false }),
    ]);
    expect(document.vatRate).toBe(0.2);
  });

  it('tells the driver what the address book holds for each end, under the address', () => {
    const noted = { ...quote, shipment: { ...quote.shipment, departureNote: 'Mme Durand · +33 6 12 34 56 78\nQuai 3', arrivalNote: null } };
    const document = quoteDocument(noted, [offer('priority', 575.81)], shipper, null, operator);
    expect(document.departure.note).toBe('Mme Durand · +33 6 12 34 56 78\nQuai 3');
    const { transport } = quoteDocumentText(document, 'fr', (key) => key);
    const labels = transport.map(([label]) => label);
    expect(labels.slice(0, 3)).toEqual(['booking.summary.pickup', 'booking.summary.pickupNote', 'booking.summary.delivery']);
    expect(transport[1]![1]).toBe('Mme Durand · +33 6 12 34 56 78\nQuai 3');
    expect(labels).not.toContain('booking.summary.deliveryNote');
  });

  it('gives the full addresses, the totals and the offers’ one validity: the pickup, which comes before ten days', () => {
    const document = quoteDocument(quote, [offer('priority', 575.81)], shipper, null, operator);
    expect(document.departure).toEqual({ address: '12 rue Garibaldi, 69003 Lyon', country: 'FR', note: null });
    expect(document.arrival).toEqual({ address: '70173 Stuttgart', country: 'DE', note: null });
    expect(document.totals).toEqual({ weightKg: 300, volumeM3: 1.92 });
    expect(document.validUntil).toBe('2026-11-25T08:00:00.000Z');
    expect(
      quoteDocument({ ...quote, shipment: { ...quote.shipment, pickupDate: '2026-12-20' } }, [], shipper, null, operator).validUntil,
    ).toBe('2026-12-04T09:05:00.000Z');
    expect(document.requestedDelivery).toBeNull();
    expect(document.offers[0]!.chosen).toBe(false);
  });
});

describe('the distance on the quote document: what it is, in the shipper’s language', () => {
  const distanceRow = (offers: QuoteOffer[], language: 'fr' | 'de') => {
    const document = quoteDocument(quote, offers, shipper, null, operator);
    const { transport } = quoteDocumentText(document, language, translatorIn(language));
    return transport.find(([label]) => label === translatorIn(language)('booking.summary.distance'))?.[1];
  };
  const estimated = { ...offer('priority', 575.81), distance: 1270, distanceEstimated: true };

  it('says an estimate is one', () => {
    expect(distanceRow([estimated], 'fr')).toBe('1\u202f270 km (estimation)');
    expect(distanceRow([estimated], 'de')).toBe('1.270 km (Schätzung)');
  });

  it('says a routing engine’s road is the road, between the towns when a street was given', () => {
    expect(distanceRow([offer('priority', 575.81)], 'fr')).toBe('610 km par la route, entre les villes');
    expect(distanceRow([offer('priority', 575.81)], 'de')).toBe('610 km auf der Straße, zwischen den Orten');
  });

  it('says nothing of a source it does not know: a quote without an offer', () => {
    expect(distanceRow([], 'fr')).toBe('610 km');
  });
});
