import type { ContestRefusal, PurchasePaymentRefused, PurchaseRefusal } from '#src/application/carriers/purchasing.ts';
import type { PurchaseCarrier, ReceivedPurchase } from '#src/ports/purchase-invoices.ts';
import type { TransportMove, TransportState } from '#src/domain/transport/transport-lifecycle.ts';
import type { BuyerAddress } from '#src/domain/invoicing/buyer-address.ts';
import type { TransportRefusal } from '#src/domain/transport/step-timing.ts';
import type { NextStep } from '#src/domain/transport/transport-board.ts';
import type { Risk } from '#src/domain/transport/transport-risk.ts';
import type { AdminTab, ListSort } from '#src/domain/staff/admin-tabs.ts';
import type { InvoiceRowData } from '../invoice-rows.server.ts';
import type { InvoiceBuyer } from '#src/domain/invoicing/invoice.ts';
import type { LeadStatus, LeadType, Period } from '#src/domain/staff/leads.ts';
import type { WebhookEvent } from '#src/domain/webhooks/webhook.ts';
import type { RouteEnds } from '#src/domain/shipment/shipment.ts';
import type { BuyingView } from '#src/application/carriers/buy-transport.ts';
import type { DirectoryEntry } from '#src/application/carriers/carrier-directory.ts';

export type Row = Record<string, unknown>;

