import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#src/domain/language.ts';
import { rankVehicleOptions, withDontKnow, type VehicleOption } from '#src/domain/pricing/vehicles.ts';
import { expectNoAxeViolations } from '../../../tests/component/axe.ts';
import { renderPage } from '../../../tests/component/render.tsx';
import type { AddressSuggestion } from './booking-api.ts';
import BookingTool from './booking-tool.tsx';

// The quote form's fields by keyboard and pointer (moved from the browser tier's
// booking suite, which keeps the journeys): address suggestions, the calendars, the ends swapped,
// the goods totalled and the vehicle proposed again. The server's answers (the gazetteer, the
// vehicle partner) are tested in the integration tier; here fetch answers as they would.

const LYON: AddressSuggestion[] = ['69001', '69002', '69003'].map((zip, index) => ({
  id: `lyon-${index}`,
  description: `${zip} Lyon, FR`,
  origin: 'gazetteer',
  address: { street: null, city: 'Lyon', zip_code: zip, country: 'FR', lat: 45.76 + index / 100, lon: 4.83 },
}));

/** The vehicle partner: a break while the goods weigh up to 300 kg, vans and trucks beyond. */
const FLEET: VehicleOption[] = [
  { value: 'BREAK', label: 'Break (300 kg)', icon: 'car' },
  { value: 'FRG3', label: 'Fourgon 3 m³ (600 kg)', icon: 'van' },
  { value: 'FRG4', label: 'Fourgon 4 m³ (800 kg)', icon: 'van' },
  { value: 'PL5', label: 'Porteur 5 palettes (1500 kg)', icon: 'truck' },
];
const CAPACITY_KG: Record<string, number> = { BREAK: 300, FRG3: 600, FRG4: 800, PL5: 1500 };
function vehiclesFor(totalWeight: number): VehicleOption[] {
  return withDontKnow(rankVehicleOptions(FLEET.filter((option) => CAPACITY_KG[option.value]! >= totalWeight)));
}
const ALL_VEHICLES = vehiclesFor(1);

type Needs = { parcels: Array<{ quantity: number; weight: number }> };
const totalWeight = (body: unknown) => (body as Needs).parcels.reduce((sum, line) => sum + line.quantity * line.weight, 0);

let requests: Array<{ url: string; body?: unknown }>;
/** Holds the address answers until released, to see the search under way. */
let addressesHeld: Promise<void>;
let addressAnswer: (query: string) => AddressSuggestion[];

beforeEach(() => {
  requests = [];
  addressesHeld = Promise.resolve();
  addressAnswer = (query) => (query.startsWith('6900') ? LYON : []);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://flash.localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ url: url.pathname + url.search, body });
      if (url.pathname === '/api/addresses') {
        await addressesHeld;
        return Response.json({ suggestions: addressAnswer(url.searchParams.get('query') ?? '') });
      }
      if (url.pathname === '/api/vehicle-options') {
        return Response.json({ options: vehiclesFor(totalWeight(body)), degraded: false });
      }
      return new Response(null, { status: 404 });
    }),
  );
});

