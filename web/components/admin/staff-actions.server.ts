import { data, redirect, type AppLoadContext } from 'react-router';
import { uploadedFile } from '../../read-form.server.ts';
import { refusedAs } from '#src/domain/application-error.ts';
import { instantOf } from '#src/domain/shipment/local-time.ts';
import { isSessionCsrfToken } from '#src/http/admin/csrf-token.ts';
import { loginInput, loginWait } from '#src/http/admin/staff-inputs.ts';
import { type StaffWriteInput, runStaffWrite } from '#src/http/admin/staff-writes.ts';
import type { StaffWrite } from '#src/domain/staff/staff-writes.ts';
import type { StaffSession } from '#src/ports/staff-auth.ts';
import { adminSessionCleared, adminSessionCookie, adminSessionOf } from '../../cookies.server.ts';
import { signedInStaff } from './signed-in-staff.server.ts';
import { readForm } from '../../read-form.server.ts';
import { answeredAsPage } from '../../unavailable.server.ts';
import { staffSecretAction } from './staff-secret.server.ts';
import type { SecretIntent, StaffIntent } from './staff-intents.ts';
import type { PurchaseOutcome } from './types.ts';

type Context = AppLoadContext;
interface Post {
  form: FormData;
  context: Context;
  session: StaffSession;
  /** the session's cookie, which signing out ends */
  token: string;
  /** the staff page the form was on (this request's own address): where the answer goes back */
  back: string;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
/** The staff page's address with one parameter set (and any open detail, and the refusal it showed, closed). */
const withParam = (url: string, key: string, value: string) => {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete('detail');
  params.delete('refused');
  params.set(key, value);
  return `${path}?${params.toString()}`;
};

/** "2026-11-27T10:00" typed in the staff page (a datetime-local field) as the instant it is in Paris. */
function withParisInstants(body: Record<string, unknown>): Record<string, unknown> {
  const instants = ['plannedPickup', 'estimatedDelivery', 'at'];
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => {
      const wallClock = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value) : null;
      return [name, instants.includes(name) && wallClock ? instantOf({ date: wallClock[1]!, time: wallClock[2]! }).toISOString() : value];
    }),
  );
}

const back303 = (to: string, init: ResponseInit = {}) => redirect(to, { ...init, status: 303 });

/** A form's fields, a name posted several times (checkboxes) as the list of its values. */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).filter((value) => typeof value === 'string');
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** What a buying write's refusal says on the record: its reason (AwardRefused), or its kind. */
function buyingRefusal(context: Context, error: unknown): string {
  if (refusedAs(error, 'awardRefused')) return error.reason;
  if (refusedAs(error, 'invalidInput')) return 'invalid';
  if (refusedAs(error, 'carrierEmailTaken')) return 'emailTaken';
  if (refusedAs(error, 'recordBusy')) return 'busy';
  return refusal(context, error);
}

/** A write of the carriers' or of a record's buying: done, or refused with why, and the page back where it was. */
const buyingWrite =
  <N extends 'registerCarrier' | 'recordCarrierDocument' | 'checkCarrierDocument' | 'openTender' | 'awardCarrier'>(
    name: N,
    inputOf: (form: FormData) => StaffWriteInput<N> | Promise<StaffWriteInput<N>>,
    where: (form: FormData, back: string) => string,
  ) =>
  async ({ form, context, session, back }: Post) => {
    const to = where(form, back);
    try {
      await runStaffWrite(name, context.services, session, await inputOf(form));
    } catch (error) {
      return back303(`${to}&buying=${buyingRefusal(context, error)}`);
    }
    return back303(`${to}&buying=done`);
  };
/** What a form of the carriers' invoices says when a field is wrong. */
const INVALID_OUTCOME: Partial<Record<StaffWrite, PurchaseOutcome>> = {
  answerPurchaseContest: 'invalidAnswer',
  typeInPurchaseInvoice: 'invalidTyped',
  setCarrierPaymentTerm: 'invalidTerm',
};

