import { data, redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import { refusedAs } from '#src/domain/application-error.ts';
import { transportMoveInput } from '#src/application/transport/move-transport.ts';
import { instantOf } from '#src/domain/shipment/local-time.ts';
import { isSessionCsrfToken } from '#src/http/admin/csrf-token.ts';
import { leadParams, loginInput, loginWait, statusInput } from '#src/http/admin/staff-inputs.ts';
import type { StaffSession } from '#src/ports/staff-auth.ts';
import { adminSessionCleared, adminSessionCookie, adminSessionOf } from '../../cookies.server.ts';
import { signedInStaff } from './signed-in-staff.server.ts';
import { readForm } from '../../read-form.server.ts';
import { answeredAsPage } from '../../unavailable.server.ts';
import { staffSecretAction } from './staff-secret.server.ts';
import type { SecretIntent, StaffIntent } from './staff-intents.ts';

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
const notFound = () => data(null, { status: 404 });

/** An application's refusal as the page's answer: its status (404, 409…); anything else is thrown on. */
function refusal(context: Context, error: unknown): never {
  const answer = context.answerFor(error);
  if (!answer) throw error;
  throw data(null, { status: answer.status });
}

/** A button of the staff's invoices tab: its use case on the posted invoice, back to the tab; 404 for none such. */
const onInvoice =
  (act: (context: Context, invoiceId: string, form: FormData) => Promise<unknown>) =>
  async ({ form, context, back }: Post) => {
    const id = z.uuid().safeParse(field(form, 'invoiceId'));
    if (!id.success || !(await act(context, id.data, form))) throw notFound();
    return back303(back);
  };

/**
 * Every form of the staff page, by its intent, once the session and its CSRF token are checked
 * here (the back office's one write path for people; /api/admin keeps JSON for scripts).
 */
const INTENTS = {
  async logOut({ context, token, back }) {
    await context.services.admin.logOut(token);
    return back303(new URL(back, 'http://page').pathname, { headers: { 'Set-Cookie': adminSessionCleared(context.secure) } });
  },

  // From the inbox the page comes back as it was; from a record's detail, to that detail.
  async changeStatus({ form, context, session, back }) {
    const lead = leadParams.safeParse({ type: field(form, 'leadType'), id: field(form, 'leadId') });
    const change = statusInput.safeParse({ status: field(form, 'status'), note: field(form, 'note') || null });
    if (!lead.success || !change.success) throw data(null, { status: 400 });
    try {
      await context.services.admin.changeLeadStatus({
        staffUserId: session.userId,
        ...lead.data,
        status: change.data.status,
        note: change.data.note ?? null,
      });
    } catch (error) {
      refusal(context, error);
    }
    return back303(field(form, 'from') === 'inbox' ? back : withParam(back, 'detail', lead.data.id));
  },

  // A step refused says why on the record, in the page's language.
  async moveTransport({ form, context, session, back }) {
    const id = z.uuid().safeParse(field(form, 'quoteRequestId'));
    // The record's form types its instants in Paris time, without an offset.
    const move = transportMoveInput.safeParse(withParisInstants(Object.fromEntries(form)));
    if (!id.success || !move.success) throw data(null, { status: 400 });
    const record = withParam(back, 'detail', id.data);
    try {
      await context.services.admin.moveTransport({ staffUserId: session.userId, quoteRequestId: id.data, move: move.data });
    } catch (error) {
      const refused = refusedAs(error, 'transportStepRefused') ? error.reason : refusedAs(error, 'transportMoveRefused') ? 'order' : null;
      if (refused) return back303(`${record}&refused=${refused}`);
      refusal(context, error);
    }
    return back303(record);
  },

  // The buyer's postal address a held invoice waits for: kept, and the invoice follows.
  async keepBuyerAddress({ form, context, back }) {
    const id = z.uuid().safeParse(field(form, 'quoteRequestId'));
    if (!id.success) throw data(null, { status: 400 });
    try {
      await context.services.invoicing.keepBuyerAddress(id.data, Object.fromEntries(form));
    } catch (error) {
      refusal(context, error);
    }
    return back303(withParam(back, 'detail', id.data));
  },

  // The booking queued the driver's link; sending it again is one button, answered at once.
  async sendDriverLink({ form, context, back }) {
    const id = z.uuid().safeParse(field(form, 'quoteRequestId'));
    if (!id.success) throw data(null, { status: 400 });
    return back303(`${withParam(back, 'detail', id.data)}&driverLink=${await sentDriverLink(context, id.data)}`);
  },

  async revokeKey({ form, context, back }) {
    const id = z.uuid().safeParse(field(form, 'keyId'));
    if (!id.success || !(await context.services.api.revoke(id.data))) throw notFound();
    return back303(back);
  },

  async removeWebhook({ form, context, back }) {
    const ids = z
      .object({ accountId: z.uuid(), id: z.uuid() })
      .safeParse({ accountId: field(form, 'accountId'), id: field(form, 'webhookId') });
    if (!ids.success || !(await context.services.api.removeWebhook(ids.data.accountId, ids.data.id))) throw notFound();
    return back303(back);
  },

  // A payment recorded, the credit note that cancels an invoice, its transports invoiced anew.
  markInvoicePaid: onInvoice((context, id) => context.services.invoicing.markPaid(id).catch((error: unknown) => refusal(context, error))),
  // The credit note says why: the form's reason is required; a post without one is refused (400).
  issueCreditNote: onInvoice((context, id, form) =>
    context.services.invoicing.creditNote(id, field(form, 'reason')).catch((error: unknown) => {
      if (refusedAs(error, 'invalidInput')) throw data(null, { status: 400 });
      throw error;
    }),
  ),
  // Invoiced again as the transports stand, or corrected as the form typed it (a reason is then required).
  invoiceAgain: onInvoice((context, id, form) =>
    context.services.invoicing.again(id, form.has('reason') ? Object.fromEntries(form) : undefined).catch((error: unknown) => {
      if (refusedAs(error, 'invalidInput')) throw data(null, { status: 400 });
      throw error;
    }),
  ),

  async resendEmail({ form, context, back }) {
    const id = z.uuid().safeParse(field(form, 'emailId'));
    if (!id.success || !(await context.services.admin.resendFromOutbox(id.data))) throw notFound();
    return back303(back);
  },

  // The panel's form is on the page's address without the last erasure's result.
  async erasePersonalData({ form, context, session, back }) {
    try {
      const { records } = await context.services.admin.erasePersonalData({ email: field(form, 'email'), staffUserId: session.userId });
      return back303(withParam(back, 'erased', String(records)));
    } catch (error) {
      if (refusedAs(error, 'invalidInput')) return back303(withParam(back, 'erased', 'invalid'));
      throw error;
    }
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
    if (intent === 'issueKey' || intent === 'registerWebhook') return staffSecretAction({ form, context, intent });
    const handle = Object.hasOwn(INTENTS, intent) ? INTENTS[intent as keyof typeof INTENTS] : undefined;
    if (!handle) throw data(null, { status: 400 });
    return handle({ form, context, session, token: token ?? '', back: `${url.pathname}${url.search}` });
  });
}

/** Sends the driver's link: 'sent', or 'failed' when the text message could not go (the step stays recorded). */
async function sentDriverLink(context: AppLoadContext, quoteRequestId: string): Promise<'sent' | 'failed'> {
  try {
    await context.services.transport.sendDriverLink({ quoteRequestId });
    return 'sent';
  } catch (error) {
    context.services.logger.warn('driver link not sent', { quoteRequestId, error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}
