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