function renderTool(language: Language, today = '2026-11-27') {
  return renderPage(
    <BookingTool today={today} vehicles={{ options: ALL_VEHICLES, degraded: false }} contactHref="mailto:contact@flash.localhost" />,
    { language, path: 'quote' },
  );
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const press = (element: Element, key: string) => fireEvent.keyDown(element, { key });
const hidden = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;

describe('the address field', () => {
  it('suggests addresses by keyboard: searching, nothing found, arrows, Enter and Escape', async () => {
    renderTool('fr');
    const field = screen.getByRole('combobox', { name: 'Adresse de départ' });
    let release: () => void = () => {};
    addressesHeld = new Promise<void>((resolve) => (release = resolve));
    type(field, 'Zzq');
    await screen.findByText('Recherche en cours...');
    release();
    await screen.findByText('Aucune adresse trouvée');
    expect(requests.map((request) => request.url)).toContain('/api/addresses?query=Zzq&country=FR');

    type(field, '');
    type(field, '6900');
    const list = await screen.findByRole('listbox', { name: 'Adresse de départ' });
    await within(list).findAllByRole('option');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations();
    press(field, 'ArrowDown');
    press(field, 'ArrowDown');
    const active = field.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(active)?.textContent).toBe('69002 Lyon, FR');
    press(field, 'Escape');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    // ArrowDown opens the list again; the arrows wrap round.
    press(field, 'ArrowDown');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    for (let step = 0; step < 4; step++) press(field, 'ArrowUp');
    press(field, 'Enter');
    expect((field as HTMLInputElement).value).toBe('69003 Lyon, FR');
    expect(hidden('departureZipCode')).toBe('69003');
    expect(hidden('departureCity')).toBe('Lyon');
    expect(hidden('departureLat')).toBe('45.78');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the calendars', () => {
  beforeEach(() => {
    // Noon in Paris: the proposed pickup is today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00+01:00'));
  });

  it('opens in French with Monday first, past days disabled, the proposed day focused, moved by the arrows', async () => {
    renderTool('fr');
    // French puts a narrow no-break space before a colon.
    expect(document.querySelector('.parcels__totals')?.textContent).toMatch(/^Poids total\u202f: \S+ kg · Volume total\u202f: \S+ m³$/);
    fireEvent.click(screen.getByRole('button', { name: /^Date d'enlèvement/ }));
    const pickup = screen.getByRole('dialog', { name: "Calendrier\u202f: Date d'enlèvement" });
    expect(within(pickup).getAllByRole('columnheader')[0]!.querySelector('abbr')?.getAttribute('title')).toBe('lundi');
    expect(pickup.querySelector<HTMLButtonElement>('[data-date="2026-11-26"]')?.disabled).toBe(true);
    await expectNoAxeViolations();
    expect(hidden('pickupDate')).toBe('2026-11-27');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-27'));
    press(document.activeElement!, 'ArrowRight');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-28');
    fireEvent.click(document.activeElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hidden('pickupDate')).toBe('2026-11-28');

    // Delivery: the days before the pickup are disabled; an optional day clicked again clears.
    fireEvent.click(screen.getByRole('button', { name: /^Date de livraison/ }));
    const delivery = screen.getByRole('dialog', { name: 'Calendrier\u202f: Date de livraison' });
    expect(delivery.querySelector<HTMLButtonElement>('[data-date="2026-11-27"]')?.disabled).toBe(true);
    fireEvent.click(delivery.querySelector('[data-date="2026-11-29"]')!);
    expect(hidden('deliveryDate')).toBe('2026-11-29');
    const deliveryButton = screen.getByRole('button', { name: /^Date de livraison/ });
    fireEvent.click(deliveryButton);
    fireEvent.click(screen.getByRole('dialog').querySelector('[data-date="2026-11-29"]')!);
    expect(hidden('deliveryDate')).toBe('');
    expect(deliveryButton.textContent).toBe('Choisir une date');
  });

  it('opens in English with Sunday first, and Escape gives the focus back to its button', async () => {
    renderTool('en');
    const button = screen.getByRole('button', { name: /^Pickup date/ });
    fireEvent.click(button);
    const calendar = screen.getByRole('dialog', { name: 'Calendar: Pickup date' });
    expect(within(calendar).getAllByRole('columnheader')[0]!.querySelector('abbr')?.getAttribute('title')).toBe('Sunday');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-27'));
    press(document.activeElement!, 'Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('the route and the goods', () => {
  it('swaps the ends, totals the goods, and proposes the smallest vehicle again when the goods change', async () => {
    renderTool('en');
    type(screen.getByRole('combobox', { name: 'Departure address' }), 'Lyon');
    fireEvent.change(screen.getByRole('combobox', { name: 'Arrival country' }), { target: { value: 'DE' } });
    type(screen.getByRole('combobox', { name: 'Arrival address' }), 'Stuttgart');
    fireEvent.click(screen.getByRole('button', { name: 'Swap departure and arrival' }));
    expect((screen.getByRole('combobox', { name: 'Departure address' }) as HTMLInputElement).value).toBe('Stuttgart');
    expect((screen.getByRole('combobox', { name: 'Departure country' }) as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByRole('combobox', { name: 'Arrival country' }) as HTMLSelectElement).value).toBe('FR');

    const vehicles = screen.getByRole('group', { name: 'Vehicle' });
    const checked = () =>
      within(vehicles)
        .getAllByRole('radio')
        .find((radio) => (radio as HTMLInputElement).checked)
        ?.getAttribute('value');
    expect(checked()).toBe('BREAK');
    expect(vehicles.querySelector('.vehicle')?.textContent).toContain('Smallest vehicle');

    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type, line 2' }), { target: { value: 'pallet' } });
    for (const [name, value] of [
      ['Quantity', '2'],
      ['Weight per unit', '300'],
      ['Length', '120'],
      ['Width', '80'],
      ['Height', '100'],
    ] as const)
      type(screen.getByRole('spinbutton', { name: `${name}, line 2` }), value);
    expect(document.querySelector('.parcels__totals')?.textContent).toBe('Total weight: 601 kg · Total volume: 1.928 m³');
    // The vehicles are asked again for the new goods, and the smallest that fits is proposed.
    await waitFor(() => expect(checked()).not.toBe('BREAK'));
    expect(requests.some((request) => request.url === '/api/vehicle-options' && totalWeight(request.body) === 601)).toBe(true);
    expect(checked()).toBe('FRG4');
    expect(vehicles.querySelector('.vehicle')?.textContent).toContain('Smallest vehicle');

    // The last line cannot be removed; the others can.
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryAllByRole('button', { name: /^Remove/ })).toEqual([]);
    await act(async () => {});
  });
});
