import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/component/render.tsx';
import type { CarrierPortalView } from '#src/application/carriers/carrier-portal.ts';
import { CarrierPortalPage, type UploadOutcome } from './portal-page.tsx';
import type { InvoiceOutcome } from './portal-invoices.tsx';

// A carrier's own page, branch by branch: its offers (open, taken by another, awarded to it), its
// documents with what stops an award or that all is in order, the upload form and what it came to.

const LANE = { from: '69002 Lyon', fromCountry: 'FR', to: '70173 Stuttgart', toCountry: 'DE' };
const VIEW: CarrierPortalView = {
  company: 'Est Fret',
  name: 'Jonas Weber',
  offers: [
    {
      ...LANE,
      reference: 'FL-7K3Q-9M2X',
      status: 'open',
      pickupFrom: '2026-11-30T08:00:00.000Z',
      deliveryBy: '2026-11-30T16:00:00.000Z',
      priceEuros: 609,
      deadline: '2026-11-30T07:15:00.000Z',
      answer: null,
      link: '/DE/carrier/offer/t-1.c-1.sig',
    },
    { ...LANE, reference: 'FL-2B4C-6D8E', status: 'taken' },
    {
      ...LANE,
      reference: 'FL-9Z8Y-7X6W',
      status: 'awarded',
      pickupFrom: null,
      deliveryBy: null,
      priceEuros: 580,
      confirmed: false,
      transportState: 'confirmed',
      link: '/DE/carrier/offer/t-2.c-1.sig',
    },
  ],
  documents: [
    {
      status: 'unchecked',
      document: {
        id: 'd-2',
        kind: 'insurance',
        insurer: 'Helvetia',
        coverEuros: 200_000,
        number: 'HV-2027',
        issuedOn: '2026-11-01',
        expiresOn: '2027-11-01',
        file: { name: 'police.pdf', type: 'application/pdf' },
        checked: false,
      },
    },
    {
      status: 'expired',
      document: {
        id: 'd-1',
        kind: 'insurance',
        insurer: 'Mutuelle',
        coverEuros: 100_000,
        number: 'P-1',
        issuedOn: '2024-01-01',
        expiresOn: '2025-01-01',
        file: null,
        checked: true,
      },
    },
  ],
  problems: [{ kind: 'insurance', problem: 'unchecked' }],
  mandate: { current: null, version: '2026-11-29' },
  invoices: [
    {
      id: 'i-3',
      fileName: 'FA-103.pdf',
      number: 'FA-103',
      issueDate: '2026-11-28',
      includingTax: 828.6,
      dueDate: '2026-12-28',
      status: 'held',
      differences: [{ kind: 'priceAbove', reference: 'FL-9Z8Y-7X6W', ordered: 580, invoiced: 690.5 }],
      paidOn: null,
      selfBilled: false,
      contest: null,
      contestable: false,
    },
    {
      id: 'i-2',
      fileName: 'FA-102.xml',
      number: 'FA-102',
      issueDate: '2026-11-20',
      includingTax: 696,
      dueDate: '2026-12-20',
      status: 'matched',
      differences: [],
      paidOn: null,
      selfBilled: false,
      contest: null,
      contestable: false,
    },
    {
      id: 'i-1',
      fileName: 'FA-101.pdf',
      number: 'FA-101',
      issueDate: '2026-10-02',
      includingTax: 600,
      dueDate: '2026-11-01',
      status: 'matched',
      differences: [],
      paidOn: '2026-10-30',
      selfBilled: true,
      contest: null,
      contestable: false,
    },
    {
      id: 'i-0',
      fileName: 'scan.pdf',
      number: null,
      issueDate: null,
      includingTax: null,
      dueDate: null,
      status: 'toTypeIn',
      differences: [],
      paidOn: null,
      selfBilled: false,
      contest: null,
      contestable: false,
    },
  ],
};
const page = (
  view: CarrierPortalView,
  outcome: UploadOutcome = null,
  language: 'fr' | 'de' | 'it' = 'de',
  invoiceOutcome: InvoiceOutcome = null,
) => renderPage(<CarrierPortalPage view={view} outcome={outcome} invoiceOutcome={invoiceOutcome} />, { language, path: 'carrier' });

afterEach(cleanup);

