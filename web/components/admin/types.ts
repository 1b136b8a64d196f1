import type { AdminTab } from '../../../src/ports/admin-read-model.ts';
import type { Period } from '../../../src/domain/staff/leads.ts';

export type Row = Record<string, unknown>;

export interface Board {
  period: Period;
  tab: AdminTab;
  search: string;
  from: string;
  to: string;
  dashboard: {
    since: string;
    kpis: { preValidationQuotes: number; validatedQuotes: number; demoRequests: number; accountCreations: number; estimatedRevenue: number };
    activity: Array<{ day: string; quotes: number; validated: number }>;
  };
  list: { rows: Row[]; total: number; page: number; pageSize: number };
  detail: Row | null;
  history: Array<{ status: string; note: string | null; changedBy: string; changedAt: string }>;
}

export interface Staff {
  username: string;
  csrfToken: string;
}
