import type { Invoice, InvoiceKind } from '../domain/invoicing/invoice.ts';
import { token } from './token.ts';
import type { Notification } from '../domain/notifications/notification.ts';

/** An invoice or credit note as issued, with what is known of it since: whether it was paid. */
export interface IssuedInvoice {
  id: string;
  invoice: Invoice;
  /** every transport it bills, oldest delivery first (several for a month's invoice), or that a credit note cancels */
  quoteRequestIds: string[];
  accountId: string | null;
  /** a credit note's invoice */
  refersTo: string | null;
  paidAt: Date | null;
  /** an invoice's credit note, by its number, once one cancels it */
  cancelledBy: string | null;
  createdAt: Date;
}

export interface InvoiceQuery {
  /** paid; or unpaid: an invoice still owed (neither paid nor cancelled by a credit note) */
  status?: 'paid' | 'unpaid';
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** The invoices and credit notes, numbered without gaps and never edited. */
export interface Invoices {
  /**
   * Issues what `draft` makes of the next number of its kind and year, in one transaction with
   * that number's taking: a number is given once and never skipped, whatever the instances. For
   * an invoice, one already standing (not cancelled) for any of its transports is answered
   * instead; for a credit note, the one already cancelling the same invoice.
   */
  issue(input: {
    /** the transports it bills, the first named on the row; a credit note's are its invoice's */
    quoteRequestIds: readonly string[];
    accountId: string | null;
    kind: InvoiceKind;
    year: number;
    refersTo?: string;
    draft: (number: string) => Invoice;
    /** the messages that say it was issued, queued in its transaction (not for an invoice already issued) */
    tell?: (issued: IssuedInvoice) => Notification[];
  }): Promise<IssuedInvoice>;
  find(id: string): Promise<IssuedInvoice | undefined>;
  /**
   * Delivered transports never invoiced (the delivery's own issuing failed), oldest first, but
   * those of an account invoiced monthly. One whose invoice a credit note cancelled is not: it is
   * invoiced again only when asked.
   */
  deliveredWithoutInvoice(limit: number): Promise<string[]>;
  /**
   * The transports of accounts invoiced monthly delivered before `before` and never invoiced, by
   * account, each account's oldest delivery first.
   */
  monthlyDue(before: Date, limit: number): Promise<Array<{ accountId: string; quoteRequestIds: string[] }>>;
  /** Invoices and credit notes not yet handed to the e-invoicing platform, oldest first. */
  awaitingTransmission(limit: number): Promise<IssuedInvoice[]>;
  markTransmitted(id: string, at: Date): Promise<void>;
  /** A business account's invoices and credit notes, newest first, paged; `from` and `to` are issue days. */
  ofAccount(accountId: string, query: InvoiceQuery): Promise<{ invoices: IssuedInvoice[]; total: number }>;
  /** Every account's and visitor's, for the staff, the same way. */
  all(query: InvoiceQuery): Promise<{ invoices: IssuedInvoice[]; total: number }>;
  /** Records an invoice's payment at `at`, once (a second one keeps the first's day); undefined for none such or a credit note. */
  markPaid(id: string, at: Date): Promise<IssuedInvoice | undefined>;
}
export const Invoices = token<Invoices>('Invoices');
