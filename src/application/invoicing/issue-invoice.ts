import { type Invoice, daysAfter, invoiceTotals } from '../../domain/invoicing/invoice.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import type { CountryCode } from '../../domain/shipment/countries.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import { happenedAt } from '../../domain/transport/step-timing.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Invoices, IssuedInvoice } from '../../ports/invoices.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import { token } from '../../ports/token.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { NotDeliveredYet } from '../errors.ts';
import type { ViewQuoteDocument } from '../quote-document.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import { invoiceIssuedMessages } from './invoice-documents.ts';
import { TransportNotFound } from '../transport/move-transport.ts';
import type { AccountBilling } from '../../ports/account-billing.ts';
import { sirenOfVatNumber } from '../../domain/account/billing.ts';

export type IssueInvoice = (quoteRequestId: string) => Promise<IssuedInvoice>;
export const IssueInvoice = token<IssueInvoice>('IssueInvoice');

/** The words of the invoice's lines, in the buyer's language (the legal mentions are French: invoice-text.ts). */
export interface LineWords {
  /** `date`: the delivery's day, YYYY-MM-DD */
  transport: (route: { from: string; to: string; date: string }) => string;
  secondDriver: (reference: string) => string;
}

interface Deps {
  log: Pick<TransportLog, 'record'>;
  viewDocument: ViewQuoteDocument;
  quotes: Pick<QuoteRepository, 'findOwned'>;
  invoices: Invoices;
  clock: Clock;
  operator: OperatorIdentity;
  paymentDays: number;
  lineWords: (language: string) => LineWords;
  /** the account's receivers hear of it (invoice.issued), queued with it */
  webhooks: Pick<WebhookEndpoints, 'forQuoteRequest'>;
  siteUrl: string;
  outbox: { wake(): void };
  /** a business account's billing details: whom the invoice names, where its email goes */
  billing: Pick<AccountBilling, 'of'>;
}

/**
 * Issue 53: a delivered transport's invoice, issued once (asked again, the same one): the chosen
 * offer's price as the buyer confirmed it, the second driver on a line of its own, the VAT case
 * the offers stated. Before the delivery there is none (NotDeliveredYet).
 */
export function makeIssueInvoice(deps: Deps): IssueInvoice {
  return async (quoteRequestId) => {
    const record = await deps.log.record(quoteRequestId);
    if (!record) throw new TransportNotFound();
    const { deliveredAt } = happenedAt(record.moves.map(({ move }) => move));
    if (record.state !== 'delivered' || !deliveredAt) throw new NotDeliveredYet();
    const [{ document }, quote] = await Promise.all([
      deps.viewDocument(record.quoteId, record.ownerKey),
      deps.quotes.findOwned(record.quoteId, record.ownerKey),
    ]);
    const chosen = document.offers.find((offer) => offer.chosen);
    if (!chosen || !quote) throw new NotDeliveredYet();
    const billing = quote.accountId ? await deps.billing.of(quote.accountId) : undefined;
    const words = deps.lineWords(document.language);
    const delivered = wallClockAt(new Date(deliveredAt)).date;
    const secondDriver = chosen.secondDriverPrice ?? 0;
    const poNumber = document.poNumber;
    const lines = [
      {
        reference: document.reference,
        description: words.transport({ from: record.route.from, to: record.route.to, date: delivered }),
        poNumber,
        amountExcludingTax: Math.round((chosen.priceExcludingTax - secondDriver) * 100) / 100,
      },
      ...(secondDriver > 0
        ? [
            {
              reference: document.reference,
              description: words.secondDriver(document.reference),
              poNumber,
              amountExcludingTax: secondDriver,
            },
          ]
        : []),
    ];
    const issueDate = wallClockAt(deps.clock.now()).date;
    const { operator } = deps;
    const { shipper, vat } = document;

    const draft = (number: string): Invoice => ({
      number,
      kind: 'invoice',
      issueDate,
      deliveryDate: delivered,
      dueDate: daysAfter(issueDate, deps.paymentDays),
      seller: {
        name: operator.name,
        street: operator.postalAddress.street,
        postalCode: operator.postalAddress.postalCode,
        city: operator.postalAddress.city,
        country: operator.postalAddress.country as CountryCode,
        siren: operator.siren,
        registration: operator.registration,
        shareCapital: operator.shareCapital,
        vatNumber: operator.vatNumber,
        email: operator.email,
      },
      // The account's billing details where it gave them; else what the quote says of its buyer.
      buyer: {
        name: `${shipper.firstName} ${shipper.lastName}`.trim(),
        company: shipper.company || null,
        street: billing?.street ?? null,
        postalCode: billing?.postalCode ?? null,
        city: billing?.city ?? null,
        country: billing?.country ?? quote.shipment.buyerCountry ?? 'FR',
        vatNumber: vat.vatNumber?.number ?? null,
        siren: billing?.siren ?? sirenOfVatNumber(quote.shipment.vatNumber),
        email: billing?.email ?? shipper.email,
      },
      deliveryAddress: { line: document.arrival.address, country: document.arrival.country },
      lines,
      vat,
      totals: invoiceTotals(lines, vat),
      currency: 'EUR',
      language: document.language,
      refersTo: null,
    });
    const account = await deps.webhooks.forQuoteRequest(quoteRequestId);
    let told = false;
    const issued = await deps.invoices.issue({
      quoteRequestId,
      accountId: quote.accountId,
      kind: 'invoice',
      year: Number(issueDate.slice(0, 4)),
      draft,
      tell: (made) => {
        told = true;
        return invoiceIssuedMessages(made, account?.endpoints, deps.siteUrl, deps.clock.now());
      },
    });
    if (told) deps.outbox.wake();
    return issued;
  };
}
