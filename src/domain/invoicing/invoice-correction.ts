import type { FieldError } from '../shipment/validate-shipment.ts';
import { type Invoice, type InvoiceBuyer, CREDIT_REASON_MAX, invoiceTotals } from './invoice.ts';
import { BUYER_ADDRESS_LIMITS } from './buyer-address.ts';

// A cancelled invoice's transports invoiced again, corrected: the buyer's name and address and
// each line's amount as staff set them right, with the reason, the new invoice referring to the
// one it replaces (EN 16931 BT-25). The VAT case stays the transports' (to change it, the quote
// is the place: its buyer decides it on every channel).

/** What staff may set right, and why. */
export interface InvoiceCorrection {
  reason: string;
  /** the cancelled invoice the corrected one replaces */
  replaces: { number: string; issueDate: string };
  buyer: Pick<InvoiceBuyer, 'name' | 'company' | 'street' | 'postalCode' | 'city'>;
  /** each line's amount excluding VAT, in the order of the lines */
  amounts: number[];
}

export type CorrectionErrorKey = 'required' | 'tooLong' | 'amountInvalid';

const BUYER_LIMITS = { name: 200, company: 200, ...BUYER_ADDRESS_LIMITS } as const;
/** An amount in euros as staff type it: "1234.5", "1 234,50". */
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * The correction form's values (`reason`, the buyer's fields, `amount0`, `amount1`… one per line
 * of the cancelled invoice), each field at fault named; the cancelled invoice's own values where
 * a field was left out.
 */
export function readInvoiceCorrection(
  cancelled: Invoice,
  input: Record<string, unknown>,
): { correction: InvoiceCorrection; errors: FieldError<CorrectionErrorKey>[] } {
  const given = (name: string) => (typeof input[name] === 'string' ? (input[name] as string).replace(/\0/g, '').trim() : undefined);
  const errors: FieldError<CorrectionErrorKey>[] = [];
  const reason = given('reason') ?? '';
  if (reason === '') errors.push({ field: 'reason', key: 'required' });
  else if (reason.length > CREDIT_REASON_MAX) errors.push({ field: 'reason', key: 'tooLong', values: { max: CREDIT_REASON_MAX } });
  const buyer: Record<keyof typeof BUYER_LIMITS, string | null> = { ...cancelled.buyer };
  for (const [field, max] of Object.entries(BUYER_LIMITS) as Array<[keyof typeof BUYER_LIMITS, number]>) {
    const value = given(field);
    if (value === undefined) continue;
    if (value.length > max) errors.push({ field, key: 'tooLong', values: { max } });
    else if (value === '' && field !== 'company') errors.push({ field, key: 'required' });
    else buyer[field] = value === '' ? null : value;
  }
  const amounts = cancelled.lines.map((line, index) => {
    const typed = given(`amount${index}`);
    if (typed === undefined) return line.amountExcludingTax;
    const plain = typed.replace(/[\s\u00a0\u202f]/g, '');
    if (!AMOUNT.test(plain)) {
      errors.push({ field: `amount${index}`, key: 'amountInvalid' });
      return line.amountExcludingTax;
    }
    return Number(plain.replace(',', '.'));
  });
  return {
    correction: {
      reason,
      replaces: { number: cancelled.number, issueDate: cancelled.issueDate },
      buyer: {
        name: buyer.name ?? cancelled.buyer.name,
        company: buyer.company,
        street: buyer.street,
        postalCode: buyer.postalCode,
        city: buyer.city,
      },
      amounts,
    },
    errors,
  };
}

/** The invoice as drafted from its transports, with the correction applied and its totals recomputed. */
export function correctedInvoice(draft: Invoice, correction: InvoiceCorrection): Invoice {
  const lines = draft.lines.map((line, index) => ({ ...line, amountExcludingTax: correction.amounts[index] ?? line.amountExcludingTax }));
  return {
    ...draft,
    buyer: { ...draft.buyer, ...correction.buyer },
    lines,
    totals: invoiceTotals(lines, draft.vat),
    refersTo: correction.replaces,
    reason: correction.reason,
  };
}
