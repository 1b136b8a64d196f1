import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#src/adapters/persistence/embedded-postgres.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { noteFailure } from '../helpers/failure-notes.ts';
import { reachableTempDir } from '../helpers/reachable-temp-dir.ts';
import { runProgram } from '../helpers/run-program.ts';
import { acceptAccountIn } from '../helpers/staff-user.ts';

// The production server on a PostgreSQL server of this suite's own, which the suite stops,
// starts again on the same port, and freezes (SIGSTOP), while visitors keep sending quotes.

let dataDir: string;
let database: EmbeddedPostgres;
let app: AppServer;

const quote = { ...lyonToStuttgart, pickupDate: tomorrow() };
let apiKey = '';
let accountCookie = '';

beforeAll(async () => {
  dataDir = await reachableTempDir('faults-');
  database = await startEmbeddedPostgres(dataDir, { durable: false });
  // TRUST_PROXY: each visitor's X-Forwarded-For is its address, so each counts in its own bucket.
  app = await startAppServer({ databaseUrl: database.url, seed: true, env: { QUOTE_RATE_LIMIT: '100000', TRUST_PROXY: '1' } });
  // A business account's key, as `make api-key` issues it.
  const account = { firstName: 'Ana', lastName: 'Ruiz', email: 'compras@ruiz.example', company: 'Ruiz SL', phone: '+34 911 234 567' };
  const asked = await send('POST', '/api/leads/account-requests', {
    ...account,
    country: 'Espagne',
    language: 'Español',
    hasVat: true,
    acceptsMarketing: false,
    acceptsTerms: true,
  });
  expect(asked.status).toBe(201);
  await acceptAccountIn(database.url, account.email);
  const output = runProgram('src/api-key.ts', {
    env: { ...process.env, DATABASE_URL: database.url, ACCOUNT: account.email, NAME: 'ERP', LOG_LEVEL: 'warn' },
  });
  apiKey = /(flk_[\w-]{43})/.exec(output)![1]!;
  // Ana signs in to her business account (issue 39) with the link the outbox holds for her.
  const form = (route: string, fields: Record<string, string>) =>
    fetch(`${app.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
  expect((await form('/ES/account/sign-in', { email: account.email })).status).toBe(200);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ link: string }>(`select summary->>'link' as link from outbox where kind = 'account-sign-in'`);
  await client.end();
  const signedIn = await form(new URL(rows[0]!.link).pathname, {});
  accountCookie = /account_session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')![0];
});

let stopped = false;
let currentLoad: ReturnType<typeof visitorsUnderLoad> | undefined;
beforeEach(async () => {
  // Each test starts from a serving database, whatever the one before left.
  resume();
  if (stopped) await restartDatabase();
  // A failure says what the server logged meanwhile: which request failed, and why.
  const logged = app.logs.length;
  currentLoad = undefined;
  onTestFailed(({ task }) => {
    const lines = summarised(app.logs.slice(logged).filter((entry) => entry.level !== 'info' || Number(entry.status) >= 500));
    noteFailure(`database-faults ${task.name}`, [
      `[faults] ${task.name}`,
      `[faults] the visitors' statuses: ${JSON.stringify([...(currentLoad?.statuses ?? [])])}`,
      `[faults] the server's warnings and errors during the test:`,
      ...(lines.length > 50 ? [...lines.slice(0, 15), `… ${lines.length - 50} more`, ...lines.slice(-35)] : lines),
    ]);
  });
});

/** One line per log entry (time, level, message, request, error); a run of the same entry once, with its count. */
function summarised(entries: Array<Record<string, unknown>>): string[] {
  const runs: Array<{ time: string; text: string; count: number }> = [];
  for (const entry of entries) {
    const error = (entry.error as { message?: string } | undefined)?.message;
    const text = [entry.level, entry.message, entry.method, entry.path, entry.status, error].filter((part) => part !== undefined).join(' ');
    const last = runs.at(-1);
    if (last?.text === text) last.count++;
    else runs.push({ time: String(entry.timestamp).slice(11, 23), text, count: 1 });
  }
  return runs.map((run) => `${run.time} ${run.text}${run.count > 1 ? ` (×${run.count})` : ''}`);
}

