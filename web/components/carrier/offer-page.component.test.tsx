import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/component/render.tsx';
import type { CarrierOfferView } from '#src/application/carriers/carrier-offer.ts';
import type { OperatorIdentity } from '#src/domain/operator.ts';
import { CarrierOfferPage, OfferClosed } from './offer-page.tsx';

// A carrier's offer page, branch by branch: open (three answers), answered, awarded (the order and
// the driver's form), taken by another; in the carrier's language.

const OPEN: CarrierOfferView = {
  status: 'open',
  tenderId: 't-1',
  carrierName: 'Est Fret',
  reference: 'FL-7K3Q-9M2X',
  from: '69002 Lyon',
  fromCountry: 'FR',
  to: '70173 Stuttgart',
  toCountry: 'DE',
  pickupWindow: { from: '2026-11-30T09:00:00+01:00', to: '2026-11-30T10:00:00+01:00' },
  deliveryBy: '2026-11-30T17:00:00+01:00',
  vehicleClass: 'FRG1',
  goods: {
    shippingType: 'pallet',
    parcels: [{ type: 'pallet', quantity: 2, weight: 150, length: 120, width: 80, height: 100 }],
    totals: { weightKg: 300, volumeM3: 1.92 },
    isStackable: false,
    isDangerous: false,
  },
  distanceKm: 568,
  priceEuros: 609,
  deadline: '2026-11-30T08:15:00+01:00',
  mode: 'agentAwards',
  answer: null,
  award: null,
};
const ORDER = {
  reference: 'FL-7K3Q-9M2X',
  issuedAt: '2026-11-30T08:10:00+01:00',
  operator: {} as OperatorIdentity,
  carrier: {
    company: 'Est Fret',
    siren: null,
    vatNumber: 'DE123456789',
    address: { street: 'Hafenstraße 1', postalCode: '70173', city: 'Stuttgart', country: 'DE' as const },
  },
  pickup: { address: '12 rue de la République, 69002 Lyon', country: 'FR' as const, note: 'Quai 3', window: OPEN.pickupWindow },
  delivery: { address: 'Königstraße 1, 70173 Stuttgart', country: 'DE' as const, note: null, by: OPEN.deliveryBy },
  goods: { ...(OPEN.status === 'open' ? OPEN.goods : ({} as never)), comments: null },
  vehicle: 'Petit fourgon (500 kg, 2 m³)',
  distanceKm: 568,
  priceEuros: 609,
  cabotage: { required: false, declaredAt: null },
};
const page = (offer: CarrierOfferView, language: 'fr' | 'de' = 'fr') =>
  renderPage(<CarrierOfferPage offer={offer} outcome={null} orderHref="/DE/carrier/offer/x/transport-order.pdf" />, {
    language,
    path: 'carrier/offer/x',
  });

afterEach(cleanup);

describe('a carrier’s offer', () => {
  it('open: the lane and the job, then accept, propose a price or decline, each a form that posts', () => {
    const { container } = page(OPEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Transport FL-7K3Q-9M2X' })).toBeTruthy();
    expect(screen.getByText('69002 Lyon → 70173 Stuttgart')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Accepter à 609,00\s€ HT$/ })).toBeTruthy();
    expect(screen.getByLabelText('Votre prix HT (€)')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Raison' })).toBeTruthy();
    expect(container.querySelectorAll('form[method="post"]')).toHaveLength(3);
    // Nothing of the shipper, nor the street, before the award.
    expect(container.textContent).not.toContain('République');
    expect(screen.queryByRole('link', { name: /ordre de transport/i })).toBeNull();
  });

  it('answered: says what was answered, and offers no other answer', () => {
    page({ ...OPEN, status: 'answered', answer: { kind: 'propose', priceEuros: 650, validUntil: '2026-11-30T09:15:00+01:00' } });
    expect(screen.getByText(/^Vous avez proposé 650,00\s€ HT, valable jusqu’au .*09:15/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accepter/ })).toBeNull();
  });

  it('awarded, in German: the transport order, the addresses, and the form naming the driver', () => {
    page(
      {
        ...OPEN,
        status: 'awarded',
        answer: { kind: 'accept' },
        award: { priceEuros: 609, confirmed: false, cabotageRequired: false, order: ORDER },
      },
      'de',
    );
    expect(screen.getByText(/^Der Transport ist Ihnen zum Preis von 609,00\s€ netto vergeben\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Transportauftrag herunterladen (PDF)' }).getAttribute('href')).toBe(
      '/DE/carrier/offer/x/transport-order.pdf',
    );
    expect(screen.getByText('12 rue de la République, 69002 Lyon (Frankreich)')).toBeTruthy();
    expect(screen.getByLabelText('Vorname des Fahrers')).toBeTruthy();
    expect(screen.getByLabelText('Mobilnummer des Fahrers')).toBeTruthy();
    expect(screen.getByLabelText('Kennzeichen')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Transport bestätigen' })).toBeTruthy();
  });

  it('awarded to a carrier from abroad on a French job: the cabotage declaration is asked', () => {
    page({ ...OPEN, status: 'awarded', award: { priceEuros: 609, confirmed: false, cabotageRequired: true, order: ORDER } });
    expect(screen.getByRole('checkbox', { name: /limites du cabotage/ })).toBeTruthy();
  });

  it('closed: the deadline passed, in the carrier’s language', () => {
    renderPage(<OfferClosed />, { language: 'de', path: 'carrier/offer/x' });
    expect(screen.getByRole('heading', { level: 1, name: 'Angebot geschlossen' })).toBeTruthy();
    expect(screen.getByText(/Antwortfrist für dieses Angebot ist abgelaufen/)).toBeTruthy();
  });

  it('taken by another: says so, and shows nothing of the job', () => {
    const { container } = page({ status: 'taken', reference: 'FL-7K3Q-9M2X' });
    expect(screen.getByRole('heading', { level: 1, name: 'Transport attribué' })).toBeTruthy();
    expect(container.textContent).not.toContain('Lyon');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