export interface EmailRow {
  id: string;
  createdAt: string;
  kind: string;
  audience: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/** A lead awaiting a call, as the loader sends it (instants as ISO strings). */
export interface InboxRow {
  type: LeadType;
  id: string;
  receivedAt: string;
  dueAt: string;
  promiseMinutes: number;
  status: LeadStatus;
  statusBy: string | null;
  statusAt: string | null;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  reference: string | null;
  route: RouteEnds | null;
  remindedAt: string | null;
  /** quote leads: when the goods are to be picked up; a confirmed offer and its price HT */
  pickupAt: string | null;
  offer: { variant: string; price: string | null } | null;
}

/** A transport on the "En cours" board, as the page receives it. */
export interface BoardRow {
  transport: {
    quoteRequestId: string;
    quoteId: string;
    reference: string;
    confirmedAt: string;
    state: TransportState;
    shipper: { name: string; email: string; company: string | null; phone: string | null };
    route: RouteEnds;
    moves: Array<{ move: TransportMove; at: string; by: string | null }>;
    /** sold and bought excl. VAT (null: not priced, not awarded to a carrier yet) */
    job: { saleEuros: number | null; purchaseEuros: number | null };
  };
  next: NextStep;
  dueAt: string | null;
  risks: Risk[];
}

/** Whether the tab lists records (leads, quotes, accounts), not one of the tabs with their own lists. */
export const isRecordsTab = (tab: Board['tab']): tab is AdminTab =>
  !['emails', 'inbox', 'transports', 'invoices', 'carriers'].includes(tab);

/** What a form of the carriers or of a record's buying came to: done, or why it was refused. */
export const BUYING_OUTCOMES = [
  'done',
  'invalid',
  'emailTaken',
  'busy',
  'documents',
  'alreadyAwarded',
  'notAnswered',
  'marginReason',
  'notConfirmable',
] as const;
export type BuyingOutcome = (typeof BUYING_OUTCOMES)[number];

/** What a form of the carriers' invoices came to: done, or why the file or the payment was refused. */
/** Why a carrier's invoice is not paid, or not put in a transfer file. */
export const PAYMENT_REFUSALS = [
  'held',
  'toTypeIn',
  'vigilance',
  'paid',
  'noPayeeAccount',
  'noDebtorAccount',
  'noneChosen',
  'cancelled',
  'contested',
] as const satisfies ReadonlyArray<PurchasePaymentRefused['reason']>;

export const PURCHASE_OUTCOMES = [
  'done',
  'unreadable',
  'incomplete',
  'tooLarge',
  'unknownSeller',
  'otherSeller',
  'duplicate',
  ...PAYMENT_REFUSALS,
  'notContested',
  'invalidAnswer',
  'invalidTyped',
  'invalidTerm',
] as const satisfies ReadonlyArray<
  'done' | 'invalidAnswer' | 'invalidTyped' | 'invalidTerm' | PurchaseRefusal | PurchasePaymentRefused['reason'] | ContestRefusal
>;
export type PurchaseOutcome = (typeof PURCHASE_OUTCOMES)[number];

export interface Board {
  period: Period;
  /** the inbox first, a list of records, or the emails */
  tab: AdminTab | 'emails' | 'inbox' | 'transports' | 'invoices' | 'carriers';
  /** the carriers' invoices, on the carriers' tab only, and what its last form came to */
  purchases: ReceivedPurchase[] | null;
  /** the list is of those to pay this week: unpaid and due by this Sunday */
  purchasesDueBy: string | null;
  /** every carrier with its payment term */
  paymentTerms: PurchaseCarrier[] | null;
  purchaseOutcome: PurchaseOutcome | null;
  inbox: { at: string; entries: InboxRow[] };
  /** the board, on its own tab only */
  transports: { at: string; silenceMinutes: number; entries: BoardRow[] } | null;
  transportsUnderWay: number;
  search: string;
  sort: ListSort;
  from: string;
  to: string;
  dashboard: {
    since: string;
    kpis: {
      preValidationQuotes: number;
      validatedQuotes: number;
      demoRequests: number;
      accountCreations: number;
      estimatedRevenue: number;
      deliveries: { delivered: number; onTime: number };
      margins: { awarded: number; saleEuros: number; purchaseEuros: number; low: number };
    };
    activity: Array<{ day: string; quotes: number; validated: number }>;
  };
  list: { rows: Row[]; total: number; page: number; pageSize: number };
  detail: Row | null;
  history: Array<{ status: string; note: string | null; changedBy: string; changedAt: string }>;
  /** the account's API keys, when the detail is a business account */
  apiKeys: Array<{
    id: string;
    name: string;
    prefix: string;
    limitPerMinute: number;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  }> | null;
  /** a confirmed request's transport and every step of it, oldest first */
  transport: {
    state: TransportState;
    moves: Array<{ move: TransportMove; at: string; by: string | null }>;
    /** ISO 8601: the delivery the chosen offer promised */
    promisedDelivery: string | null;
    /** why the last step posted from the record was refused */
    refused: TransportRefusal | null;
    /** the driver's link, once booked and until delivered, and whether the text message just went */
    driverLink: string | null;
    driverLinkSent: 'sent' | 'failed' | null;
    /** the buyer's postal address its invoice names; null while unknown (the invoice waits for it) */
    buyerAddress: BuyerAddress | null;
  } | null;
  /** buying a confirmed request's transport: the carriers that fit, the tenders, the award and the margin */
  buying: BuyingView | null;
  /** the carriers' directory, on its own tab only */
  carriers: DirectoryEntry[] | null;
  buyingOutcome: BuyingOutcome | null;
  /** where the account's events are posted, when the detail is a business account */
  webhooks: Array<{ id: string; url: string; events: WebhookEvent[]; createdAt: string }> | null;
  emails: { rows: EmailRow[]; total: number; page: number; pageSize: number; destination: string } | null;
  /** every invoice and credit note, on their own tab only */
  invoices: { rows: InvoiceRow[]; total: number; page: number; pageSize: number; status: 'paid' | 'unpaid' | null } | null;
}

/** An invoice or credit note as the staff's invoices tab lists it: the pages' row, and whom it bills. */
export type InvoiceRow = InvoiceRowData & {
  buyer: string;
  /** a cancelled invoice's buyer and lines, which the corrected invoice starts from; null otherwise */
  correctable: {
    buyer: Pick<InvoiceBuyer, 'name' | 'company' | 'street' | 'postalCode' | 'city'>;
    lines: Array<{ description: string; amount: number }>;
  } | null;
};

export interface Staff {
  username: string;
  csrfToken: string;
}
