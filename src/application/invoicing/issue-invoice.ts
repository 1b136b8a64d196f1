import {
  type Invoice,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoiceSeller,
  daysAfter,
  invoiceTotals,
} from '../../domain/invoicing/invoice.ts';
import { type InvoiceCorrection, correctedInvoice } from '../../domain/invoicing/invoice-correction.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import type { CountryCode } from '../../domain/shipment/countries.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import type { VatTreatment } from '../../domain/tax/vat-treatment.ts';
import { happenedAt } from '../../domain/transport/step-timing.ts';
import { heldTimes } from '../../domain/transport/plausible-times.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Invoices, IssuedInvoice } from '../../ports/invoices.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import { token } from '../../ports/token.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { BuyerAddressMissing, DeliveryTimesHeld, NotDeliveredYet } from '../errors.ts';
import type { ViewQuoteDocument } from '../quote-document.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import { invoiceIssuedMessages } from './invoice-documents.ts';
import { TransportNotFound } from '../transport/move-transport.ts';
import type { AccountBilling } from '../../ports/account-billing.ts';
import { type BillingDetails, sirenOfVatNumber } from '../../domain/account/billing.ts';

/** `correction`: a cancelled invoice's transport invoiced again, set right (invoice-correction.ts). */
export type IssueInvoice = (quoteRequestId: string, correction?: InvoiceCorrection) => Promise<IssuedInvoice>;
export const IssueInvoice = token<IssueInvoice>('IssueInvoice');

export type InvoiceDelivery = (quoteRequestId: string) => Promise<IssuedInvoice | undefined>;
export const InvoiceDelivery = token<InvoiceDelivery>('InvoiceDelivery');

export type IssueMonthlyInvoices = (quoteRequestIds: readonly string[], correction?: InvoiceCorrection) => Promise<IssuedInvoice[]>;
export const IssueMonthlyInvoices = token<IssueMonthlyInvoices>('IssueMonthlyInvoices');

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
  /** a business account's billing details: whom the invoice names, where its email goes, how often */
  billing: Pick<AccountBilling, 'of'>;
}

/** One delivered transport as an invoice bills it. */
interface BilledTransport {
  quoteRequestId: string;
  accountId: string | null;
  billing: BillingDetails | undefined;
  lines: InvoiceLine[];
  buyer: InvoiceBuyer;
  vat: VatTreatment;
  /** YYYY-MM-DD, Paris */
  deliveredOn: string;
  deliveryAddress: { line: string; country: CountryCode };
  language: string;
}

/**
 * A delivered transport's lines: the chosen offer's price as the buyer confirmed it, the second
 * driver on a line of its own, the VAT case the offers stated. Before the delivery, NotDeliveredYet;
 * while its times are in doubt, DeliveryTimesHeld; while its buyer's address is unknown, BuyerAddressMissing.
 */
async function billedTransport(deps: Deps, quoteRequestId: string): Promise<BilledTransport> {
  const record = await deps.log.record(quoteRequestId);
  if (!record) throw new TransportNotFound();
  const { deliveredAt } = happenedAt(record.moves.map(({ move }) => move));
  if (record.state !== 'delivered' || !deliveredAt) throw new NotDeliveredYet();
  if (heldTimes(record.moves.map(({ move }) => move))) throw new DeliveryTimesHeld();
  if (!record.buyerAddress) throw new BuyerAddressMissing();
  const [{ document }, quote] = await Promise.all([
    deps.viewDocument(record.quoteId, record.ownerKey),
    deps.quotes.findOwned(record.quoteId, record.ownerKey),
  ]);
  const chosen = document.offers.find((offer) => offer.chosen);
  if (!chosen || !quote) throw new NotDeliveredYet();
  const billing = quote.accountId ? await deps.billing.of(quote.accountId) : undefined;
  const words = deps.lineWords(document.language);
  const deliveredOn = wallClockAt(new Date(deliveredAt)).date;
  const secondDriver = chosen.secondDriverPrice ?? 0;
  const { reference, poNumber, shipper, vat } = document;
  return {
    quoteRequestId,
    accountId: quote.accountId,
    billing,
    lines: [
      {
        reference,
        description: words.transport({ from: record.route.from, to: record.route.to, date: deliveredOn }),
        poNumber,
        amountExcludingTax: Math.round((chosen.priceExcludingTax - secondDriver) * 100) / 100,
      },
      ...(secondDriver > 0 ? [{ reference, description: words.secondDriver(reference), poNumber, amountExcludingTax: secondDriver }] : []),
    ],
    // The account's billing details where it gave them; else what the quote says of its buyer.
    buyer: {
      name: `${shipper.firstName} ${shipper.lastName}`.trim(),
      company: shipper.company || null,
      street: record.buyerAddress.street,
      postalCode: record.buyerAddress.postalCode,
      city: record.buyerAddress.city,
      country: record.buyerAddress.country,
      vatNumber: vat.vatNumber?.number ?? null,
      siren: billing?.siren ?? sirenOfVatNumber(quote.shipment.vatNumber),
      email: billing?.email ?? shipper.email,
    },
    vat,
    deliveredOn,
    deliveryAddress: { line: document.arrival.address, country: document.arrival.country },
    language: document.language,
  };
}

