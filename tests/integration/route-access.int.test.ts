import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeSecrets } from '#src/adapters/security/node-secrets.ts';
import { linkToken } from '#src/application/signed-link.ts';
import { driverGrant } from '#src/application/transport/driver-link-path.ts';
import { loadConfig } from '#src/config.ts';
import { compose } from '#src/container.ts';
import { BOOKING } from '../fakes/transport-moves.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { type RouteEntry, expressRoutes, pagePaths } from '../helpers/route-table.ts';
import { pagePost, signedInOwner } from '../helpers/shipper-session.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { sqlOn } from '../helpers/sql.ts';
import { staffUserId } from '../helpers/staff-user.ts';

// Every route of the table (pages, the BFF, /api/v1, /api/admin, the driver's and live pages),
// asked by every kind of actor about one company's records (Alpha's): the answer is the one the
// policies give — a refusal is a 4xx, never a 5xx — and the whole table is docs/route-access.md,
// which this test rewrites only when run with -u (a changed answer fails it otherwise).

const LINK_SIGNING_KEY = 'the route sweep link key, 32 chars';
const NO_RECORD = '0190a0a0-0000-7000-8000-000000000000';
const ACTORS = [
  'nobody',
  'staff',
  'owner',
  'member',
  'other owner',
  'key',
  'other key',
  'other driver',
  'carrier',
  'other carrier',
  'carrier person',
  'other carrier person',
] as const;
type ActorName = (typeof ACTORS)[number];

let testDb: TestDatabase;
let app: AppServer;
const headersOf = {} as Record<ActorName, Record<string, string>>;
const alpha = { quote: '', request: '', account: '', webhook: '', spareKey: '', outbox: '', link: '', otherDriversLink: '' };
/** A tender's offer links: the carrier's own, and another carrier's signature on it; a scan the first carrier uploaded. */
const offer = { link: '', otherCarriersLink: '', document: '' };

const sql = sqlOn(() => testDb.url);

