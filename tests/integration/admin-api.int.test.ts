import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Router } from 'express';
import { validUntil } from '#src/domain/quote/offer-validity.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { adminApi } from '#src/http/admin-api.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { runProgramInBackground } from '../helpers/run-program.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Monday 23 November 2026, 10:15 in Paris; the clock moves when a test says so.
let now = new Date('2026-11-23T09:15:00Z');
const clock = { now: () => now };

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
const USER = 'agent.dupont';
const PASSWORD = 'correct horse battery staple';

const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);

beforeAll(async () => {
  testDb = await createTestDatabase('admin_api');
  composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
    clock,
  );
  await composition.services.admin.setPassword(USER, PASSWORD);
  // Behind a proxy, so each test client can come from its own address (X-Forwarded-For).
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }));

  const sql = (query: string, params: unknown[]) => composition.database.orm.em.getConnection().execute(query, params, 'run');
  const quote = (id: string, createdAt: Date, extra: { status?: string; nom?: string; email?: string; city?: string } = {}) =>
    sql(
      `insert into quotes (id, reference, created_at, status, owner_key, departure_location, arrival_location, departure_country, arrival_country,
         departure_city, pickup_date, parcels, vehicle_type, language, nom, prenom, email)
       values (?, ?, ?, ?, 'x', 'Lyon', 'Stuttgart', 'FR', 'DE', ?, '2026-11-23', '[]', 'FRG1', 'fr', ?, 'Jean', ?)`,
      [
        id,
        `FL-TEST-${id.slice(-4)}`,
        createdAt,
        extra.status ?? 'priced',
        extra.city ?? 'Lyon',
        extra.nom ?? 'Martin',
        extra.email ?? 'jean@example.com',
      ],
    );
  const request = (id: string, quoteId: string, createdAt: Date, price: string, name = 'Jean Martin') =>
    sql(
      `insert into quote_requests (id, created_at, quote_id, departure_country, arrival_country, departure_location, arrival_location,
         pickup_date, vehicle_type, shipping_type, is_professional, is_stackable, is_dangerous, parcels, selected_offer, user_email, user_name, language, price)
       values (?, ?, ?, 'FR', 'DE', 'Lyon', 'Stuttgart', '2026-11-23', 'FRG1', 'parcel', true, true, false, '[]', 'priority', 'jean@example.com', ?, 'fr', ?)`,
      [id, createdAt, quoteId, name, price],
    );
  const uuid = (n: number) => `019aa000-0000-7000-8000-${String(n).padStart(12, '0')}`;
  // quotes: 3 today, 2 five days ago, 4 twenty days ago, 1 forty days ago
  let n = 0;
  for (const [count, when] of [
    [3, daysAgo(0)],
    [2, daysAgo(5)],
    [4, daysAgo(20)],
    [1, daysAgo(40)],
  ] as const) {
    for (let i = 0; i < count; i++) await quote(uuid(++n), when as Date);
  }
  await quote(uuid(50), daysAgo(0), { status: 'callback_requested', nom: '=HYPERLINK("x")', email: 'hostile@example.com', city: 'Évry' });
  // validated: 1 today (1000 €), 1 five days ago (200 €), 1 twenty days ago (300 €)
  await request(uuid(101), uuid(1), daysAgo(0), '1000.00', '<script>alert(1)</script>');
  await request(uuid(102), uuid(4), daysAgo(5), '200.00');
  await request(uuid(103), uuid(6), daysAgo(20), '300.00');
  for (const [i, when] of [daysAgo(0), daysAgo(10)].entries()) {
    await sql(
      `insert into demande_demo (id, created_at, prenom, nom, societe, email, telephone, langue) values (?, ?, 'Ana', 'García', 'Logística SA', 'ana@example.es', '+34', 'Español')`,
      [uuid(200 + i), when],
    );
  }
  await sql(
    `insert into account_requests (id, created_at, prenom, nom, email, societe, telephone, pays) values (?, ?, 'Jörg', 'Müller', 'j@example.de', 'Müller GmbH', '+49', 'Allemagne')`,
    [uuid(300), daysAgo(3)],
  );
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

