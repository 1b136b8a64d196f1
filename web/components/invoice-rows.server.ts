import { invoiceSummaryOf } from '#src/application/invoicing/invoice-documents.ts';
import type { IssuedInvoice } from '#src/ports/invoices.ts';

/** An invoice or credit note as the pages list it: the API's summary, and the credit note that cancels it. */
export const invoiceRowOf = (issued: IssuedInvoice) => ({ ...invoiceSummaryOf(issued), cancelledBy: issued.cancelledBy });
export type InvoiceRowData = ReturnType<typeof invoiceRowOf>;