/** A write of the carriers' invoices: done, or refused with why (PURCHASE_OUTCOMES), on the carriers' tab. */
const purchaseWrite =
  <N extends 'receivePurchaseInvoice' | 'markPurchasePaid' | 'answerPurchaseContest' | 'typeInPurchaseInvoice' | 'setCarrierPaymentTerm'>(
    name: N,
    inputOf: (form: FormData) => StaffWriteInput<N> | Promise<StaffWriteInput<N>>,
  ) =>
  async ({ form, context, session, back }: Post) => {
    const to = withParam(back, 'tab', 'carriers');
    try {
      await runStaffWrite(name, context.services, session, await inputOf(form));
    } catch (error) {
      if (refusedAs(error, 'purchaseRefused') || refusedAs(error, 'purchasePaymentRefused') || refusedAs(error, 'contestRefused'))
        return back303(withParam(to, 'purchase', error.reason));
      if (refusedAs(error, 'invalidInput')) return back303(withParam(to, 'purchase', INVALID_OUTCOME[name] ?? 'unreadable'));
      return refusal(context, error);
    }
    return back303(withParam(to, 'purchase', 'done'));
  };
const onRecord = (form: FormData, back: string) => withParam(back, 'detail', field(form, 'quoteRequestId'));
const onCarriers = (form: FormData, back: string) => withParam(back, 'tab', 'carriers');

/** An application's refusal as the page's answer: its status (404, 409…); anything else is thrown on. */
function refusal(context: Context, error: unknown): never {
  const answer = context.answerFor(error);
  if (!answer) throw error;
  throw data(null, { status: answer.status });
}

/** A staff write through its one handler (the one /api/admin calls: staff-writes.ts), its refusals thrown on as its status. */
async function write<N extends StaffWrite>(context: Context, session: StaffSession, name: N, input: StaffWriteInput<N>) {
  try {
    return await runStaffWrite(name, context.services, session, input);
  } catch (error) {
    return refusal(context, error);
  }
}

/** A form whose write, once done, sends the page back where it was. */
const thenBack =
  <N extends StaffWrite>(name: N, inputOf: (form: FormData) => StaffWriteInput<N>) =>
  async ({ form, context, session, back }: Post) => {
    await write(context, session, name, inputOf(form));
    return back303(back);
  };

/**
 * Every form of the staff page, by its intent, once the session and its CSRF token are checked
 * here: each runs its staff write and says where the page goes back to.
 */
