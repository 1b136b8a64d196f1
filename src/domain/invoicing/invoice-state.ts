/** Why an invoice may not be marked paid: a credit note is never owed, a cancelled invoice no longer is. */
export type PaymentRefusal = 'creditNote' | 'cancelled';

/**
 * The payment rule: only an invoice that no credit note cancelled is owed. One paid before it was
 * cancelled stays paid (the credit note then refunds it).
 */
export function whyNotPayable(issued: {
  invoice: { kind: 'invoice' | 'creditNote' };
  cancelledBy: string | null;
}): PaymentRefusal | undefined {
  if (issued.invoice.kind === 'creditNote') return 'creditNote';
  if (issued.cancelledBy) return 'cancelled';
  return undefined;
}
