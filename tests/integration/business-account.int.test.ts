import pg from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TransportMove } from '#src/domain/transport/transport-lifecycle.ts';
import { BOOKING, justNow } from '../fakes/transport-moves.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#src/config.ts';
import { compose } from '#src/container.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { acceptAccountIn, askForAccount, staffUserId } from '../helpers/staff-user.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 39, its first part: a business account's people sign in with a link sent by email, once
// and within 15 minutes, and find their company's transports — never another company's.

let testDb: TestDatabase;
let app: AppServer;
let db: pg.Client;

const COMPANIES = {
  alpha: { firstName: 'Anne', lastName: 'Alpha', email: 'achats@alpha.example', company: 'Alpha Industrie', phone: '+33 1 23 45 67 89' },
  beta: { firstName: 'Bruno', lastName: 'Beta', email: 'logistique@beta.example', company: 'Beta Santé', phone: '+33 1 98 76 54 32' },
};

beforeAll(async () => {
  testDb = await createTestDatabase('business_account');
  // One proxy in front: each test asks from an address of its own (the per-visitor limit is per address).
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { TRUST_PROXY: '1' } });
  db = new pg.Client({ connectionString: testDb.url });
  await db.connect();
  for (const person of Object.values(COMPANIES)) {
    await askForAccount(app.baseUrl, person);
    await acceptAccountIn(testDb.url, person.email);
  }
}, 60_000);

afterAll(async () => {
  await db?.end();
  await app?.stop();
  await testDb?.drop();
});

/**
 * A quote confirmed from the web form with `email` as its contact: its reference. Made by a
 * signed-in person when `session` (their cookie) is given, else by a visitor.
 */
