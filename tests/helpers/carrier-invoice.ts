import { type Invoice, invoiceTotals } from '#src/domain/invoicing/invoice.ts';
import type { BankAccount } from '#src/domain/operator.ts';

// A carrier's own invoice to Flash, as its invoicing software would write it: the suites hand it to
// the product's EN 16931 writer (@e-invoice-eu/core) to get the CII or Factur-X a carrier sends.

/** Flash as the buyer a carrier's invoice names. */
export const FLASH_AS_BUYER: Invoice['buyer'] = {
  name: 'Flash Transport SAS',
  company: 'Flash Transport SAS',
  street: '10 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
  vatNumber: 'FR00000000000',
  siren: '000000000',
  email: 'compta@flash.example',
};

/** What such an invoice says in words: a French carrier's VAT mention, its notes and terms. */
export const CARRIER_INVOICE_WORDS = {
  vatMention: 'TVA française 20 %',
  notes: ['Pénalités de retard : 3 fois le taux légal'],
  paymentTerms: 'Paiement à 30 jours',
  seller: 'SARL',
};

/**
 * Invoice `number` of a carrier, dated 30 November 2026, billing each job's reference at its amount
 * excl. VAT (the order reference too when there is one job): French VAT from a French carrier,
 * reverse charge from another; paid to `paymentAccount` when given.
 */
export function carrierInvoice(
  seller: { name: string; siren: string; vatNumber?: string; country?: 'FR' | 'DE' },
  number: string,
  lines: Array<{ reference: string; amount: number }>,
  paymentAccount?: BankAccount,
): Invoice {
  const country = seller.country ?? 'FR';
  const vat =
    country === 'FR'
      ? ({ case: 'french', rate: 0.2, country: 'FR' } as const)
      : ({ case: 'reverseCharge', rate: 0, country: 'FR', vatNumber: { number: FLASH_AS_BUYER.vatNumber!, status: 'valid' } } as const);
  const invoiceLines = lines.map(({ reference, amount }) => ({
    reference,
    description: `Transport ${reference}`,
    poNumber: lines.length === 1 ? reference : null,
    amountExcludingTax: amount,
  }));
  return {
    number,
    kind: 'invoice',
    issueDate: '2026-11-30',
    deliveryDate: '2026-11-29',
    dueDate: '2026-12-30',
    seller: {
      name: seller.name,
      street: '2 quai Rambaud',
      postalCode: '69002',
      city: 'Lyon',
      country,
      siren: seller.siren,
      registration: `RCS Lyon ${seller.siren}`,
      shareCapital: 'SARL au capital de 8 000 €',
      vatNumber: seller.vatNumber ?? `FR00${seller.siren}`,
      email: 'compta@carrier.example',
    },
    buyer: FLASH_AS_BUYER,
    deliveryAddress: null,
    lines: invoiceLines,
    vat,
    totals: invoiceTotals(invoiceLines, vat),
    currency: 'EUR',
    language: 'fr',
    refersTo: null,
    ...(paymentAccount ? { paymentAccount } : {}),
  };
}
