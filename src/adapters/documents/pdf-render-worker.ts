import type { Language } from '../../domain/language.ts';
import type { QuoteDocument } from '../../domain/quote/quote-document.ts';
import type { DeliveryNote } from '../../domain/transport/delivery-note.ts';
import type { StatementDocument } from '../../domain/account/statement.ts';
import { pdfQuoteDocuments } from './pdf-quote-document.ts';
import type { Invoice } from '../../domain/invoicing/invoice.ts';
import type { TransportOrder } from '../../domain/carriers/transport-order.ts';
import type { ConsignmentNote } from '../../domain/carriers/consignment-note.ts';

// Runs in a worker thread of the document pool (pooled-pdf-documents.ts): a PDF takes about
// 180 ms of CPU, which the request's event loop must not spend.
const renderer = pdfQuoteDocuments();

export type RenderTask =
  | { kind: 'quote'; document: QuoteDocument; language: Language }
  | { kind: 'deliveryNote'; note: DeliveryNote; language: Language }
  | { kind: 'statement'; statement: StatementDocument; language: Language }
  | { kind: 'invoice'; invoice: Invoice; language: Language }
  | { kind: 'transportOrder'; order: TransportOrder; language: Language }
  | { kind: 'consignmentNote'; note: ConsignmentNote; language: Language };

export default async function render(task: RenderTask): Promise<Uint8Array> {
  const pdf =
    task.kind === 'quote'
      ? await renderer.pdf(task.document, task.language)
      : task.kind === 'deliveryNote'
        ? await renderer.deliveryNote(task.note, task.language)
        : task.kind === 'invoice'
          ? await renderer.invoice(task.invoice, task.language)
          : task.kind === 'transportOrder'
            ? await renderer.transportOrder(task.order, task.language)
            : task.kind === 'consignmentNote'
              ? await renderer.consignmentNote(task.note, task.language)
              : await renderer.statement(task.statement, task.language);
  return new Uint8Array(pdf);
}
