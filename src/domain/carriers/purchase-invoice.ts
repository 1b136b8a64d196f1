import { roundToCents } from '../money.ts';
import type { BankAccount } from '../operator.ts';
import { daysAfter } from '../invoicing/invoice.ts';
import { inEuVatTerritory } from '../tax/vat-treatment.ts';
import { isFormCountry } from '../shipment/countries.ts';

// A carrier's invoice to Flash: a purchase. It is read from its EN 16931 data (Factur-X, CII or
// UBL) or typed in by staff from a plain PDF, then checked against what Flash ordered: the jobs
// it names were awarded to that carrier, delivered, and at no more than the order's price, with
// the VAT case a purchase from that carrier takes. What does not fit is held with its difference.

export const PURCHASE_FORMATS = ['facturX', 'cii', 'ubl', 'pdf'] as const;
/** facturX: a PDF with its CII inside; pdf: a plain PDF, typed in by staff */
export type PurchaseFormat = (typeof PURCHASE_FORMATS)[number];

/** The invoice's data as EN 16931 names it (BT numbers in the comments). */
export interface PurchaseInvoiceData {
  /** BT-1 */
  number: string;
  /** BT-3: 380 invoice, 381 credit note, 389 self-billed invoice… */
  typeCode: string;
  /** BT-2, YYYY-MM-DD */
  issueDate: string;
  /** BT-9, where it says one */
  dueDate: string | null;
  /** BT-5 */
  currency: string;
  /** BT-27, BT-31, BT-30 (the SIREN when scheme 0002), BT-40 */
  seller: { name: string; vatNumber: string | null; siren: string | null; country: string | null };
  /** BT-13: the buyer's order, which for Flash is the job's reference */
  orderReference: string | null;
  /** BT-84, BT-86: the account the seller asks to be paid to by transfer (absent from invoices read before it was kept) */
  payeeAccount?: BankAccount | null;
  /** BT-72, kept for the self-billed invoices Flash draws up (a credit note restates it) */
  deliveryDate?: string;
  lines: Array<{ text: string; amountExcludingTax: number }>;
  /** BT-118 and BT-119 of its one VAT breakdown (a mixed invoice reads as its first) */
  vat: { category: string; percent: number | null };
  /** BT-109, BT-110, BT-112 */
  totals: { excludingTax: number; vat: number; includingTax: number };
}

/** One of the carrier's jobs, as the invoice is checked against it. */
export interface AwardedJob {
  quoteRequestId: string;
  /** the quote's reference, which the transport order gives the carrier to quote */
  reference: string;
  /** the order's price excl. VAT */
  price: number;
  delivered: boolean;
  /** the number of the carrier's invoice that already bills it, if one does */
  invoicedBy: string | null;
}

export type PurchaseDifference =
  | { kind: 'noOrder' }
  | { kind: 'unknownOrder'; reference: string }
  | { kind: 'notDelivered'; reference: string }
  | { kind: 'alreadyInvoiced'; reference: string; number: string }
  | { kind: 'priceAbove'; reference: string; ordered: number; invoiced: number }
  | { kind: 'vatCase'; expected: string; invoiced: string }
  | { kind: 'totals'; lines: number; invoiced: number }
  | { kind: 'notAnInvoice'; typeCode: string }
  | { kind: 'currency'; invoiced: string };

export interface PurchaseMatch {
  /** the jobs it bills and what it bills for each, excl. VAT */
  jobs: Array<{ quoteRequestId: string; reference: string; amount: number }>;
  differences: PurchaseDifference[];
}

/** A quote's reference as it is written on an order: FL-7K3Q-9M2X. */
const REFERENCE = /\bFL-[0-9A-Z]{4}-[0-9A-Z]{4}\b/g;

const referencesIn = (text: string | null) => [...new Set((text ?? '').toUpperCase().match(REFERENCE) ?? [])];

/** The invoice types a carrier bills a purchase with (UNTDID 1001): a commercial invoice, or one Flash drew up for it. */
const INVOICE_TYPES = new Set(['380', '389']);

