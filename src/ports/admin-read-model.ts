import type { LeadStatus, LeadType } from '../domain/staff/leads.ts';
import type { Notification } from '../domain/notifications/notification.ts';

import type { AdminTab, ListSort } from '../domain/staff/admin-tabs.ts';
import { token } from './token.ts';

export { ADMIN_TABS, type AdminTab, LEAD_TYPE_OF_TAB } from '../domain/staff/admin-tabs.ts';

export interface ListQuery {
  page: number;
  pageSize: number;
  /** matches names, emails, companies and cities, case-insensitively */
  search?: string;
  from?: Date;
  to?: Date;
  /** newest first when not given; a key the tab does not offer is ignored */
  sort?: ListSort;
  /** one record only (a lead opened from the inbox, wherever it is in its list) */
  id?: string;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the KPI cards count, as stored. */
export interface KpiCounts {
  preValidationQuotes: number;
  validatedQuotes: number;
  demoRequests: number;
  accountCreations: number;
  /** Σ price of the validated quotes */
  validatedPriceTotal: number;
  /** transports delivered in the period that had a promised delivery, and those delivered by it */
  deliveries: { delivered: number; onTime: number };
  /** the transports awarded to a carrier in the period: sold and bought excl. VAT, and how many earn under LOW_MARGIN_RATE */
  margins: { awarded: number; saleEuros: number; purchaseEuros: number; low: number };
}

export interface Kpis {
  preValidationQuotes: number;
  validatedQuotes: number;
  demoRequests: number;
  accountCreations: number;
  /** Σ price × 0.85 of the validated quotes (spec §9) */
  estimatedRevenue: number;
  /** delivered by the promise of their offer, measured */
  deliveries: { delivered: number; onTime: number };
  /** the transports awarded to a carrier in the period: sold and bought excl. VAT, and how many earn under LOW_MARGIN_RATE */
  margins: { awarded: number; saleEuros: number; purchaseEuros: number; low: number };
}

export interface AuditEntry {
  status: LeadStatus;
  note: string | null;
  changedBy: string;
  changedAt: Date;
}

/** What staff read: KPIs, the lists behind every tab, a lead's history (spec §7 "Admin"). */
export interface AdminReadModel {
  kpis(since: Date): Promise<KpiCounts>;
  list(tab: AdminTab, query: ListQuery): Promise<Page<Record<string, unknown>>>;
  /** Every row of the tab that matches the filters, in order, handed to `visit` a batch at a time (the CSV export). */
  eachBatch(
    tab: AdminTab,
    query: Omit<ListQuery, 'page' | 'pageSize'>,
    visit: (rows: Array<Record<string, unknown>>) => Promise<void>,
  ): Promise<void>;
  activity(since: Date): Promise<Array<{ day: string; quotes: number; validated: number }>>;
  leadExists(type: LeadType, id: string): Promise<boolean>;
  history(type: LeadType, id: string): Promise<AuditEntry[]>;
}
export const AdminReadModel = token<AdminReadModel>('AdminReadModel');

export interface LeadStatusLog {
  /**
   * Adds the change, and queues its notifications in the same transaction. Notifications that
   * depend on where the lead stood are a function of its status just before, read under a lock on
   * the lead: two agents changing it at the same instant each see the other's change.
   */
  append(
    entry: { type: LeadType; id: string; status: LeadStatus; note: string | null; staffUserId: string },
    notifications?: Notification[] | ((before: LeadStatus | null) => Notification[]),
  ): Promise<void>;
}
export const LeadStatusLog = token<LeadStatusLog>('LeadStatusLog');

export interface OutboxEntry {
  id: string;
  createdAt: Date;
  kind: string;
  audience: string;
  reference: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
}

/** The emails the product owes, as staff see them: what failed, and sending it again. */
export interface OutboxAdmin {
  list(
    status: 'pending' | 'sending' | 'sent' | 'failed' | undefined,
    query: Pick<ListQuery, 'page' | 'pageSize'>,
  ): Promise<Page<OutboxEntry>>;
  resend(id: string): Promise<boolean>;
}
export const OutboxAdmin = token<OutboxAdmin>('OutboxAdmin');
