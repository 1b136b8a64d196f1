import { ApplicationError } from '../../domain/application-error.ts';
import { PURCHASE_PAYMENT_DAYS, type PurchaseInvoiceData, matchPurchase, purchaseDueDate } from '../../domain/carriers/purchase-invoice.ts';
import { wallClockAt } from '../../domain/shipment/local-time.ts';
import type { Clock } from '../../ports/clock.ts';
import type { EInvoiceReader } from '../../ports/e-invoice-reader.ts';
import type { InboundInvoiceChannel } from '../../ports/inbound-invoice-channel.ts';
import type {
  NewPurchase,
  PurchaseCarrier,
  PurchaseInvoices,
  PurchaseQuery,
  PurchaseSource,
  ReceivedPurchase,
} from '../../ports/purchase-invoices.ts';
import { token } from '../../ports/token.ts';
import type { CarrierDirectory } from '../../ports/carriers.ts';
import { documentCheck } from './carrier-buying-deps.ts';
import { selfBilledNotifications } from './self-billed-mail.ts';
import { type TypedPurchaseFields, typedPurchaseData } from './typed-purchase.ts';
import type { Carrier } from '../../domain/carriers/carrier.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import type { Language } from '../../domain/language.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import {
  CONTEST_TEXT_MAX,
  SELF_BILLING_MANDATE_VERSION,
  type SelfBillingMandate,
  contestOpen,
  purchaseDataOf,
  selfBilledInvoice,
  selfBilledNumber,
} from '../../domain/carriers/self-billing.ts';
import { type Invoice, cancellingCreditNote } from '../../domain/invoicing/invoice.ts';
import { InvalidInput } from '../errors.ts';
import type { TransferFile } from '../../ports/transfer-file.ts';
import { type CreditTransfer, type TransferPayment, transferTotal } from '../../domain/carriers/credit-transfer.ts';
import { isUuid } from '../../domain/uuid.ts';

// The carriers' invoices: received from the e-invoicing channel, the carrier's pages or staff,
// checked against the orders, due within the legal term, paid once.

/** The largest invoice file taken, as the carriers' documents (5 MB). */
export const PURCHASE_FILE_MAX_BYTES = 5 * 1024 * 1024;

export type PurchaseRefusal = 'unreadable' | 'incomplete' | 'tooLarge' | 'unknownSeller' | 'otherSeller' | 'duplicate';

declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    purchaseRefused: PurchaseRefused;
    purchasePaymentRefused: PurchasePaymentRefused;
    contestRefused: ContestRefused;
  }
}

/** Why a contest, or its answer, is refused (409): not a self-billed invoice, paid, contested already, too late, or no contest to answer. */
export type ContestRefusal = 'notSelfBilled' | 'paid' | 'contested' | 'late' | 'notContested';

export class ContestRefused extends ApplicationError<'contestRefused'> {
  override name = 'ContestRefused';
  readonly code = 'contestRefused';
  readonly reason: ContestRefusal;
  constructor(reason: ContestRefusal) {
    super(`the contest is refused: ${reason}`);
    this.reason = reason;
  }
}

/** A file not recorded as a carrier's invoice, and why: 400, or 409 for a number already received. */
export class PurchaseRefused extends ApplicationError<'purchaseRefused'> {
  override name = 'PurchaseRefused';
  readonly code = 'purchaseRefused';
  readonly reason: PurchaseRefusal;
  constructor(reason: PurchaseRefusal) {
    super(`the invoice is refused: ${reason}`);
    this.reason = reason;
  }
}

/**
 * Why an invoice is not paid: held, not typed in, the vigilance missing; for a transfer also one
 * paid already, one naming no account to pay, Flash's own account unknown, or nothing chosen.
 */
export type PaymentRefusal =
  'held' | 'toTypeIn' | 'cancelled' | 'contested' | 'vigilance' | 'paid' | 'noPayeeAccount' | 'noDebtorAccount' | 'noneChosen';

