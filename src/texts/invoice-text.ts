import type { Invoice } from '../domain/invoicing/invoice.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';
import type { VatCase } from '../domain/tax/vat-treatment.ts';
import type { Translate } from './translate.ts';

export type InvoiceLegalKey =
  | `invoicing.legal.vat.${VatCase}`
  | 'invoicing.legal.category'
  | 'invoicing.legal.payment'
  | 'invoicing.legal.refersTo'
  | 'invoicing.legal.reason'
  | 'invoicing.legal.replaces'
  | 'invoicing.legal.correctionReason'
  | 'invoicing.legal.capital'
  | 'invoicing.legal.selfBilled'
  | `countries.${CountryCode}`;

/** The invoice's legal mentions, in French whatever the buyer's language. */
export interface InvoiceMentions {
  /** the VAT case's own mention, from the case the offers stated */
  vatMention: string;
  /** the category of operations, the payment terms (due date, late-payment rate, the 40 € indemnity), a credit note's invoice */
  notes: string[];
  /** an invoice's payment terms (also among the notes); none on a credit note */
  paymentTerms: string | null;
  /** the seller's identity: name, share capital, registration, SIREN */
  seller: string;
}

/** A calendar day (YYYY-MM-DD) as French writes it: 27/11/2026. */
export const frenchDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const frenchPercent = (rate: number) => `${String(Math.round(rate * 10_000) / 100).replace('.', ',')}\u202f%`;

/** `t` reads the French catalog: the law's words are French on every invoice. */
export function invoiceMentions(invoice: Invoice, t: Translate<InvoiceLegalKey>): InvoiceMentions {
  const paymentDays = Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)) / 86_400_000);
  const { vat, seller } = invoice;
  const vatMention = t(`invoicing.legal.vat.${vat.case}`, {
    rate: frenchPercent(vat.rate),
    country: vat.country ? t(`countries.${vat.country}`, { defaultValue: vat.country }) : '',
    number: invoice.buyer.vatNumber ?? vat.vatNumber?.number ?? '',
  });
  const paymentTerms =
    invoice.kind === 'invoice' ? t('invoicing.legal.payment', { date: frenchDate(invoice.dueDate), days: paymentDays }) : null;
  const credit = invoice.kind === 'creditNote';
  const notes = [
    // A self-billed invoice says so first (CGI art. 242 nonies A, 13°).
    ...(invoice.selfBilled
      ? [t('invoicing.legal.selfBilled', { buyer: invoice.buyer.company ?? invoice.buyer.name, seller: seller.name })]
      : []),
    t('invoicing.legal.category'),
    ...(paymentTerms ? [paymentTerms] : []),
    // A credit note's invoice, or the cancelled invoice a corrected one replaces.
    ...(invoice.refersTo
      ? [
          t(credit ? 'invoicing.legal.refersTo' : 'invoicing.legal.replaces', {
            number: invoice.refersTo.number,
            date: frenchDate(invoice.refersTo.issueDate),
          }),
        ]
      : []),
    ...(invoice.reason ? [t(credit ? 'invoicing.legal.reason' : 'invoicing.legal.correctionReason', { reason: invoice.reason })] : []),
  ];
  return {
    vatMention,
    notes,
    paymentTerms,
    // A carrier's capital and registration are not Flash's to state on the invoice it draws up for it.
    seller: invoice.selfBilled
      ? [seller.name, seller.siren ? `SIREN ${seller.siren}` : seller.vatNumber].filter(Boolean).join(', ')
      : t('invoicing.legal.capital', {
          name: seller.name,
          capital: seller.shareCapital,
          registration: seller.registration,
          siren: seller.siren,
        }),
  };
}

