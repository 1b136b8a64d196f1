import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { compose } from '#src/container.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { BOOKING, justNow } from '../fakes/transport-moves.ts';

// Issue 51: the staff page's forms post to the page itself, one action for all of them (its
// intent says what to do), the session and its CSRF token checked there once; /api/admin keeps
// JSON for scripts. On the production server, as a browser without scripts posts them.

const PASSWORD = 'correct horse battery staple';
let testDb: TestDatabase;
let app: AppServer;
let dataDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase('staff_page');
  dataDir = await mkdtemp(path.join(tmpdir(), 'staff-page-data-'));
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, dataDir, env: { TRUST_PROXY: '1' } });
  const composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'staff-page-')) }),
    recordingLogger(),
  );
  for (const name of ['agent.forms', 'agent.throttled']) await composition.services.admin.setPassword(name, PASSWORD);
  await composition.dispose();
}, 180_000);

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A form posted to a page as a browser posts it from the site: its answer, not followed. */
function post(page: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${page}`, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.baseUrl, accept: 'text/html', ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Signs in through the login form; the session's cookie, and its CSRF token as the page gives it. */
async function signIn(username: string, address: string) {
  const answer = await post('/DE/admin', { intent: 'logIn', username, password: PASSWORD }, { 'x-forwarded-for': address });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/DE/admin?welcome=1');
  const setCookie = answer.headers.getSetCookie()[0]!;
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  const cookie = setCookie.split(';')[0]!;
  const session = (await (await fetch(`${app.baseUrl}/api/admin/session`, { headers: { cookie } })).json()) as { csrfToken: string };
  return { cookie, csrf: session.csrfToken };
}

describe("the staff page's one write path (issue 51)", () => {
  it('signs in by its form, says what went wrong on the page, and holds back a guesser with the time to retry', async () => {
    expect((await post('/DE/admin', { intent: 'logIn', username: 'agent.forms' })).headers.get('location')).toBe('/DE/admin?error=missing');
    const wrong = await post(
      '/DE/admin',
      { intent: 'logIn', username: 'agent.forms', password: 'wrong' },
      { 'x-forwarded-for': '192.0.2.31' },
    );
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/DE/admin?error=login');
    expect(wrong.headers.getSetCookie()).toEqual([]);

    for (let attempt = 0; attempt < 5; attempt++)
      await post(
        '/EN/admin',
        { intent: 'logIn', username: 'agent.throttled', password: `wrong-${attempt}` },
        { 'x-forwarded-for': '192.0.2.32' },
      );
    const held = await post(
      '/EN/admin',
      { intent: 'logIn', username: 'agent.throttled', password: PASSWORD },
      { 'x-forwarded-for': '192.0.2.32' },
    );
    expect(held.status).toBe(303);
    expect(held.headers.get('location')).toMatch(/^\/EN\/admin\?error=throttled&retry=\d\d%3A\d\d$/);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(held.headers.getSetCookie()).toEqual([]);
  });

  it('does nothing without the session’s CSRF token, sends a signed-out agent to the login form, and refuses an unknown intent', async () => {
    const { cookie, csrf } = await signIn('agent.forms', '192.0.2.33');
    const intent = { intent: 'resendEmail', emailId: '3f0c6a52-3f55-4c0e-9d3b-6b8f4f1b2a10' };
    expect((await post('/FR/admin?tab=emails', intent, { cookie })).status).toBe(403);
    expect((await post('/FR/admin?tab=emails', { ...intent, _csrf: 'x'.repeat(csrf.length) }, { cookie })).status).toBe(403);
    const signedOut = await post('/FR/admin?tab=emails', { ...intent, _csrf: csrf });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/FR/admin');
    expect((await post('/FR/admin', { intent: 'dropTables', _csrf: csrf }, { cookie })).status).toBe(400);
    // A message that is not in the outbox: not found, nothing sent.
    expect((await post('/FR/admin?tab=emails', { ...intent, _csrf: csrf }, { cookie })).status).toBe(404);
  });

  it("records a transport's step from the record's form and comes back to the record, which says why a step was refused", async () => {
    const visitor = apiClient(app.baseUrl);
    const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
    const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
    const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
    const { cookie, csrf } = await signIn('agent.forms', '192.0.2.34');
    const record = `/DE/admin?tab=quote-requests&detail=${quoteRequestId}`;
    const move = (fields: Record<string, string>) =>
      post('/DE/admin?tab=quote-requests', { intent: 'moveTransport', quoteRequestId, _csrf: csrf, ...fields }, { cookie });

    // The booking's planned pickup typed in Paris time, as the record's field gives it.
    const booked = await move({ ...BOOKING, plannedPickup: `${tomorrow()}T09:00` });
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toBe(record);
    // Through the JSON API, as a script records it, with its offset.
    const pickedUp = await fetch(`${app.baseUrl}/api/admin/transports/${quoteRequestId}/moves`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', origin: app.baseUrl },
      body: JSON.stringify({ kind: 'pickUp', at: justNow() }),
    });
    expect(pickedUp.status).toBe(201);
    const before = await move({ kind: 'deliver', at: '2020-01-01T10:00', receivedBy: 'M. Weber' });
    expect(before.headers.get('location')).toBe(`${record}&refused=beforePickup`);
    const page = await (await fetch(`${app.baseUrl}${record}&refused=beforePickup`, { headers: { cookie } })).text();
    expect(page).toContain('Die Zustellung kann nicht vor der Abholung liegen.');

    // Issue 52: the record shows the driver's link and texts it again by one button.
    const shown = await (await fetch(`${app.baseUrl}${record}`, { headers: { cookie } })).text();
    const link = /value="(https?:\/\/[^"]+\/FR\/drive\/[^"]+)"/.exec(shown)?.[1];
    expect(link).toMatch(new RegExp(`/FR/drive/${quoteRequestId}\\.[0-9a-f]{64}$`));
    const again = await post('/DE/admin?tab=quote-requests', { intent: 'sendDriverLink', quoteRequestId, _csrf: csrf }, { cookie });
    expect(again.headers.get('location')).toBe(`${record}&driverLink=sent`);
    const texts = await readdir(path.join(dataDir, 'sms'));
    const sent = await Promise.all(texts.map((name) => readFile(path.join(dataDir, 'sms', name), 'utf8')));
    expect(sent.some((text) => text.includes(link!.replace(/^https?:\/\/[^/]+/, '')) && text.includes(BOOKING.driverPhone))).toBe(true);
    expect((await fetch(`${app.baseUrl}${record}&driverLink=sent`, { headers: { cookie } })).ok).toBe(true);
  });

  it("serves the driver's page without scripts: the job, a step posted by its form and kept once, a forged link 404 (issue 52)", async () => {
    const visitor = apiClient(app.baseUrl);
    const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
    const { quoteRequestId } = (await (await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).json()) as {
      quoteRequestId: string;
    };
    const { cookie, csrf } = await signIn('agent.forms', '192.0.2.36');
    const booked = await fetch(`${app.baseUrl}/api/admin/transports/${quoteRequestId}/driver-link`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', origin: app.baseUrl },
      body: '{}',
    });
    // Not booked yet: no driver to send it to.
    expect(booked.status).toBe(409);
    await post(
      '/DE/admin?tab=quote-requests',
      { intent: 'moveTransport', quoteRequestId, _csrf: csrf, ...BOOKING, plannedPickup: `${tomorrow()}T09:00` },
      { cookie },
    );
    const sent = await fetch(`${app.baseUrl}/api/admin/transports/${quoteRequestId}/driver-link`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json', origin: app.baseUrl },
      body: '{}',
    });
    const { link } = (await sent.json()) as { link: string };
    const drive = new URL(link).pathname.replace('/FR/', '/DE/');

    const page = await fetch(`${app.baseUrl}${drive}`);
    expect(page.status).toBe(200);
    // The link never leaves in a Referer; the page may ask for the phone's position, no other may.
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
    expect((await fetch(`${app.baseUrl}/DE/quote`)).headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    const html = await page.text();
    expect(html).toContain('Ich bin an der Abholstelle');
    expect(html).toContain('Lyon');
    const tap = /name="tap" value="([0-9a-f-]{36})"/.exec(html)![1]!;
    for (let time = 0; time < 2; time++) {
      const posted = await post(drive, { step: 'arrivedAtPickup', tap });
      expect(posted.status).toBe(303);
      expect(posted.headers.get('location')).toBe(`${drive}?saved=1`);
    }
    const after = await (await fetch(`${app.baseUrl}${drive}?saved=1`)).text();
    expect(after).toContain('Schritt erfasst.');
    expect(after).toContain('Anzahl verladener Paletten');
    expect((await post(drive, { step: 'left', tap: crypto.randomUUID() })).status).toBe(409);
    expect((await fetch(`${app.baseUrl}${drive.replace(/\.[0-9a-f]+$/, '.forged')}`)).status).toBe(404);
  });

  it('signs out by its form: the cookie cleared, the session over', async () => {
    const { cookie, csrf } = await signIn('agent.forms', '192.0.2.35');
    const out = await post('/IT/admin?tab=inbox', { intent: 'logOut', _csrf: csrf }, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/IT/admin');
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    expect((await fetch(`${app.baseUrl}/api/admin/session`, { headers: { cookie } })).status).toBe(401);
  });
});
