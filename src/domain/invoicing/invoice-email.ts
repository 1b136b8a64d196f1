import type { Invoice } from './invoice.ts';

/** What the invoice's email says; its Factur-X PDF goes with it, attached by the outbox. */
export interface InvoiceEmailSummary {
  invoiceId: string;
  number: string;
  kind: Invoice['kind'];
  /** who it is addressed to: the buyer's name */
  name: string;
  totalIncludingTax: number;
  currency: string;
  issueDate: string;
  dueDate: string;
  /** a credit note's invoice, by its number */
  refersTo: string | null;
  /** the account's documents page, where every invoice is; null for a buyer without an account */
  documentsLink: string | null;
}