let address = 1;
const fromAnAddress = () => ({ 'x-forwarded-for': `198.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });

/** A quote confirmed through the BFF by this browser (its cookies), and its request's id. */
async function confirmedQuote(cookies: Record<string, string>) {
  const browser = apiClient(app.baseUrl, fromAnAddress());
  for (const [name, value] of Object.entries(cookies)) browser.cookies.set(name, value);
  const { id } = (await (await browser.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await browser.get(`/api/quotes/${id}/offers`)).text();
  expect((await browser.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const confirmed = await browser.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
  expect(confirmed.status).toBe(201);
  const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
  return { id, quoteRequestId, owner: browser.cookies.get('quote_owner')! };
}

beforeAll(async () => {
  testDb = await createTestDatabase('route_access');
  app = await startAppServer({
    databaseUrl: testDb.url,
    seed: !testDb.seeded,
    env: { TRUST_PROXY: '1', LINK_SIGNING_KEY, WEBHOOK_ALLOW_PRIVATE_RECEIVERS: 'true' },
  });
  const composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'route-access-')), LINK_SIGNING_KEY }),
    recordingLogger(),
  );
  const sweeper = { username: 'agent.sweep', userId: await staffUserId(composition, 'agent.sweep') };
  const staff = apiClient(app.baseUrl, fromAnAddress());
  const login = await staff.post('/api/admin/login', { username: 'agent.sweep', password: 'correct horse battery staple' });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const asStaff = { 'x-csrf-token': csrfToken };

  // Alpha: its owner, a member, a confirmed transport of theirs booked with a driver, keys, a receiver.
  const owner = {
    firstName: 'Alix',
    lastName: 'Alpha',
    email: 'achats@alpha-sweep.example',
    company: 'Alpha SA',
    phone: '+33 1 00 00 00 11',
  };
  const ownerSession = await signedInOwner(app.baseUrl, testDb.url, owner);
  await pagePost(app.baseUrl, '/FR/account', { intent: 'invite', email: 'membre@alpha-sweep.example', role: 'member' }, ownerSession);
  const [invitation] = await sql<{ link: string }>(
    `select summary->>'link' as link from outbox where kind = 'account-invitation' and email = 'membre@alpha-sweep.example'`,
  );
  const joined = await pagePost(app.baseUrl, new URL(invitation!.link).pathname, {});
  const memberSession = /account_session=[^;]+/.exec(joined.headers.get('set-cookie') ?? '')![0];
  const [account] = await sql<{ account_id: string }>(`select account_id from account_people where email = $1`, [owner.email]);
  alpha.account = account!.account_id;
  const [name, value] = ownerSession.split('=') as [string, string];
  const theirs = await confirmedQuote({ [name]: value });
  alpha.quote = theirs.id;
  alpha.request = theirs.quoteRequestId;
  expect((await staff.post(`/api/admin/transports/${alpha.request}/moves`, BOOKING, asStaff)).status).toBe(201);
  const keyOf = async (accountId: string, label: string) => {
    const issued = await staff.post(`/api/admin/accounts/${accountId}/api-keys`, { name: label }, asStaff);
    expect(issued.status).toBe(201);
    return (await issued.json()) as { key: string; id: string };
  };
  const alphaKey = await keyOf(alpha.account, 'Sweep');
  alpha.spareKey = (await keyOf(alpha.account, 'Spare')).id;
  const receiver = await staff.post(
    `/api/admin/accounts/${alpha.account}/webhooks`,
    { url: 'http://127.0.0.1:9/hook', events: ['quote.confirmed'] },
    asStaff,
  );
  expect(receiver.status).toBe(201);
  alpha.webhook = ((await receiver.json()) as { id: string }).id;
  const [email] = await sql<{ id: string }>(`select id from outbox where kind = 'account-invitation' limit 1`);
  alpha.outbox = email!.id;

  // Beta: another company's owner and key; and a visitor's transport whose driver is the other driver.
  const beta = { firstName: 'Bea', lastName: 'Beta', email: 'achats@beta-sweep.example', company: 'Beta GmbH', phone: '+33 1 00 00 00 22' };
  const betaSession = await signedInOwner(app.baseUrl, testDb.url, beta);
  const [betaAccount] = await sql<{ account_id: string }>(`select account_id from account_people where email = $1`, [beta.email]);
  const betaKey = await keyOf(betaAccount!.account_id, 'Sweep');
  const elsewhere = await confirmedQuote({});
  expect((await staff.post(`/api/admin/transports/${elsewhere.quoteRequestId}/moves`, BOOKING, asStaff)).status).toBe(201);
  const secrets = nodeSecrets({ current: LINK_SIGNING_KEY });
  alpha.link = `${alpha.request}.${linkToken(secrets, driverGrant(alpha.request))}`;
  // The other driver's own signature, on Alpha's transport.
  alpha.otherDriversLink = `${alpha.request}.${linkToken(secrets, driverGrant(elsewhere.quoteRequestId))}`;

  // A visitor's confirmed transport offered to two carriers: the first holds its own offer's link.
  const tendered = await confirmedQuote({});
  const carriers = await Promise.all(
    ['100055433', '100118785'].map(async (siren, index) => {
      const carrier = await composition.services.carriers.directory.register({
        company: `Sweep Fret ${index}`,
        siren,
        street: '1 quai Rambaud',
        postalCode: '69002',
        city: 'Lyon',
        country: 'FR',
        vehicleClasses: ['FRG1'],
        serves: ['FR'],
        people: [{ name: 'Dispatch', email: `dispatch${index}@sweep-fret.example`, mobile: '+33 6 00 00 00 00', language: 'fr' }],
      });
      for (const document of [
        { kind: 'licence', licence: 'community', number: 'L', issuedOn: '2024-01-01', expiresOn: '2099-01-01' },
        { kind: 'insurance', insurer: 'Mutuelle', coverEuros: '100000', number: 'P', issuedOn: '2024-01-01', expiresOn: '2099-01-01' },
      ])
        await composition.services.carriers.directory.recordDocument(carrier.id, document, null, { staffUserId: sweeper.userId });
      return carrier.id;
    }),
  );
  const tender = await composition.services.carriers.buy.openTender(sweeper, tendered.quoteRequestId, {
    carrierIds: carriers,
    priceEuros: '400',
    mode: 'agentAwards',
  });
  // Each carrier's person signed in to the carriers' pages, the first with a scan of its own.
  const carrierSessions = await Promise.all(
    [0, 1].map(async (index) => {
      const email = `dispatch${index}@sweep-fret.example`;
      await composition.services.carriers.signIn.requestLink({ email, language: 'fr', address: `198.51.100.${index + 1}` });
      const [sent] = await sql<{ link: string }>(
        `select summary->>'link' as link from outbox where kind = 'carrier-sign-in' and email = $1`,
        [email],
      );
      const signedIn = await composition.services.carriers.signIn.signIn(sent!.link.slice(sent!.link.lastIndexOf('/') + 1));
      return signedIn!;
    }),
  );
  await composition.services.carriers.portal.uploadDocument(
    { kind: 'carrierPerson', person: carrierSessions[0]!.person },
    { kind: 'licence', licence: 'community', number: 'L2', issuedOn: '2026-01-01', expiresOn: '2099-01-01' },
    { name: 'licence.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') },
  );
  const [uploaded] = await sql<{ id: string }>(`select id from carrier_documents where file_name = 'licence.pdf'`);
  offer.document = uploaded!.id;
  await composition.dispose();
  const [offerEmail] = await sql<{ link: string }>(
    `select summary->>'link' as link from outbox where kind = 'carrier-offer' and email = 'dispatch0@sweep-fret.example'`,
  );
  offer.link = offerEmail!.link.slice(offerEmail!.link.lastIndexOf('/') + 1);
  offer.otherCarriersLink = `${tender.id}.${carriers[0]}.${offer.link.split('.')[2]}`.replace(carriers[0]!, carriers[1]!);

  headersOf.nobody = {};
  headersOf.staff = { cookie: staff.cookies.has('admin_session') ? `admin_session=${staff.cookies.get('admin_session')}` : '', ...asStaff };
  headersOf.owner = { cookie: `${ownerSession}; quote_owner=${theirs.owner}` };
  headersOf.member = { cookie: memberSession };
  headersOf['other owner'] = { cookie: betaSession };
  headersOf.key = { authorization: `Bearer ${alphaKey.key}` };
  headersOf['other key'] = { authorization: `Bearer ${betaKey.key}` };
  headersOf['other driver'] = {};
  headersOf.carrier = {};
  headersOf['other carrier'] = {};
  headersOf['carrier person'] = { cookie: `carrier_session=${carrierSessions[0]!.sessionToken}` };
  headersOf['other carrier person'] = { cookie: `carrier_session=${carrierSessions[1]!.sessionToken}` };
}, 240_000);

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

/** The route's path with Alpha's records in it (the other driver puts their own signature in the driver's link). */
function filled(route: string, actor: ActorName): string {
  const values: Record<string, string> = {
    lang: 'FR',
    type: 'quote',
    tap: NO_RECORD,
    token: 'x'.repeat(43),
    slug: 'home-sweep',
    format: 'pdf',
    accountId: alpha.account,
    documentId: offer.document,
    link: route.startsWith('/:lang/carrier/')
      ? actor === 'other carrier'
        ? offer.otherCarriersLink
        : offer.link
      : actor === 'other driver'
        ? alpha.otherDriversLink
        : alpha.link,
  };
  const id = (): string => {
    if (/^\/api\/(v1\/)?quotes\/|^\/:lang\/quote\//.test(route)) return alpha.quote;
    if (route.startsWith('/api/v1/webhooks/') || route.includes('/webhooks/:id/remove')) return alpha.webhook;
    if (route.startsWith('/api/admin/transports/')) return alpha.request;
    if (route.startsWith('/api/admin/accounts/')) return alpha.account;
    if (route.startsWith('/api/admin/api-keys/')) return alpha.spareKey;
    if (route.startsWith('/api/admin/outbox/')) return alpha.outbox;
    if (route.startsWith('/api/admin/leads/')) return alpha.quote;
    if (route.startsWith('/:lang/carrier/documents/')) return offer.document;
    return NO_RECORD;
  };
  return route.replace(/:(\w+)/g, (_match, name: string) => (name === 'id' ? id() : values[name]!));
}

/** The answer's status only: a stream (the inbox's, a transport's events) is left after its head. */
async function statusOf(route: RouteEntry, actor: ActorName): Promise<number> {
  const json = route.path.startsWith('/api');
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : json ? '{}' : 'intent=sweep';
  const response = await fetch(`${app.baseUrl}${filled(route.path, actor)}`, {
    method: route.method,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
    headers: {
      origin: app.baseUrl,
      accept: json ? 'application/json' : 'text/html',
      ...(body === undefined ? {} : { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }),
      ...fromAnAddress(),
      ...headersOf[actor],
    },
    body,
  });
  await response.body?.cancel();
  return response.status;
}

/** Every route, the staff's sign-out last (it ends the session the others use). */
function sweptRoutes(): RouteEntry[] {
  const routes = [
    ...expressRoutes().filter((route) => !route.path.includes('{*path}')),
    ...pagePaths()
      .filter((page) => !page.endsWith('*'))
      .flatMap((page) => [
        { method: 'GET', path: page },
        { method: 'POST', path: page },
      ]),
  ];
  const last = (route: RouteEntry) => (route.path === '/api/admin/logout' ? 1 : 0);
  return routes.sort((a, b) => last(a) - last(b));
}

describe('who may do what (the route table × every actor)', () => {
  it('answers each route as its policy says, never with a 5xx; the table is docs/route-access.md', { timeout: 300_000 }, async () => {
    const table: Array<{ route: RouteEntry; answers: Record<ActorName, number> }> = [];
    for (const route of sweptRoutes()) {
      const answers = {} as Record<ActorName, number>;
      for (const actor of ACTORS) answers[actor] = await statusOf(route, actor);
      table.push({ route, answers });
    }
    const at = (method: string, route: string) => table.find((row) => row.route.method === method && row.route.path === route)!.answers;

    expect(
      table.flatMap(({ route, answers }) =>
        ACTORS.filter((actor) => answers[actor] >= 500).map((actor) => `${route.method} ${route.path} as ${actor}: ${answers[actor]}`),
      ),
    ).toEqual([]);
    // The back office: staff only.
    for (const { route, answers } of table.filter(
      (row) => row.route.path.startsWith('/api/admin/') && row.route.path !== '/api/admin/login',
    ))
      for (const actor of ACTORS.filter((one) => one !== 'staff'))
        expect(answers[actor], `${route.method} ${route.path} as ${actor}`).toBe(401);
    // /api/v1: keys only, and a key of another company finds none of Alpha's records.
    for (const { route, answers } of table.filter((row) => row.route.path.startsWith('/api/v1/') && !/openapi|docs/.test(row.route.path))) {
      for (const actor of ACTORS.filter((one) => !one.endsWith('key')))
        expect(answers[actor], `${route.method} ${route.path} as ${actor}`).toBe(401);
      if (route.path.includes(':id')) expect(answers['other key'], `${route.method} ${route.path}`).toBe(404);
    }
    expect(at('GET', '/api/v1/quotes/:id').key).toBe(200);
    // The account's pages: signed-in people of the company; its owner's page to its owner only.
    for (const page of ['/:lang/account', '/:lang/account/addresses', '/:lang/account/invoices', '/:lang/account/integrations'])
      expect(at('GET', page).nobody, page).toBe(302);
    expect(at('GET', '/:lang/account/integrations')).toMatchObject({ owner: 200, member: 404, 'other owner': 200 });
    expect(at('GET', '/:lang/account')).toMatchObject({ owner: 200, member: 200 });
    // A quote's page: its owner's browser; not another company.
    expect(at('GET', '/:lang/quote/:id')).toMatchObject({ owner: 200, 'other owner': 404, nobody: 404 });
    expect(at('GET', '/api/quotes/:id/offers')).toMatchObject({ owner: 200, 'other owner': 404, member: 404 });
    // The driver's link opens its transport to whoever holds it; another driver's signature opens nothing.
    expect(at('GET', '/:lang/drive/:link')).toMatchObject({ nobody: 200, 'other driver': 404 });
    expect(at('POST', '/api/drive/:link/taps')['other driver']).toBe(404);
    // A carrier's offer link opens its offer to whoever holds it; its signature on another carrier's offer opens nothing.
    expect(at('GET', '/:lang/carrier/offer/:link')).toMatchObject({ carrier: 200, 'other carrier': 404 });
    expect(at('POST', '/:lang/carrier/offer/:link')).toMatchObject({ carrier: 400, 'other carrier': 404 });
    // The carriers' pages: a carrier's signed-in people, each seeing only its own carrier's scans.
    expect(at('GET', '/:lang/carrier')).toMatchObject({ nobody: 302, carrier: 302, 'carrier person': 200, 'other carrier person': 200 });
    expect(at('GET', '/:lang/carrier/documents/:id')).toMatchObject({ nobody: 404, 'carrier person': 200, 'other carrier person': 404 });
    // The transport order is the awarded carrier's: none before the award.
    expect(at('GET', '/:lang/carrier/offer/:link/transport-order.pdf')).toMatchObject({ carrier: 404, 'other carrier': 404 });

    const rows = table.map(
      ({ route, answers }) => `| ${route.method} | \`${route.path}\` | ${ACTORS.map((actor) => answers[actor]).join(' | ')} |`,
    );
    await expect(
      [
        '# Who may do what: every route, every actor',
        '',
        'Written by `tests/integration/route-access.int.test.ts` (run it with `-u` after a deliberate change;',
        'a different answer fails it otherwise). Each route is asked about one company’s records (Alpha’s: its',
        'confirmed transport, its receiver, its spare key) by: nobody; signed-in staff (with its CSRF header);',
        'Alpha’s owner (from the browser that made the quote); a member of Alpha; the owner of another company;',
        'Alpha’s API key; another company’s key; and the driver of another transport (their own signature on',
        'Alpha’s driver link); a carrier offered a visitor’s transport (its offer’s link), and another carrier (its',
        'own signature on that offer); each carrier’s person signed in to the carriers’ pages (the first uploaded a',
        'scan). Writes carry an empty body (`{}`, or a form with an unknown intent), so most',
        'answer 400 to whoever may make them and the refusal of the policy to whoever may not. Pages without',
        'an action answer 405 to a POST. No answer is a 5xx.',
        '',
        `| Method | Route | ${ACTORS.join(' | ')} |`,
        `| --- | --- | ${ACTORS.map(() => '---').join(' | ')} |`,
        ...rows,
        '',
      ].join('\n'),
    ).toMatchFileSnapshot('../../docs/route-access.md');
  });
});