/**
 * The VAT category a transport bought from a carrier takes (CGI 259: a service to a business is
 * taxed where the business is): a French carrier charges French VAT (S); a carrier established
 * elsewhere charges none and Flash accounts for it (AE, "Autoliquidation"; a carrier outside the
 * EU may say "not subject", O).
 */
export function expectedPurchaseVat(carrierCountry: string): string[] {
  if (carrierCountry === 'FR') return ['S'];
  return isFormCountry(carrierCountry) && inEuVatTerritory(carrierCountry) ? ['AE'] : ['AE', 'O'];
}

/**
 * What each job is billed: the lines naming its reference, or every line for the order the
 * invoice names when its lines name none. A line naming two references is a difference of its own.
 */
function billedPerJob(invoice: PurchaseInvoiceData): Map<string, number> {
  const header = referencesIn(invoice.orderReference);
  const billed = new Map<string, number>();
  for (const line of invoice.lines) {
    const named = referencesIn(line.text);
    const references = named.length > 0 ? named : header;
    const share = references.length > 0 ? line.amountExcludingTax / references.length : 0;
    for (const reference of references) billed.set(reference, roundToCents((billed.get(reference) ?? 0) + share));
  }
  for (const reference of header) if (!billed.has(reference)) billed.set(reference, 0);
  return billed;
}

/** The invoice checked against the carrier's jobs: what it bills, and every difference from the orders. */
export function matchPurchase(invoice: PurchaseInvoiceData, carrierCountry: string, jobs: readonly AwardedJob[]): PurchaseMatch {
  const differences: PurchaseDifference[] = [];
  if (!INVOICE_TYPES.has(invoice.typeCode)) differences.push({ kind: 'notAnInvoice', typeCode: invoice.typeCode });
  if (invoice.currency !== 'EUR') differences.push({ kind: 'currency', invoiced: invoice.currency });
  const expected = expectedPurchaseVat(carrierCountry);
  if (!expected.includes(invoice.vat.category))
    differences.push({ kind: 'vatCase', expected: expected.join(' / '), invoiced: invoice.vat.category });
  const linesTotal = roundToCents(invoice.lines.reduce((sum, line) => sum + line.amountExcludingTax, 0));
  if (invoice.lines.length > 0 && Math.abs(linesTotal - invoice.totals.excludingTax) >= 0.01)
    differences.push({ kind: 'totals', lines: linesTotal, invoiced: invoice.totals.excludingTax });

  const billed = billedPerJob(invoice);
  if (billed.size === 0) differences.push({ kind: 'noOrder' });
  const byReference = new Map(jobs.map((job) => [job.reference, job]));
  const matched: PurchaseMatch['jobs'] = [];
  for (const [reference, amount] of billed) {
    const job = byReference.get(reference);
    if (!job) {
      differences.push({ kind: 'unknownOrder', reference });
      continue;
    }
    if (!job.delivered) differences.push({ kind: 'notDelivered', reference });
    if (job.invoicedBy && job.invoicedBy !== invoice.number)
      differences.push({ kind: 'alreadyInvoiced', reference, number: job.invoicedBy });
    if (amount - job.price >= 0.01) differences.push({ kind: 'priceAbove', reference, ordered: job.price, invoiced: amount });
    matched.push({ quoteRequestId: job.quoteRequestId, reference, amount });
  }
  return { jobs: matched, differences };
}

/** The longest payment term of a road haulage purchase (Code de commerce L441-11): 30 days from the invoice's date. */
export const PURCHASE_PAYMENT_DAYS = 30;

/**
 * When a purchase invoice is due: its date plus the carrier's term (30 days at most), earlier
 * when the invoice itself asks for an earlier day.
 */
export function purchaseDueDate(issueDate: string, carrierTermDays: number, invoiceDueDate: string | null): string {
  const term = daysAfter(issueDate, Math.min(Math.max(carrierTermDays, 0), PURCHASE_PAYMENT_DAYS));
  return invoiceDueDate && invoiceDueDate >= issueDate && invoiceDueDate < term ? invoiceDueDate : term;
}
