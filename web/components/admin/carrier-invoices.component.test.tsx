import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceivedPurchase } from '#src/ports/purchase-invoices.ts';
import { renderPage } from '../../../tests/component/render.tsx';
import { CarrierInvoices } from './carrier-invoices.tsx';

// The carriers' invoices on the staff page: a plain PDF to type in, the week's payments, the terms.

const CARRIER = { id: '01a2223d-0000-7000-8000-000000000001', company: 'Fret Saisie' };
const PLAIN: ReceivedPurchase = {
  id: '01a2223d-0000-7000-8000-000000000002',
  receivedAt: '2026-11-27T09:00:00.000Z',
  carrier: CARRIER,
  receivedVia: 'staff',
  format: 'pdf',
  file: { name: 'scan-fs-88.pdf', type: 'application/pdf' },
  data: null,
  dueDate: null,
  status: 'toTypeIn',
  differences: [],
  jobs: [],
  paidOn: null,
  contest: null,
  refersTo: null,
};
const DUE: ReceivedPurchase = {
  ...PLAIN,
  id: '01a2223d-0000-7000-8000-000000000003',
  format: 'facturX',
  file: { name: 'FS-88.pdf', type: 'application/pdf' },
  status: 'matched',
  dueDate: '2026-12-04',
  data: {
    number: 'FS-88',
    typeCode: '380',
    issueDate: '2026-11-27',
    dueDate: null,
    currency: 'EUR',
    seller: { name: 'Fret Saisie', vatNumber: null, siren: '100500008', country: 'FR' },
    orderReference: 'FL-7K3Q-9M2X',
    lines: [{ text: 'FL-7K3Q-9M2X', amountExcludingTax: 410 }],
    vat: { category: 'S', percent: 20 },
    totals: { excludingTax: 410, vat: 82, includingTax: 492 },
  },
};

const show = (purchases: ReceivedPurchase[], dueBy: string | null) =>
  renderPage(
    <CarrierInvoices
      purchases={purchases}
      dueBy={dueBy}
      carriers={[{ ...CARRIER, country: 'FR', paymentDays: 30 }]}
      staff={{ username: 'agent.achats', csrfToken: 'csrf' }}
      returnTo="/FR/admin?tab=carriers&purchase=done"
      outcome={null}
    />,
    { path: 'admin' },
  );

describe('the carriers’ invoices for staff', () => {
  it('offers to type in a plain PDF: number, dates, the jobs it names and its amounts', () => {
    show([PLAIN], null);
    const form = within(screen.getByText('Saisir la facture scan-fs-88.pdf de Fret Saisie').closest('details')!);
    for (const label of ['Numéro de la facture', 'Date de la facture', 'Références des transports facturés', 'Montant HT (€)'])
      expect((form.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    expect((form.getByLabelText('Montant de la TVA (€)') as HTMLInputElement).required).toBe(false);
    expect(form.getByRole('button', { name: 'Enregistrer la saisie' }).getAttribute('type')).toBe('submit');
  });

  it('lists those to pay this week with their total, links back to all, and says when there is nothing to pay', () => {
    const { unmount } = show([DUE], '2026-11-29');
    expect(screen.getByRole('status').textContent).toBe(
      'À payer d’ici le dimanche 29 novembre 2026\u202f: 1 facture(s), 492,00\u00a0€ TTC.',
    );
    expect(screen.getByRole('link', { name: 'À payer cette semaine' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Toutes' }).getAttribute('href')).toBe('/FR/admin?tab=carriers');
    unmount();
    show([], '2026-11-29');
    expect(screen.getByRole('status').textContent).toBe('Rien à payer d’ici le dimanche 29 novembre 2026.');
  });

  it('shows each carrier’s payment term and a form for a shorter one, 0 to 30 days', () => {
    show([DUE], null);
    expect(screen.getByRole('link', { name: 'À payer cette semaine' }).getAttribute('href')).toBe('/FR/admin?tab=carriers&purchases=week');
    const terms = within(screen.getByText('Délais de paiement des transporteurs').closest('details')!);
    expect(terms.getByText('Fret Saisie — délai de paiement (jours) : 30').tagName).toBe('LI');
    const days = terms.getByLabelText('Délai de paiement (jours)');
    expect(days.getAttribute('max')).toBe('30');
    expect(days.getAttribute('min')).toBe('0');
  });
});
