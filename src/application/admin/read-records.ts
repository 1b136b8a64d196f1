import { isAcceptedAccount, type LeadType } from '../../domain/staff/leads.ts';
import type { AdminReadModel, AdminTab, AuditEntry, ListQuery, Page } from '../../ports/admin-read-model.ts';
import { token } from '../../ports/token.ts';

// What staff read of the records (spec §2): a tab's page, every row of it for the CSV, a lead's
// history, and whether a business account is accepted (keys and receivers are given to those only).

type Records = { readModel: Pick<AdminReadModel, 'list' | 'eachBatch' | 'history'> };

export type ListRecords = (tab: AdminTab, query: ListQuery) => Promise<Page<Record<string, unknown>>>;
export const ListRecords = token<ListRecords>('ListRecords');
export const makeListRecords =
  ({ readModel }: Records): ListRecords =>
  (tab, query) =>
    readModel.list(tab, query);

/** Every row of the tab that matches the filters, in order, a batch at a time (the CSV export). */
export type ExportRecords = (
  tab: AdminTab,
  filters: Omit<ListQuery, 'page' | 'pageSize'>,
  visit: (rows: Array<Record<string, unknown>>) => Promise<void>,
) => Promise<void>;
export const ExportRecords = token<ExportRecords>('ExportRecords');
export const makeExportRecords =
  ({ readModel }: Records): ExportRecords =>
  (tab, filters, visit) =>
    readModel.eachBatch(tab, filters, visit);

export type LeadHistory = (type: LeadType, id: string) => Promise<AuditEntry[]>;
export const LeadHistory = token<LeadHistory>('LeadHistory');
export const makeLeadHistory =
  ({ readModel }: Records): LeadHistory =>
  (type, id) =>
    readModel.history(type, id);

export type IsAccountAccepted = (accountId: string) => Promise<boolean>;
export const IsAccountAccepted = token<IsAccountAccepted>('IsAccountAccepted');
export const makeIsAccountAccepted =
  ({ readModel }: Records): IsAccountAccepted =>
  async (accountId) =>
    isAcceptedAccount(await readModel.history('account', accountId));