async function confirmedBy(email: string, session = ''): Promise<string> {
  const visitor = apiClient(app.baseUrl);
  if (session) visitor.cookies.set('account_session', session.replace(/^account_session=/, ''));
  const { id, reference } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as {
    id: string;
    reference: string;
  };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, { ...claire, email })).status).toBe(200);
  expect((await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
  return reference;
}

let visitor = '';
let visitors = 0;
beforeEach(() => {
  visitor = `10.39.0.${++visitors}`;
});

/** A form posted to a page, as the browser does from the site itself, from this test's visitor. */
const post = (path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: app.baseUrl,
      'x-forwarded-for': visitor,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const askLink = (email: string) => post('/FR/account/sign-in', { email });

/** The path of the link most recently emailed to `email` in a message of this kind, on this server. */
async function emailedLink(kind: 'account-sign-in' | 'account-invitation', email: string): Promise<string> {
  await expect
    .poll(async () => (await db.query(`select 1 from outbox where kind = $1 and email = $2`, [kind, email])).rowCount)
    .toBeGreaterThan(0);
  const { rows } = await db.query<{ link: string }>(
    `select summary->>'link' as link from outbox where kind = $1 and email = $2 order by created_at desc limit 1`,
    [kind, email],
  );
  return new URL(rows[0]!.link).pathname;
}
const lastLink = (email: string) => emailedLink('account-sign-in', email);
const invitationLink = (email: string) => emailedLink('account-invitation', email);

/** The references "Mes transports" lists on a page. */
const listed = (html: string) =>
  [...(/<ul class="account__transports">(.*?)<\/ul>/s.exec(html)?.[1] ?? '').matchAll(/<h3[^>]*><a [^>]*>[^<]*?(FL-[\w-]+)<\/a>/g)].map(
    ([, reference]) => reference,
  );

const sessionCookie = (answer: Response) => /account_session=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0] ?? '';

/** Signs the person in by a link emailed to them (their address's link budget given back first): their session cookie. */
async function signedIn(email: string): Promise<string> {
  await db.query(`delete from rate_limit_buckets`);
  expect((await askLink(email)).status).toBe(200);
  const cookie = sessionCookie(await post(await lastLink(email), {}));
  expect(cookie).toMatch(/^account_session=/);
  return cookie;
}

describe('a business account', () => {
  it('tells who asked for it, once, that staff accepted it, with the way to sign in', async () => {
    const { rows } = await db.query<{ email: string; link: string }>(
      `select email, summary->>'signIn' as link from outbox where kind = 'account-accepted' order by email`,
    );
    expect(rows).toEqual([
      { email: COMPANIES.alpha.email, link: 'http://localhost:3000/FR/account/sign-in' },
      { email: COMPANIES.beta.email, link: 'http://localhost:3000/FR/account/sign-in' },
    ]);
  });

  it('tells its owner once when two agents, in two processes, accept it at the same instant', async () => {
    const gamma = {
      firstName: 'Gina',
      lastName: 'Gamma',
      email: 'achats@gamma.example',
      company: 'Gamma Aero',
      phone: '+33 1 11 22 33 44',
    };
    await askForAccount(app.baseUrl, gamma);
    const settings = async () => loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'accept-')) });
    const [one, two] = [await compose(await settings(), recordingLogger()), await compose(await settings(), recordingLogger())];
    try {
      const { rows } = await db.query<{ id: string }>(`select id from account_requests where email = $1`, [gamma.email]);
      const [first, second] = [await staffUserId(one, 'agent.one'), await staffUserId(two, 'agent.two')];
      await Promise.all([
        one.services.admin.changeLeadStatus({ staffUserId: first, type: 'account', id: rows[0]!.id, status: 'won', note: null }),
        two.services.admin.changeLeadStatus({ staffUserId: second, type: 'account', id: rows[0]!.id, status: 'won', note: null }),
      ]);
      const told = await db.query(`select 1 from outbox where kind = 'account-accepted' and email = $1`, [gamma.email]);
      expect(told.rowCount).toBe(1);
      expect((await db.query(`select 1 from lead_status_changes where lead_id = $1 and status = 'won'`, [rows[0]!.id])).rowCount).toBe(2);
    } finally {
      await one.dispose();
      await two.dispose();
    }
  });

  it('signs in once by the emailed link, lists its own transports only, and signs out', async () => {
    // The same answer for a known and an unknown address.
    const known = await askLink(COMPANIES.alpha.email);
    const unknown = await askLink('nobody@nowhere.example');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    const notice = (html: string) => /<p class="notice" role="status">([^<]+)<\/p>/.exec(html)?.[1];
    expect(notice(await known.text())).toBe(notice(await unknown.text()));
    expect(notice(await (await askLink('nobody-else@nowhere.example')).text())).toMatch(
      /Si cette adresse appartient à un compte entreprise/,
    );

    // Opening the link signs nobody in; its button does, once.
    const link = await lastLink(COMPANIES.alpha.email);
    expect((await fetch(`${app.baseUrl}${link}`)).status).toBe(200);
    const opened = await post(link, {});
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/FR/account');
    expect(opened.headers.get('set-cookie')).toMatch(/account_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict/);
    const cookie = sessionCookie(opened);
    expect((await post(link, {})).status).toBe(410);
    const alphaRef = await confirmedBy(COMPANIES.alpha.email, cookie);
    const betaRef = await confirmedBy(COMPANIES.beta.email, await signedIn(COMPANIES.beta.email));

    const page = await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(listed(pageHtml)).toEqual([alphaRef]);
    // Its documents, each by its signed link: the quote document once confirmed; no delivery note before the delivery.
    const documentLink = /href="(\/FR\/quote\/[\w-]+\/document\.pdf\?access=[^"]+)"/.exec(pageHtml)?.[1];
    expect(documentLink).toBeDefined();
    const document = await fetch(`${app.baseUrl}${documentLink}`);
    expect([document.status, document.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pageHtml).not.toContain('delivery-note.pdf');
    // Without its signature, the document does not exist.
    expect((await fetch(`${app.baseUrl}${documentLink!.replace(/\?access=.*/, '')}`)).status).toBe(404);
    // Found by its reference; another company's reference finds nothing.
    const search = async (text: string) =>
      listed(await (await fetch(`${app.baseUrl}/FR/account?search=${text}`, { headers: { cookie } })).text());
    expect(await search(alphaRef)).toEqual([alphaRef]);
    expect(await search(betaRef)).toEqual([]);
    expect(await search('Stuttgart')).toEqual([alphaRef]);

    // The other company sees its own.
    const betaCookie = await signedIn(COMPANIES.beta.email);
    const betaHtml = await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: betaCookie } })).text();
    expect(listed(betaHtml)).toEqual([betaRef]);
    expect(betaHtml).not.toContain(documentLink!.split('?')[0]);

    // Book again: a new quote for the same transport, its offers priced at once; another company's quote does not exist.
    const idOf = async (reference: string) =>
      (await db.query<{ id: string }>(`select id from quotes where reference = $1`, [reference])).rows[0]!.id;
    const again = await post('/FR/account', { intent: 'bookAgain', quoteId: await idOf(alphaRef) }, cookie);
    expect(again.status).toBe(303);
    const offers = again.headers.get('location')!;
    expect(offers).toMatch(/^\/FR\/quote\/[\w-]+\?access=/);
    expect(offers).not.toContain(await idOf(alphaRef));
    const priced = await (await fetch(`${app.baseUrl}${offers}`)).text();
    expect(priced).toMatch(/\d+,\d{2}\s?€/);
    expect(listed(await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie } })).text())).toHaveLength(2);
    expect((await post('/FR/account', { intent: 'bookAgain', quoteId: await idOf(betaRef) }, cookie)).status).toBe(404);

    // Signed out: the session opens nothing any more.
    const out = await post('/FR/account', { intent: 'signOut' }, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/account_session=; Path=\/; Max-Age=0/);
    const after = await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie }, redirect: 'manual' });
    expect([after.status, after.headers.get('location')]).toEqual([302, '/FR/account/sign-in']);
    // Without a session at all, the same.
    expect((await fetch(`${app.baseUrl}/FR/account`, { redirect: 'manual' })).status).toBe(302);
  }, 60_000);

  it('lists where each of its transports stands and filters by it, delivered included (issue 49)', async () => {
    const email = COMPANIES.beta.email;
    const cookie = await signedIn(email);
    const [waiting, booked, delivered] = [
      await confirmedBy(email, cookie),
      await confirmedBy(email, cookie),
      await confirmedBy(email, cookie),
    ];
    const staff = await compose(
      loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
      recordingLogger(),
    );
    try {
      const agent = await staffUserId(staff, 'agent.suivi');
      const record = async (reference: string, moves: TransportMove[]) => {
        const { rows } = await db.query<{ id: string }>(
          `select r.id from quote_requests r join quotes q on q.id = r.quote_id where q.reference = $1`,
          [reference],
        );
        for (const move of moves) await staff.services.admin.moveTransport({ staffUserId: agent, quoteRequestId: rows[0]!.id, move });
      };
      await record(booked, [BOOKING]);
      await record(delivered, [
        BOOKING,
        { kind: 'pickUp', at: justNow() },
        { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber', note: null },
      ]);
    } finally {
      await staff.dispose();
    }
    const page = async (status: string) => (await fetch(`${app.baseUrl}/FR/account?status=${status}`, { headers: { cookie } })).text();
    expect(listed(await page('delivered'))).toEqual([delivered]);
    expect(listed(await page('booked'))).toEqual([booked]);
    expect(listed(await page('offer_confirmed'))).toEqual([waiting]);
    // Each row says where it stands, and the filter offers every state.
    const all = await page('');
    const stateOf = (reference: string) => new RegExp(`${reference}</a></h3><dl>.*?<dt>Statut</dt><dd>([^<]+)</dd>`, 's').exec(all)?.[1];
    expect([stateOf(waiting), stateOf(booked), stateOf(delivered)]).toEqual(['Confirmé', 'Transporteur réservé', 'Livré']);
    expect(all).toContain('<option value="delivered">Livré</option>');
    // The delivered one's note is offered; the others' not yet.
    expect((await page('delivered')).match(/href="[^"]*delivery-note\.pdf/g)).toHaveLength(1);
  });

  it('refuses a link past its 15 minutes', async () => {
    await askLink(COMPANIES.beta.email);
    const link = await lastLink(COMPANIES.beta.email);
    // 15 minutes pass.
    await db.query(`update account_sign_in_links set expires_at = now() - interval '1 second' where used_at is null`);
    const late = await post(link, {});
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('Ce lien de connexion n’est plus valable');
  });

  it('limits the links one visitor asks for an address (429 with Retry-After), without locking the address’s owner out; bounds what strangers get sent', async () => {
    // A company of its own: the server remembers the buckets it found full, whatever the table says.
    const gamma = {
      firstName: 'Gaëlle',
      lastName: 'Gamma',
      email: 'achats@gamma.example',
      company: 'Gamma Aéro',
      phone: '+33 1 44 55 66 77',
    };
    await askForAccount(app.baseUrl, gamma);
    await acceptAccountIn(testDb.url, gamma.email);
    const address = gamma.email;
    const sent = async () =>
      (await db.query(`select 1 from outbox where kind = 'account-sign-in' and email = $1`, [address])).rowCount ?? 0;
    const before = await sent();
    for (let count = 0; count < 3; count++) expect((await askLink(address)).status).toBe(200);
    const refused = await askLink(address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/Trop de demandes de lien/);
    // The person, from their own machine, still gets a link.
    visitor = `10.39.1.${visitors}`;
    expect((await askLink(address)).status).toBe(200);
    expect(await sent()).toBe(before + 4);
    // Strangers from many machines get the same answer, but no more than ten links a quarter hour go out.
    for (let stranger = 0; stranger < 8; stranger++) {
      visitor = `10.39.2.${stranger}`;
      expect((await askLink(address)).status).toBe(200);
    }
    expect(await sent()).toBe(before + 10);
  });

  it('lets its owner invite a colleague, who joins by the invitation’s link, sees the same transports, and is removed', async () => {
    const owner = await signedIn(COMPANIES.alpha.email);
    const alphaRef = await confirmedBy(COMPANIES.alpha.email, owner);
    const colleague = 'planning@alpha.example';
    const invited = await post('/FR/account', { intent: 'invite', email: colleague, role: 'member' }, owner);
    expect(invited.status).toBe(200);
    expect(await invited.text()).toContain(`Invitation envoyée à ${colleague}`);
    const link = await invitationLink(colleague);
    expect(link).toMatch(/^\/FR\/account\/invitation\/[\w-]+$/);
    // Invited, waiting: the owner sees that much; the colleague is not one of its people yet, and cannot sign in.
    const ownerPage = await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: owner } })).text();
    expect(ownerPage).toContain('Invitations en attente');
    expect(ownerPage).toMatch(new RegExp(`${colleague}</span> <span class="account__role">invitée, en attente`));
    expect((await db.query(`select 1 from account_people where email = $1`, [colleague])).rowCount).toBe(0);
    await askLink(colleague);
    expect((await db.query(`select 1 from outbox where kind = 'account-sign-in' and email = $1`, [colleague])).rowCount).toBe(0);
    // A role outside the fixed set is refused.
    expect((await post('/FR/account', { intent: 'invite', email: 'boss@alpha.example', role: 'admin' }, owner)).status).toBe(400);

    // Opening the link joins nobody; its button does, once, and signs the colleague in.
    const page = await fetch(`${app.baseUrl}${link}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Accepter et rejoindre Alpha Industrie');
    const accepted = await post(link, {});
    expect([accepted.status, accepted.headers.get('location')]).toEqual([303, '/FR/account']);
    const member = sessionCookie(accepted);
    expect(member).toMatch(/^account_session=/);
    expect((await post(link, {})).status).toBe(410);
    const seen = listed(await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: member } })).text());
    expect(seen).toContain(alphaRef);
    expect(seen).toEqual(listed(await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: owner } })).text()));
    // Invited again once joined: said so, not sent again.
    expect(await (await post('/FR/account', { intent: 'invite', email: colleague.toUpperCase(), role: 'member' }, owner)).text()).toContain(
      'fait déjà partie du compte',
    );

    // Booked again by the colleague: the new quote is theirs to be called about, not the owner's; never
    // having given a name, they give it once on the offers (the owner's booking again keeps theirs).
    const { rows: original } = await db.query<{ id: string }>(`select id from quotes where reference = $1`, [alphaRef]);
    const again = await post('/FR/account', { intent: 'bookAgain', quoteId: original[0]!.id }, member);
    expect(again.status).toBe(303);
    const newId = /\/quote\/([\w-]+)\?/.exec(again.headers.get('location')!)![1];
    expect((await db.query(`select email from quotes where id = $1`, [newId])).rows).toEqual([{ email: null }]);
    const byOwner = await post('/FR/account', { intent: 'bookAgain', quoteId: original[0]!.id }, owner);
    const ownerCopy = /\/quote\/([\w-]+)\?/.exec(byOwner.headers.get('location')!)![1];
    expect((await db.query(`select email, prenom from quotes where id = $1`, [ownerCopy])).rows).toEqual([
      { email: COMPANIES.alpha.email, prenom: claire.firstName },
    ]);
    // A malformed id is the visitor's mistake, not the server's.
    expect((await post('/FR/account', { intent: 'bookAgain', quoteId: '0'.repeat(36) }, owner)).status).toBe(404);
    // A member invites no one: the account's policy refuses it, as if there were nothing there (like the integrations page).
    expect((await post('/FR/account', { intent: 'invite', email: 'x@alpha.example', role: 'owner' }, member)).status).toBe(404);

    const { rows: people } = await db.query<{ id: string }>(`select id from account_people where email = $1`, [colleague]);
    expect((await post('/FR/account', { intent: 'remove', personId: people[0]!.id }, owner)).status).toBe(200);
    const gone = await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: member }, redirect: 'manual' });
    expect(gone.status).toBe(302);
    // The other company cannot remove or see Alpha's people, nor withdraw its invitations.
    const beta = await signedIn(COMPANIES.beta.email);
    expect(await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: beta } })).text()).not.toContain(COMPANIES.alpha.email);
    await post('/FR/account', { intent: 'invite', email: 'second@alpha.example', role: 'member' }, owner);
    const { rows: second } = await db.query<{ id: string }>(`select id from account_invitations where email = 'second@alpha.example'`);
    expect((await post('/FR/account', { intent: 'withdraw', invitationId: second[0]!.id }, beta)).status).toBe(404);
    expect((await post('/FR/account', { intent: 'remove', personId: people[0]!.id }, beta)).status).toBe(404);
    // Withdrawn by its owner: its link opens nothing.
    const secondLink = await invitationLink('second@alpha.example');
    const withdrawn = await post('/FR/account', { intent: 'withdraw', invitationId: second[0]!.id }, owner);
    expect(await withdrawn.text()).toContain('L’invitation de second@alpha.example est retirée');
    expect((await fetch(`${app.baseUrl}${secondLink}`)).status).toBe(410);
    expect((await post(secondLink, {})).status).toBe(410);
    expect((await db.query(`select 1 from account_people where email = 'second@alpha.example'`)).rowCount).toBe(0);
  });

  it('keeps another company’s people out: an invitation to them is refused, and accepting as someone else is refused', async () => {
    const alpha = await signedIn(COMPANIES.alpha.email);
    const beta = await signedIn(COMPANIES.beta.email);
    const betaRef = await confirmedBy(COMPANIES.beta.email, beta);
    // Beta's owner's address, invited by Alpha: refused in words, nothing kept, nothing sent.
    const refused = await post('/FR/account', { intent: 'invite', email: COMPANIES.beta.email, role: 'member' }, alpha);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('fait déjà partie de l’espace d’une autre entreprise');
    expect((await db.query(`select 1 from account_invitations where email = $1`, [COMPANIES.beta.email])).rowCount).toBe(0);
    // Alpha's space shows nothing of Beta's, before and after.
    const alphaPage = await (await fetch(`${app.baseUrl}/FR/account?search=${betaRef}`, { headers: { cookie: alpha } })).text();
    expect(listed(alphaPage)).toEqual([]);

    // An invitation accepted in a browser signed in as another address is refused.
    await post('/FR/account', { intent: 'invite', email: 'buyer@alpha.example', role: 'member' }, alpha);
    const link = await invitationLink('buyer@alpha.example');
    const wrong = await post(link, {}, beta);
    // Sent from another site, the same form is refused in words, before anything is read.
    const forged = await fetch(`${app.baseUrl}${link}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', cookie: beta },
      body: '',
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('Ce formulaire a été envoyé depuis un autre site. Rechargez la page et envoyez-le à nouveau.');
    expect(app.logs.find((entry) => entry.message === 'page form refused: sent from another site')).toMatchObject({ level: 'warn' });
    expect(wrong.status).toBe(409);
    expect(await wrong.text()).toContain('Vous êtes connecté avec une autre adresse');
    expect((await db.query(`select 1 from account_people where email = 'buyer@alpha.example'`)).rowCount).toBe(0);
    // The invitee, in their own browser, joins.
    expect((await post(link, {})).status).toBe(303);
  });

  it('gives a month’s statement of the company’s confirmed transports as CSV, its totals the sums of its lines', async () => {
    const cookie = await signedIn(COMPANIES.alpha.email);
    const refs = [await confirmedBy(COMPANIES.alpha.email, cookie), await confirmedBy(COMPANIES.alpha.email, cookie)];
    const betaRef = await confirmedBy(COMPANIES.beta.email, await signedIn(COMPANIES.beta.email));
    // A visitor who types one of Alpha's addresses makes no line of Alpha's.
    const visitorRef = await confirmedBy(COMPANIES.alpha.email);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 7);
    const answer = await fetch(`${app.baseUrl}/FR/account/statement.csv?month=${month}`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rest] = (await answer.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Référence;Confirmé le;Trajet;N° de commande;Prix HT (€);TVA (€);Prix TTC (€);Émissions (kg CO2e)');
    const cells = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)].map(([, value]) => value!.replace(/^"|"$/g, ''));
    const rows = rest.map(cells);
    const total = rows.pop()!;
    expect(total[0]).toBe('Total');
    for (const ref of refs) expect(rows.map((row) => row[0])).toContain(ref);
    expect(rows.map((row) => row[0])).not.toContain(betaRef);
    expect(rows.map((row) => row[0])).not.toContain(visitorRef);
    const euros = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
    for (const column of [4, 5, 6]) {
      expect(rows.every((row) => /^\d+,\d{2}$/.test(row[column]!))).toBe(true);
      expect(rows.reduce((sum, row) => sum + euros(row[column]!), 0)).toBe(euros(total[column]!));
    }
    // Each line: HT + TVA = TTC.
    for (const row of rows) expect(euros(row[4]!) + euros(row[5]!)).toBe(euros(row[6]!));
    expect((await fetch(`${app.baseUrl}/FR/account/statement.csv?month=2026-13`, { headers: { cookie } })).status).toBe(400);

    // The same month as a PDF, parsed back: each line's figures and the totals, which are their sums.
    const pdfAnswer = await fetch(`${app.baseUrl}/FR/account/statement.pdf?month=${month}`, { headers: { cookie } });
    expect(pdfAnswer.status).toBe(200);
    expect(pdfAnswer.headers.get('content-type')).toBe('application/pdf');
    const pdfText = (
      await extractText(await getDocumentProxy(new Uint8Array(await pdfAnswer.arrayBuffer())), { mergePages: true })
    ).text.replace(/[\u00a0\u202f]/g, ' ');
    const written = (cents: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
        .format(cents / 100)
        .replace(/[\u00a0\u202f]/g, ' ');
    expect(pdfText).toContain('Relevé des transports');
    for (const ref of refs) expect(pdfText).toContain(ref);
    expect(pdfText).not.toContain(betaRef);
    expect(pdfText).not.toContain(visitorRef);
    for (const row of rows) expect(pdfText).toContain(written(euros(row[6]!)));
    for (const column of [4, 5, 6]) {
      const sum = rows.reduce((total, row) => total + euros(row[column]!), 0);
      expect(euros(total[column]!)).toBe(sum);
      expect(pdfText).toContain(`${written(sum)}`);
    }
    expect(pdfText).toMatch(/Total/);
    expect((await fetch(`${app.baseUrl}/FR/account/statement.pdf?month=nope`, { headers: { cookie } })).status).toBe(400);
    expect((await fetch(`${app.baseUrl}/FR/account/statement.pdf?month=${month}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('keeps the company’s address book: filled from its transports, edited, offered to the quote form, the driver’s note reaching the agents and the document; never another company’s', async () => {
    // A transport of Alpha's to a street of its own, made by its signed-in owner.
    const alpha = await signedIn(COMPANIES.alpha.email);
    const beta = await signedIn(COMPANIES.beta.email);
    const visitor = apiClient(app.baseUrl);
    visitor.cookies.set('account_session', alpha.replace(/^account_session=/, ''));
    const created = (await (
      await visitor.post('/api/quotes', {
        ...lyonToStuttgart,
        departureLocation: '69002 Lyon',
        departureStreet: '5 rue des Forges',
        arrivalLocation: '70173 Stuttgart',
        arrivalStreet: 'Königstraße 1',
        pickupDate: tomorrow(),
      })
    ).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${created.id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${created.id}/contact`, { ...claire, email: COMPANIES.alpha.email })).status).toBe(200);

    const book = async (cookie: string) =>
      (await (await fetch(`${app.baseUrl}/FR/account/addresses.json`, { headers: { cookie } })).json()) as {
        signedIn: boolean;
        addresses: Array<{ id: string; name: string; street: string; place: string; country: string; note: string }>;
      };

    // Filled from its transports: both ends, named after their towns; a second fill adds nothing.
    const filled = await post('/FR/account/addresses', { intent: 'fill' }, alpha);
    expect(filled.status).toBe(200);
    expect(await filled.text()).toMatch(/Adresses ajoutées depuis vos transports\u202f: [1-9]/);
    const streets = (await book(alpha)).addresses.map((entry) => `${entry.name}|${entry.street}|${entry.place}`);
    expect(streets).toEqual(expect.arrayContaining(['Lyon|5 rue des Forges|69002 Lyon', 'Stuttgart|Königstraße 1|70173 Stuttgart']));
    expect(await (await post('/FR/account/addresses', { intent: 'fill' }, alpha)).text()).toContain(
      'Adresses ajoutées depuis vos transports\u202f: 0.',
    );

    // Added by hand: each field at fault says so; then kept, with what the driver needs.
    const refused = await post('/FR/account/addresses', { intent: 'add', name: '', street: 'Quai 3', city: '', country: 'ZZ' }, alpha);
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('L’adresse n’est pas enregistrée');
    expect(refusedHtml.match(/class="field__error">Ce champ est obligatoire</g)).toHaveLength(2);
    const plant = {
      intent: 'add',
      name: 'Usine de Villeurbanne',
      street: '40 avenue Roger Salengro',
      postalCode: '69100',
      city: 'Villeurbanne',
      country: 'FR',
      contactName: 'Mme Durand',
      contactPhone: '+33 6 12 34 56 78',
      openingHours: 'Lun–ven 7h–16h',
      driverNote: 'Quai 3, sonner à l’accueil',
    };
    const added = await post('/FR/account/addresses', plant, alpha);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('Adresse «\u202fUsine de Villeurbanne\u202f» ajoutée.');
    const entry = (await book(alpha)).addresses.find((one) => one.name === 'Usine de Villeurbanne')!;
    expect(entry).toMatchObject({
      street: '40 avenue Roger Salengro',
      place: '69100 Villeurbanne',
      country: 'FR',
      note: 'Mme Durand · +33 6 12 34 56 78\nLun–ven 7h–16h\nQuai 3, sonner à l’accueil',
    });

    // Edited by its company; another company finds nothing there, by any route.
    const edited = await post(`/FR/account/addresses/${entry.id}`, { ...plant, intent: 'save', openingHours: 'Lun–sam 6h–18h' }, alpha);
    expect([edited.status, edited.headers.get('location')]).toEqual([303, `/FR/account/addresses#address-${entry.id}`]);
    expect((await book(alpha)).addresses.find((one) => one.id === entry.id)!.note).toContain('Lun–sam 6h–18h');
    expect((await fetch(`${app.baseUrl}/FR/account/addresses/${entry.id}`, { headers: { cookie: alpha } })).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/FR/account/addresses/${entry.id}`, { headers: { cookie: beta } })).status).toBe(404);
    expect((await post(`/FR/account/addresses/${entry.id}`, { ...plant, intent: 'save', name: 'Volée' }, beta)).status).toBe(404);
    expect((await post('/FR/account/addresses', { intent: 'remove', addressId: entry.id }, beta)).status).toBe(404);
    expect((await book(beta)).addresses.map((one) => one.id)).not.toContain(entry.id);
    expect(await (await fetch(`${app.baseUrl}/FR/account/addresses`, { headers: { cookie: beta } })).text()).not.toContain('Villeurbanne');
    expect((await fetch(`${app.baseUrl}/FR/account/addresses/not-an-id`, { headers: { cookie: alpha } })).status).toBe(404);
    // Not signed in: no addresses, and no error for the quote form.
    expect(await book('')).toEqual({ signedIn: false, addresses: [] });

    // Quoted from the book: the driver's note reaches the agents' record and email, and the quote document.
    const quote = (await (
      await visitor.post('/api/quotes', {
        ...lyonToStuttgart,
        departureLocation: entry.place,
        departureStreet: entry.street,
        departureZipCode: '69100',
        departureCity: 'Villeurbanne',
        departureCoordinates: null,
        departureNote: (await book(alpha)).addresses.find((one) => one.id === entry.id)!.note,
        pickupDate: tomorrow(),
      })
    ).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${quote.id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${quote.id}/contact`, { ...claire, email: COMPANIES.alpha.email })).status).toBe(200);
    expect((await visitor.post(`/api/quotes/${quote.id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
    const { rows: kept } = await db.query<{ note: string; mailed: string }>(
      `select r.departure_note as note, o.summary->'departure'->>'note' as mailed
         from quote_requests r join outbox o on o.kind = 'quote-summary' and o.summary->>'quoteId' = r.quote_id::text
        where r.quote_id = $1`,
      [quote.id],
    );
    expect(kept).toEqual([
      {
        note: 'Mme Durand · +33 6 12 34 56 78\nLun–sam 6h–18h\nQuai 3, sonner à l’accueil',
        mailed: 'Mme Durand · +33 6 12 34 56 78\nLun–sam 6h–18h\nQuai 3, sonner à l’accueil',
      },
    ]);
    const documentPage = await visitor.get(`/FR/quote/${quote.id}/document`, { accept: 'text/html' });
    const documentHtml = await documentPage.text();
    expect(documentHtml).toContain('Pour le chauffeur à l’enlèvement');
    expect(documentHtml).toContain('Quai 3, sonner à l’accueil');

    // Removed by its company.
    expect(await (await post('/FR/account/addresses', { intent: 'remove', addressId: entry.id }, alpha)).text()).toContain(
      'Adresse «\u202fUsine de Villeurbanne\u202f» supprimée.',
    );
    expect((await book(alpha)).addresses.map((one) => one.id)).not.toContain(entry.id);
  });

  it('lets its owner run the company’s own API keys and webhook receivers — shown once, the same rules as the admin — never another company’s, never a member', async () => {
    await db.query(`delete from rate_limit_buckets`);
    await askLink(COMPANIES.alpha.email);
    const alpha = sessionCookie(await post(await lastLink(COMPANIES.alpha.email), {}));
    await askLink(COMPANIES.beta.email);
    const beta = sessionCookie(await post(await lastLink(COMPANIES.beta.email), {}));
    expect([alpha, beta]).toEqual([expect.stringMatching(/^account_session=/), expect.stringMatching(/^account_session=/)]);

    // A key, shown once on the answer (never cached), that opens the company's quotes.
    expect((await post('/FR/account/integrations', { intent: 'issueKey', name: ' ' }, alpha)).status).toBe(400);
    // A name over its limit is refused with the limit, never cut (issue 47).
    const tooLong = await post('/FR/account/integrations', { intent: 'issueKey', name: 'x'.repeat(10_000) }, alpha);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain('Le nom d’une clé est limité à 100 caractères</p>');
    expect((await db.query(`select 1 from api_keys where name like 'xxx%'`)).rowCount).toBe(0);
    const issued = await post('/FR/account/integrations', { intent: 'issueKey', name: 'ERP Alpha Lyon' }, alpha);
    expect(issued.status).toBe(200);
    expect(issued.headers.get('cache-control')).toContain('no-store');
    const issuedHtml = await issued.text();
    expect(issuedHtml).toContain('Clé «\u202fERP Alpha Lyon\u202f» créée');
    const key = /<code>(flk_[\w-]+)<\/code>/.exec(issuedHtml)![1]!;
    const listing = await fetch(`${app.baseUrl}/api/v1/quotes`, { headers: { authorization: `Bearer ${key}` } });
    expect(listing.status).toBe(200);
    const page = await (await fetch(`${app.baseUrl}/FR/account/integrations`, { headers: { cookie: alpha } })).text();
    expect(page).toContain('ERP Alpha Lyon');
    expect(page).not.toContain(key);
    const { rows: keys } = await db.query<{ id: string }>(`select id from api_keys where name = 'ERP Alpha Lyon'`);

    // Another company neither sees nor revokes it; a member finds no such page.
    expect(await (await fetch(`${app.baseUrl}/FR/account/integrations`, { headers: { cookie: beta } })).text()).not.toContain(
      'ERP Alpha Lyon',
    );
    expect((await post('/FR/account/integrations', { intent: 'revokeKey', keyId: keys[0]!.id }, beta)).status).toBe(404);
    await post('/FR/account', { intent: 'invite', email: 'member@alpha.example', role: 'member' }, alpha);
    const member = sessionCookie(await post(await invitationLink('member@alpha.example'), {}));
    expect(member).toMatch(/^account_session=/);
    expect((await fetch(`${app.baseUrl}/FR/account/integrations`, { headers: { cookie: member } })).status).toBe(404);
    expect((await post('/FR/account/integrations', { intent: 'issueKey', name: 'Pirate' }, member)).status).toBe(404);

    // Revoked by its owner: it opens nothing any more.
    const revoked = await post('/FR/account/integrations', { intent: 'revokeKey', keyId: keys[0]!.id }, alpha);
    expect(await revoked.text()).toContain('est révoquée');
    expect((await fetch(`${app.baseUrl}/api/v1/quotes`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);

    // A receiver: https and public only, its signing secret shown once; removed by its company only.
    const refusedHttp = await post(
      '/FR/account/integrations',
      { intent: 'registerWebhook', url: 'http://93.184.216.34/flash', events: 'quote.confirmed' },
      alpha,
    );
    expect(refusedHttp.status).toBe(400);
    expect(await refusedHttp.text()).toContain('Le récepteur doit être en https');
    const refusedPrivate = await post(
      '/FR/account/integrations',
      { intent: 'registerWebhook', url: 'https://127.0.0.1/flash', events: 'quote.confirmed' },
      alpha,
    );
    expect(refusedPrivate.status).toBe(400);
    const registered = await post(
      '/FR/account/integrations',
      { intent: 'registerWebhook', url: 'https://93.184.216.34/flash', events: 'shipment.delivered' },
      alpha,
    );
    expect(registered.status).toBe(200);
    expect(/<code>(whsec_[A-Za-z0-9+/]+={0,2})<\/code>/.exec(await registered.text())).not.toBeNull();
    const { rows: receivers } = await db.query<{ id: string; events: unknown }>(
      `select id, events from webhook_endpoints where url = 'https://93.184.216.34/flash'`,
    );
    expect(receivers).toHaveLength(1);
    expect((await post('/FR/account/integrations', { intent: 'removeWebhook', webhookId: receivers[0]!.id }, beta)).status).toBe(404);
    expect(
      await (await post('/FR/account/integrations', { intent: 'removeWebhook', webhookId: receivers[0]!.id }, alpha)).text(),
    ).toContain('ne reçoit plus rien');
    expect((await db.query(`select 1 from webhook_endpoints where id = $1 and removed_at is null`, [receivers[0]!.id])).rowCount).toBe(0);
  });
});

describe('each company sees only its own (issue 47)', () => {
  const apiQuote = { ...lyonToStuttgart, pickupDate: tomorrow(), language: 'fr' };
  /** An API key of the company's, issued by its owner in the account. */
  async function keyOf(owner: string, name: string): Promise<string> {
    const issued = await post('/FR/account/integrations', { intent: 'issueKey', name }, owner);
    return /<code>(flk_[\w-]+)<\/code>/.exec(await issued.text())![1]!;
  }
  const api = (key: string, path: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    });
  const idOf = async (reference: string) =>
    (await db.query<{ id: string }>(`select id from quotes where reference = $1`, [reference])).rows[0]!.id;

  it('shows nothing of another company whose address was invited, before and after the invitation is accepted', async () => {
    const alpha = await signedIn(COMPANIES.alpha.email);
    const alphaKey = await keyOf(alpha, 'ERP Alpha');
    // Another company whose owner then accepts Alpha's invitation: they have confirmed quotes with PO numbers.
    const delta = { firstName: 'Dora', lastName: 'Delta', email: 'achats@delta.example', company: 'Delta Med', phone: '+33 1 55 66 77 88' };
    await askForAccount(app.baseUrl, delta);
    await acceptAccountIn(testDb.url, delta.email);
    const deltaSession = await signedIn(delta.email);
    const deltaRef = await confirmedBy(delta.email, deltaSession);
    await db.query(`update quote_requests set po_number = 'PO-DELTA-1' where quote_id = $1`, [await idOf(deltaRef)]);
    const deltaKey = await keyOf(deltaSession, 'ERP Delta');
    const unconfirmed = (await (await api(deltaKey, '/quotes', { method: 'POST', body: JSON.stringify(apiQuote) })).json()) as {
      id: string;
      offers: Array<{ id: string }>;
    };

    const alphaSees = async () => {
      const page = await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: alpha } })).text();
      const search = await (await fetch(`${app.baseUrl}/FR/account?search=PO-DELTA`, { headers: { cookie: alpha } })).text();
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 7);
      const csv = await (await fetch(`${app.baseUrl}/FR/account/statement.csv?month=${month}`, { headers: { cookie: alpha } })).text();
      const pdf = new Uint8Array(
        await (await fetch(`${app.baseUrl}/FR/account/statement.pdf?month=${month}`, { headers: { cookie: alpha } })).arrayBuffer(),
      );
      const pdfText = (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text;
      const list = await (await api(alphaKey, '/quotes?pageSize=100')).text();
      return {
        inPage: page.includes(deltaRef) || search.includes(deltaRef) || listed(search).length > 0,
        inStatement: csv.includes(deltaRef) || csv.includes('PO-DELTA') || pdfText.includes(deltaRef),
        inApiList: list.includes(deltaRef) || list.includes(unconfirmed.id),
        apiItem: (await api(alphaKey, `/quotes/${await idOf(deltaRef)}`)).status,
        apiDocument: (await api(alphaKey, `/quotes/${await idOf(deltaRef)}/document`)).status,
        bookAgain: (await post('/FR/account', { intent: 'bookAgain', quoteId: await idOf(deltaRef) }, alpha)).status,
        confirm: (
          await api(alphaKey, `/quotes/${unconfirmed.id}/confirm`, {
            method: 'POST',
            body: JSON.stringify({ offerId: unconfirmed.offers[0]!.id }),
          })
        ).status,
      };
    };
    const nothing = { inPage: false, inStatement: false, inApiList: false, apiItem: 404, apiDocument: 404, bookAgain: 404, confirm: 404 };
    expect(await alphaSees()).toEqual(nothing);

    // Alpha invites Delta's owner: refused (a person belongs to one company), and still nothing.
    expect((await post('/FR/account', { intent: 'invite', email: delta.email, role: 'member' }, alpha)).status).toBe(409);
    expect(await alphaSees()).toEqual(nothing);

    // A colleague of Delta's not yet in any company is invited by Alpha, accepts, and confirms a quote of their own as a visitor
    // before joining: Alpha sees only what they make once signed in.
    const roamer = 'roamer@delta.example';
    const before = await confirmedBy(roamer);
    await post('/FR/account', { intent: 'invite', email: roamer, role: 'member' }, alpha);
    expect(await alphaSees()).toEqual(nothing);
    const joined = sessionCookie(await post(await invitationLink(roamer), {}));
    expect(joined).toMatch(/^account_session=/);
    expect(await alphaSees()).toEqual(nothing);
    const alphaList = await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: alpha } })).text();
    expect(alphaList).not.toContain(before);
    // Delta's own space still has its quotes; its API sees its unconfirmed quote.
    expect(listed(await (await fetch(`${app.baseUrl}/FR/account`, { headers: { cookie: deltaSession } })).text())).toContain(deltaRef);
    expect((await api(deltaKey, `/quotes/${unconfirmed.id}`)).status).toBe(200);
  });

  it('lets a visitor’s quote with one of Alpha’s addresses into Alpha’s space only when that person, signed in, adds it', async () => {
    const visitorRef = await confirmedBy(COMPANIES.alpha.email);
    const id = await idOf(visitorRef);
    const alpha = await signedIn(COMPANIES.alpha.email);
    const search = async (cookie: string) =>
      listed(await (await fetch(`${app.baseUrl}/FR/account?search=${visitorRef}`, { headers: { cookie } })).text());
    expect(await search(alpha)).toEqual([]);
    expect((await post('/FR/account', { intent: 'bookAgain', quoteId: id }, alpha)).status).toBe(404);

    // Its signed link, as the confirmation email gives it.
    const { rows } = await db.query<{ link: string }>(
      `select summary->>'quoteLink' as link from outbox where kind = 'quote-confirmation' and summary->>'quoteId' = $1`,
      [id],
    );
    const link = new URL(rows[0]!.link);
    const quotePage = (cookie: string) => fetch(`${app.baseUrl}${link.pathname}${link.search}`, { headers: { cookie } });
    // Someone else of Alpha's, signed in with the link, may not add it: it is not their address.
    const colleague = 'desk@alpha.example';
    await post('/FR/account', { intent: 'invite', email: colleague, role: 'member' }, alpha);
    const desk = sessionCookie(await post(await invitationLink(colleague), {}));
    expect(await (await quotePage(desk)).text()).not.toContain('value="addToCompany"');
    await fetch(`${app.baseUrl}${link.pathname}${link.search}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl, cookie: desk },
      body: 'intent=addToCompany',
    });
    expect(await search(alpha)).toEqual([]);

    // Its own person adds it, in one click; the trail says who.
    const offered = await (await quotePage(alpha)).text();
    expect(offered).toContain('value="addToCompany"');
    expect(offered).toContain('Ajouter à l’espace Alpha Industrie</button>');
    const added = await fetch(`${app.baseUrl}${link.pathname}${link.search}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl, cookie: alpha },
      body: 'intent=addToCompany',
    });
    expect(added.status).toBe(303);
    expect(await search(alpha)).toEqual([visitorRef]);
    expect(await (await quotePage(alpha)).text()).toContain('role="status">Ce devis figure dans l’espace Alpha Industrie.</p>');
    expect((await db.query(`select email from quote_account_additions where quote_id = $1`, [id])).rows).toEqual([
      { email: COMPANIES.alpha.email },
    ]);
  });

  it('ends a session 12 hours after it started, and every session of an account that stops being accepted, for good', async () => {
    const alpha = await signedIn(COMPANIES.alpha.email);
    const account = (url: string, cookie: string) => fetch(`${app.baseUrl}${url}`, { headers: { cookie }, redirect: 'manual' });
    expect((await account('/FR/account', alpha)).status).toBe(200);
    // Busy all along, started 12 hours ago.
    await db.query(`update account_sessions set created_at = now() - interval '12 hours', last_seen_at = now()`);
    expect((await account('/FR/account', alpha)).status).toBe(302);

    const gamma = { firstName: 'Gil', lastName: 'Gamma', email: 'achats@epsilon.example', company: 'Epsilon', phone: '+33 1 44 55 66 77' };
    await askForAccount(app.baseUrl, gamma);
    await acceptAccountIn(testDb.url, gamma.email);
    const session = await signedIn(gamma.email);
    expect((await account('/FR/account', session)).status).toBe(200);
    await acceptAccountIn(testDb.url, gamma.email, 'lost');
    expect((await account('/FR/account', session)).status).toBe(302);
    await acceptAccountIn(testDb.url, gamma.email, 'won');
    expect((await account('/FR/account', session)).status).toBe(302);
    expect((await account('/FR/account', await signedIn(gamma.email))).status).toBe(200);
  });
});
