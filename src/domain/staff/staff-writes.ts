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
  'registerCarrier',
  'recordCarrierDocument',
  'checkCarrierDocument',
  'openTender',
  'awardCarrier',
  'bookCarrier',
  'receivePurchaseInvoice',
  'markPurchasePaid',
  'answerPurchaseContest',
  'typeInPurchaseInvoice',
  'setCarrierPaymentTerm',
] as const;

export type StaffWrite = (typeof STAFF_WRITES)[number];

/**
 * A business account's keys and receivers: the writes its owner makes on the account's page too,
 * under the same names (one build: src/application/account/account-integrations.ts).
 */
export const INTEGRATION_WRITES = ['issueKey', 'revokeKey', 'registerWebhook', 'removeWebhook'] as const satisfies readonly StaffWrite[];

export type IntegrationWrite = (typeof INTEGRATION_WRITES)[number];