const INTENTS = {
  async logOut({ context, token, back }) {
    await context.services.admin.logOut(token);
    return back303(new URL(back, 'http://page').pathname, { headers: { 'Set-Cookie': adminSessionCleared(context.secure) } });
  },

  // From the inbox the page comes back as it was; from a record's detail, to that detail.
  async changeStatus({ form, context, session, back }) {
    const [leadType, leadId, status, note] = ['leadType', 'leadId', 'status', 'note'].map((name) => field(form, name));
    await write(context, session, 'changeStatus', { leadType, leadId, status, note });
    return back303(field(form, 'from') === 'inbox' ? back : withParam(back, 'detail', field(form, 'leadId')));
  },

  // A step refused says why on the record, in the page's language.
  async moveTransport({ form, context, session, back }) {
    const quoteRequestId = field(form, 'quoteRequestId');
    const record = withParam(back, 'detail', quoteRequestId);
    try {
      // The record's form types its instants in Paris time, without an offset.
      await runStaffWrite('moveTransport', context.services, session, {
        quoteRequestId,
        move: withParisInstants(Object.fromEntries(form)),
      });
    } catch (error) {
      const refused = refusedAs(error, 'transportStepRefused') ? error.reason : refusedAs(error, 'transportMoveRefused') ? 'order' : null;
      if (refused) return back303(`${record}&refused=${refused}`);
      refusal(context, error);
    }
    return back303(record);
  },

  async keepBuyerAddress({ form, context, session, back }) {
    const quoteRequestId = field(form, 'quoteRequestId');
    await write(context, session, 'keepBuyerAddress', { quoteRequestId, address: Object.fromEntries(form) });
    return back303(withParam(back, 'detail', quoteRequestId));
  },

  // Answered at once: 'sent', or 'failed' when the text message could not go.
  async sendDriverLink({ form, context, session, back }) {
    const quoteRequestId = field(form, 'quoteRequestId');
    const sent = await runStaffWrite('sendDriverLink', context.services, session, { quoteRequestId }).then(
      () => 'sent',
      (error: unknown) => {
        if (refusedAs(error, 'transportNotFound')) refusal(context, error);
        context.services.logger.warn('driver link not sent', {
          quoteRequestId,
          error: error instanceof Error ? error.message : String(error),
        });
        return 'failed';
      },
    );
    return back303(`${withParam(back, 'detail', quoteRequestId)}&driverLink=${sent}`);
  },

  revokeKey: thenBack('revokeKey', (form) => ({ keyId: field(form, 'keyId') })),
  removeWebhook: thenBack('removeWebhook', (form) => ({ accountId: field(form, 'accountId'), webhookId: field(form, 'webhookId') })),

  // A payment recorded, the credit note that cancels an invoice, its transports invoiced anew.
  markInvoicePaid: thenBack('markInvoicePaid', (form) => ({ invoiceId: field(form, 'invoiceId') })),
  issueCreditNote: thenBack('issueCreditNote', (form) => ({ invoiceId: field(form, 'invoiceId'), reason: field(form, 'reason') })),
  // Invoiced again as the transports stand, or corrected as the form typed it (a reason is then required).
  invoiceAgain: thenBack('invoiceAgain', (form) => ({
    invoiceId: field(form, 'invoiceId'),
    correction: form.has('reason') ? Object.fromEntries(form) : undefined,
  })),
  resendEmail: thenBack('resendEmail', (form) => ({ emailId: field(form, 'emailId') })),

  // The panel's form is on the page's address without the last erasure's result.
  async erasePersonalData({ form, context, session, back }) {
    try {
      const { records } = await runStaffWrite('erasePersonalData', context.services, session, { email: field(form, 'email') });
      return back303(withParam(back, 'erased', String(records)));
    } catch (error) {
      if (refusedAs(error, 'invalidInput')) return back303(withParam(back, 'erased', 'invalid'));
      throw error;
    }
  },

  // The carriers' directory, and a record's tender and award: each says on the page what came of it.
  registerCarrier: buyingWrite('registerCarrier', (form) => ({ carrier: formFields(form) }), onCarriers),
  recordCarrierDocument: buyingWrite(
    'recordCarrierDocument',
    async (form) => ({ carrierId: field(form, 'carrierId'), document: formFields(form), file: await uploadedFile(form, 'file') }),
    onCarriers,
  ),
  checkCarrierDocument: buyingWrite(
    'checkCarrierDocument',
    (form) => ({ carrierId: field(form, 'carrierId'), documentId: field(form, 'documentId') }),
    onCarriers,
  ),
  openTender: buyingWrite('openTender', (form) => ({ quoteRequestId: field(form, 'quoteRequestId'), tender: formFields(form) }), onRecord),
  awardCarrier: buyingWrite(
    'awardCarrier',
    (form) => ({ quoteRequestId: field(form, 'quoteRequestId'), award: formFields(form) }),
    onRecord,
  ),

  // The carriers' invoices: one received, one paid; each says on the carriers' tab what came of it.
  receivePurchaseInvoice: purchaseWrite('receivePurchaseInvoice', async (form) => ({
    carrierId: field(form, 'carrierId'),
    file: await uploadedFile(form, 'file'),
  })),
  markPurchasePaid: purchaseWrite('markPurchasePaid', (form) => ({ invoiceId: field(form, 'invoiceId') })),
  answerPurchaseContest: purchaseWrite('answerPurchaseContest', (form) => ({
    invoiceId: field(form, 'invoiceId'),
    answer: { decision: field(form, 'decision'), answer: field(form, 'answer'), amount: field(form, 'amount') },
  })),
  typeInPurchaseInvoice: purchaseWrite('typeInPurchaseInvoice', (form) => ({
    invoiceId: field(form, 'invoiceId'),
    fields: {
      number: field(form, 'number'),
      issueDate: field(form, 'issueDate'),
      dueDate: field(form, 'dueDate'),
      orderReference: field(form, 'orderReference'),
      excludingTax: field(form, 'excludingTax'),
      vat: field(form, 'vat'),
    },
  })),
  setCarrierPaymentTerm: purchaseWrite('setCarrierPaymentTerm', (form) => ({
    carrierId: field(form, 'carrierId'),
    days: field(form, 'days'),
  })),

  // The booking form of the record: a carrier of the directory; a step refused says why, as any step.
  async bookCarrier({ form, context, session, back }) {
    const quoteRequestId = field(form, 'quoteRequestId');
    const record = withParam(back, 'detail', quoteRequestId);
    try {
      await runStaffWrite('bookCarrier', context.services, session, { quoteRequestId, booking: withParisInstants(formFields(form)) });
    } catch (error) {
      const refused = refusedAs(error, 'transportStepRefused') ? error.reason : refusedAs(error, 'transportMoveRefused') ? 'order' : null;
      if (refused) return back303(`${record}&refused=${refused}`);
      return back303(`${record}&buying=${buyingRefusal(context, error)}`);
    }
    return back303(`${record}&buying=done`);
  },
} satisfies Record<Exclude<StaffIntent, 'logIn' | SecretIntent>, (post: Post) => Promise<Response>>;

