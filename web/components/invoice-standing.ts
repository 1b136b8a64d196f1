import type { InvoiceRowData } from './invoice-rows.server.ts';

/**
 * Where an invoice or credit note stands, as the staff's tab and the account's documents both say
 * it (their catalogs name the four alike): cancelled by its credit note, a credit note cancelling
 * one, paid on a day, or still owed by its due day.
 */
export function invoiceStanding(
  row: Pick<InvoiceRowData, 'cancelledBy' | 'refersTo' | 'paidAt' | 'dueDate'>,
  format: { paidAt: (instant: Date) => string; dueDate: (day: Date) => string },
): { key: 'cancelled' | 'refersTo' | 'paid' | 'unpaid'; values: Record<string, string> } {
  if (row.cancelledBy) return { key: 'cancelled', values: { number: row.cancelledBy } };
  if (row.refersTo) return { key: 'refersTo', values: { number: row.refersTo.number } };
  if (row.paidAt) return { key: 'paid', values: { date: format.paidAt(new Date(row.paidAt)) } };
  return { key: 'unpaid', values: { date: format.dueDate(new Date(row.dueDate)) } };
}
