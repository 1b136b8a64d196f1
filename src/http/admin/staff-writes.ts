import { z } from 'zod';
import { StaffRecordNotFound } from '../../application/admin/errors.ts';
import { InvoiceNotFound } from '../../application/invoicing/invoice-documents.ts';
import { parseInput } from '../../application/inputs/parse-input.ts';
import { InvalidInput } from '../../application/errors.ts';
import { TransportNotFound, transportMoveInput } from '../../application/transport/move-transport.ts';
import { CarrierNotFound } from '../../application/carriers/carrier-errors.ts';
import type { ApplicationServices } from '../../composition/application-services.ts';
import type { StaffWrite } from '../../domain/staff/staff-writes.ts';
import { isUuid } from '../../domain/uuid.ts';
import { type WebhookEvent, isWebhookEvent } from '../../domain/webhooks/webhook.ts';
import type { StaffSession } from '../../ports/staff-auth.ts';
import type { TypedPurchaseFields } from '../../application/carriers/typed-purchase.ts';
import { leadParams, statusInput } from './staff-inputs.ts';

type Services = Pick<ApplicationServices, 'admin' | 'api' | 'invoicing' | 'transport' | 'shipperAccount' | 'carriers'>;
/** A write's fields as its door read them: the staff page's form, or /api/admin's path and body. */
type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The id a write names, or its refusal: a malformed id names nothing, as an unknown one. */
function idOf(value: unknown, refusal: () => Error): string {
  if (typeof value !== 'string' || !isUuid(value)) throw refusal();
  return value;
}

/** The events a receiver is registered for, as a form (one field or several) or JSON (a list) gives them; unknown ones dropped. */
const eventsOf = (value: unknown): WebhookEvent[] =>
  z
    .array(z.string())
    .catch([])
    .parse([value ?? []].flat())
    .filter(isWebhookEvent);

/** A carrier as JSON gives it (its people as a list), or as the staff page's form does (its first person's fields flat). */
function carrierFields(fields: Fields): Fields {
  if (Array.isArray(fields.people)) return fields;
  const { personName, personEmail, personMobile, personLanguage, ...carrier } = fields;
  return { ...carrier, people: [{ name: personName, email: personEmail, mobile: personMobile, language: personLanguage }] };
}

/** The invoice a button names, through its use case; InvoiceNotFound when there is none. */
async function onInvoice<T>(value: unknown, act: (invoiceId: string) => Promise<T | undefined>): Promise<T> {
  const done = await act(idOf(value, () => new InvoiceNotFound()));
  if (done === undefined) throw new InvoiceNotFound();
  return done;
}

/**
 * Every staff write, once: what it reads, the use cases it runs, and its refusals (typed errors,
 * answered by the tables of error-answers.ts). The staff page's action and /api/admin each call
 * the handler of a name and shape its answer for their door: a page to go back to, or JSON.
 */
