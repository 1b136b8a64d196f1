import { sqlInvoices } from '../adapters/persistence/invoicing/invoices.ts';
import { KeepBuyerAddress, makeKeepBuyerAddress } from '../application/invoicing/keep-buyer-address.ts';
import { ciiXmlOf } from '../adapters/documents/e-invoice.ts';
import {
  InvoiceDelivery,
  IssueInvoice,
  IssueMonthlyInvoices,
  makeInvoiceDelivery,
  makeIssueInvoice,
  makeIssueMonthlyInvoices,
} from '../application/invoicing/issue-invoice.ts';
import {
  AccountInvoice,
  AccountInvoices,
  makeAccountInvoice,
  makeAccountInvoices,
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
import { WebhookEndpoints } from '../ports/webhooks.ts';
import { frenchDate, invoiceMentions } from '../texts/invoice-text.ts';
import { featureModule } from './binding.ts';
import path from 'node:path';
import { fileInvoiceChannel } from '../adapters/einvoicing/file-invoice-channel.ts';
import { CatchUpInvoicing, makeCatchUpInvoicing } from '../application/invoicing/catch-up.ts';
import { InvoiceChannel } from '../ports/invoice-channel.ts';
import { GIVEN } from './tokens.ts';
import { AccountBilling } from '../ports/account-billing.ts';
import {
  InvoiceAgain,
  InvoicesForAccounting,
  MarkInvoicePaid,
  makeInvoiceAgain,
  StaffInvoices,
  makeInvoicesForAccounting,
  makeMarkInvoicePaid,
  makeStaffInvoices,
} from '../application/invoicing/staff-invoices.ts';

/** What the invoicing gives the edge. */
const invoicing = {
  /** a delivered transport's invoice, issued once */
  issue: IssueInvoice,
  /** an issued invoice's EN 16931 CII XML */
  cii: InvoiceCii,
  /** the credit note that cancels an invoice */
  creditNote: IssueCreditNote,
  /** an issued invoice as Factur-X (PDF/A-3 with its XML) */
  pdf: InvoicePdf,
  /** a business account's invoices, and one of them */
  ofAccount: AccountInvoices,
  accountInvoice: AccountInvoice,
  /** the staff's invoices tab: every invoice, a payment recorded, the accounting's export */
  all: StaffInvoices,
  markPaid: MarkInvoicePaid,
  forAccounting: InvoicesForAccounting,
  /** a cancelled invoice's transports invoiced anew */
  again: InvoiceAgain,
  /** the buyer's postal address an agent gives, which a held invoice waits for */
  keepBuyerAddress: KeepBuyerAddress,
};
export type InvoicingServices = Resolved<typeof invoicing>;
export const InvoicingServices = token<InvoicingServices>('InvoicingServices');

/** Invoices and credit notes: numbered in PostgreSQL, written as EN 16931 by @e-invoice-eu/core. */
export const invoicingModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Operator: operator, Outbox: outbox } = GIVEN;
  resolved(Invoices, [em], (root) => sqlInvoices(root));
  // The issuing's parts: the same for a delivery's invoice, one asked for, and a month's.
  const ISSUING_PARTS = [
    TransportLog,
    ViewQuoteDocument,
    QuoteRepository,
    Invoices,
    clock,
    operator,
    config,
    WebhookEndpoints,
    outbox,
    AccountBilling,
  ] as const;
  const issuing = (
    ...[log, viewDocument, quotes, invoices, now, identity, settings, webhooks, box, billing]: Resolved<typeof ISSUING_PARTS>
  ) => ({
    billing,
    log,
    viewDocument,
    quotes,
    invoices,
    clock: now,
    operator: identity,
    paymentDays: settings.INVOICE_PAYMENT_DAYS,
    webhooks,
    siteUrl: settings.SITE_URL,
    outbox: box,
    lineWords: (language: string) => {
      const t = translatorIn(parseLanguage(language) ?? 'fr');
      return {
        transport: (route: { from: string; to: string; date: string }) => t('invoicing.line', { ...route, date: frenchDate(route.date) }),
        secondDriver: (reference: string) => t('invoicing.secondDriver', { reference }),
      };
    },
  });
  resolved(IssueInvoice, [...ISSUING_PARTS], (...parts) => makeIssueInvoice(issuing(...parts)));
  resolved(InvoiceDelivery, [...ISSUING_PARTS], (...parts) => makeInvoiceDelivery(issuing(...parts)));
  resolved(IssueMonthlyInvoices, [...ISSUING_PARTS], (...parts) => makeIssueMonthlyInvoices(issuing(...parts)));
  resolved(InvoiceCii, [Invoices], (invoices) =>
    makeInvoiceCii({ invoices, render: (invoice) => ciiXmlOf(invoice, invoiceMentions(invoice, translatorIn('fr'))) }),
  );
  resolved(IssueCreditNote, [Invoices, clock, WebhookEndpoints, config, outbox], (invoices, now, webhooks, settings, box) =>
    makeIssueCreditNote({ invoices, clock: now, webhooks, siteUrl: settings.SITE_URL, outbox: box }),
  );
  resolved(InvoicePdf, [Invoices, QuoteDocumentRenderer], (invoices, renderer) => makeInvoicePdf({ invoices, renderer }));
  resolved(AccountInvoices, [Invoices], (invoices) => makeAccountInvoices({ invoices }));
  resolved(AccountInvoice, [Invoices], (invoices) => makeAccountInvoice({ invoices }));
  resolved(StaffInvoices, [Invoices], (invoices) => makeStaffInvoices({ invoices }));
  resolved(MarkInvoicePaid, [Invoices, clock], (invoices, now) => makeMarkInvoicePaid({ invoices, clock: now }));
  resolved(InvoicesForAccounting, [Invoices], (invoices) => makeInvoicesForAccounting({ invoices }));
  resolved(InvoiceAgain, [Invoices, IssueInvoice, IssueMonthlyInvoices], (invoices, issue, issueMonthly) =>
    makeInvoiceAgain({ invoices, issue, issueMonthly }),
  );
  resolved(KeepBuyerAddress, [TransportLog, InvoiceDelivery], (log, invoiceDelivery) => makeKeepBuyerAddress({ log, invoiceDelivery }));
  resolved(InvoiceChannel, [config], (settings) => fileInvoiceChannel(path.join(settings.DATA_DIR, 'einvoices')));
  resolved(
    CatchUpInvoicing,
    [Invoices, IssueInvoice, IssueMonthlyInvoices, QuoteDocumentRenderer, InvoiceChannel, clock],
    (invoices, issue, issueMonthly, renderer, channel, now) =>
      makeCatchUpInvoicing({ invoices, issue, issueMonthly, renderer, channel, clock: now }),
  );
  record(InvoicingServices, invoicing);
});