/**
 * A payment refused (409): the invoice is held with a difference or not typed in yet; or the
 * carrier, French, has reached the vigilance threshold this year without a certificate of vigilance
 * under six months old (Code du travail L8222-1, D8222-5).
 */
export class PurchasePaymentRefused extends ApplicationError<'purchasePaymentRefused'> {
  override name = 'PurchasePaymentRefused';
  readonly code = 'purchasePaymentRefused';
  readonly reason: PaymentRefusal;
  constructor(reason: PaymentRefusal) {
    super(`the payment is refused: ${reason}`);
    this.reason = reason;
  }
}

/** Who hands the file over: the channel names no carrier (the invoice's seller does). */
export type PurchaseSender =
  | { via: 'channel' }
  | { via: 'carrier'; carrierId: string; carrierPersonId: string }
  | { via: 'staff'; staffUserId: string; carrierId: string | null };

export interface PurchaseFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface Purchasing {
  /** one file: recorded, or PurchaseRefused */
  receive(file: PurchaseFile, sender: PurchaseSender): Promise<ReceivedPurchase>;
  /** the files waiting in the e-invoicing channel, each recorded or set aside with why */
  receiveInbound(): Promise<{ received: number; refused: number }>;
  list(query: PurchaseQuery): Promise<ReceivedPurchase[]>;
  /**
   * A plain PDF typed in by staff from what it says, then matched to the carrier's jobs as any
   * invoice; undefined for none waiting to be typed in; InvalidInput, PurchaseRefused('duplicate').
   */
  typeIn(staffUserId: string, id: string, fields: TypedPurchaseFields): Promise<ReceivedPurchase | undefined>;
  /** every carrier with its payment term */
  paymentTerms(): Promise<PurchaseCarrier[]>;
  /** a carrier's shorter payment term, in days (0 to 30: L441-11's 30 at most); undefined for none such; InvalidInput */
  setPaymentTerm(carrierId: string, days: unknown): Promise<PurchaseCarrier | undefined>;
  /** undefined for none such; PurchasePaymentRefused for one held or not typed in */
  markPaid(id: string, staffUserId: string): Promise<ReceivedPurchase | undefined>;
  find(id: string): Promise<ReceivedPurchase | undefined>;
  /**
   * The SEPA credit transfer file (pain.001) paying these invoices' totals from Flash's account to
   * the ones they name; undefined when one is not there; PurchasePaymentRefused for one not payable.
   */
  transferFile(ids: readonly string[]): Promise<{ fileName: string; xml: string; total: number } | undefined>;
  /**
   * Each delivered job of a carrier that consented to self-billing, invoiced on its behalf: the
   * next number of its series, "Autofacturation", Factur-X type 389; kept as a matched purchase.
   */
  selfBill(): Promise<{ issued: number }>;
  /**
   * The carrier's person contests one of its self-billed invoices, within CONTEST_DAYS of its date,
   * saying why: it is not paid until staff answer. Undefined for none of its own; ContestRefused, InvalidInput.
   */
  contest(carrierId: string, personId: string, invoiceId: string, reason: string): Promise<ReceivedPurchase | undefined>;
  /**
   * Staff answer a contest: keep the invoice with their answer, or set it right — a self-billed
   * credit note (261) cancelling it and a corrected invoice at `amount` excl. VAT, both in the
   * carrier's series. Undefined for none such; ContestRefused when there is no contest to answer.
   */
  answerContest(
    staffUserId: string,
    invoiceId: string,
    input: { decision: unknown; answer: unknown; amount?: unknown },
  ): Promise<ReceivedPurchase | undefined>;
  /** the carrier's consent to self-billing in force, if any */
  mandateOf(carrierId: string): Promise<SelfBillingMandate | undefined>;
  /** the carrier's person consents, to the mandate's current text, now */
  acceptMandate(carrierId: string, personId: string): Promise<void>;
  /** the carrier's person ends the consent: jobs delivered from now are invoiced by the carrier */
  revokeMandate(carrierId: string, personId: string): Promise<void>;
  /** a carrier's file for that carrier only (undefined for another's: 404) */
  file(id: string, carrierId?: string): Promise<PurchaseFile | undefined>;
}
export const Purchasing = token<Purchasing>('Purchasing');