let nextAddress = 1;
/** A browser of its own, from an address of its own. */
const browser = () => apiClient(server.baseUrl, { 'x-forwarded-for': `10.0.0.${nextAddress++}` });

async function loggedIn() {
  const client = browser();
  const response = await client.post('/api/admin/login', { username: USER, password: PASSWORD });
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { client, csrfToken };
}

describe('staff login', () => {
  it('refuses a wrong password with the spec message, accepts the right one with a strict session cookie', async () => {
    const client = browser();
    const wrong = await client.post('/api/admin/login', { username: USER, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "Erreur de connexion - Nom d'utilisateur ou mot de passe incorrect" });
    expect((await client.post('/api/admin/login', { username: '', password: '' })).status).toBe(400);

    const right = await client.post('/api/admin/login', { username: 'Agent.Dupont', password: PASSWORD });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({
      username: USER,
      message: "Connexion réussie - Bienvenue dans l'interface d'administration",
    });
    expect(client.setCookies.at(-1)).toMatch(/^admin_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect((await client.get('/api/admin/session')).status).toBe(200);
  });

  it('throttles after 5 failures in 15 minutes for one account, saying when to retry', async () => {
    await composition.services.admin.setPassword('agent.throttled', PASSWORD);
    const client = browser();
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/admin/login', { username: 'agent.throttled', password: `wrong-${i}` })).status).toBe(401);
    const blocked = await client.post('/api/admin/login', { username: 'agent.throttled', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez après \d\d:\d\d\.$/,
    );
    // Let in again once the wait it gave is over: the failures' 15 minutes, and at most a twentieth more.
    const waitMs = Number(blocked.headers.get('retry-after')) * 1000;
    expect(waitMs).toBeGreaterThan(14 * 60_000);
    expect(waitMs).toBeLessThanOrEqual(15.75 * 60_000);
    now = new Date(now.getTime() + waitMs);
    try {
      expect((await client.post('/api/admin/login', { username: 'agent.throttled', password: PASSWORD })).status).toBe(200);
    } finally {
      now = new Date(now.getTime() - waitMs);
    }
  });

  it('gives a new session id at login, whatever cookie the browser brought (no fixation)', async () => {
    const client = browser();
    client.cookies.set('admin_session', 'planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaa');
    await client.post('/api/admin/login', { username: USER, password: PASSWORD });
    expect(client.cookies.get('admin_session')).not.toBe('planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaa');
    const attacker = browser();
    attacker.cookies.set('admin_session', 'planted-by-an-attacker-aaaaaaaaaaaaaaaaaaaaaa');
    expect((await attacker.get('/api/admin/session')).status).toBe(401);
  });

  it('ends a session after 30 idle minutes, and at logout on the server', async () => {
    const { client, csrfToken } = await loggedIn();
    now = new Date(now.getTime() + 31 * 60_000);
    try {
      expect((await client.get('/api/admin/session')).status).toBe(401);
    } finally {
      now = new Date(now.getTime() - 31 * 60_000);
    }
    const second = await loggedIn();
    const token = second.client.cookies.get('admin_session')!;
    expect((await second.client.request('POST', '/api/admin/logout', {}, { 'x-csrf-token': second.csrfToken })).status).toBe(204);
    const replay = browser();
    replay.cookies.set('admin_session', token);
    expect((await replay.get('/api/admin/session')).status).toBe(401);
    void csrfToken;
  });
});

describe('every admin route needs a session', () => {
  it('answers 401 on each route of the admin router, enumerated from it', async () => {
    const routes: Array<{ method: string; path: string }> = [];
    const walk = (router: Router) => {
      for (const layer of router.stack as unknown as Array<{
        route?: { path: string; methods: Record<string, boolean> };
        handle: Router & { stack?: unknown[] };
      }>) {
        if (layer.route)
          for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: layer.route.path });
        else if (layer.handle?.stack) walk(layer.handle);
      }
    };
    walk(adminApi(composition.services));
    const guarded = routes.filter((route) => route.path !== '/admin/login');
    expect(guarded.length).toBeGreaterThan(15);
    const client = browser();
    for (const route of guarded) {
      const url = `/api${route.path.replace(':type', 'demo').replace(':id', '019aa000-0000-7000-8000-000000000200')}`;
      const response = await client.request(route.method, url, route.method === 'GET' ? undefined : {});
      expect(response.status, `${route.method} ${url}`).toBe(401);
    }
    expect((await client.get('/api/admin/anything-new')).status).toBe(401);
  });
});

