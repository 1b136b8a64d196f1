import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeSecrets } from '#src/adapters/security/node-secrets.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { runProgram } from '../helpers/run-program.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Each finding of the hostile-input probe (issue 14), written as the request that failed before,
// against the production server behind one trusted proxy (TRUST_PROXY=1).

let testDb: TestDatabase;
let app: AppServer;
const PASSWORD = 'hardening-staff-password';
const quote = { ...lyonToStuttgart, pickupDate: tomorrow() };
const LINK_SIGNING_KEY = 'the hardening suite link key, 32+';

beforeAll(async () => {
  testDb = await createTestDatabase('hardening');
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { TRUST_PROXY: '1', LINK_SIGNING_KEY } });
  for (const user of ['agent.real', 'agent.office']) {
    runProgram('src/admin-account.ts', {
      input: `${PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: testDb.url, USER_NAME: user, LOG_LEVEL: 'warn' },
    });
  }
}, 120_000);

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

let nextAddress = 1;
/** A visitor behind the proxy, from an address of its own. */
const visitor = (address = `192.0.2.${nextAddress++}`) => apiClient(app.baseUrl, { 'x-forwarded-for': address });

function raw(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    ...init,
    headers: { origin: app.baseUrl, ...init.headers },
  });
}

describe('cookies that cannot be decoded count as absent', () => {
  it.each([
    ['cookie_consent=%', '/FR', 200],
    ['cookie_consent=%', '/EN/transport-urgent', 200],
    ['quote_owner=%', '/FR/quote/0190a0a0-0000-7000-8000-000000000000', 404],
    ['admin_session=%', '/FR/admin', 401],
    ['admin_session=%', '/api/admin/session', 401],
  ])('%s on %s answers %i', async (cookie, path, status) => {
    const response = await raw(path, { headers: { cookie } });
    expect(response.status).toBe(status);
  });
});

describe('input that is not what a form sends', () => {
  it('answers 400 to a page language that is not a string', async () => {
    const response = await visitor().post('/api/leads/demo-requests', { firstName: 'Ana', pageLanguage: 0 });
    expect(response.status).toBe(400);
  });

  it('answers 400 to an impossible date, on the API and on the page post', async () => {
    const api = await visitor().post('/api/quotes', { ...quote, pickupDate: '2026-13-01' });
    expect(api.status).toBe(400);
    const page = await raw('/FR/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.200' },
      body: new URLSearchParams({
        departureLocation: 'Lyon',
        arrivalLocation: 'Stuttgart',
        arrivalCountry: 'DE',
        pickupDate: '2026-02-30',
        pickupTime: '09:00',
      }),
    });
    expect(page.status).toBe(400);
  });

  it('keeps a name or a comment with control characters and lone surrogates, cleaned', async () => {
    const client = visitor();
    const created = await client.post('/api/quotes', { ...quote, comments: 'Quai\u0000 3\r\nporte\u001b B \ud800' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await client.get(`/api/quotes/${id}/offers`);
    expect((await client.put(`/api/quotes/${id}/contact`, { ...claire, lastName: 'Mar\u0000tin\u0085' })).status).toBe(200);
    const lead = await visitor().post('/api/leads/expert-contacts', {
      ...claire,
      sector: 'Automobile',
      message: 'Bonjour\u0000\nà bientôt',
      pageLanguage: 'fr',
    });
    expect(lead.status).toBe(201);
  });

  it('answers 405 to methods the pages do not have, saying which they have', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await raw('/FR/quote', { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
      expect(await response.text()).toContain("Cette opération n'est pas permise à cette adresse.");
    }
  });

  it('answers 405 to a method the API does not have at a path it knows, and 404 elsewhere', async () => {
    const response = await raw('/api/quotes', { method: 'DELETE', headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: 'method_not_allowed', message: 'This operation is not allowed at this address.' });
    const offers = await raw('/api/quotes/0190a0a0-0000-7000-8000-000000000000/offers', { method: 'PUT' });
    expect(offers.status).toBe(405);
    expect(offers.headers.get('allow')).toBe('GET, HEAD');
    expect((await raw('/api/admin/outbox', { method: 'DELETE' })).status).toBe(401); // the staff routes ask for a session first
    expect((await raw('/api/nothing-here', { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 415 to a body that is not a form on a page, or not JSON on the API', async () => {
    const page = await raw('/EN/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(page.status).toBe(415);
    expect(await page.text()).toContain('Unsupported data format.');
    const api = await raw('/api/quotes', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-language': 'de' },
      body: 'hello',
    });
    expect(api.status).toBe(415);
    expect(await api.json()).toEqual({ error: 'unsupported_media_type', message: 'Nicht unterstütztes Datenformat.' });
  });

  it('answers 413 to a body over 100 kB, page posts included, without reading it', async () => {
    const big = `comments=${'x'.repeat(200 * 1024)}`;
    const page = await raw('/EN/quote', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: big });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain('The data sent is too large.');
    const api = await raw('/api/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ comments: 'x'.repeat(200 * 1024) }),
    });
    expect(api.status).toBe(413);
    expect(((await api.json()) as { error: string }).error).toBe('too_large');
  });

  it('answers 400 to a form post that cannot be read as a form', async () => {
    const response = await raw('/FR/landing-page-demo', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'not multipart at all',
    });
    expect(response.status).toBe(400);
  });

  it('gives the error page a translated title', async () => {
    const response = await raw('/DE/landing-page-demo', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nbroken',
    });
    const html = await response.text();
    expect(html).not.toContain('error.metaTitle');
    expect(html).toMatch(/<title>Fehler<\/title>/);
  });
});

describe('identical writes at the same time', () => {
  it('save the same contact details twice without a conflict (a double click, a retry)', async () => {
    for (let i = 0; i < 10; i++) {
      const client = visitor();
      const { id } = (await (await client.post('/api/quotes', quote)).json()) as { id: string };
      await client.get(`/api/quotes/${id}/offers`);
      const statuses = await Promise.all(
        [1, 2].map(() => client.put(`/api/quotes/${id}/contact`, claire).then((response) => response.status)),
      );
      expect(statuses).toEqual([200, 200]);
    }
  });

  it('ask for the same callback twice at once: both taken, one request for the agents', async () => {
    const client = visitor();
    const { id } = (await (await client.post('/api/quotes', quote)).json()) as { id: string };
    const statuses = await Promise.all(
      [1, 2].map(() => client.post(`/api/quotes/${id}/callback`, claire).then((response) => response.status)),
    );
    expect(statuses).toEqual([201, 201]);
    expect((await client.post(`/api/quotes/${id}/callback`, { ...claire, lastName: 'Autre' })).status).toBe(409);
  });

  it('confirm the same offer twice into one quote request, both answered alike', async () => {
    for (let i = 0; i < 5; i++) {
      const client = visitor();
      const { id } = (await (await client.post('/api/quotes', quote)).json()) as { id: string };
      await client.get(`/api/quotes/${id}/offers`);
      await client.put(`/api/quotes/${id}/contact`, claire);
      const answers = await Promise.all(
        [1, 2].map(async () => {
          const response = await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'priority' });
          return { status: response.status, body: await response.json() };
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[0]!.body).toEqual(answers[1]!.body);
    }
  });
});

describe('per-address limits', () => {
  it('let exactly the limit through when requests arrive all at once', async () => {
    const client = visitor('198.51.100.7');
    const statuses = await Promise.all(
      Array.from({ length: 96 }, () => client.post('/api/quotes', quote).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses.filter((status) => status === 429)).toHaveLength(36);

    const leads = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        visitor('198.51.100.8').post('/api/leads/demo-requests', {
          firstName: 'Ana',
          lastName: `García ${i}`,
          company: 'L',
          email: 'ana@example.es',
          phone: '+34',
          language: 'Español',
        }),
      ),
    );
    expect(leads.filter((response) => response.status === 201)).toHaveLength(5);
  });

  it('count the address the trusted proxy saw, not the one the client wrote first', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client forges a new first entry each time; the proxy appends the real address.
      const response = await apiClient(app.baseUrl, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.9` }).post(
        '/api/leads/demo-requests',
        { firstName: 'Bo', lastName: `Forged ${i}`, company: 'L', email: 'bo@example.se', phone: '+46', language: 'English' },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});

