import { CREDIT_REASON_MAX, type Invoice, cancellingCreditNote } from '../../domain/invoicing/invoice.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import type { Clock } from '../../ports/clock.ts';
import type { InvoiceQuery, Invoices, IssuedInvoice } from '../../ports/invoices.ts';
import { ApplicationError } from '../../domain/application-error.ts';
import { type Notification, webhookNotifications } from '../../domain/notifications/notification.ts';
import { type WebhookEndpoint, webhookDeliveries } from '../../domain/webhooks/webhook.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import { parseLanguage } from '../../domain/language.ts';
import { token } from '../../ports/token.ts';
import { InvalidInput } from '../errors.ts';

/**
 * The invoice, unless `ownedBy` names the account whose invoice it must be (its key or session
 * proves it) and it is another's: then undefined, as an unknown one.
 */
const ownedOrUndefined = (issued: IssuedInvoice | undefined, ownedBy: string | undefined) =>
  issued && (ownedBy === undefined || issued.accountId === ownedBy) ? issued : undefined;

export type InvoiceCii = (invoiceId: string, ownedBy?: string) => Promise<{ number: string; xml: string } | undefined>;
export const InvoiceCii = token<InvoiceCii>('InvoiceCii');

/** An issued invoice's EN 16931 CII XML, made again from the document kept; undefined for an unknown one. */
export function makeInvoiceCii(deps: { invoices: Pick<Invoices, 'find'>; render: (invoice: Invoice) => Promise<string> }): InvoiceCii {
  return async (invoiceId, ownedBy) => {
    const issued = ownedOrUndefined(await deps.invoices.find(invoiceId), ownedBy);
    return issued && { number: issued.invoice.number, xml: await deps.render(issued.invoice) };
  };
}

export type IssueCreditNote = (invoiceId: string, reason: string) => Promise<IssuedInvoice | undefined>;
export const IssueCreditNote = token<IssueCreditNote>('IssueCreditNote');

/**
 * An invoice is never edited; a credit note of its lines, negative, cancels it, refers to it and
 * says why (staff must give a reason: refused without one). The transport may then be invoiced
 * again, right. Undefined for an unknown invoice.
 */
export function makeIssueCreditNote(deps: {
  invoices: Pick<Invoices, 'find' | 'issue'>;
  clock: Clock;
  webhooks: Pick<WebhookEndpoints, 'forQuoteRequest'>;
  siteUrl: string;
  outbox: { wake(): void };
}): IssueCreditNote {
  return async (invoiceId, reason) => {
    const why = reason.replace(/\s+/g, ' ').trim();
    if (!why) throw new InvalidInput([{ field: 'reason', key: 'required' }]);
    if (why.length > CREDIT_REASON_MAX) throw new InvalidInput([{ field: 'reason', key: 'tooLong' }]);
    const issued = await deps.invoices.find(invoiceId);
    if (!issued || issued.invoice.kind !== 'invoice') return undefined;
    const issueDate = wallClockAt(deps.clock.now()).date;
    const account = await deps.webhooks.forQuoteRequest(issued.quoteRequestIds[0]!);
    let told = false;
    const credit = await deps.invoices.issue({
      quoteRequestIds: issued.quoteRequestIds,
      accountId: issued.accountId,
      kind: 'creditNote',
      year: Number(issueDate.slice(0, 4)),
      refersTo: issued.id,
      draft: (number) => cancellingCreditNote(issued.invoice, number, issueDate, why),
      tell: (made) => {
        told = true;
        return invoiceIssuedMessages(made, account?.endpoints, deps.siteUrl, deps.clock.now());
      },
    });
    if (told) deps.outbox.wake();
    return credit;
  };
}

export type InvoicePdf = (invoiceId: string, ownedBy?: string) => Promise<{ number: string; pdf: Buffer } | undefined>;
export const InvoicePdf = token<InvoicePdf>('InvoicePdf');

/**
 * An issued invoice as Factur-X, in its own language whoever asks: its lines were written in
 * that language when it was issued and are never rewritten, so a page in another language would
 * put them under headings they do not match. Undefined for an unknown one.
 */
export function makeInvoicePdf(deps: { invoices: Pick<Invoices, 'find'>; renderer: Pick<QuoteDocumentRenderer, 'invoice'> }): InvoicePdf {
  return async (invoiceId, ownedBy) => {
    const issued = ownedOrUndefined(await deps.invoices.find(invoiceId), ownedBy);
    if (!issued) return undefined;
    const { invoice } = issued;
    return { number: invoice.number, pdf: await deps.renderer.invoice(invoice, parseLanguage(invoice.language) ?? 'fr') };
  };
}

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    invoiceNotFound: InvoiceNotFound;
  }
}