describe('dashboard', () => {
  it('counts KPIs in SQL for today, 7 and 30 days', async () => {
    const { client } = await loggedIn();
    const kpis = async (period: string) =>
      ((await (await client.get(`/api/admin/summary?period=${period}`)).json()) as { kpis: Record<string, unknown> }).kpis;
    expect(await kpis('today')).toEqual({
      preValidationQuotes: 4,
      validatedQuotes: 1,
      demoRequests: 1,
      accountCreations: 0,
      estimatedRevenue: 1000,
      deliveries: { delivered: 0, onTime: 0 },
      margins: { awarded: 0, saleEuros: 0, purchaseEuros: 0, low: 0 },
    });
    expect(await kpis('7d')).toEqual({
      preValidationQuotes: 6,
      validatedQuotes: 2,
      demoRequests: 1,
      accountCreations: 1,
      estimatedRevenue: 1200,
      deliveries: { delivered: 0, onTime: 0 },
      margins: { awarded: 0, saleEuros: 0, purchaseEuros: 0, low: 0 },
    });
    expect(await kpis('30d')).toEqual({
      preValidationQuotes: 10,
      validatedQuotes: 3,
      demoRequests: 2,
      accountCreations: 1,
      estimatedRevenue: 1500,
      deliveries: { delivered: 0, onTime: 0 },
      margins: { awarded: 0, saleEuros: 0, purchaseEuros: 0, low: 0 },
    });
    expect((await client.get('/api/admin/summary?period=year')).status).toBe(400);
  });

  it('lists newest first with pagination, search and date filters', async () => {
    const { client } = await loggedIn();
    const page = async (query: string) =>
      (await (await client.get(`/api/admin/quotes?${query}`)).json()) as { rows: Array<Record<string, unknown>>; total: number };
    const first = await page('pageSize=4&page=1');
    const third = await page('pageSize=4&page=3');
    expect(first.total).toBe(11);
    expect(first.rows).toHaveLength(4);
    expect(third.rows).toHaveLength(3);
    expect(first.rows[0]).not.toHaveProperty('owner_key');
    // Each quote's offers hold until the domain's one validity: these have a pickup day but no time, so their 10 days.
    for (const row of first.rows) {
      const shown = validUntil({ createdAt: new Date(row.created_at as string), shipment: { pickupDate: '2026-11-23', pickupTime: null } });
      expect(row.valid_until).toBe(shown.toISOString());
      expect(row).not.toHaveProperty('pickup_day');
    }
    expect((await page('search=hostile@EXAMPLE')).total).toBe(1);
    expect((await page('search=evry')).total).toBe(0); // accents are matched as typed
    expect((await page('search=Évry')).total).toBe(1);
    // The short reference people read out: as written, as typed on the phone (O for 0), and on the
    // request made from the quote.
    const byReference = await page('search=FL-TEST-0004');
    expect(byReference.rows.map((row) => row.reference)).toEqual(['FL-TEST-0004']);
    expect((await page(`search=${encodeURIComponent('fl test 0oo4')}`)).rows.map((row) => row.reference)).toEqual(['FL-TEST-0004']);
    const requests = (await (await client.get('/api/admin/quote-requests?search=fl-test-0004')).json()) as {
      rows: Array<Record<string, unknown>>;
    };
    expect(requests.rows.map((row) => [row.reference, row.price])).toEqual([['FL-TEST-0004', '200.00']]);
    // Sorted by a column the tab offers, either way; anything else is refused, never written into SQL.
    const byRef = (await page('sort=reference&dir=asc&pageSize=50')).rows.map((row) => String(row.reference));
    expect(byRef).toEqual([...byRef].sort());
    const byRefDown = (await page('sort=reference&dir=desc&pageSize=50')).rows.map((row) => String(row.reference));
    expect(byRefDown).toEqual([...byRef].reverse());
    const prices = (await (await client.get('/api/admin/quote-requests?sort=price&dir=asc')).json()) as { rows: Array<{ price: string }> };
    expect(prices.rows.map((row) => row.price)).toEqual(['200.00', '300.00', '1000.00']);
    expect((await client.get('/api/admin/quotes?sort=owner_key')).status).toBe(400);
    expect((await client.get(`/api/admin/quotes?sort=reference&dir=${encodeURIComponent('asc; drop table quotes')}`)).status).toBe(400);
    expect((await page(`from=${daysAgo(6).toISOString()}&to=${daysAgo(1).toISOString()}`)).total).toBe(2);
    const callbacks = (await (await client.get('/api/admin/callbacks')).json()) as { rows: Array<Record<string, unknown>> };
    expect(callbacks.rows).toHaveLength(1);
    expect(callbacks.rows[0]).toMatchObject({ lead_status: 'new', email: 'hostile@example.com' });
  });

  it('records status changes with who and when, in a trail that cannot be edited', async () => {
    const { client, csrfToken } = await loggedIn();
    const url = '/api/admin/leads/demo/019aa000-0000-7000-8000-000000000200/status';
    expect((await client.post(url, { status: 'contacted' })).status).toBe(403);
    const changed = await client.request('POST', url, { status: 'contacted', note: 'Rappel prévu lundi' }, { 'x-csrf-token': csrfToken });
    expect(changed.status).toBe(201);
    await client.request('POST', url, { status: 'won' }, { 'x-csrf-token': csrfToken });
    const { history } = (await (await client.get('/api/admin/leads/demo/019aa000-0000-7000-8000-000000000200/history')).json()) as {
      history: Array<{ status: string; note: string | null; changedBy: string }>;
    };
    expect(history.map((entry) => [entry.status, entry.note, entry.changedBy])).toEqual([
      ['won', null, USER],
      ['contacted', 'Rappel prévu lundi', USER],
    ]);
    const demos = (await (await client.get('/api/admin/demos')).json()) as { rows: Array<Record<string, unknown>> };
    expect(demos.rows.find((row) => row.id === '019aa000-0000-7000-8000-000000000200')).toMatchObject({ lead_status: 'won' });
    expect(
      (
        await client.request(
          'POST',
          '/api/admin/leads/demo/019aa000-0000-7000-8000-000000009999/status',
          { status: 'won' },
          { 'x-csrf-token': csrfToken },
        )
      ).status,
    ).toBe(404);
    await expect(composition.database.orm.em.getConnection().execute(`update lead_status_changes set status = 'lost'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(composition.database.orm.em.getConnection().execute(`delete from lead_status_changes`)).rejects.toThrow(/append-only/);
  });

  it('exports the current view as CSV with a BOM, formulas neutralised', async () => {
    const { client } = await loggedIn();
    const response = await client.get('/api/admin/callbacks.csv');
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="?callbacks-\d{4}-\d{2}-\d{2}\.csv"?/);
    const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(body).toContain('Évry');
    expect(body).not.toContain('owner_key');
  });

  it('writes records as staff read them: labels, country and offer names, one date format, HT and TTC (issue 27), as columns of a French spreadsheet (; and decimal commas, issue 38)', async () => {
    const { client } = await loggedIn();
    const csv = Buffer.from(await (await client.get('/api/admin/quote-requests.csv?lang=fr')).arrayBuffer()).toString('utf8');
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(';');
    expect(columns.slice(0, 5)).toEqual(['Référence', 'Créé le', 'Statut', 'Statut depuis le', 'Note']);
    // A cell with a comma stays quoted (a spreadsheet splitting on commas sees no formula in it).
    const row = rows.find((line) => line.includes(';"1000,00";'))!;
    expect(row).toBeDefined();
    const values = [...row.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)].map(([, value]) => value!.replace(/^"|"$/g, '').replace(/""/g, '"'));
    const cells = Object.fromEntries(columns.map((name, index) => [name, values[index]]));
    expect(cells).toMatchObject({
      Véhicule: 'Petit fourgon (500 kg, 2 m³)',
      "Pays d'arrivée": 'Allemagne',
      'Pays de départ': 'France',
      'Offre choisie': 'Flash Priority',
      Langue: 'Français',
      Statut: 'Nouveau',
    });
    // Numbers a spreadsheet reads as numbers: a decimal comma, no thousands separator.
    expect(cells).toMatchObject({ 'Prix HT (€)': '1000,00', 'Prix TTC (€)': '1200,00' });
    expect(cells['Créé le']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells['Enlèvement souhaité (date)']).toBe('23/11/2026');
    const english = Buffer.from(await (await client.get('/api/admin/quote-requests.csv?lang=en')).arrayBuffer()).toString('utf8');
    expect(english).toContain('Vehicle');
    expect(english).toContain('Small van (500 kg, 2 m³)');
    expect(english).toContain('Germany');
    // In English, commas between cells and a decimal point.
    expect(english.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Reference,Created on,Status,/);
    expect(english).toContain(',1000.00,');
  });
});

describe('the CSV export', () => {
  it('streams every matching row, past any page size, filters applied', async () => {
    const { client } = await loggedIn();
    await composition.database.orm.em.getConnection().execute(
      `insert into demande_demo (id, created_at, prenom, nom, societe, email, telephone, langue)
       select gen_random_uuid(), now() - (n * interval '1 second'), 'Export', 'Row ' || n, 'Bulk SA', 'bulk' || n || '@example.fr', '+33 1', 'Français'
         from generate_series(1, 1234) as n`,
      [],
      'run',
    );
    const lines = async (path: string) =>
      Buffer.from(await (await client.get(path)).arrayBuffer())
        .toString('utf8')
        .split('\r\n')
        .filter((line) => line.includes('Bulk SA'));
    expect(await lines('/api/admin/demos.csv?search=Bulk')).toHaveLength(1234);
    expect(await lines('/api/admin/demos.csv?search=Row%20123')).toHaveLength(6); // Row 123 and Row 1230 to 1234
    const empty = Buffer.from(await (await client.get('/api/admin/demos.csv?search=nobody-at-all')).arrayBuffer()).toString('utf8');
    // Nothing matches: the header line alone, in words.
    expect(empty).toMatch(
      /^\uFEFFCréé le;Statut;Statut depuis le;Note;Prénom;Nom;Société;Email;Téléphone;Langue souhaitée;Langue de la page;Identifiant\r\n$/,
    );
  });
});

describe('make admin', () => {
  it('creates an account from the terminal, the password read without echo, then resets it', async () => {
    // Not blocking this process: the server under test lives in it, and a client's kept-alive
    // connection would be closed under it while a blocking run held its event loop past 5 s.
    const run = (input: string, env: Record<string, string>) =>
      runProgramInBackground('src/admin-account.ts', {
        input,
        env: { ...process.env, DATABASE_URL: testDb.url, LOG_LEVEL: 'warn', USER_NAME: 'agent.cli', ...env },
      });
    expect(await run('a-long-enough-password\n', {})).toContain('Compte agent.cli créé.');
    const client = browser();
    expect((await client.post('/api/admin/login', { username: 'agent.cli', password: 'a-long-enough-password' })).status).toBe(200);

    const reset = await run('', { GENERATE: '1' });
    const generated = /Mot de passe \(affiché une seule fois\) : (\S+)/.exec(reset)?.[1];
    expect(generated).toHaveLength(24);
    expect((await client.get('/api/admin/session')).status).toBe(401); // the reset closed the old session
    expect((await browser().post('/api/admin/login', { username: 'agent.cli', password: generated })).status).toBe(200);
  });
});
