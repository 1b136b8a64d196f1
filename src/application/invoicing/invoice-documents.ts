import { type Invoice, cancellingCreditNote } from '../../domain/invoicing/invoice.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Invoices, IssuedInvoice } from '../../ports/invoices.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import { type Language, parseLanguage } from '../../domain/language.ts';
import { token } from '../../ports/token.ts';

export type InvoiceCii = (invoiceId: string) => Promise<{ number: string; xml: string } | undefined>;
export const InvoiceCii = token<InvoiceCii>('InvoiceCii');

/** An issued invoice's EN 16931 CII XML, made again from the document kept (issue 53); undefined for an unknown one. */
export function makeInvoiceCii(deps: { invoices: Pick<Invoices, 'find'>; render: (invoice: Invoice) => Promise<string> }): InvoiceCii {
  return async (invoiceId) => {
    const issued = await deps.invoices.find(invoiceId);
    return issued && { number: issued.invoice.number, xml: await deps.render(issued.invoice) };
  };
}

export type IssueCreditNote = (invoiceId: string) => Promise<IssuedInvoice | undefined>;
export const IssueCreditNote = token<IssueCreditNote>('IssueCreditNote');

/**
 * Issue 53: an invoice is never edited; a credit note of its lines, negative, cancels it and refers
 * to it (the transport may then be invoiced again, right). Undefined for an unknown invoice.
 */
export function makeIssueCreditNote(deps: { invoices: Pick<Invoices, 'find' | 'issue'>; clock: Clock }): IssueCreditNote {
  return async (invoiceId) => {
    const issued = await deps.invoices.find(invoiceId);
    if (!issued || issued.invoice.kind !== 'invoice') return undefined;
    const issueDate = wallClockAt(deps.clock.now()).date;
    return deps.invoices.issue({
      quoteRequestId: issued.quoteRequestId,
      accountId: issued.accountId,
      kind: 'creditNote',
      year: Number(issueDate.slice(0, 4)),
      refersTo: issued.id,
      draft: (number) => cancellingCreditNote(issued.invoice, number, issueDate),
    });
  };
}

export type InvoicePdf = (invoiceId: string, language?: Language) => Promise<{ number: string; pdf: Buffer } | undefined>;
export const InvoicePdf = token<InvoicePdf>('InvoicePdf');

/** An issued invoice as Factur-X, in the buyer's language unless another is asked; undefined for an unknown one. */
export function makeInvoicePdf(deps: { invoices: Pick<Invoices, 'find'>; renderer: Pick<QuoteDocumentRenderer, 'invoice'> }): InvoicePdf {
  return async (invoiceId, language) => {
    const issued = await deps.invoices.find(invoiceId);
    if (!issued) return undefined;
    const { invoice } = issued;
    return { number: invoice.number, pdf: await deps.renderer.invoice(invoice, language ?? parseLanguage(invoice.language) ?? 'fr') };
  };
}
