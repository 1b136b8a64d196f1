import { sqlInvoices } from '../adapters/persistence/invoicing/invoices.ts';
import { ciiXmlOf } from '../adapters/documents/e-invoice.ts';
import { IssueInvoice, makeIssueInvoice } from '../application/invoicing/issue-invoice.ts';
import {
  InvoiceCii,
  InvoicePdf,
  IssueCreditNote,
  makeInvoiceCii,
  makeInvoicePdf,
  makeIssueCreditNote,
} from '../application/invoicing/invoice-documents.ts';
import { QuoteDocumentRenderer } from '../ports/quote-document-renderer.ts';
import { ViewQuoteDocument } from '../application/quote-document.ts';
import { translatorIn } from '../i18n/translate.ts';
import { parseLanguage } from '../domain/language.ts';
import { Invoices } from '../ports/invoices.ts';
import { QuoteRepository } from '../ports/quote-repository.ts';
import { type Resolved, token } from '../ports/token.ts';
import { TransportLog } from '../ports/transport-log.ts';
import { invoiceMentions } from '../texts/invoice-text.ts';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';

/** What the invoicing gives the edge (issue 53). */
const invoicing = {
  /** a delivered transport's invoice, issued once */
  issue: IssueInvoice,
  /** an issued invoice's EN 16931 CII XML */
  cii: InvoiceCii,
  /** the credit note that cancels an invoice */
  creditNote: IssueCreditNote,
  /** an issued invoice as Factur-X (PDF/A-3 with its XML) */
  pdf: InvoicePdf,
};
export type InvoicingServices = Resolved<typeof invoicing>;
export const InvoicingServices = token<InvoicingServices>('InvoicingServices');

/** Invoices and credit notes (issue 53): numbered in PostgreSQL, written as EN 16931 by @e-invoice-eu/core. */
export const invoicingModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Operator: operator } = GIVEN;
  resolved(Invoices, [em], (root) => sqlInvoices(root));
  resolved(
    IssueInvoice,
    [TransportLog, ViewQuoteDocument, QuoteRepository, Invoices, clock, operator, config],
    (log, viewDocument, quotes, invoices, now, identity, settings) =>
      makeIssueInvoice({
        log,
        viewDocument,
        quotes,
        invoices,
        clock: now,
        operator: identity,
        paymentDays: settings.INVOICE_PAYMENT_DAYS,
        lineWords: (language) => {
          const t = translatorIn(parseLanguage(language) ?? 'fr');
          return {
            transport: (route) => t('invoice.line', route),
            secondDriver: (reference) => t('invoice.secondDriver', { reference }),
          };
        },
      }),
  );
  resolved(InvoiceCii, [Invoices], (invoices) =>
    makeInvoiceCii({ invoices, render: (invoice) => ciiXmlOf(invoice, invoiceMentions(invoice, translatorIn('fr'))) }),
  );
  resolved(IssueCreditNote, [Invoices, clock], (invoices, now) => makeIssueCreditNote({ invoices, clock: now }));
  resolved(InvoicePdf, [Invoices, QuoteDocumentRenderer], (invoices, renderer) => makeInvoicePdf({ invoices, renderer }));
  record(InvoicingServices, invoicing);
});
