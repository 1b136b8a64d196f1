import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '#src/domain/language.ts';
import { expectNoAxeViolations } from '../../../tests/component/axe.ts';
import { renderPage } from '../../../tests/component/render.tsx';
import { RouteSummary, type SummaryShipment } from './route-summary.tsx';

// The recap's distance says what it is (spec §9): a routing engine's road, or an estimate.

const shipment: SummaryShipment = {
  departureLocation: '75001 Paris',
  departureCountry: 'FR',
  arrivalLocation: '13001 Marseille',
  arrivalCountry: 'FR',
  pickupDate: '2026-12-01',
  pickupTime: '09:00',
  parcels: [{ type: 'pallet', quantity: 2, weight: 150, length: 120, width: 80, height: 100 }],
  isStackable: false,
  isDangerous: false,
  isProfessional: true,
};

function distanceShown(language: Language, props: { distance: number | null; distanceEstimated?: boolean; street?: string }) {
  renderPage(
    <RouteSummary
      shipment={{ ...shipment, departureStreet: props.street ?? null }}
      vehicleLabel="Fourgon"
      distance={props.distance}
      distanceEstimated={props.distanceEstimated}
      transitTime={36_000}
    />,
    { language, path: 'quote' },
  );
  const term = screen.getByText(language === 'fr' ? 'Distance' : 'Entfernung', { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('the recap’s distance', () => {
  it.each([
    ['fr', '781 km (estimation)'],
    ['de', '781 km (Schätzung)'],
  ] as const)('%s: an estimate says so: %s', async (language, text) => {
    expect(distanceShown(language, { distance: 781, distanceEstimated: true })).toBe(text);
    await expectNoAxeViolations();
  });

  it.each([
    ['fr', '774 km par la route (itinéraire calculé)'],
    ['de', '774 km auf der Straße (berechnete Route)'],
  ] as const)('%s: a routing engine’s road says so: %s', (language, text) => {
    expect(distanceShown(language, { distance: 774, distanceEstimated: false })).toBe(text);
  });

  it.each([
    ['fr', '774 km par la route, entre les villes'],
    ['de', '774 km auf der Straße, zwischen den Orten'],
  ] as const)('%s: routed from the towns when a street was given: %s', (language, text) => {
    expect(distanceShown(language, { distance: 774, distanceEstimated: false, street: '12 rue de Rivoli' })).toBe(text);
  });

  it('fr: no distance, not calculated', () => {
    expect(distanceShown('fr', { distance: null })).toBe('Non calculé');
  });
});
