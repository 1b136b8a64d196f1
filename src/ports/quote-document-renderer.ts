import type { Language } from '../domain/language.ts';
import type { QuoteDocument } from '../domain/quote/quote-document.ts';
import type { DeliveryNote } from '../domain/transport/delivery-note.ts';
import type { StatementDocument } from '../domain/account/statement.ts';
import { token } from './token.ts';
import type { Invoice } from '../domain/invoicing/invoice.ts';
import type { TransportOrder } from '../domain/carriers/transport-order.ts';
import type { ConsignmentNote } from '../domain/carriers/consignment-note.ts';

/** Writes a quote document as a file to keep and send: a PDF, in the language asked. */
export interface QuoteDocumentRenderer {
  /** Throws QuotaSpent when it has no room for one more document now (a burst of them). */
  pdf(document: QuoteDocument, language: Language): Promise<Buffer>;
  /** A delivered transport's note, on the same terms. */
  deliveryNote(note: DeliveryNote, language: Language): Promise<Buffer>;
  /** A business account's month of confirmed transports, on the same terms. */
  statement(statement: StatementDocument, language: Language): Promise<Buffer>;
  /** An invoice or a credit note as Factur-X: its PDF/A-3 with its CII XML inside, on the same terms. */
  invoice(invoice: Invoice, language: Language): Promise<Buffer>;
  /** The transport order given to the carrier awarded a job, on the same terms. */
  transportOrder(order: TransportOrder, language: Language): Promise<Buffer>;
  /** The job's consignment note (CMR or lettre de voiture), as its steps have filled it, on the same terms. */
  consignmentNote(note: ConsignmentNote, language: Language): Promise<Buffer>;
}
export const QuoteDocumentRenderer = token<QuoteDocumentRenderer>('QuoteDocumentRenderer');
