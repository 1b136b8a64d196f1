import { instantOf } from '../domain/shipment/local-time.ts';
import type { TransportRecord } from '../ports/transport-log.ts';
import { transportMoveInput } from '../application/transport/move-transport.ts';
import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../application/application-services.ts';
import { InvalidCredentials, LoginThrottled } from '../application/admin/errors.ts';
import { InvalidInput } from '../application/errors.ts';
import { fieldErrorsOf } from '../application/inputs/parse-input.ts';
import { singleLine } from '../application/inputs/text-fields.ts';
import { LEAD_STATUSES, LEAD_TYPES, PERIODS, isAcceptedAccount } from '../domain/staff/leads.ts';
import { filterDate, isSearchText } from '../domain/staff/list-filters.ts';
import { ADMIN_TABS } from '../ports/admin-read-model.ts';
import { SORT_DIRECTIONS, SORT_KEYS } from '../domain/staff/admin-tabs.ts';
import type { StaffSession } from '../ports/staff-auth.ts';
import { ADMIN_COOKIE, isAutomaticRequest, readCookie } from './cookies.ts';
import { csvHeader, csvRows } from './csv.ts';
import { csvHeaders, csvSeparatorFor, readableRecord } from './readable-csv.ts';
import { type Language, languageOfPath, parseLanguage } from '../domain/language.ts';
import { WEBHOOK_EVENTS } from '../domain/webhooks/webhook.ts';
import { answerFor, sendRefusal } from './error-answers.ts';
import { translate } from './messages.ts';
import { escapeHtml } from '../domain/text/escape-html.ts';
import { openEventStream } from './event-stream.ts';

/** A request the back office's schemas refuse: 400 with each field. */
const refuseMalformed = (res: Response, issues: readonly z.core.$ZodIssue[]) =>
  sendRefusal(res, { status: 400, code: 'invalid', messageKey: 'validation.general', fieldErrors: fieldErrorsOf(issues) }, 'fr');

// The back office speaks French, as the spec's admin does.
const t = (key: string, values?: Record<string, string>) => translate('fr', key, values);

// A username longer than the column is no account: the login use case refuses it before any write.
const loginInput = z.object({ username: singleLine(1_000).default(''), password: z.string().max(200).default('') });
const listDay = z.string().transform((value, context) => filterDate(value) ?? (context.addIssue('expected a day, YYYY-MM-DD'), z.NEVER));
const listInput = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  search: z.string().trim().max(100).refine(isSearchText, 'no NUL').optional(),
  from: listDay.optional(),
  to: listDay.optional(),
  sort: z.enum(SORT_KEYS).optional(),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});
const statusInput = z.object({ status: z.enum(LEAD_STATUSES), note: z.string().max(2_000).nullish() });
const leadParams = z.object({ type: z.enum(LEAD_TYPES), id: z.uuid() });
const periodInput = z.object({ period: z.enum(PERIODS).default('today') });

function listQuery(query: unknown) {
  const { sort, dir, ...rest } = listInput.parse(query);
  return { ...rest, sort: sort ? { key: sort, direction: dir } : undefined };
}

/** Where a form post returns: an admin page of this site only (never an open redirect). */
function returnTo(req: Request, fallback = '/FR/admin'): string {
  const target = typeof req.body?.returnTo === 'string' ? req.body.returnTo : '';
  return /^\/(FR|EN|DE|ES|IT)\/admin(\?[\w=&%.:+-]*)?$/i.test(target) ? target : fallback;
}

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

/** Runs a staff request; an application's refusal (404, 409…) is answered as such, anything else thrown. */
async function answeringRefusals(res: Response, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    const answer = answerFor(error);
    if (!answer) throw error;
    sendRefusal(res, answer, 'fr');
  }
}