describe('staff login', () => {
  it('counts 30 simultaneous wrong passwords before checking any: only 5 are evaluated', async () => {
    const client = visitor('198.51.100.20');
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () =>
        client.post('/api/admin/login', { username: 'agent.real', password: 'wrong' }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('refuses usernames longer than the column without a 500, and throttles long ones like any', async () => {
    const client = visitor('198.51.100.21');
    for (const length of [96, 100, 101, 1_000]) {
      expect((await client.post('/api/admin/login', { username: 'u'.repeat(length), password: 'x' })).status).toBe(401);
    }
    expect((await client.post('/api/admin/login', { username: 'u'.repeat(5_000), password: 'x' })).status).toBe(400);
    for (let i = 0; i < 4; i++) await client.post('/api/admin/login', { username: 'u'.repeat(100), password: 'x' });
    expect((await client.post('/api/admin/login', { username: 'u'.repeat(100), password: 'x' })).status).toBe(429);
  });

  it('cannot be turned into a lockout of the real person from another address', async () => {
    const office = visitor('198.51.100.30');
    expect((await office.post('/api/admin/login', { username: 'agent.office', password: PASSWORD })).status).toBe(200);
    // An attacker spreads wrong passwords over many addresses.
    for (let i = 0; i < 40; i++)
      await visitor(`203.0.113.${100 + i}`).post('/api/admin/login', { username: 'agent.office', password: `guess-${i}` });
    expect((await visitor('203.0.113.250').post('/api/admin/login', { username: 'agent.office', password: PASSWORD })).status).toBe(429);
    // The person logs in again from where they always do.
    expect((await visitor('198.51.100.30').post('/api/admin/login', { username: 'agent.office', password: PASSWORD })).status).toBe(200);
  });
});

describe('requests of an odd shape (issue 29)', () => {
  const host = () => new URL(app.baseUrl).host;
  const head = (target: string, headers = `Host: ${host()}\r\n`) => `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

  it('take a target in absolute form as its path, redirects included', async () => {
    const page = await rawRequest(app.baseUrl, head('http://evil.example/FR/quote'));
    expect(page.status).toBe(200);
    const redirect = await rawRequest(app.baseUrl, head('http://a/landing-page-demo?x=1'));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/FR/landing-page-demo?x=1');
    expect((await rawRequest(app.baseUrl, head('http://evil.example/quote'))).status).toBe(404);
    // A path that starts with two slashes is a path, not an address.
    expect((await rawRequest(app.baseUrl, head('//'))).status).toBeLessThan(500);
    const doubled = await rawRequest(app.baseUrl, head('//landing-page-demo?x=1'));
    expect(doubled.status).toBeLessThan(500);
    expect((await rawRequest(app.baseUrl, head('http://evil.example/api/addresses?query=Lyon'))).status).toBe(200);
  });

  it('answer 400 to a target of another form and to two Host headers', async () => {
    for (const target of ['*', 'evil.example:443', 'ftp://evil.example/FR', 'http://[::1'])
      expect((await rawRequest(app.baseUrl, head(target))).status, target).toBe(400);
    expect((await rawRequest(app.baseUrl, head('/FR', `Host: ${host()}\r\nHost: evil.example\r\n`))).status).toBe(400);
    expect((await rawRequest(app.baseUrl, head('/FR', ''))).status).toBe(400);
    for (const odd of ['[::1', 'a b', 'x/y'])
      expect((await rawRequest(app.baseUrl, head('/FR', `Host: ${odd}\r\n`))).status, odd).toBe(400);
    // HTTP/1.0 may send no Host at all (health checks do).
    for (const target of ['/FR', '/a', '/readyz'])
      expect((await rawRequest(app.baseUrl, `GET ${target} HTTP/1.0\r\n\r\n`)).status, target).toBeLessThan(500);
  });

  it('answer 400 naming the field to staff filters out of the calendar or with NUL, on the lists and the CSV', async () => {
    const client = visitor('198.51.100.40');
    const { csrfToken } = (await (await client.post('/api/admin/login', { username: 'agent.real', password: PASSWORD })).json()) as {
      csrfToken: string;
    };
    expect(csrfToken).toBeTruthy();
    for (const [query, field] of [
      ['from=-271821-04-20', 'from'],
      ['to=%2B275760-09-13', 'to'],
      ['from=0000-01-01', 'from'],
      ['to=2026-02-30', 'to'],
      ['search=%00', 'search'],
    ]) {
      for (const path of [`/api/admin/quotes?${query}`, `/api/admin/quotes.csv?${query}`]) {
        const response = await client.get(path);
        expect(response.status, path).toBe(400);
        const body = (await response.json()) as { errors: Array<{ field: string }> };
        expect(
          body.errors.map((error) => error.field),
          path,
        ).toEqual([field]);
      }
    }
    expect((await client.get('/api/admin/quotes?from=2026-01-01&to=2026-12-31&search=Martin')).status).toBe(200);
    // The dashboard page filters nothing with them, and answers.
    expect((await client.get('/FR/admin?from=0000-01-01&search=%00')).status).toBe(200);
  });

  it('never keep a quote’s page or the login’s answer in a cache', async () => {
    const page = await raw('/FR/quote/0190a0a0-0000-7000-8000-000000000000');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const login = await visitor('198.51.100.41').post('/api/admin/login', { username: 'agent.real', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('show a path that names no page once, cut to a readable length', async () => {
    const typed = `/FR/${'z'.repeat(16_000)}`;
    const response = await raw(typed);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.match(/z{20,}/g)).toEqual(['z'.repeat(76)]);
    expect(html.length).toBeLessThan(150_000);
  });
});

/** A visitor's quote priced with their details given, and its owner key as the database holds it. */
async function quoteWithContact() {
  const shipper = visitor();
  const { id } = (await (await shipper.post('/api/quotes', quote)).json()) as { id: string };
  await (await shipper.get(`/api/quotes/${id}/offers`)).text();
  expect((await shipper.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const database = new pg.Client({ connectionString: testDb.url });
  await database.connect();
  const rows = await database
    .query<{ owner_key: string }>('select owner_key from quotes where id = $1', [id])
    .finally(() => database.end());
  return { id, ownerKey: rows.rows[0]!.owner_key };
}

describe("a quote's links (issue 35)", () => {
  it('are signed with the server key: a token built from what the database holds opens nothing', async () => {
    const { id, ownerKey } = await quoteWithContact();

    // What anyone reading a backup could compute (the links of before).
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect((await raw(`/FR/quote/${id}?access=${sha256(`quote-link:${id}:${ownerKey}`)}`)).status).toBe(404);
    expect((await raw(`/FR/quote/${id}/document?share=${sha256(`quote-share:${id}:${ownerKey}`)}`)).status).toBe(404);
    expect((await raw(`/FR/quote/${id}/document.pdf?share=${sha256(`quote-share:${id}:${ownerKey}`)}`)).status).toBe(404);

    // What only the server's key signs.
    const signed = nodeSecrets({ current: LINK_SIGNING_KEY });
    expect((await raw(`/FR/quote/${id}?access=${signed.sign(`quote-link:${id}:${ownerKey}`)}`)).status).toBe(200);
    expect((await raw(`/FR/quote/${id}/document?share=${signed.sign(`quote-share:${id}:${ownerKey}`)}`)).status).toBe(200);
  });

  it('signed before the key was rotated still open on a server given it as LINK_SIGNING_KEY_PREVIOUS; another key’s do not', async () => {
    const { id, ownerKey } = await quoteWithContact();
    // Signed as the links were before they were made in one module (signed-link.ts), under the old key.
    const before = nodeSecrets({ current: LINK_SIGNING_KEY });
    const rotated = await startAppServer({
      databaseUrl: testDb.url,
      seed: false,
      env: { LINK_SIGNING_KEY: 'the rotated link key, 32 chars +', LINK_SIGNING_KEY_PREVIOUS: LINK_SIGNING_KEY },
    });
    try {
      const open = (path: string) =>
        fetch(`${rotated.baseUrl}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) }).then((answer) => answer.status);
      expect(await open(`/FR/quote/${id}?access=${before.sign(`quote-link:${id}:${ownerKey}`)}`)).toBe(200);
      expect(await open(`/FR/quote/${id}/document?share=${before.sign(`quote-share:${id}:${ownerKey}`)}`)).toBe(200);
      const stranger = nodeSecrets({ current: 'a key this server never had, 32+' });
      expect(await open(`/FR/quote/${id}?access=${stranger.sign(`quote-link:${id}:${ownerKey}`)}`)).toBe(404);
    } finally {
      expect(await rotated.stop()).toBe(0);
    }
  });
});