/** No such invoice, or not the caller's: answered 404, the same for both. */
export class InvoiceNotFound extends ApplicationError<'invoiceNotFound'> {
  override name = 'InvoiceNotFound';
  readonly code = 'invoiceNotFound';
  constructor() {
    super('no such invoice');
  }
}

export type AccountInvoices = (accountId: string, query: InvoiceQuery) => Promise<{ invoices: IssuedInvoice[]; total: number }>;
export const AccountInvoices = token<AccountInvoices>('AccountInvoices');

export type AccountInvoice = (accountId: string, invoiceId: string) => Promise<IssuedInvoice>;
export const AccountInvoice = token<AccountInvoice>('AccountInvoice');

/** A business account's invoices, by the proof of its key or session. */
export function makeAccountInvoices(deps: { invoices: Pick<Invoices, 'ofAccount'> }): AccountInvoices {
  return (accountId, query) => deps.invoices.ofAccount(accountId, query);
}

/** One of them; another account's is InvoiceNotFound, as an unknown one. */
export function makeAccountInvoice(deps: { invoices: Pick<Invoices, 'find'> }): AccountInvoice {
  return async (accountId, invoiceId) => {
    const issued = await deps.invoices.find(invoiceId);
    if (!issued || issued.accountId !== accountId) throw new InvoiceNotFound();
    return issued;
  };
}

/** An invoice as the account's systems read it (the API, the invoice.issued event): numbers, dates, totals, VAT case. */
export const invoiceSummaryOf = ({ id, invoice, paidAt, refersTo }: IssuedInvoice) => ({
  id,
  number: invoice.number,
  kind: invoice.kind,
  issueDate: invoice.issueDate,
  deliveryDate: invoice.deliveryDate,
  dueDate: invoice.dueDate,
  status: paidAt ? ('paid' as const) : ('unpaid' as const),
  paidAt: paidAt?.toISOString() ?? null,
  refersTo: invoice.refersTo ? { id: refersTo, number: invoice.refersTo.number } : null,
  references: [...new Set(invoice.lines.map((line) => line.reference))],
  currency: invoice.currency,
  totalExcludingTax: invoice.totals.excludingTax,
  vat: invoice.totals.vat,
  totalIncludingTax: invoice.totals.includingTax,
  vatCase: invoice.vat.case,
  vatRate: invoice.vat.rate,
});

/**
 * What is queued with an issued invoice or credit note: its email to the buyer, the PDF
 * attached when it goes (with a link to the account's documents for an account's), and the
 * invoice.issued event for the account's receivers.
 */
export function invoiceIssuedMessages(
  issued: IssuedInvoice,
  endpoints: readonly WebhookEndpoint[] | undefined,
  siteUrl: string,
  at: Date,
): Notification[] {
  const site = siteUrl.replace(/\/$/, '');
  const language = (parseLanguage(issued.invoice.language) ?? 'fr').toUpperCase();
  const documents = issued.accountId ? `${site}/${language}/account/invoices` : null;
  return [
    invoiceEmail(issued, issued.invoice.buyer.email, documents),
    ...(endpoints ? invoiceIssuedNotifications(endpoints, issued, siteUrl, at) : []),
  ];
}

/** The email that carries an issued invoice or credit note to `to`, in the invoice's language. */
function invoiceEmail(issued: IssuedInvoice, to: string, documentsLink: string | null): Notification {
  const { invoice } = issued;
  return {
    kind: 'invoice',
    audience: 'visitor',
    email: to,
    language: invoice.language,
    reference: issued.id,
    summary: {
      invoiceId: issued.id,
      number: invoice.number,
      kind: invoice.kind,
      name: invoice.buyer.name,
      totalIncludingTax: invoice.totals.includingTax,
      currency: invoice.currency,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      refersTo: invoice.refersTo?.number ?? null,
      documentsLink,
    },
  };
}

/** The invoice.issued event for the account's receivers, queued with the invoice. */
export function invoiceIssuedNotifications(
  endpoints: readonly WebhookEndpoint[],
  issued: IssuedInvoice,
  siteUrl: string,
  at: Date,
): Notification[] {
  const data = { invoice: invoiceSummaryOf(issued), url: `${siteUrl.replace(/\/$/, '')}/api/v1/invoices/${issued.id}` };
  return webhookNotifications(webhookDeliveries(endpoints, 'invoice.issued', `invoice.issued:${issued.id}`, at, data), issued.id);
}
