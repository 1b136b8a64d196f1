import { type Invoice, type InvoiceBuyer, daysAfter, invoiceTotals } from '../invoicing/invoice.ts';
import type { OperatorIdentity } from '../operator.ts';
import type { CountryCode } from '../shipment/countries.ts';
import type { VatTreatment } from '../tax/vat-treatment.ts';
import { PURCHASE_PAYMENT_DAYS, type PurchaseInvoiceData } from './purchase-invoice.ts';
import { vatCategoryOf } from '../invoicing/vat-category.ts';
import { vatNumberOfSiren } from '../account/billing.ts';

// Self-billing (CGI art. 289-I-2): with a carrier's prior consent, Flash draws up the carrier's
// invoice for each delivered job in its name, marked "Autofacturation", numbered in a series of
// the carrier's own, without gap; French VAT for a French carrier, reverse charge for any other.

/** The mandate's text as the carrier accepted it: a new wording is a new version, to accept again. */
export const SELF_BILLING_MANDATE_VERSION = '2026-11-29';

/** How long a carrier has to contest a self-billed invoice, from its date. */
export const CONTEST_DAYS = 15;

/** Whether a self-billed invoice of `issueDate` may still be contested on `today` (YYYY-MM-DD). */
export const contestOpen = (issueDate: string, today: string) => today <= daysAfter(issueDate, CONTEST_DAYS);

/** The longest contest or answer, in characters. */
export const CONTEST_TEXT_MAX = 1000;

/** A carrier's consent to self-billing, dated, until it revokes it. */
export interface SelfBillingMandate {
  version: string;
  /** ISO 8601 */
  acceptedAt: string;
  /** the carrier's person who accepted it */
  acceptedBy: string | null;
}

/** A delivered job Flash invoices on the carrier's behalf. */
export interface SelfBilledJob {
  quoteRequestId: string;
  reference: string;
  from: string;
  to: string;
  /** YYYY-MM-DD, Paris */
  deliveredOn: string;
  /** the agreed price excl. VAT */
  price: number;
}

/** The carrier as a self-billed invoice's seller. */
export interface SelfBilledSeller {
  company: string;
  siren: string | null;
  vatNumber: string | null;
  address: { street: string; postalCode: string; city: string; country: CountryCode };
  email: string;
}

/** "AF-100443464-2026-0001": self-billed, the carrier's SIREN (else its VAT number), the year, the sequence on four figures. */
export function selfBilledNumber(seller: Pick<SelfBilledSeller, 'siren' | 'vatNumber'>, year: number, sequence: number): string {
  return `AF-${seller.siren ?? seller.vatNumber ?? 'X'}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** A transport bought from a French carrier bears French VAT; from any other, Flash accounts for it (CGI 283-2). */
export function selfBilledVat(sellerCountry: CountryCode, buyerVatNumber: string): VatTreatment {
  return sellerCountry === 'FR'
    ? { case: 'french', rate: 0.2, country: 'FR' }
    : { case: 'reverseCharge', rate: 0, country: 'FR', vatNumber: { number: buyerVatNumber, status: 'valid' } };
}

/** The self-billed invoice of one delivered job: the carrier sells, Flash buys, at the agreed price. */
export function selfBilledInvoice(input: {
  seller: SelfBilledSeller;
  operator: OperatorIdentity;
  job: SelfBilledJob;
  number: string;
  issueDate: string;
  paymentDays: number;
  language: string;
  description: string;
}): Invoice {
  const { seller, operator, job } = input;
  const buyer: InvoiceBuyer = {
    name: operator.name,
    company: operator.name,
    street: operator.postalAddress.street,
    postalCode: operator.postalAddress.postalCode,
    city: operator.postalAddress.city,
    country: operator.postalAddress.country as CountryCode,
    vatNumber: operator.vatNumber,
    siren: operator.siren,
    email: operator.email,
  };
  const vat = selfBilledVat(seller.address.country, operator.vatNumber);
  const lines = [{ reference: job.reference, description: input.description, poNumber: job.reference, amountExcludingTax: job.price }];
  return {
    number: input.number,
    kind: 'invoice',
    issueDate: input.issueDate,
    deliveryDate: job.deliveredOn,
    dueDate: daysAfter(input.issueDate, Math.min(input.paymentDays, PURCHASE_PAYMENT_DAYS)),
    seller: {
      name: seller.company,
      street: seller.address.street,
      postalCode: seller.address.postalCode,
      city: seller.address.city,
      country: seller.address.country,
      siren: seller.siren ?? '',
      registration: '',
      shareCapital: '',
      // A French carrier known by its SIREN has the VAT number the SIREN gives (BR-S-02 asks the seller's).
      vatNumber: seller.vatNumber ?? (seller.siren && seller.address.country === 'FR' ? vatNumberOfSiren(seller.siren) : ''),
      email: seller.email,
    },
    buyer,
    deliveryAddress: null,
    lines,
    vat,
    totals: invoiceTotals(lines, vat),
    currency: 'EUR',
    language: input.language,
    refersTo: null,
    selfBilled: true,
  };
}

/** What a self-billed invoice says, as the purchases read a received one. */
export function purchaseDataOf(invoice: Invoice): PurchaseInvoiceData {
  const category = vatCategoryOf(invoice.vat);
  return {
    number: invoice.number,
    typeCode: invoice.kind === 'creditNote' ? '261' : '389',
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    seller: {
      name: invoice.seller.name,
      vatNumber: invoice.seller.vatNumber || null,
      siren: invoice.seller.siren || null,
      country: invoice.seller.country,
    },
    orderReference: invoice.lines[0]?.poNumber ?? null,
    payeeAccount: null,
    deliveryDate: invoice.deliveryDate,
    lines: invoice.lines.map((line) => ({ text: `${line.reference} ${line.description}`, amountExcludingTax: line.amountExcludingTax })),
    vat: { category: category.code, percent: category.percent },
    totals: invoice.totals,
  };
}