describe('a storm of PDFs (issue 35)', () => {
  /** A quote of this visitor's with its details given: the PDF's address, opened by its signed link. */
  async function pdfAddress() {
    const { id, ownerKey } = await quoteWithContact();
    return `/FR/quote/${id}/document.pdf?share=${nodeSecrets({ current: LINK_SIGNING_KEY }).sign(`quote-share:${id}:${ownerKey}`)}`;
  }

  it('forty at once from forty visitors: rendered or told to wait (429), never a 503, and the server keeps answering', async () => {
    const address = await pdfAddress();
    const asked = Array.from({ length: 40 }, (_, index) =>
      raw(address, { headers: { 'x-forwarded-for': `198.51.100.${index + 1}` } }).then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        return { status: response.status, retryAfter: response.headers.get('retry-after'), pdf: body.subarray(0, 5).toString() };
      }),
    );
    const health = raw('/healthz').then((response) => response.status);
    const answers = await Promise.all(asked);
    expect(await health).toBe(200);
    expect(answers.filter((answer) => ![200, 429].includes(answer.status))).toEqual([]);
    const rendered = answers.filter((answer) => answer.status === 200);
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((answer) => answer.pdf === '%PDF-')).toBe(true);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
  });

  it("limits one visitor's PDFs: past 20 in a minute, 429 with Retry-After", async () => {
    const address = await pdfAddress();
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) statuses.push((await raw(address, { headers: from })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await raw(address, { headers: from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A download opens no page: a line of text in the page's language says why.
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await refused.text()).toContain('Trop de demandes à la fois');
  });
});
