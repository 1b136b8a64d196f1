import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/component/render.tsx';
import { InvoicesTable } from './invoices-table.tsx';
import type { InvoiceRow } from './types.ts';

// A cancelled invoice invoiced again, corrected: the form starts from its buyer and lines.

const CANCELLED: InvoiceRow = {
  id: '01a2223d-3b2b-72f9-969b-c7d4c6c4a193',
  number: 'F-2026-000123',
  kind: 'invoice',
  issueDate: '2026-11-27',
  deliveryDate: '2026-11-27',
  dueDate: '2026-12-27',
  status: 'unpaid',
  paidAt: null,
  refersTo: null,
  references: ['FL-7K3Q-9M2X'],
  currency: 'EUR',
  totalExcludingTax: 1259.43,
  vat: 251.89,
  totalIncludingTax: 1511.32,
  vatCase: 'french',
  vatRate: 0.2,
  cancelledBy: 'A-2026-000007',
  buyer: 'Martin Équipements',
  correctable: {
    buyer: { name: 'Claire Martin', company: 'Martin Équipements', street: '12 rue de la République', postalCode: '69002', city: 'Lyon' },
    lines: [
      { description: 'Transport Lyon (FR) → Stuttgart (DE), livré le 27/11/2026', amount: 1049.38 },
      { description: 'Second conducteur, transport FL-7K3Q-9M2X', amount: 210.05 },
    ],
  },
};

describe('the staff’s invoices tab', () => {
  it('invoices a cancelled invoice again, corrected: its buyer and each line’s amount to set right, and why', () => {
    renderPage(
      <InvoicesTable
        invoices={{ rows: [CANCELLED], total: 1, page: 1, pageSize: 50, status: null }}
        staff={{ username: 'agent.durand', csrfToken: 'csrf' }}
        returnTo="/FR/admin?tab=invoices"
      />,
      { path: 'admin' },
    );
    const correction = screen.getByText('Facturer à nouveau, corrigée').closest('details')!;
    const form = within(correction);
    expect((form.getByLabelText('Adresse (numéro et rue)') as HTMLInputElement).value).toBe('12 rue de la République');
    expect(
      (form.getByLabelText('Montant HT (€) : Transport Lyon (FR) → Stuttgart (DE), livré le 27/11/2026') as HTMLInputElement).value,
    ).toBe('1049.38');
    expect((form.getByLabelText('Montant HT (€) : Second conducteur, transport FL-7K3Q-9M2X') as HTMLInputElement).value).toBe('210.05');
    expect((form.getByLabelText('Motif de la rectification') as HTMLTextAreaElement).required).toBe(true);
    expect(form.getByRole('button', { name: 'Émettre la facture corrigée remplaçant F-2026-000123' })).toBeDefined();
    // The plain "invoice again" stays beside it.
    expect(screen.getByRole('button', { name: 'Facturer à nouveau les transports de F-2026-000123' })).toBeDefined();
  });
});
