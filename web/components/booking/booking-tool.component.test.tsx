import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VEHICLE_OPTIONS, rankVehicleOptions, withDontKnow } from '#src/domain/pricing/vehicles.ts';
import { expectNoAxeViolations } from '../../../tests/component/axe.ts';
import { renderPage } from '../../../tests/component/render.tsx';
import BookingTool from './booking-tool.tsx';

// The quote tool's branches that need no server (moved from the browser tier's
// booking suite, which keeps the journeys): the form's own checks and its toasts.

const VEHICLES = { options: withDontKnow(rankVehicleOptions(DEFAULT_VEHICLE_OPTIONS)), degraded: false };
/** Every request the tool makes; the vehicles' lookup answers the default list, nothing else is expected. */
let requests: Array<{ method: string; url: string }>;
let lookupFinds: typeof VEHICLES;

beforeEach(() => {
  requests = [];
  lookupFinds = VEHICLES;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ method: init?.method ?? 'GET', url });
      if (url.endsWith('/api/vehicle-options')) return Response.json(lookupFinds);
      return new Response(null, { status: 404 });
    }),
  );
});

function renderTool() {
  return renderPage(<BookingTool today="2026-11-27" vehicles={VEHICLES} contactHref="mailto:contact@flash.localhost" />, {
    language: 'en',
    path: 'quote',
  });
}

const field = (name: string) => screen.getByRole('spinbutton', { name });
/** A day's button in a calendar dialog that is open. */
const dayIn = (calendar: string, date: string) =>
  screen.getByRole('dialog', { name: calendar }).querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('the quote form on its own', () => {
  it('names each failing field, sends nothing, and clears a message when its field is edited', async () => {
    renderTool();
    for (const name of ['Quantity', 'Weight per unit', 'Length', 'Width', 'Height']) type(field(`${name}, line 1`), '0');
    fireEvent.click(screen.getByRole('button', { name: 'Find best offer' }));

    // One polite live region holds the toasts; the toast says the general message, the form does
    // not repeat it, and each field says what is wrong with it.
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    await within(toasts).findByText('Validation error');
    expect([...toasts.querySelectorAll('[role], [aria-live]')].map((node) => node.getAttribute('aria-live'))).toEqual(['polite']);
    expect(screen.getAllByText('Please fill in all required fields correctly', { exact: true })).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Your urgent transport' });
    for (const message of [
      'Departure address is required',
      'Arrival address is required',
      'Line 1: Quantity must be at least 1',
      'Line 1: Weight must be greater than 0',
      'Line 1: Length must be greater than 0',
      'Line 1: Width must be greater than 0',
      'Line 1: Height must be greater than 0',
    ])
      expect(within(form).getByText(message, { exact: true })).toBeDefined();
    expect(document.activeElement?.getAttribute('name')).toBe('departureLocation');
    expect(requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/quotes'))).toEqual([]);
    await expectNoAxeViolations();

    type(screen.getByRole('combobox', { name: 'Departure address' }), 'Ly');
    expect(within(form).queryByText('Departure address is required')).toBeNull();
    type(field('Weight per unit, line 1'), '2.5');
    expect(within(form).queryByText('Line 1: Weight must be greater than 0')).toBeNull();
    expect(within(form).getByText('Arrival address is required')).toBeDefined();
  });

  it('requires a vehicle, and a delivery day that is not before the pickup moved by the 2-hour rule', async () => {
    // Late in the evening in Paris: the earliest pickup is tomorrow, after 22:00 + 2 h.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T23:30:00+01:00'));
    // The vehicle lookup finds nothing at all.
    lookupFinds = { options: [], degraded: false };
    renderPage(
      <BookingTool
        today="2026-11-27"
        earliestPickup={{ date: '2026-11-28', time: '01:30' }}
        vehicles={VEHICLES}
        contactHref="mailto:contact@flash.localhost"
      />,
      { language: 'en', path: 'quote' },
    );
    type(field('Weight per unit, line 1'), '3');
    const vehicles = screen.getByRole('group', { name: 'Vehicle' });
    await waitFor(() => expect(within(vehicles).queryAllByRole('radio')).toEqual([]));
    // Pickup asked for today (the form proposes the earliest slot, tomorrow), delivery today too.
    fireEvent.click(screen.getByRole('button', { name: /^Pickup date/ }));
    fireEvent.click(dayIn('Calendar: Pickup date', '2026-11-27'));
    fireEvent.click(screen.getByRole('button', { name: /^Delivery date/ }));
    fireEvent.click(dayIn('Calendar: Delivery date', '2026-11-27'));
    fireEvent.click(screen.getByRole('button', { name: 'Find best offer' }));

    const form = screen.getByRole('form', { name: 'Your urgent transport' });
    expect(await within(form).findByText('Vehicle type is required')).toBeDefined();
    expect(within(form).getByText('Delivery date must be after pickup date')).toBeDefined();
  });

  it('keeps a toast while the pointer is over it or the focus is in it, and lets it go 6 s after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Find best offer' }));
    const toast = screen.getByText('Validation error').closest('.toast') as HTMLElement;
    fireEvent.mouseEnter(toast);
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(toast.isConnected).toBe(true);
    const close = within(toast).getByRole('button', { name: 'Close the notification' });
    act(() => close.focus());
    fireEvent.mouseLeave(toast);
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(toast.isConnected).toBe(true);
    act(() => screen.getByRole('button', { name: 'Find best offer' }).focus());
    await act(() => vi.advanceTimersByTimeAsync(5_900));
    expect(toast.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(toast.isConnected).toBe(false);
  });

  it('keeps the three newest toasts, and closes one with its button', async () => {
    renderTool();
    const send = screen.getByRole('button', { name: 'Find best offer' });
    for (let sent = 0; sent < 4; sent++) fireEvent.click(send);
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getAllByText('Validation error')).toHaveLength(3);
    fireEvent.click(within(toasts).getAllByRole('button', { name: 'Close the notification' })[0]!);
    expect(within(toasts).getAllByText('Validation error')).toHaveLength(2);
  });

  it("says 'Attention' / 'Impossible de sauvegarder' once when the browser refuses to keep the form, and the quote goes on", async () => {
    // A browser whose storage is full: it reads, and refuses every write.
    vi.stubGlobal('sessionStorage', {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
    renderPage(<BookingTool today="2026-11-27" vehicles={VEHICLES} contactHref="mailto:contact@flash.localhost" />, {
      language: 'fr',
      path: 'quote',
    });
    type(screen.getByRole('textbox', { name: 'Commentaires' }), 'Quai 3');
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    const warning = await within(toasts).findByText('Attention');
    expect(warning.closest('.toast')?.textContent).toContain('Impossible de sauvegarder');
    type(screen.getByRole('textbox', { name: 'Commentaires' }), 'Quai 3, porte B');
    type(screen.getByRole('combobox', { name: 'Adresse de départ' }), '69001 Lyon');
    type(screen.getByRole('combobox', { name: "Adresse d'arrivée" }), '75001 Paris');
    type(field('Poids par unité, ligne 1'), '3');
    fireEvent.click(screen.getByRole('button', { name: 'Comparez\u202f!' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/quotes'))).toBe(true));
    expect(within(toasts).getAllByText('Attention')).toHaveLength(1);
  });
});