/** How many waiting files one run takes: a backlog drains, a run stays short. */
const INBOUND_BATCH = 20;

/** A self-billed invoice or credit note as the purchases keep it: its Factur-X, the job it bills, matched or cancelled. */
function selfBilledPurchase(
  carrierId: string,
  job: { quoteRequestId: string; reference: string },
  invoice: Invoice,
  pdf: Buffer,
  status: 'matched' | 'cancelled',
  tell: NewPurchase['tell'],
  refersTo?: string,
): NewPurchase {
  return {
    carrierId,
    receivedVia: 'selfBilled',
    by: null,
    format: 'facturX',
    file: { name: `${invoice.number}.pdf`, type: 'application/pdf', bytes: new Uint8Array(pdf) },
    data: purchaseDataOf(invoice),
    dueDate: invoice.kind === 'invoice' ? invoice.dueDate : null,
    status,
    match: {
      jobs: [{ quoteRequestId: job.quoteRequestId, reference: job.reference, amount: invoice.totals.excludingTax }],
      differences: [],
    },
    ...(refersTo ? { refersTo } : {}),
    tell,
  };
}

/** A contest's or an answer's words: required, at most CONTEST_TEXT_MAX characters. */
function contestText(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length === 0) throw new InvalidInput([{ field, key: 'required' }]);
  if (text.length > CONTEST_TEXT_MAX) throw new InvalidInput([{ field, key: 'tooLong' }]);
  return text;
}

