import type { LeadType } from './leads.ts';

/** The administration page's tabs (spec §2 "Administration page"), one per kind of record. */
export const ADMIN_TABS = ['quotes', 'quote-requests', 'callbacks', 'demos', 'accounts', 'contacts'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Which lead type each tab's rows are (for statuses and their history); quotes are not leads. */
export const LEAD_TYPE_OF_TAB: Partial<Record<AdminTab, LeadType>> = {
  'quote-requests': 'quote-request',
  callbacks: 'callback',
  demos: 'demo',
  accounts: 'account',
  contacts: 'contact',
};

/** The tab listing each lead type (where an inbox lead's detail is read). */
export const TAB_OF_LEAD_TYPE: Record<LeadType, AdminTab> = {
  'quote-request': 'quote-requests',
  callback: 'callbacks',
  demo: 'demos',
  account: 'accounts',
  contact: 'contacts',
};

/** What staff can sort a tab's rows by; newest first unless they ask otherwise. */
export const SORT_KEYS = ['date', 'reference', 'name', 'company', 'price', 'distance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export interface ListSort {
  key: SortKey;
  direction: SortDirection;
}
export const DEFAULT_SORT: ListSort = { key: 'date', direction: 'desc' };

/** The sort keys each tab offers (the columns it has). */
export const SORTS_OF_TAB: Record<AdminTab, readonly SortKey[]> = {
  quotes: ['date', 'reference', 'name', 'distance', 'price'],
  'quote-requests': ['date', 'reference', 'name', 'distance', 'price'],
  callbacks: ['date', 'reference', 'name'],
  demos: ['date', 'name', 'company'],
  accounts: ['date', 'name', 'company'],
  contacts: ['date', 'name', 'company'],
};
