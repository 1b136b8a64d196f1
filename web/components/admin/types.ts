import type { AdminTab, ListSort } from '#src/domain/staff/admin-tabs.ts';
import type { Period } from '#src/domain/staff/leads.ts';

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

export interface Board {
  period: Period;
  tab: AdminTab | 'emails';
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
    };
    activity: Array<{ day: string; quotes: number; validated: number }>;
  };
  list: { rows: Row[]; total: number; page: number; pageSize: number };
  detail: Row | null;
  history: Array<{ status: string; note: string | null; changedBy: string; changedAt: string }>;
  emails: { rows: EmailRow[]; total: number; page: number; pageSize: number; destination: string } | null;
}

export interface Staff {
  username: string;
  csrfToken: string;
}
