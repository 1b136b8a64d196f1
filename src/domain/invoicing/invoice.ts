import { roundToCents } from '../money.ts';
import type { CountryCode } from '../shipment/countries.ts';
import type { VatTreatment } from '../tax/vat-treatment.ts';
import type { BankAccount } from '../operator.ts';

// The invoice follows the delivery. It is never edited once issued: a credit note
// cancels or corrects it and refers to it. Numbers run in one sequence per kind and per year,
// with no gap and no repeat (F-2026-000123, A-2026-000007).

export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

const PREFIX: Record<InvoiceKind, string> = { invoice: 'F', creditNote: 'A' };

/** "F-2026-000123": the kind's letter, the year, the sequence on six figures. */
export const invoiceNumber = (kind: InvoiceKind, year: number, sequence: number) =>
  `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/** The seller as the invoice names it: config/operator.json. */
export interface InvoiceSeller {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  /** the French company number, 9 figures */
  siren: string;
  /** "RCS Paris 000 000 000" */
  registration: string;
  /** "SAS au capital de 10 000 €" */
  shareCapital: string;
  vatNumber: string;
  email: string;
}

/** The buyer: the shipper who confirmed, their company, where it is, its numbers where known. */
export interface InvoiceBuyer {
  name: string;
  company: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: CountryCode;
  vatNumber: string | null;
  /** a French business's SIREN (mandatory mention from September 2026) */
  siren: string | null;
  email: string;
}

/** One transport (or its second driver) on the invoice. */
export interface InvoiceLine {
  /** the quote's reference: FL-7K3Q-9M2X */
  reference: string;
  /** "Transport Lyon (FR) → Stuttgart (DE), livré le 27/11/2026", or the second driver */
  description: string;
  poNumber: string | null;
  /** euros excluding VAT: negative on a credit note */
  amountExcludingTax: number;
}

export interface InvoiceTotals {
  excludingTax: number;
  vat: number;
  includingTax: number;
}

export interface Invoice {
  number: string;
  kind: InvoiceKind;
  /** YYYY-MM-DD, Paris */
  issueDate: string;
  /** when the transport was delivered (the service's date), YYYY-MM-DD */
  deliveryDate: string;
  dueDate: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** where the goods were delivered, when it is not the buyer's address (a mandatory mention) */
  deliveryAddress: { line: string; country: CountryCode } | null;
  lines: InvoiceLine[];
  /** the one VAT case of its transports, as the offers stated it (vat-treatment.ts) */
  vat: VatTreatment;
  totals: InvoiceTotals;
  currency: 'EUR';
  /** the language of its words but the legal mentions (always French) */
  language: string;
  /** a credit note's invoice */
  refersTo: { number: string; issueDate: string } | null;
  /** why a credit note cancels its invoice, as staff gave it (absent from those issued before one was asked) */
  reason?: string;
  /** the seller's account the invoice asks to be paid to by transfer (EN 16931 BT-84, BT-86), where it names one */
  paymentAccount?: BankAccount;
  /**
   * Drawn up by the buyer in the seller's name, with its prior consent (CGI art. 289-I-2):
   * "Autofacturation", type 389 (261 for a credit note).
   */
  selfBilled?: boolean;
}

/** The VAT of the lines, on their sum at the case's rate (EN 16931 BR-CO-17), to the cent. */
export function invoiceTotals(lines: readonly Pick<InvoiceLine, 'amountExcludingTax'>[], vat: Pick<VatTreatment, 'rate'>): InvoiceTotals {
  const excludingTax = roundToCents(lines.reduce((sum, line) => sum + line.amountExcludingTax, 0));
  const tax = roundToCents(excludingTax * vat.rate);
  return { excludingTax, vat: tax, includingTax: roundToCents(excludingTax + tax) };
}

/** The longest reason a credit note carries, in characters. */
export const CREDIT_REASON_MAX = 500;

/** The credit note that cancels an invoice: the same lines and VAT, negative, referring to it, saying why. */
export function cancellingCreditNote(invoice: Invoice, number: string, issueDate: string, reason: string): Invoice {
  const lines = invoice.lines.map((line) => ({ ...line, amountExcludingTax: -line.amountExcludingTax }));
  return {
    ...invoice,
    number,
    kind: 'creditNote',
    issueDate,
    dueDate: issueDate,
    lines,
    totals: invoiceTotals(lines, invoice.vat),
    refersTo: { number: invoice.number, issueDate: invoice.issueDate },
    reason,
  };
}

/** The date `days` after a calendar date (YYYY-MM-DD). */
export function daysAfter(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