const sellerOf = (operator: OperatorIdentity): InvoiceSeller => ({
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
});

/**
 * One invoice of transports of one buyer and one VAT case, oldest delivery first: its delivery
 * date the last one's, its delivery address named when they all went to one place (each line
 * names its route and day). Issued once: asked again, the standing one.
 */
async function issueFor(deps: Deps, transports: readonly BilledTransport[], correction?: InvoiceCorrection): Promise<IssuedInvoice> {
  const [first] = transports;
  if (!first) throw new Error('an invoice bills at least one transport');
  const last = transports.at(-1)!;
  const lines = transports.flatMap((transport) => transport.lines);
  const places = new Set(transports.map(({ deliveryAddress }) => `${deliveryAddress.country} ${deliveryAddress.line}`));
  const issueDate = wallClockAt(deps.clock.now()).date;
  const draft = (number: string): Invoice => {
    const drafted = drafting(number);
    return correction ? correctedInvoice(drafted, correction) : drafted;
  };
  const drafting = (number: string): Invoice => ({
    number,
    kind: 'invoice',
    issueDate,
    deliveryDate: last.deliveredOn,
    dueDate: daysAfter(issueDate, deps.paymentDays),
    seller: sellerOf(deps.operator),
    buyer: last.buyer,
    deliveryAddress: places.size === 1 ? first.deliveryAddress : null,
    lines,
    vat: first.vat,
    totals: invoiceTotals(lines, first.vat),
    currency: 'EUR',
    language: first.language,
    refersTo: null,
  });
  const account = await deps.webhooks.forQuoteRequest(first.quoteRequestId);
  let told = false;
  const issued = await deps.invoices.issue({
    quoteRequestIds: transports.map(({ quoteRequestId }) => quoteRequestId),
    accountId: first.accountId,
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
}

/** A delivered transport's own invoice, issued once (asked again, the same one). */
export function makeIssueInvoice(deps: Deps): IssueInvoice {
  return async (quoteRequestId, correction) => issueFor(deps, [await billedTransport(deps, quoteRequestId)], correction);
}

/** The invoice that follows a delivery; none for an account invoiced monthly (its month's invoice will bill it). */
export function makeInvoiceDelivery(deps: Deps): InvoiceDelivery {
  return async (quoteRequestId) => {
    const transport = await billedTransport(deps, quoteRequestId);
    return transport.billing?.invoicing === 'monthly' ? undefined : issueFor(deps, [transport]);
  };
}

/**
 * An account's month (its setting): one invoice of the transports delivered, one per
 * VAT case when they differ (an invoice states one), each oldest delivery first.
 */
export function makeIssueMonthlyInvoices(deps: Deps): IssueMonthlyInvoices {
  return async (quoteRequestIds, correction) => {
    // The month's transports are one account's: its billing details are read once, not once each.
    const billingOf = new Map<string, ReturnType<Deps['billing']['of']>>();
    const of = (accountId: string) => {
      if (!billingOf.has(accountId)) billingOf.set(accountId, deps.billing.of(accountId));
      return billingOf.get(accountId)!;
    };
    const once: Deps = { ...deps, billing: { of } };
    const transports: BilledTransport[] = [];
    for (const quoteRequestId of quoteRequestIds) transports.push(await billedTransport(once, quoteRequestId));
    transports.sort((one, other) => one.deliveredOn.localeCompare(other.deliveredOn));
    const byVat = Map.groupBy(transports, ({ vat }) => JSON.stringify([vat.case, vat.rate, vat.country, vat.vatNumber?.number ?? null]));
    const issued: IssuedInvoice[] = [];
    for (const group of byVat.values()) issued.push(await issueFor(once, group, correction));
    return issued;
  };
}
