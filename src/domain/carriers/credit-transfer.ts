import type { BankAccount } from '../operator.ts';

// A SEPA credit transfer of carriers' invoices: Flash's account pays each invoice's total to the
// account the invoice names, each payment saying which invoice it settles.

export interface TransferPayment {
  /** the invoice's id, carried to the carrier's bank (end-to-end id) */
  endToEndId: string;
  creditor: { name: string; account: BankAccount };
  /** euros, the invoice's total */
  amount: number;
  /** what the carrier's statement says: the invoice's number and the jobs it bills */
  remittance: string;
}

export interface CreditTransfer {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD */
  executionDate: string;
  debtor: { name: string; account: BankAccount };
  payments: TransferPayment[];
}

/** Each text field's room in pain.001 (Max140Text, Max70Text, Max35Text). */
export const SEPA_LIMITS = { name: 70, remittance: 140, id: 35 } as const;

/**
 * A text as the SEPA character set allows it (letters without accents, figures, / - ? : ( ) . , ' + and
 * space), at most `max` characters: banks refuse any other.
 */
export function sepaText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** The sum a transfer moves, to the cent. */
export const transferTotal = (transfer: Pick<CreditTransfer, 'payments'>) =>
  Math.round(transfer.payments.reduce((sum, payment) => sum + payment.amount * 100, 0)) / 100;