describe("a carrier's own page", () => {
  it('lists each offer by its state: an open one to answer, one taken by another with nothing of it, one awarded to confirm', () => {
    page(VIEW);
    const offers = within(screen.getByRole('list', { name: 'Erhaltene Angebote, die neuesten zuerst' }));
    expect(offers.getAllByRole('article')).toHaveLength(3);
    expect(offers.getByRole('link', { name: 'Angebot FL-7K3Q-9M2X beantworten' }).getAttribute('href')).toBe(
      '/DE/carrier/offer/t-1.c-1.sig',
    );
    expect(offers.getByText('FL-2B4C-6D8E · An einen anderen Frachtführer vergeben')).toBeTruthy();
    expect(offers.getByText('An Sie vergeben: bestätigen und Fahrer nennen')).toBeTruthy();
    expect(offers.getByRole('link', { name: 'Transportauftrag FL-9Z8Y-7X6W (PDF)' }).getAttribute('href')).toBe(
      '/DE/carrier/offer/t-2.c-1.sig/transport-order.pdf',
    );
    expect(offers.getByText('So bald wie möglich')).toBeTruthy();
  });

  it('says what stops a job, and each document with its state and its scan', () => {
    page(VIEW);
    expect(screen.getByText('Flash kann Ihnen keinen Transport vergeben, solange diese Dokumente fehlen:')).toBeTruthy();
    expect(screen.getByText('Güterschadenversicherung: erhalten, wird geprüft.')).toBeTruthy();
    const documents = within(screen.getByRole('list', { name: 'Ihre Dokumente, die neuesten zuerst' }));
    expect(documents.getByText('Erhalten, wird von Flash geprüft')).toBeTruthy();
    expect(documents.getByText('Abgelaufen')).toBeTruthy();
    expect(documents.getByRole('link', { name: 'Scan von Güterschadenversicherung Nr. HV-2027' }).getAttribute('href')).toBe(
      '/DE/carrier/documents/d-2',
    );
  });

  it('with nothing offered and documents in order, in French: says both', () => {
    page({ ...VIEW, offers: [], documents: [], problems: [], invoices: [] }, null, 'fr');
    expect(screen.getByText('Vous n’avez envoyé aucune facture.')).toBeTruthy();
    expect(screen.getByText(/Aucune offre pour le moment/)).toBeTruthy();
    expect(screen.getByText('Vos documents sont en règle : Flash peut vous confier des transports.')).toBeTruthy();
  });

  it('the upload form posts a file as multipart, and says what came of it: kept, or the fields to fix', () => {
    const { container } = page(VIEW, 'uploaded');
    expect(screen.getByText('Dokument erhalten: Flash prüft es, dann zählt es.')).toBeTruthy();
    const form = container.querySelector('form[enctype="multipart/form-data"]')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(
      within(form as HTMLElement)
        .getByLabelText('Datei')
        .getAttribute('type'),
    ).toBe('file');
    cleanup();
    page(VIEW, { invalid: [{ field: 'file', key: 'invalid' }] });
    expect(screen.getByRole('alert').textContent).toContain('Prüfen Sie die markierten Felder.');
    expect(screen.getByLabelText('Datei').getAttribute('aria-invalid')).toBe('true');
    const describedBy = screen.getByLabelText('Datei').getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Wählen Sie ein PDF, JPEG oder PNG von höchstens 5 MB.');
  });

  it('lists its invoices in Italian: to pay by when, paid on which day, held and why, being typed in; each file its own', () => {
    page(VIEW, null, 'it');
    const invoices = within(screen.getByRole('list', { name: 'Le vostre fatture a Flash' }));
    expect(invoices.getAllByRole('article')).toHaveLength(4);
    expect(invoices.getByText('Sospesa: una differenza con l’ordine è da risolvere con noi')).toBeTruthy();
    const why = within(invoices.getByRole('list', { name: 'Cosa trattiene la fattura' }));
    expect(why.getByText(/^FL-9Z8Y-7X6W: 690,50\s€ fatturati per 580,00\s€ ordinati$/)).toBeTruthy();
    expect(invoices.getByText('Da pagare entro il 20 dicembre 2026')).toBeTruthy();
    expect(invoices.getByText('Pagata il 30 ottobre 2026')).toBeTruthy();
    expect(invoices.getByText('Ricevuta, in corso di registrazione')).toBeTruthy();
    expect(invoices.getByRole('link', { name: 'Scarica FA-102.xml' }).getAttribute('href')).toBe('/IT/carrier/invoices/i-2');
  });

  it('the invoice form posts a file as multipart, and says it was received, or why it was refused', () => {
    page(VIEW, null, 'it', 'sent');
    expect(screen.getByText('Fattura ricevuta. Grazie!')).toBeTruthy();
    const input = screen.getByLabelText('La vostra fattura');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.closest('form')!.getAttribute('enctype')).toBe('multipart/form-data');
    cleanup();
    page(VIEW, null, 'it', 'duplicate');
    expect(screen.getByRole('alert').textContent).toBe('Una fattura con questo numero è già stata ricevuta da questo vettore.');
    expect(screen.getByLabelText('La vostra fattura').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers self-billing with its text and version, then says since when and offers to end it; a self-billed invoice says so', () => {
    page(VIEW, null, 'it');
    const section = within(screen.getByRole('region', { name: 'Autofatturazione' }));
    expect(section.getByText(/^Accettando, incaricate Flash Transport SAS/)).toBeTruthy();
    expect(section.getByText('Testo del mandato, versione del 2026-11-29')).toBeTruthy();
    const accept = section.getByRole('button', { name: 'Accetto che Flash emetta le mie fatture' });
    expect(accept.closest('form')!.querySelector('input[name="intent"]')!.getAttribute('value')).toBe('acceptMandate');
    expect(screen.getByRole('heading', { name: 'FA-101 (autofattura)' })).toBeTruthy();
    cleanup();
    page(
      {
        ...VIEW,
        mandate: { current: { version: '2026-11-29', acceptedAt: '2026-11-29T09:30:00.000Z', acceptedBy: 'p-1' }, version: '2026-11-29' },
      },
      null,
      'it',
    );
    const accepted = within(screen.getByRole('region', { name: 'Autofatturazione' }));
    expect(accepted.getByText(/^Mandato accettato il .*: Flash emette le vostre fatture\.$/)).toBeTruthy();
    expect(accepted.getByRole('button', { name: 'Porre fine all’autofatturazione' })).toBeTruthy();
  });

  it('lets a self-billed invoice be contested with a reason, then says it is contested and, once given, Flash’s answer', () => {
    const selfBilled = {
      id: 'i-9',
      fileName: 'AF-1.pdf',
      number: 'AF-100490978-2026-0001',
      issueDate: '2026-11-29',
      includingTax: 420,
      dueDate: '2026-12-29',
      status: 'matched' as const,
      differences: [],
      paidOn: null,
      selfBilled: true,
      contest: null,
      contestable: true,
    };
    page({ ...VIEW, invoices: [selfBilled] }, null, 'it');
    const reason = screen.getByLabelText('Cosa non va');
    expect(reason.getAttribute('name')).toBe('reason');
    const form = reason.closest('form')!;
    expect(form.querySelector('input[name="intent"]')!.getAttribute('value')).toBe('contestInvoice');
    expect(form.querySelector('input[name="invoiceId"]')!.getAttribute('value')).toBe('i-9');
    expect(screen.getByText('Contesta la fattura AF-100490978-2026-0001')).toBeTruthy();
    cleanup();
    const contest = { at: '2026-11-29T10:00:00.000Z', reason: 'Manca il pedaggio', answer: null, answeredAt: null };
    page({ ...VIEW, invoices: [{ ...selfBilled, contest, contestable: false }] }, null, 'it');
    expect(screen.getByText('Contestata: Manca il pedaggio Risposta di Flash in arrivo.')).toBeTruthy();
    expect(screen.queryByLabelText('Cosa non va')).toBeNull();
    cleanup();
    page(
      {
        ...VIEW,
        invoices: [
          {
            ...selfBilled,
            contest: { ...contest, answer: 'Pedaggio aggiunto', answeredAt: '2026-11-30T08:00:00.000Z' },
            contestable: false,
          },
        ],
      },
      null,
      'it',
    );
    expect(screen.getByText('Contestata: Manca il pedaggio Risposta di Flash: Pedaggio aggiunto')).toBeTruthy();
  });
});