afterEach(async () => {
  // A test that failed half way leaves no visitors running into the next one.
  await currentLoad?.stop();
});

afterAll(async () => {
  resume(); // never leave a frozen server behind
  expect(await app?.stop()).toBe(0);
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function stopDatabase() {
  stopped = true;
  await database.stop();
}
async function restartDatabase() {
  database = await startEmbeddedPostgres(dataDir, { durable: false, port: database.port });
  stopped = false;
}

/** Every request has a deadline: a hanging server fails the test instead of hanging it. */
function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { accept: 'application/json', origin: app.baseUrl, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
}

/** Visitors creating quotes without pause, until told to stop: what was acknowledged, and every status seen. */
function visitorsUnderLoad(count: number) {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  const workers = Array.from({ length: count }, async (_, index) => {
    // Bounded: at most 2,000 requests per visitor.
    for (let sent = 0; running && sent < 2_000; sent++) {
      const response = await send('POST', '/api/quotes', quote, { 'x-forwarded-for': `10.0.0.${index}` }).catch(() => undefined);
      const status = response?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) acknowledged.push(((await response!.json()) as { id: string }).id);
      else await response?.body?.cancel();
    }
  });
  return {
    acknowledged,
    statuses,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** The server's processes: the postmaster and its children (backends, background workers). */
function serverProcesses(): number[] {
  const postmaster = Number.parseInt(readFileSync(path.join(database.clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(postmaster);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

let frozen: number[] = [];
function freeze() {
  frozen = serverProcesses();
  for (const pid of frozen) process.kill(pid, 'SIGSTOP');
}
function resume() {
  for (const pid of frozen) process.kill(pid, 'SIGCONT');
  frozen = [];
}

async function storedQuoteIds(ids: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from quotes where id = any($1::uuid[])', [ids]);
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

async function expectUnavailable(language: 'fr' | 'en') {
  const started = performance.now();
  const response = await send('POST', '/api/quotes', { ...quote, language }, { 'accept-language': language });
  // For the record (the limits are the settings' business, not a timed assertion).
  console.info(`[faults] 503 after ${Math.round(performance.now() - started)} ms`);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({
    error: 'service_unavailable',
    message:
      language === 'fr'
        ? 'Notre service ne répond pas pour le moment. Veuillez réessayer dans quelques instants.'
        : 'Our service is not responding right now. Please try again in a few moments.',
  });
}

/**
 * A visitor whose quote page is open (it holds the quote's owner cookie), and six more creating
 * quotes without pause, well under way.
 */
async function expectSuggestions() {
  const response = await send('GET', '/api/addresses?query=Lyon&country=FR');
  expect(response.status).toBe(200);
  expect(((await response.json()) as { suggestions: Array<{ address: { city: string } }> }).suggestions[0]?.address.city).toBe('Lyon');
}

async function quotePageUnderLoad() {
  const visitor = apiClient(app.baseUrl);
  const { id } = (await (await visitor.post('/api/quotes', quote)).json()) as { id: string };
  const load = (currentLoad = visitorsUnderLoad(6));
  await expect
    .poll(() => load.acknowledged.length, { timeout: 30_000, message: 'quotes acknowledged before the fault' })
    .toBeGreaterThan(20);
  return { visitor, id, load };
}

async function expectServing() {
  await expect.poll(async () => (await send('POST', '/api/quotes', quote)).status, { timeout: 30_000 }).toBe(201);
}

describe('when the database stops', () => {
  it(
    'answers 503 with Retry-After under load, serves again once it is back, and loses nothing acknowledged',
    { timeout: 120_000 },
    async () => {
      const { visitor, id, load } = await quotePageUnderLoad();
      await stopDatabase();

      await expectUnavailable('fr');
      await expectUnavailable('en');
      // A shipper's system retrying with its Idempotency-Key: a problem saying to come back, then,
      // once the database is back, its quote (not a claim left behind by the outage).
      const retry = () =>
        send('POST', '/api/v1/quotes', { ...quote, language: 'en' }, { authorization: `Bearer ${apiKey}`, 'idempotency-key': 'po-4711' });
      const refused = await retry();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      // Suggestions come from the gazetteer kept in memory: the visitor can still fill the form.
      await expectSuggestions();
      expect((await send('GET', '/readyz')).status, '/readyz while the database is stopped').toBe(503);
      expect((await send('GET', '/healthz')).status, '/healthz while the database is stopped').toBe(200);

      const page = await visitor.get(`/FR/quote/${id}`, { accept: 'text/html' });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      const html = await page.text();
      expect(html).toContain('<title>Service temporairement indisponible</title>');
      expect(html).toContain('Notre service ne répond pas pour le moment.');
      // A signed-in shipper's account pages say the same in their language; the quote form's
      // address book is simply not offered (the form works without it).
      const account = await send('GET', '/ES/account', undefined, { accept: 'text/html', cookie: accountCookie });
      expect([account.status, account.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await account.text()).toContain('<title>Servicio temporalmente no disponible</title>');
      expect((await send('GET', '/ES/account/addresses.json', undefined, { cookie: accountCookie })).status).toBe(503);
      const asked = await fetch(`${app.baseUrl}/ES/account/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
        body: 'email=compras%40ruiz.example',
        signal: AbortSignal.timeout(15_000),
      });
      expect(asked.status).toBe(503);
      // So does a carrier's: its link asked for is refused with when to come back, never said sent.
      const carrierAsked = await fetch(`${app.baseUrl}/DE/carrier/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl },
        body: 'email=dispo%40schwarzwald.example',
        signal: AbortSignal.timeout(15_000),
      });
      expect([carrierAsked.status, carrierAsked.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await carrierAsked.text()).toContain('<title>Dienst vorübergehend nicht verfügbar</title>');
      // The marketing pages need no database.
      expect(
        (await fetch(`${app.baseUrl}/EN/transport-urgent`, { signal: AbortSignal.timeout(15_000) })).status,
        'a marketing page while the database is stopped',
      ).toBe(200);

      await restartDatabase();
      await expectServing();
      expect((await send('GET', '/readyz')).status, '/readyz once the database is back').toBe(200);
      const served = await retry();
      expect(served.status).toBe(201);
      expect((await retry()).headers.get('idempotent-replayed')).toBe('true');
      expect((await visitor.get(`/FR/quote/${id}`, { accept: 'text/html' })).status, 'the quote page once the database is back').toBe(200);
      expect((await send('GET', '/ES/account', undefined, { accept: 'text/html', cookie: accountCookie })).status).toBe(200);
      await load.stop();

      expect([...load.statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
      const stored = await storedQuoteIds(load.acknowledged);
      expect(load.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    },
  );
});

describe('when the database freezes', () => {
  it('answers 503 instead of hanging, and serves again once it thaws, with nothing acknowledged lost', { timeout: 120_000 }, async () => {
    const { visitor, id, load } = await quotePageUnderLoad();
    freeze();

    await expectUnavailable('fr');
    await expectSuggestions();
    expect((await send('GET', '/readyz')).status).toBe(503);
    const page = await visitor.get(`/FR/quote/${id}`, { accept: 'text/html' });
    expect(page.status).toBe(503);
    await page.body?.cancel();

    resume();
    await expectServing();
    await load.stop();

    expect([...load.statuses.keys()].filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const stored = await storedQuoteIds(load.acknowledged);
    expect(load.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
