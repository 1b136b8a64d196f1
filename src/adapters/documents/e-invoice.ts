import type { Invoice as EInvoice, InvoiceService } from '@e-invoice-eu/core';
import type { Invoice } from '../../domain/invoicing/invoice.ts';
import type { InvoiceMentions } from '../../texts/invoice-text.ts';
import { namesVatNumbers, vatCategoryOf } from '../../domain/invoicing/vat-category.ts';

// The invoice as EN 16931 says it, written by @e-invoice-eu/core (its internal format
// is UBL's names as JSON; it writes the CII and the Factur-X PDF/A-3), never by hand here.

/** What the invoice says in words: its legal mentions, in French (src/texts/invoice-text.ts). */
type InvoiceWords = Pick<InvoiceMentions, 'vatMention' | 'notes' | 'paymentTerms' | 'seller'>;

const amount = (value: number) => value.toFixed(2);

/** Our invoice in the library's internal format (EN 16931's terms under UBL's names). */
export function eInvoiceOf(invoice: Invoice, words: InvoiceWords): EInvoice {
  const category = vatCategoryOf(invoice.vat);
  const orders = new Set(invoice.lines.map((line) => line.poNumber ?? ''));
  const credit = invoice.kind === 'creditNote';
  // A credit note states its amounts as positive under its own type (381): the sign is its kind's.
  const sign = credit ? -1 : 1;
  // "Not subject to VAT" states no rate at all (EN 16931 BR-O-05, BR-O-09).
  const rate = category.code === 'O' ? {} : { 'cbc:Percent': String(category.percent) };
  const taxCategory = {
    'cbc:ID': category.code,
    ...rate,
    ...(category.code === 'S'
      ? {}
      : {
          ...(category.exemptionCode ? { 'cbc:TaxExemptionReasonCode': category.exemptionCode } : {}),
          'cbc:TaxExemptionReason': words.vatMention,
        }),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
  const withVat = namesVatNumbers(invoice.vat);
  const { seller, buyer } = invoice;
  const currency = invoice.currency;
  const total = (value: number) => amount(sign * value);
  return {
    'ubl:Invoice': {
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issueDate,
      ...(credit ? {} : { 'cbc:DueDate': invoice.dueDate }),
      // UNTDID 1001: a commercial invoice 380, its credit note 381; self-billed, 389 and 261.
      'cbc:InvoiceTypeCode': invoice.selfBilled ? (credit ? '261' : '389') : credit ? '381' : '380',
      'cbc:Note': [...words.notes, words.seller, ...(category.code === 'S' ? [words.vatMention] : [])],
      'cbc:DocumentCurrencyCode': currency,
      // The buyer's order (BT-13) when every line is of one; a month's lines each name theirs.
      ...(orders.size === 1 && invoice.lines[0]?.poNumber ? { 'cac:OrderReference': { 'cbc:ID': invoice.lines[0].poNumber } } : {}),
      ...(invoice.refersTo
        ? {
            'cac:BillingReference': [
              { 'cac:InvoiceDocumentReference': { 'cbc:ID': invoice.refersTo.number, 'cbc:IssueDate': invoice.refersTo.issueDate } },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': seller.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': seller.name },
          'cac:PostalAddress': {
            'cbc:StreetName': seller.street,
            'cbc:CityName': seller.city,
            'cbc:PostalZone': seller.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': seller.country },
          },
          ...(withVat ? { 'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] } : {}),
          // A self-billed invoice's seller is a carrier: its SIREN if French, its legal form unknown to Flash.
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': seller.name,
            ...(seller.siren ? { 'cbc:CompanyID': seller.siren, 'cbc:CompanyID@schemeID': '0002' } : {}),
            ...(seller.shareCapital || seller.registration
              ? { 'cbc:CompanyLegalForm': [seller.shareCapital, seller.registration].filter(Boolean).join(' — ') }
              : {}),
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': buyer.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyName': { 'cbc:Name': buyer.company ?? buyer.name },
          'cac:PostalAddress': {
            ...(buyer.street ? { 'cbc:StreetName': buyer.street } : {}),
            ...(buyer.city ? { 'cbc:CityName': buyer.city } : {}),
            ...(buyer.postalCode ? { 'cbc:PostalZone': buyer.postalCode } : {}),
            'cac:Country': { 'cbc:IdentificationCode': buyer.country },
          },
          ...(withVat && buyer.vatNumber
            ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyer.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
            : {}),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': buyer.company ?? buyer.name,
            ...(buyer.siren ? { 'cbc:CompanyID': buyer.siren, 'cbc:CompanyID@schemeID': '0002' } : {}),
          },
        },
      },
      'cac:Delivery': {
        'cbc:ActualDeliveryDate': invoice.deliveryDate,
        ...(invoice.deliveryAddress
          ? {
              'cac:DeliveryLocation': {
                'cac:Address': {
                  'cbc:StreetName': invoice.deliveryAddress.line,
                  'cac:Country': { 'cbc:IdentificationCode': invoice.deliveryAddress.country },
                },
              },
            }
          : {}),
      },
      // A SEPA credit transfer (UNTDID 4461 code 58) to the account the invoice names.
      ...(invoice.paymentAccount
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': '58',
                'cac:PayeeFinancialAccount': {
                  'cbc:ID': invoice.paymentAccount.iban,
                  ...(invoice.paymentAccount.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': invoice.paymentAccount.bic } } : {}),
                },
              },
            ],
          }
        : {}),
      ...(words.paymentTerms ? { 'cac:PaymentTerms': { 'cbc:Note': words.paymentTerms } } : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': total(invoice.totals.vat),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': total(invoice.totals.excludingTax),
              'cbc:TaxableAmount@currencyID': currency,
              'cbc:TaxAmount': total(invoice.totals.vat),
              'cbc:TaxAmount@currencyID': currency,
              'cac:TaxCategory': taxCategory,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': total(invoice.totals.excludingTax),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': total(invoice.totals.excludingTax),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': total(invoice.totals.includingTax),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        'cbc:PayableAmount': total(invoice.totals.includingTax),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': invoice.lines.map((line, index) => ({
        'cbc:ID': String(index + 1),
        ...(line.reference ? { 'cbc:Note': [line.reference, line.poNumber].filter(Boolean).join(' — ') } : {}),
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': total(line.amountExcludingTax),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cac:Item': {
          'cbc:Name': line.description,
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': category.code,
            ...rate,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
        'cac:Price': { 'cbc:PriceAmount': total(line.amountExcludingTax), 'cbc:PriceAmount@currencyID': currency },
      })) as EInvoice['ubl:Invoice']['cac:InvoiceLine'],
    },
  } as EInvoice;
}

// The library and what it brings (a spreadsheet reader, PDF tools) take about half a second to
// load: loaded when the first invoice is written, not at every process's start.
let loaded: Promise<InvoiceService> | undefined;
const service = () =>
  (loaded ??= import('@e-invoice-eu/core').then(
    ({ InvoiceService: Service }) => new Service({ log: () => undefined, warn: () => undefined, error: () => undefined }),
  ));

/** The invoice's UN/CEFACT CII XML (EN 16931). */
export async function ciiXmlOf(invoice: Invoice, words: InvoiceWords): Promise<string> {
  return String(await (await service()).generate(eInvoiceOf(invoice, words), { format: 'CII', lang: 'fr', noWarnings: true }));
}

/** The Factur-X (EN 16931 profile) PDF/A-3: the invoice's own PDF with its CII XML inside. */
export async function facturXOf(invoice: Invoice, words: InvoiceWords, pdf: Uint8Array): Promise<Uint8Array> {
  const made = await (
    await service()
  ).generate(eInvoiceOf(invoice, words), {
    format: 'Factur-X-EN16931',
    lang: 'fr',
    noWarnings: true,
    pdf: { buffer: pdf, filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
  });
  return typeof made === 'string' ? new TextEncoder().encode(made) : made;
}
