/**
 * Every write staff make, by name. The staff page's forms post them as their intent and
 * /api/admin's routes answer them, both through the one handler each has
 * (src/http/admin/staff-writes.ts), so a name misspelt on either side fails `tsc`.
 */
export const STAFF_WRITES = [
  'changeStatus',
  'moveTransport',
  'keepBuyerAddress',
  'sendDriverLink',
  'issueKey',
  'revokeKey',
  'registerWebhook',
  'removeWebhook',
  'markInvoicePaid',
  'issueCreditNote',
  'invoiceAgain',
  'resendEmail',
  'erasePersonalData',
] as const;

export type StaffWrite = (typeof STAFF_WRITES)[number];