export function makePurchasing(deps: {
  purchases: PurchaseInvoices;
  read: EInvoiceReader;
  channel: InboundInvoiceChannel;
  /** the carrier's documents and its year's total: the vigilance a payment waits for */
  directory: Pick<CarrierDirectory, 'byId' | 'yearTotals'>;
  /** Flash, who pays: its name and account */
  operator: OperatorIdentity;
  writeTransfer: TransferFile;
  /** a self-billed invoice's Factur-X */
  renderer: Pick<QuoteDocumentRenderer, 'invoice'>;
  /** a self-billed invoice's line, in the carrier's language: "Transport Lyon → Stuttgart, livré le 29/11/2026" */
  lineText: (language: Language, route: { from: string; to: string; date: string }) => string;
  /** the carriers' pages, linked from a self-billed invoice's email */
  siteUrl: string;
  outbox: { wake(): void };
  clock: Clock;
}): Purchasing {
  const { purchases } = deps;

  /** What a self-billed invoice needs of its carrier: the carrier as seller, its term and its language; undefined for none such. */
  async function issuerOf(carrierId: string) {
    const [carrier, terms] = await Promise.all([deps.directory.byId(carrierId), purchases.carrier(carrierId)]);
    if (!carrier || !terms) return undefined;
    const person = carrier.people[0];
    return {
      carrier,
      paymentDays: terms.paymentDays,
      language: person?.language ?? ('fr' as const),
      seller: { ...carrier, email: person?.email ?? deps.operator.email },
    };
  }

  const tellOf = (carrier: Carrier, invoice: Invoice) => selfBilledNotifications(carrier, invoice, deps.siteUrl);

  /** Refuses an invoice Flash may not pay yet: not matched, or its carrier's vigilance missing. */
  async function refuseUnpayable(found: ReceivedPurchase) {
    if (found.status !== 'matched') throw new PurchasePaymentRefused(found.status);
    if (found.contest && !found.contest.answeredAt) throw new PurchasePaymentRefused('contested');
    const carrier = await deps.directory.byId(found.carrier.id);
    const problems = carrier ? (await documentCheck(deps, [carrier.id]))(carrier, 0) : [];
    if (problems.some((problem) => problem.kind === 'vigilance')) throw new PurchasePaymentRefused('vigilance');
  }

  /** The carrier the file is from: the one the seller names, which must be the sender's own. */
  async function carrierOf(data: PurchaseInvoiceData | null, sender: PurchaseSender): Promise<PurchaseCarrier> {
    const named = data ? await purchases.carrierNamed({ vatNumber: data.seller.vatNumber, siren: data.seller.siren }) : undefined;
    const senderCarrier = sender.via === 'channel' ? null : sender.carrierId;
    if (senderCarrier === null) {
      if (!named) throw new PurchaseRefused('unknownSeller');
      return named;
    }
    if (!isUuid(senderCarrier)) throw new PurchaseRefused('unknownSeller');
    if (named && named.id !== senderCarrier) throw new PurchaseRefused('otherSeller');
    const carrier = named ?? (await purchases.carrier(senderCarrier));
    if (!carrier) throw new PurchaseRefused('unknownSeller');
    return carrier;
  }

  /** An invoice's data checked against its carrier's jobs: what it bills, its differences, when it is due, matched or held. */
  async function checked(data: PurchaseInvoiceData, carrier: PurchaseCarrier) {
    const match = matchPurchase(data, carrier.country, await purchases.jobsOf(carrier.id));
    return {
      data,
      dueDate: purchaseDueDate(data.issueDate, carrier.paymentDays, data.dueDate),
      status: match.differences.length > 0 ? ('held' as const) : ('matched' as const),
      match,
    };
  }

  const receive: Purchasing['receive'] = async (file, sender) => {
    if (file.bytes.byteLength > PURCHASE_FILE_MAX_BYTES) throw new PurchaseRefused('tooLarge');
    const read = await deps.read(file.bytes);
    if (read.format === null) throw new PurchaseRefused(read.problem);
    // A staff member may hand over another's file for a carrier; its seller must still be that carrier.
    const carrier = await carrierOf(read.data, sender);
    const by =
      sender.via === 'carrier'
        ? { carrierPersonId: sender.carrierPersonId }
        : sender.via === 'staff'
          ? { staffUserId: sender.staffUserId }
          : null;
    // Kept under the type its bytes are, whatever the sender said.
    const type = read.format === 'cii' || read.format === 'ubl' ? 'application/xml' : 'application/pdf';
    const base = {
      carrierId: carrier.id,
      receivedVia: sender.via satisfies PurchaseSource,
      by,
      format: read.format,
      file: { ...file, type },
    };
    const recorded = await purchases.record(
      read.data
        ? { ...base, ...(await checked(read.data, carrier)) }
        : { ...base, data: null, dueDate: null, status: 'toTypeIn', match: { jobs: [], differences: [] } },
    );
    if (recorded === 'duplicate') throw new PurchaseRefused('duplicate');
    return recorded;
  };

  return {
    receive,
    async receiveInbound() {
      const outcome = { received: 0, refused: 0 };
      const files = await deps.channel.take(INBOUND_BATCH);
      for (const [index, file] of files.entries()) {
        try {
          await receive({ name: file.name, type: 'application/octet-stream', bytes: file.bytes }, { via: 'channel' });
        } catch (error) {
          // A refusal is the file's: set aside with why. Anything else (the database away) puts this
          // file and the rest back for the next run.
          if ((error as Error).name !== 'PurchaseRefused') {
            await Promise.allSettled(files.slice(index).map((left) => left.release()));
            throw error;
          }
          await file.refused((error as PurchaseRefused).reason);
          outcome.refused += 1;
          continue;
        }
        await file.received();
        outcome.received += 1;
      }
      return outcome;
    },
    list: (query) => purchases.list(query),
    find: (id) => (isUuid(id) ? purchases.find(id) : Promise.resolve(undefined)),
    async markPaid(id, staffUserId) {
      if (!isUuid(id)) return undefined;
      const found = await purchases.find(id);
      if (!found) return undefined;
      if (found.paidOn) return found;
      await refuseUnpayable(found);
      const now = deps.clock.now();
      return purchases.markPaid(id, wallClockAt(now).date, now, staffUserId);
    },
    async transferFile(ids) {
      const debtor = deps.operator.bankAccount;
      if (!debtor) throw new PurchasePaymentRefused('noDebtorAccount');
      const chosen = [...new Set(ids)];
      if (chosen.length === 0) throw new PurchasePaymentRefused('noneChosen');
      if (!chosen.every(isUuid)) return undefined;
      const found = await Promise.all(chosen.map((id) => purchases.find(id)));
      if (found.some((purchase) => !purchase)) return undefined;
      const payments: TransferPayment[] = [];
      for (const purchase of found as ReceivedPurchase[]) {
        if (purchase.paidOn) throw new PurchasePaymentRefused('paid');
        await refuseUnpayable(purchase);
        const account = purchase.data?.payeeAccount;
        if (!account || !purchase.data) throw new PurchasePaymentRefused('noPayeeAccount');
        payments.push({
          endToEndId: purchase.id.replace(/-/g, '').slice(0, 32),
          creditor: { name: purchase.carrier.company, account },
          amount: purchase.data.totals.includingTax,
          remittance: [purchase.data.number, ...purchase.jobs.map((job) => job.reference)].join(' '),
        });
      }
      const now = deps.clock.now();
      const { date, time } = wallClockAt(now);
      const messageId = `FLASH-${date.replace(/-/g, '')}${time.replace(':', '')}-${payments[0]!.endToEndId.slice(-8)}`;
      const transfer: CreditTransfer = {
        messageId,
        createdAt: now,
        executionDate: date,
        debtor: { name: deps.operator.name, account: debtor },
        payments,
      };
      return { fileName: `${messageId}.xml`, xml: deps.writeTransfer(transfer), total: transferTotal(transfer) };
    },
    async contest(carrierId, personId, invoiceId, reason) {
      if (!isUuid(invoiceId)) return undefined;
      const found = await purchases.find(invoiceId);
      if (!found || found.carrier.id !== carrierId) return undefined;
      if (found.receivedVia !== 'selfBilled' || found.data?.typeCode !== '389' || found.status !== 'matched')
        throw new ContestRefused('notSelfBilled');
      if (found.paidOn) throw new ContestRefused('paid');
      if (found.contest) throw new ContestRefused('contested');
      const now = deps.clock.now();
      if (!contestOpen(found.data.issueDate, wallClockAt(now).date)) throw new ContestRefused('late');
      await purchases.contest(invoiceId, { reason: contestText(reason, 'reason'), at: now, personId });
      return purchases.find(invoiceId);
    },

    async answerContest(staffUserId, invoiceId, input) {
      if (!isUuid(invoiceId)) return undefined;
      const found = await purchases.find(invoiceId);
      if (!found) return undefined;
      if (!found.contest || found.contest.answeredAt || found.paidOn) throw new ContestRefused('notContested');
      const answer = { text: contestText(input.answer, 'answer'), at: deps.clock.now(), staffUserId };
      if (input.decision !== 'correct') {
        await purchases.answerContest(invoiceId, answer);
        return purchases.find(invoiceId);
      }
      const amount = Number(String(input.amount ?? '').replace(',', '.'));
      if (!Number.isFinite(amount) || amount <= 0 || amount > 1_000_000) throw new InvalidInput([{ field: 'amount', key: 'invalid' }]);
      const issuer = await issuerOf(found.carrier.id);
      if (!issuer) return undefined;
      const { carrier, seller, language, paymentDays } = issuer;
      const data = found.data!;
      const job = found.jobs[0]!;
      const issueDate = wallClockAt(answer.at).date;
      const year = Number(issueDate.slice(0, 4));
      const description = (data.lines[0]?.text ?? '').replace(/^\S+ /, '');
      const invoiceOf = (number: string, date: string, price: number) =>
        selfBilledInvoice({
          seller,
          operator: deps.operator,
          job: {
            quoteRequestId: job.quoteRequestId,
            reference: job.reference,
            from: '',
            to: '',
            deliveredOn: data.deliveryDate ?? data.issueDate,
            price,
          },
          number,
          issueDate: date,
          paymentDays,
          language,
          description,
        });
      const corrected = await purchases.recordCorrection(
        invoiceId,
        year,
        async ([creditSequence, correctedSequence]) => {
          const original = invoiceOf(data.number, data.issueDate, found.jobs[0]!.amount);
          const credit = cancellingCreditNote(original, selfBilledNumber(carrier, year, creditSequence), issueDate, answer.text);
          const corrected: Invoice = {
            ...invoiceOf(selfBilledNumber(carrier, year, correctedSequence), issueDate, amount),
            refersTo: { number: data.number, issueDate: data.issueDate },
            reason: answer.text,
          };
          const [creditPdf, correctedPdf] = await Promise.all([
            deps.renderer.invoice(credit, language),
            deps.renderer.invoice(corrected, language),
          ]);
          return [
            selfBilledPurchase(carrier.id, job, credit, creditPdf, 'cancelled', tellOf(carrier, credit), invoiceId),
            selfBilledPurchase(carrier.id, job, corrected, correctedPdf, 'matched', tellOf(carrier, corrected), invoiceId),
          ];
        },
        answer,
      );
      if (corrected) deps.outbox.wake();
      return corrected;
    },

    async typeIn(staffUserId, id, fields) {
      if (!isUuid(id)) return undefined;
      const found = await purchases.find(id);
      if (!found || found.status !== 'toTypeIn') return undefined;
      const carrier = (await purchases.carrier(found.carrier.id))!;
      const data = typedPurchaseData(fields, carrier, wallClockAt(deps.clock.now()).date);
      const typed = await purchases.typeIn(id, await checked(data, carrier), staffUserId);
      if (typed === 'duplicate') throw new PurchaseRefused('duplicate');
      return typed;
    },

    paymentTerms: () => purchases.carriers(),

    async setPaymentTerm(carrierId, days) {
      const term = typeof days === 'string' && /^\d{1,2}$/.test(days.trim()) ? Number(days) : typeof days === 'number' ? days : NaN;
      if (!Number.isInteger(term) || term < 0 || term > PURCHASE_PAYMENT_DAYS)
        throw new InvalidInput([{ field: 'paymentDays', key: 'invalid' }]);
      return isUuid(carrierId) ? purchases.setPaymentTerm(carrierId, term) : undefined;
    },

    mandateOf: (carrierId) => purchases.mandateOf(carrierId),
    acceptMandate: (carrierId, personId) => purchases.acceptMandate(carrierId, personId, SELF_BILLING_MANDATE_VERSION, deps.clock.now()),
    revokeMandate: (carrierId, personId) => purchases.revokeMandate(carrierId, personId, deps.clock.now()),

    async selfBill() {
      let issued = 0;
      for (const { carrierId, job } of await purchases.awaitingSelfBilling(INBOUND_BATCH)) {
        const issuer = await issuerOf(carrierId);
        if (!issuer) continue;
        const { carrier, seller, language, paymentDays } = issuer;
        const issueDate = wallClockAt(deps.clock.now()).date;
        const year = Number(issueDate.slice(0, 4));
        const kept = await purchases.recordSelfBilled(carrierId, year, job.quoteRequestId, async (sequence) => {
          const invoice = selfBilledInvoice({
            seller,
            operator: deps.operator,
            job,
            number: selfBilledNumber(carrier, year, sequence),
            issueDate,
            paymentDays,
            language,
            description: deps.lineText(language, { from: job.from, to: job.to, date: job.deliveredOn }),
          });
          const pdf = await deps.renderer.invoice(invoice, language);
          return selfBilledPurchase(carrierId, job, invoice, pdf, 'matched', tellOf(carrier, invoice));
        });
        if (kept) issued += 1;
      }
      if (issued > 0) deps.outbox.wake();
      return { issued };
    },

    async file(id, carrierId) {
      if (!isUuid(id)) return undefined;
      const found = await purchases.file(id);
      if (!found || (carrierId !== undefined && found.carrierId !== carrierId)) return undefined;
      return { name: found.name, type: found.type, bytes: found.bytes };
    },
  };
}