export type InvoiceDocumentKey =
  | `invoicing.document.${'title' | 'creditTitle' | 'selfBilledTitle' | 'selfBilledCreditTitle' | 'seller' | 'buyer' | 'vatNumber' | 'siren' | 'issueDate' | 'deliveryDate' | 'dueDate' | 'deliveryAddress' | 'poNumber' | 'legal' | 'page'}`
  | `invoicing.document.columns.${'reference' | 'description' | 'amount'}`
  | `invoicing.document.totals.${'excludingTax' | 'vat' | 'includingTax'}`
  | `countries.${CountryCode}`;

/** The invoice's words for its PDF: the buyer's language for what they read, French for the law's. */
export function invoiceDocumentText(
  invoice: Invoice,
  t: Translate<InvoiceDocumentKey>,
  mentions: InvoiceMentions,
  format: { money: (value: number) => string; date: (date: string) => string },
) {
  const country = (code: CountryCode) => t(`countries.${code}`, { defaultValue: code });
  const { seller, buyer } = invoice;
  const orders = [...new Set(invoice.lines.map((line) => line.poNumber).filter((order): order is string => Boolean(order)))];
  return {
    title: t(
      invoice.kind === 'creditNote'
        ? invoice.selfBilled
          ? 'invoicing.document.selfBilledCreditTitle'
          : 'invoicing.document.creditTitle'
        : invoice.selfBilled
          ? 'invoicing.document.selfBilledTitle'
          : 'invoicing.document.title',
      { number: invoice.number },
    ),
    sellerHeading: t('invoicing.document.seller'),
    seller: [
      seller.name,
      `${seller.street}, ${seller.postalCode} ${seller.city} (${country(seller.country)})`,
      [
        seller.vatNumber ? `${t('invoicing.document.vatNumber')} ${seller.vatNumber}` : '',
        seller.siren ? `${t('invoicing.document.siren')} ${seller.siren}` : '',
      ]
        .filter(Boolean)
        .join(' — '),
    ],
    buyerHeading: t('invoicing.document.buyer'),
    buyer: [
      buyer.company ?? buyer.name,
      ...(buyer.company ? [buyer.name] : []),
      [buyer.street, [buyer.postalCode, buyer.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || country(buyer.country),
      ...(buyer.vatNumber ? [`${t('invoicing.document.vatNumber')} ${buyer.vatNumber}`] : []),
      ...(buyer.siren ? [`${t('invoicing.document.siren')} ${buyer.siren}`] : []),
    ],
    facts: [
      [t('invoicing.document.issueDate'), format.date(invoice.issueDate)],
      [t('invoicing.document.deliveryDate'), format.date(invoice.deliveryDate)],
      ...(invoice.kind === 'invoice' ? [[t('invoicing.document.dueDate'), format.date(invoice.dueDate)]] : []),
      ...(invoice.deliveryAddress
        ? [[t('invoicing.document.deliveryAddress'), `${invoice.deliveryAddress.line} (${country(invoice.deliveryAddress.country)})`]]
        : []),
      // Every order the lines are of (a month's invoice may bill several).
      ...(orders.length > 0 ? [[t('invoicing.document.poNumber'), orders.join(', ')]] : []),
    ] as Array<[string, string]>,
    columns: [
      t('invoicing.document.columns.reference'),
      t('invoicing.document.columns.description'),
      t('invoicing.document.columns.amount'),
    ],
    lines: invoice.lines.map((line) => [line.reference, line.description, format.money(line.amountExcludingTax)]),
    totals: [
      [t('invoicing.document.totals.excludingTax'), format.money(invoice.totals.excludingTax)],
      [t('invoicing.document.totals.vat'), format.money(invoice.totals.vat)],
      [t('invoicing.document.totals.includingTax'), format.money(invoice.totals.includingTax)],
    ] as Array<[string, string]>,
    vatMention: mentions.vatMention,
    legalHeading: t('invoicing.document.legal'),
    legal: [...mentions.notes, mentions.seller],
    page: (page: number, pages: number) => `${invoice.number} — ${t('invoicing.document.page', { page, pages })}`,
  };
}