/** The login form: the one write without a session, answered on the page with what went wrong. */
async function logIn(form: FormData, context: Context, page: string) {
  const parsed = loginInput.safeParse({ username: field(form, 'username'), password: field(form, 'password') });
  const { username, password } = parsed.success ? parsed.data : { username: '', password: '' };
  if (!username || !password) return back303(`${page}?error=missing`);
  try {
    const session = await context.services.admin.logIn({ username, password, address: context.clientAddress });
    return back303(`${page}?welcome=1`, { headers: { 'Set-Cookie': adminSessionCookie(session.token, context.secure) } });
  } catch (error) {
    if (refusedAs(error, 'loginThrottled')) {
      const { seconds, time } = loginWait(error);
      return back303(`${page}?error=throttled&retry=${encodeURIComponent(time)}`, { headers: { 'Retry-After': String(seconds) } });
    }
    if (refusedAs(error, 'invalidCredentials')) return back303(`${page}?error=login`);
    throw error;
  }
}

/** The staff page's action: every form it shows posts here, with its intent. */
export async function staffAction({ request, context }: { request: Request; context: Context }) {
  return answeredAsPage(context, async () => {
    const url = new URL(request.url);
    const form = await readForm(request);
    const intent = field(form, 'intent');
    if (intent === 'logIn') return logIn(form, context, url.pathname);
    const token = adminSessionOf(request);
    const session = await signedInStaff(context);
    // Signed out meanwhile: the page again, which is the login form; nothing is done.
    if (!session) throw redirect(url.pathname, 303);
    if (!isSessionCsrfToken(form.get('_csrf'), session.csrfToken)) throw data(null, { status: 403 });
    if (intent === 'issueKey' || intent === 'registerWebhook') return staffSecretAction({ form, context, session, intent });
    const handle = Object.hasOwn(INTENTS, intent) ? INTENTS[intent as keyof typeof INTENTS] : undefined;
    if (!handle) throw data(null, { status: 400 });
    return handle({ form, context, session, token: token ?? '', back: `${url.pathname}${url.search}` });
  });
}