export const STAFF_WRITE_HANDLERS = {
  async changeStatus(
    services: Services,
    staff: StaffSession,
    input: { leadType: unknown; leadId: unknown; status: unknown; note: unknown },
  ) {
    const lead = parseInput(leadParams, { type: input.leadType, id: input.leadId });
    const change = parseInput(statusInput, { status: input.status, note: input.note || null });
    return services.admin.changeLeadStatus({ staffUserId: staff.userId, ...lead, status: change.status, note: change.note ?? null });
  },

  async moveTransport(services: Services, staff: StaffSession, input: { quoteRequestId: unknown; move: Fields }) {
    const quoteRequestId = idOf(input.quoteRequestId, () => new TransportNotFound());
    const move = parseInput(transportMoveInput, input.move);
    return services.admin.moveTransport({ staffUserId: staff.userId, quoteRequestId, move });
  },

  // The buyer's postal address a held invoice waits for: kept, and the invoice follows.
  async keepBuyerAddress(services: Services, _staff: StaffSession, input: { quoteRequestId: unknown; address: Fields }) {
    const quoteRequestId = idOf(input.quoteRequestId, () => new TransportNotFound());
    await services.invoicing.keepBuyerAddress(quoteRequestId, input.address);
    return services.admin.viewTransport(quoteRequestId);
  },

  // The booking queued the driver's link; this sends it again, to the phone the last booking gave.
  async sendDriverLink(services: Services, _staff: StaffSession, input: { quoteRequestId: unknown }) {
    return services.transport.sendDriverLink({ quoteRequestId: idOf(input.quoteRequestId, () => new TransportNotFound()) });
  },

  // A business account's keys and receivers: the same build as its owner's (account-integrations.ts), run as staff.
  // Shown once, on the answer to this write only.
  issueKey: (services: Services, staff: StaffSession, input: { accountId: unknown; name: unknown }) =>
    services.shipperAccount.integrations.issueKey({ kind: 'staff', staff }, { accountId: input.accountId, name: text(input.name) }),

  async revokeKey(services: Services, staff: StaffSession, input: { keyId: unknown }) {
    if (!(await services.shipperAccount.integrations.revokeKey({ kind: 'staff', staff }, text(input.keyId))))
      throw new StaffRecordNotFound('apiKey');
  },

  // Where an accepted account's events go; the signing secret is shown once.
  registerWebhook: (services: Services, staff: StaffSession, input: { accountId: unknown; url: unknown; events: unknown }) =>
    services.shipperAccount.integrations.register(
      { kind: 'staff', staff },
      { accountId: input.accountId, url: text(input.url).trim(), events: eventsOf(input.events) },
    ),

  async removeWebhook(services: Services, staff: StaffSession, input: { accountId: unknown; webhookId: unknown }) {
    const removed = await services.shipperAccount.integrations.removeReceiver(
      { kind: 'staff', staff },
      { accountId: input.accountId, id: text(input.webhookId) },
    );
    if (!removed) throw new StaffRecordNotFound('webhook');
  },

  // Refused (409, with why) for a credit note or a cancelled invoice.
  markInvoicePaid: (services: Services, _staff: StaffSession, input: { invoiceId: unknown }) =>
    onInvoice(input.invoiceId, (id) => services.invoicing.markPaid(id)),

  // The credit note says why: without a reason it is refused (400).
  issueCreditNote: (services: Services, _staff: StaffSession, input: { invoiceId: unknown; reason: unknown }) =>
    onInvoice(input.invoiceId, (id) => services.invoicing.creditNote(id, text(input.reason))),

  // Invoiced again as the transports stand, or corrected as given (the buyer, `amount0`… per line; a reason is then required).
  invoiceAgain: (services: Services, _staff: StaffSession, input: { invoiceId: unknown; correction?: Fields }) =>
    onInvoice(input.invoiceId, (id) => services.invoicing.again(id, input.correction)),

  async resendEmail(services: Services, _staff: StaffSession, input: { emailId: unknown }) {
    const refusal = () => new StaffRecordNotFound('email');
    if (!(await services.admin.resendFromOutbox(idOf(input.emailId, refusal)))) throw refusal();
  },

  async erasePersonalData(services: Services, staff: StaffSession, input: { email: unknown }) {
    return services.admin.erasePersonalData({ email: text(input.email), staffUserId: staff.userId });
  },

  // A carrier of the directory; the staff page's form names its first person in flat fields.
  registerCarrier: (services: Services, _staff: StaffSession, input: { carrier: Fields }) =>
    services.carriers.directory.register(carrierFields(input.carrier)),

  // A licence, an insurance or a certificate of vigilance, with its scan when one is uploaded.
  async recordCarrierDocument(
    services: Services,
    staff: StaffSession,
    input: { carrierId: unknown; document: Fields; file: { name: string; bytes: Uint8Array } | null },
  ) {
    const carrierId = idOf(input.carrierId, () => new CarrierNotFound());
    await services.carriers.directory.recordDocument(carrierId, input.document, input.file, { staffUserId: staff.userId });
    return services.carriers.directory.view(carrierId);
  },

  // A document a carrier uploaded, checked against its scan: from then it counts for an award.
  async checkCarrierDocument(services: Services, staff: StaffSession, input: { carrierId: unknown; documentId: unknown }) {
    const carrierId = idOf(input.carrierId, () => new CarrierNotFound());
    await services.carriers.directory.checkDocument(
      staff.userId,
      carrierId,
      idOf(input.documentId, () => new CarrierNotFound()),
    );
    return services.carriers.directory.view(carrierId);
  },

  // The job offered to the carriers chosen, at a price, until a deadline.
  openTender: (services: Services, staff: StaffSession, input: { quoteRequestId: unknown; tender: Fields }) =>
    services.carriers.buy.openTender(
      staff,
      idOf(input.quoteRequestId, () => new TransportNotFound()),
      input.tender,
    ),

  // The job given to a carrier that accepted or whose price holds.
  awardCarrier: (services: Services, staff: StaffSession, input: { quoteRequestId: unknown; award: Fields }) =>
    services.carriers.buy.award(
      staff,
      idOf(input.quoteRequestId, () => new TransportNotFound()),
      input.award,
    ),

  // A carrier of the directory reached by phone, booked by hand at the price stated.
  bookCarrier: (services: Services, staff: StaffSession, input: { quoteRequestId: unknown; booking: Fields }) =>
    services.carriers.buy.bookByHand(
      staff,
      idOf(input.quoteRequestId, () => new TransportNotFound()),
      input.booking,
    ),

  // A carrier's invoice staff received (Factur-X, CII, UBL, or a plain PDF to type in), for the carrier its seller names or the one chosen.
  receivePurchaseInvoice: (
    services: Services,
    staff: StaffSession,
    input: { carrierId: unknown; file: { name: string; bytes: Uint8Array } | null },
  ) => {
    if (!input.file) throw new InvalidInput([{ field: 'file', key: 'required' }]);
    const carrierId = typeof input.carrierId === 'string' && input.carrierId !== '' ? input.carrierId : null;
    // Its type is read from its bytes.
    return services.carriers.purchasing.receive({ ...input.file, type: '' }, { via: 'staff', staffUserId: staff.userId, carrierId });
  },

  // A carrier's contest of a self-billed invoice answered: kept with the answer, or set right (credit note and corrected invoice).
  async answerPurchaseContest(
    services: Services,
    staff: StaffSession,
    input: { invoiceId: unknown; answer: { decision?: unknown; answer?: unknown; amount?: unknown } },
  ) {
    const { decision, answer, amount } = input.answer;
    const answered = await services.carriers.purchasing.answerContest(staff.userId, text(input.invoiceId), { decision, answer, amount });
    if (!answered) throw new StaffRecordNotFound('purchaseInvoice');
    return answered;
  },

  // A plain PDF typed in from what it says, then matched as any invoice.
  async typeInPurchaseInvoice(services: Services, staff: StaffSession, input: { invoiceId: unknown; fields: TypedPurchaseFields }) {
    const typed = await services.carriers.purchasing.typeIn(staff.userId, text(input.invoiceId), input.fields);
    if (!typed) throw new StaffRecordNotFound('purchaseInvoice');
    return typed;
  },

  // A carrier's shorter payment term (30 days at most): its next invoices fall due sooner.
  async setCarrierPaymentTerm(services: Services, _staff: StaffSession, input: { carrierId: unknown; days: unknown }) {
    const set = await services.carriers.purchasing.setPaymentTerm(text(input.carrierId), input.days);
    if (!set) throw new CarrierNotFound();
    return set;
  },

  // Paid today, once (the first day kept); refused (409) while the invoice is held or not typed in.
  async markPurchasePaid(services: Services, staff: StaffSession, input: { invoiceId: unknown }) {
    const paid = await services.carriers.purchasing.markPaid(text(input.invoiceId), staff.userId);
    if (!paid) throw new StaffRecordNotFound('purchaseInvoice');
    return paid;
  },
} satisfies Record<StaffWrite, (services: Services, staff: StaffSession, input: never) => Promise<unknown>>;

export type StaffWriteInput<N extends StaffWrite> = Parameters<(typeof STAFF_WRITE_HANDLERS)[N]>[2];
export type StaffWriteResult<N extends StaffWrite> = Awaited<ReturnType<(typeof STAFF_WRITE_HANDLERS)[N]>>;

/** Runs the staff write `name` for this staff member. */
export function runStaffWrite<N extends StaffWrite>(
  name: N,
  services: Services,
  staff: StaffSession,
  input: StaffWriteInput<N>,
): Promise<StaffWriteResult<N>> {
  // The table's entries differ in input and result; `name` ties both to its own.
  const handler = STAFF_WRITE_HANDLERS[name] as unknown as (
    s: Services,
    st: StaffSession,
    i: StaffWriteInput<N>,
  ) => Promise<StaffWriteResult<N>>;
  return handler(services, staff, input);
}
