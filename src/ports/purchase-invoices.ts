import type {
  AwardedJob,
  PurchaseDifference,
  PurchaseFormat,
  PurchaseInvoiceData,
  PurchaseMatch,
} from '../domain/carriers/purchase-invoice.ts';
import type { SelfBilledJob, SelfBillingMandate } from '../domain/carriers/self-billing.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import { token } from './token.ts';

/** How a carrier's invoice reached Flash: the e-invoicing channel, the carrier's pages, staff; or Flash drew it up (self-billing). */
export const PURCHASE_SOURCES = ['channel', 'carrier', 'staff', 'selfBilled'] as const;
export type PurchaseSource = (typeof PURCHASE_SOURCES)[number];

/**
 * matched: fits its orders, to pay; held: a difference to settle; toTypeIn: a plain PDF staff read;
 * cancelled: a self-billed invoice a credit note cancelled, and that credit note
 */
export const PURCHASE_STATUSES = ['matched', 'held', 'toTypeIn', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The carrier an invoice comes from, as the checks need it. */
export interface PurchaseCarrier {
  id: string;
  company: string;
  country: string;
  /** its payment term in days (30 at most) */
  paymentDays: number;
}

export interface ReceivedPurchase {
  id: string;
  /** ISO 8601 */
  receivedAt: string;
  carrier: Pick<PurchaseCarrier, 'id' | 'company'>;
  receivedVia: PurchaseSource;
  format: PurchaseFormat;
  file: { name: string; type: string };
  /** null while a plain PDF waits for staff */
  data: PurchaseInvoiceData | null;
  dueDate: string | null;
  status: PurchaseStatus;
  differences: PurchaseDifference[];
  jobs: PurchaseMatch['jobs'];
  /** YYYY-MM-DD: the first day it was recorded paid */
  paidOn: string | null;
  /** a self-billed invoice the carrier contested: when, why, and staff's answer once given */
  contest: { at: string; reason: string; answer: string | null; answeredAt: string | null } | null;
  /** a self-billed credit note's or corrected invoice's invoice */
  refersTo: string | null;
}

export interface NewPurchase {
  carrierId: string;
  receivedVia: PurchaseSource;
  /** the carrier's person who uploaded it, or the staff member who recorded it */
  by: { carrierPersonId: string } | { staffUserId: string } | null;
  format: PurchaseFormat;
  file: { name: string; type: string; bytes: Uint8Array };
  data: PurchaseInvoiceData | null;
  dueDate: string | null;
  status: PurchaseStatus;
  match: PurchaseMatch;
  /** a self-billed credit note's or corrected invoice's invoice */
  refersTo?: string;
  /** the messages about it, given its id: queued with it, in its transaction */
  tell?: (purchaseInvoiceId: string) => Notification[];
}

export interface PurchaseQuery {
  status?: PurchaseStatus;
  /** unpaid and due on or before this day */
  dueBy?: string;
  carrierId?: string;
  /** issued (or received, for one not typed in) between these days */
  from?: string;
  to?: string;
}

export interface PurchaseInvoices {
  /** the carrier whose VAT number or SIREN an invoice names */
  carrierNamed(identity: { vatNumber: string | null; siren: string | null }): Promise<PurchaseCarrier | undefined>;
  carrier(carrierId: string): Promise<PurchaseCarrier | undefined>;
  /** the jobs awarded to the carrier, each with the number of the invoice that bills it already */
  jobsOf(carrierId: string): Promise<AwardedJob[]>;
  /** stored; 'duplicate' when the carrier already sent an invoice of that number */
  record(purchase: NewPurchase): Promise<ReceivedPurchase | 'duplicate'>;
  list(query: PurchaseQuery): Promise<ReceivedPurchase[]>;
  find(id: string): Promise<ReceivedPurchase | undefined>;
  file(id: string): Promise<{ carrierId: string; name: string; type: string; bytes: Uint8Array } | undefined>;
  /**
   * A plain PDF's data as staff typed it, with its match, kept once: undefined when the invoice is
   * not waiting to be typed in (typed meanwhile); 'duplicate' when the carrier already sent that number.
   */
  typeIn(
    id: string,
    typed: Pick<NewPurchase, 'data' | 'dueDate' | 'status' | 'match'>,
    staffUserId: string,
  ): Promise<ReceivedPurchase | 'duplicate' | undefined>;
  /** every carrier of the directory with its payment term, by name */
  carriers(): Promise<PurchaseCarrier[]>;
  /** the carrier's payment term set (0 to 30 days); undefined for none such */
  setPaymentTerm(carrierId: string, days: number): Promise<PurchaseCarrier | undefined>;
  /** recorded paid on `day` once: the first day is kept */
  markPaid(id: string, day: string, at: Date, staffUserId: string): Promise<ReceivedPurchase | undefined>;
  /** the carrier's consent to self-billing in force, if any */
  mandateOf(carrierId: string): Promise<SelfBillingMandate | undefined>;
  /** a consent given (one in force stays as it is) */
  acceptMandate(carrierId: string, personId: string, version: string, at: Date): Promise<void>;
  /** the consent in force ended */
  revokeMandate(carrierId: string, personId: string, at: Date): Promise<void>;
  /**
   * Delivered jobs that no invoice bills yet, of carriers whose consent is in force (the consent
   * precedes the invoice, CGI art. 289-I-2; a job the carrier invoiced itself is billed already), oldest first.
   */
  awaitingSelfBilling(limit: number): Promise<Array<{ carrierId: string; job: SelfBilledJob }>>;
  /**
   * The next number of the carrier's series for the year and the invoice `make` draws up with it,
   * kept in one transaction (no gap, no repeat, whichever instance asks); undefined when an invoice
   * billed the job meanwhile, or another instance is drawing up one of the series (it is not waited for).
   */
  recordSelfBilled(
    carrierId: string,
    year: number,
    quoteRequestId: string,
    make: (sequence: number) => Promise<NewPurchase>,
  ): Promise<ReceivedPurchase | undefined>;
  /**
   * A contested self-billed invoice set right: its credit note and the corrected invoice `make`
   * draws up with the next two numbers of the series, kept with the invoice cancelled, in one
   * transaction; undefined when it was answered meanwhile.
   */
  recordCorrection(
    invoiceId: string,
    year: number,
    make: (sequences: [number, number]) => Promise<[NewPurchase, NewPurchase]>,
    answer: { text: string; at: Date; staffUserId: string },
  ): Promise<ReceivedPurchase | undefined>;
  /** the carrier's contest kept, once */
  contest(invoiceId: string, contest: { reason: string; at: Date; personId: string }): Promise<void>;
  /** staff's answer kept, the invoice as it was (payable again) */
  answerContest(invoiceId: string, answer: { text: string; at: Date; staffUserId: string }): Promise<void>;
}
export const PurchaseInvoices = token<PurchaseInvoices>('PurchaseInvoices');