const isForm = (req: Request) => req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/** The language of the staff page a form came from (its returnTo, /{LANG}/admin…), and its texts. */
function staffTexts(req: Request) {
  const language = languageOfPath(returnTo(req));
  return { language, say: (key: string, values?: Record<string, string>) => translate(language, key, values) };
}

// The notice stands alone (no stylesheet of the site): readable on a phone, a long secret wrapped.
const NOTICE_STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#14213d}main{max-width:40rem;margin:0 auto}code{display:block;padding:.6rem;background:#f1f4f9;border-radius:.3rem;overflow-wrap:anywhere;font-size:.95rem}';

/** A page of its own for a form posted without scripts: what happened, a secret shown once, the way back. */
function staffNotice(
  language: Language,
  title: string,
  lines: string[],
  secret: string | null,
  back: { href: string; label: string },
): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const shown = secret ? `<p><code>${escapeHtml(secret)}</code></p>` : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${NOTICE_STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${paragraphs}${shown}<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>`;
}

const withParam = (url: string, key: string, value: string) => {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete('detail');
  params.set(key, value);
  return `${path}?${params.toString()}`;
};

/** How often an open event stream checks that its staff session still lives. */
const EVENTS_SESSION_CHECK_MS = 15_000;

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The back office API (docs/api.md). Login is the one open door; every other route
 * needs a live session (401 otherwise), and every write its CSRF token too (403 otherwise).
 */
export function adminApi(services: ApplicationServices, { sessionCheckMs = EVENTS_SESSION_CHECK_MS } = {}): Router {
  const { admin } = services;
  const router = Router();
  router.use('/admin', express.urlencoded({ extended: false, limit: '10kb' }));

  router.post('/admin/login', async (req, res) => {
    // Its answer carries the session's CSRF token.
    res.set('Cache-Control', 'no-store');
    const parsed = loginInput.safeParse(req.body ?? {});
    const { username, password } = parsed.success ? parsed.data : { username: '', password: '' };
    const back = returnTo(req).split('?')[0]!;
    const outcome: Record<number, string> = { 200: 'welcome=1', 400: 'error=missing', 401: 'error=login', 429: 'error=throttled' };
    const answer = (status: number, body: Record<string, unknown>) =>
      isForm(req)
        ? res.redirect(
            303,
            `${back}?${outcome[status]}${typeof body.retryAt === 'string' ? `&retry=${encodeURIComponent(body.retryAt)}` : ''}`,
          )
        : res.status(status).json(body);
    if (!username || !password) return void answer(400, { error: 'invalid', message: t('admin.loginRequired') });
    try {
      const session = await admin.logIn({ username, password, address: req.ip ?? 'unknown' });
      res.cookie(ADMIN_COOKIE, session.token, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
      answer(200, { username: session.username, csrfToken: session.csrfToken, message: t('admin.loginSuccess') });
    } catch (error) {
      if (error instanceof LoginThrottled) {
        const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
        const time = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: 'Europe/Paris' }).format(error.until);
        res.set('Retry-After', String(seconds));
        return void answer(429, { error: 'throttled', retryAfterSeconds: seconds, retryAt: time, message: t('admin.throttled', { time }) });
      }
      if (error instanceof InvalidCredentials) return void answer(401, { error: 'invalid_credentials', message: t('admin.loginError') });
      throw error;
    }
  });

  const staff = Router();
  const requireSession: RequestHandler = async (req, res, next) => {
    const session = await admin.authenticate(readCookie(req.headers.cookie, ADMIN_COOKIE), {
      byPerson: !isAutomaticRequest(new URL(req.originalUrl, 'http://request'), req.headers.cookie),
    });
    if (!session)
      return void res
        .status(401)
        .set('Cache-Control', 'no-store')
        .json({ error: 'unauthorized', message: t('admin.unauthorized') });
    res.locals.staff = session;
    res.set('Cache-Control', 'no-store');
    next();
  };
  const requireCsrf: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const sent = req.get('x-csrf-token') ?? (typeof req.body?._csrf === 'string' ? req.body._csrf : '');
    if (!sameToken(sent, (res.locals.staff as StaffSession).csrfToken))
      return void res.status(403).json({ error: 'csrf', message: t('admin.csrf') });
    next();
  };
  staff.use('/admin', requireSession, requireCsrf);
  const current = (res: Response) => res.locals.staff as StaffSession;

  staff.get('/admin/session', (_req, res) => {
    const session = current(res);
    res.json({ username: session.username, csrfToken: session.csrfToken });
  });

  staff.post('/admin/logout', async (req, res) => {
    await admin.logOut(readCookie(req.headers.cookie, ADMIN_COOKIE));
    res.clearCookie(ADMIN_COOKIE, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' });
    if (isForm(req)) return void res.redirect(303, returnTo(req).split('?')[0]!);
    res.status(204).end();
  });

  staff.get('/admin/summary', async (req, res) => {
    const { period } = periodInput.parse(req.query);
    res.json(await admin.viewDashboard(period));
  });

  for (const tab of ADMIN_TABS) {
    staff.get(`/admin/${tab}`, async (req, res) => {
      res.json(await admin.readModel.list(tab, listQuery(req.query)));
    });
    staff.get(`/admin/${tab}.csv`, async (req, res) => {
      const { page: _page, pageSize: _size, ...filters } = listQuery(req.query);
      const language = parseLanguage(typeof req.query.lang === 'string' ? req.query.lang : undefined) ?? 'fr';
      res.type('text/csv; charset=utf-8').attachment(`${tab}-${new Date().toISOString().slice(0, 10)}.csv`);
      // Every matching row, in words, written as it is read (issue 27: readable records).
      // The header goes with the first rows, so that a database away before them is still a 503.
      const separator = csvSeparatorFor(language);
      const header = csvHeader(csvHeaders(tab, language), separator);
      await admin.readModel.eachBatch(tab, filters, async (rows) => {
        const text = `${res.headersSent ? '' : header}${csvRows(
          rows.map((row) => readableRecord(tab, row, language)),
          separator,
        )}`;
        if (!res.write(text)) await once(res, 'drain');
      });
      res.end(res.headersSent ? undefined : header);
    });
  }

  // Issue 27: what awaits a call, and each change to it as it happens.
  staff.get('/admin/inbox', async (_req, res) => {
    const { at, entries } = await admin.viewInbox();
    res.json({ at, entries });
  });

  staff.get('/admin/inbox/events', (req, res) => {
    const cookie = readCookie(req.headers.cookie, ADMIN_COOKIE);
    const stream = openEventStream(req, res, () => {
      stop();
      clearInterval(check);
    });
    // 'paused' while this instance no longer hears the database's changes, 'resumed' once it does.
    const stop = admin.inboxEvents.subscribe({
      change: (change) => stream.send('inbox', change ?? { resync: true }),
      hearing: (on) => stream.send(on ? 'resumed' : 'paused', {}),
      end: () => stream.end(),
    });
    // The stream outlives no session: checked again every so often, with a comment that keeps
    // proxies from closing a quiet connection. A page whose session ended is told so and reloads.
    // The check is not activity: an unattended open inbox idles out like any page.
    const check = setInterval(() => {
      admin.authenticate(cookie, { byPerson: false }).then(
        (session) => (session ? stream.comment('still here') : (stream.send('signed-out', {}), stream.end())),
        () => stream.comment('session not checked'),
      );
    }, sessionCheckMs);
  });

  staff.get('/admin/leads/:type/:id/history', async (req, res) => {
    const { type, id } = leadParams.parse(req.params);
    res.json({ history: await admin.readModel.history(type, id) });
  });

  staff.post('/admin/leads/:type/:id/status', async (req, res) => {
    const params = leadParams.safeParse(req.params);
    const body = statusInput.safeParse(req.body ?? {});
    if (!params.success || !body.success) {
      return void refuseMalformed(res, [...(params.error?.issues ?? []), ...(body.error?.issues ?? [])]);
    }
    await answeringRefusals(res, async () => {
      const history = await admin.changeLeadStatus({
        staffUserId: current(res).userId,
        ...params.data,
        status: body.data.status,
        note: body.data.note ?? null,
      });
      // From the inbox the page comes back as it was; from a record's detail, to that detail.
      if (isForm(req))
        return void res.redirect(303, req.body?.from === 'inbox' ? returnTo(req) : withParam(returnTo(req), 'detail', params.data.id));
      res.status(201).json({ history });
    });
  });

  // Issue 38: a confirmed transport followed to its delivery, one recorded step at a time.
  // The quote's owner key, from which its links are made, never leaves the server.
  const transportView = ({ ownerKey: _secret, ...view }: TransportRecord) => view;
  // The "En cours" board: every transport under way, at risk first.
  staff.get('/admin/transports', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await admin.viewTransportBoard());
  });

  staff.get('/admin/transports/:id', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found', message: t('admin.transportNotFound') });
    await answeringRefusals(res, async () => void res.json({ transport: transportView(await admin.viewTransport(id.data)) }));
  });

  staff.post('/admin/transports/:id/moves', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    // A form from the record's page types its instants in Paris time, without an offset.
    const move = transportMoveInput.safeParse(isForm(req) ? withParisInstants(req.body ?? {}) : (req.body ?? {}));
    if (!id.success || !move.success) return void refuseMalformed(res, [...(id.error?.issues ?? []), ...(move.error?.issues ?? [])]);
    await answeringRefusals(res, async () => {
      const transport = await admin.moveTransport({ staffUserId: current(res).userId, quoteRequestId: id.data, move: move.data });
      if (isForm(req)) return void res.redirect(303, withParam(returnTo(req), 'detail', id.data));
      res.status(201).json({ transport: transportView(transport) });
    });
  });

  // Issue 28: keys for an approved business account's systems, issued here and shown once.
  staff.post('/admin/accounts/:id/api-keys', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found' });
    if (!isAcceptedAccount(await admin.readModel.history('account', id.data)))
      return void res.status(409).json({ error: 'conflict', message: t('admin.apiKeys.notApproved') });
    try {
      const { key, record } = await services.api.issueKey({
        accountId: id.data,
        name: typeof req.body?.name === 'string' ? req.body.name : '',
      });
      if (!isForm(req)) return void res.status(201).json({ key, id: record.id, name: record.name, limitPerMinute: record.limitPerMinute });
      // Without scripts, the key is shown on a page of its own, once, with the way back.
      const { language, say } = staffTexts(req);
      res
        .status(201)
        .type('html')
        .send(
          staffNotice(language, say('admin.apiKeys.issuedTitle'), [say('admin.apiKeys.issuedOnce', { name: record.name })], key, {
            href: withParam(returnTo(req), 'detail', id.data),
            label: say('admin.apiKeys.back'),
          }),
        );
    } catch (error) {
      if (error instanceof InvalidInput) return void res.status(400).json({ error: 'invalid', message: t('admin.apiKeys.nameRequired') });
      throw error;
    }
  });

  // Issue 28: where an accepted account's events go, registered here; the secret is shown once.
  staff.post('/admin/accounts/:id/webhooks', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found' });
    const { language, say } = staffTexts(req);
    const back = { href: withParam(returnTo(req), 'detail', id.data), label: say('admin.webhooks.back') };
    if (!isAcceptedAccount(await admin.readModel.history('account', id.data)))
      return void res.status(409).json({ error: 'conflict', message: say('admin.webhooks.notApproved') });
    const events = z.array(z.enum(WEBHOOK_EVENTS)).safeParse([req.body?.events ?? []].flat());
    try {
      const { endpoint, secret } = await services.api.registerWebhook(id.data, {
        url: typeof req.body?.url === 'string' ? req.body.url.trim() : '',
        events: events.success ? events.data : [],
      });
      if (!isForm(req)) return void res.status(201).json({ id: endpoint.id, url: endpoint.url, events: endpoint.events, secret });
      res
        .status(201)
        .type('html')
        .send(
          staffNotice(
            language,
            say('admin.webhooks.registeredTitle'),
            [say('admin.webhooks.registeredOnce', { url: endpoint.url })],
            secret,
            back,
          ),
        );
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      const reasons = error.errors.map((field) => say(`validation.${field.key}`));
      if (!isForm(req)) return void res.status(400).json({ error: 'invalid', message: reasons.join(' ') });
      res
        .status(400)
        .type('html')
        .send(staffNotice(language, say('admin.webhooks.refusedTitle'), reasons, null, back));
    }
  });

  staff.post('/admin/accounts/:accountId/webhooks/:id/remove', async (req, res) => {
    const ids = z.object({ accountId: z.uuid(), id: z.uuid() }).safeParse(req.params);
    if (!ids.success || !(await services.api.webhooks.remove(ids.data.accountId, ids.data.id)))
      return void res.status(404).json({ error: 'not_found' });
    if (isForm(req)) return void res.redirect(303, returnTo(req));
    res.status(204).end();
  });

  staff.post('/admin/api-keys/:id/revoke', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await services.api.revoke(id.data))) return void res.status(404).json({ error: 'not_found' });
    if (isForm(req)) return void res.redirect(303, returnTo(req));
    res.status(204).end();
  });

  // Issue 7: every email the product owes, what failed and why, and sending one again.
  staff.get('/admin/outbox', async (req, res) => {
    const { page, pageSize } = listInput.parse(req.query);
    const status = z
      .enum(['pending', 'sending', 'sent', 'failed'])
      .optional()
      .parse(req.query.status || undefined);
    res.json(await admin.outbox.list(status, { page, pageSize }));
  });

  staff.post('/admin/outbox/:id/resend', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await admin.outbox.resend(id.data))) return void res.status(404).json({ error: 'not_found' });
    services.outboxWake();
    if (isForm(req)) return void res.redirect(303, returnTo(req));
    res.status(202).json({ status: 'pending' });
  });

  // A person's data: everything kept about an email address, as JSON, and its erasure.
  staff.get('/admin/personal-data', async (req, res) => {
    try {
      const exported = await admin.exportPersonalData(typeof req.query.email === 'string' ? req.query.email : '');
      res
        .attachment(`personal-data-${new Date().toISOString().slice(0, 10)}.json`)
        .json({ exportedAt: new Date().toISOString(), ...exported });
    } catch (error) {
      if (error instanceof InvalidInput)
        return void res.status(400).json({ error: 'invalid', message: t('admin.personalData.emailInvalid') });
      throw error;
    }
  });

  staff.post('/admin/personal-data/erase', async (req, res) => {
    try {
      const { records } = await admin.erasePersonalData({
        email: typeof req.body?.email === 'string' ? req.body.email : '',
        staffUserId: current(res).userId,
      });
      if (isForm(req)) return void res.redirect(303, withParam(returnTo(req), 'erased', String(records)));
      res.status(200).json({ records, message: t('admin.personalData.erased', { count: String(records) }) });
    } catch (error) {
      if (error instanceof InvalidInput) {
        if (isForm(req)) return void res.redirect(303, withParam(returnTo(req), 'erased', 'invalid'));
        return void res.status(400).json({ error: 'invalid', message: t('admin.personalData.emailInvalid') });
      }
      throw error;
    }
  });

  router.use(staff);
  // zod errors from query parsing are bad requests, not faults.
  router.use('/admin', ((error, _req, res, next) => {
    if (error instanceof z.ZodError) return void refuseMalformed(res, error.issues);
    next(error);
  }) as express.ErrorRequestHandler);
  return router;
}
