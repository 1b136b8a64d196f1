import type { Invoice } from '../domain/invoicing/invoice.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';
import type { VatCase } from '../domain/tax/vat-treatment.ts';
import type { Translate } from './translate.ts';

export type InvoiceLegalKey =
  | `invoice.legal.vat.${VatCase}`
  | 'invoice.legal.category'
  | 'invoice.legal.payment'
  | 'invoice.legal.refersTo'
  | 'invoice.legal.capital'
  | `countries.${CountryCode}`;

/** The invoice's legal mentions, in French whatever the buyer's language (issue 53). */
export interface InvoiceMentions {
  /** the VAT case's own mention, from the case the offers stated */
  vatMention: string;
  /** the category of operations, the payment terms (due date, late-payment rate, the 40 € indemnity), a credit note's invoice */
  notes: string[];
  /** the seller's identity: name, share capital, registration, SIREN */
  seller: string;
}

const frenchDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const frenchPercent = (rate: number) => `${String(Math.round(rate * 10_000) / 100).replace('.', ',')}\u202f%`;

/** `t` reads the French catalog: the law's words are French on every invoice. */
export function invoiceMentions(invoice: Invoice, t: Translate<InvoiceLegalKey>, paymentDays: number): InvoiceMentions {
  const { vat, seller } = invoice;
  const vatMention = t(`invoice.legal.vat.${vat.case}`, {
    rate: frenchPercent(vat.rate),
    country: vat.country ? t(`countries.${vat.country}`, { defaultValue: vat.country }) : '',
    number: invoice.buyer.vatNumber ?? vat.vatNumber?.number ?? '',
  });
  const notes = [
    t('invoice.legal.category'),
    ...(invoice.kind === 'invoice' ? [t('invoice.legal.payment', { date: frenchDate(invoice.dueDate), days: paymentDays })] : []),
    ...(invoice.refersTo
      ? [t('invoice.legal.refersTo', { number: invoice.refersTo.number, date: frenchDate(invoice.refersTo.issueDate) })]
      : []),
  ];
  return {
    vatMention,
    notes,
    seller: t('invoice.legal.capital', {
      name: seller.name,
      capital: seller.shareCapital,
      registration: seller.registration,
      siren: seller.siren,
    }),
  };
}
