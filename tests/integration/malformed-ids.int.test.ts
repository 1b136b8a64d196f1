import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#src/config.ts';
import { compose } from '#src/container.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { expressRoutes, pagePaths } from '../helpers/route-table.ts';
import { pagePost, signedInOwner } from '../helpers/shipper-session.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 47: an id that names no record is the visitor's mistake — a 404 page or a 4xx problem —
// on every route of the table that takes one and every form field that names one, whoever asks
// (nobody, a signed-in shipper, staff, an API key): never a 5xx.

const MALFORMED = [
  '0'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  '01a21adc-f343-7751-977e-92b475eb0aaeX',
  'x',
  "1' or '1'='1",
  '%00',
  'a'.repeat(300),
  'FL-XXXX-XXXX',
];
const RECORD_FIELDS = [
  'quoteId',
  'personId',
  'invitationId',
  'addressId',
  'keyId',
  'id',
  'accountId',
  'leadId',
  'emailId',
  'webhookId',
  'quoteRequestId',
];
const INTENTS = [
  'bookAgain',
  'remove',
  'withdraw',
  'invite',
  'save',
  'revokeKey',
  'removeWebhook',
  'registerWebhook',
  'addToCompany',
  'confirm',
  'reprice',
];
// The staff page's forms (issue 51: all of them post to the page), as signed-in staff sends them.
const STAFF_INTENTS = [
  'changeStatus',
  'moveTransport',
  'revokeKey',
  'removeWebhook',
  'resendEmail',
  'erasePersonalData',
  'issueKey',
  'registerWebhook',
];

let testDb: TestDatabase;
let app: AppServer;
const who: Record<string, Record<string, string>> = { nobody: {} };

beforeAll(async () => {
  testDb = await createTestDatabase('malformed_ids');
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { TRUST_PROXY: '1' } });
  // A signed-in shipper of an accepted account, and the account's API key.
  const owner = { firstName: 'Ida', lastName: 'Id', email: 'achats@ids.example', company: 'Ids SA', phone: '+33 1 00 00 00 01' };
  const shipper = await signedInOwner(app.baseUrl, testDb.url, owner);
  const issued = await (await pagePost(app.baseUrl, '/FR/account/integrations', { intent: 'issueKey', name: 'Sweep' }, shipper)).text();
  const key = /<code>(flk_[\w-]+)<\/code>/.exec(issued)![1]!;
  // A quote of the visitor's own, whose owner cookie goes with every request.
  const visitor = apiClient(app.baseUrl);
  const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  await visitor.put(`/api/quotes/${id}/contact`, claire);
  const owned = `quote_owner=${visitor.cookies.get('quote_owner')}`;
  who.shipper = { cookie: `${shipper}; ${owned}` };
  who.key = { authorization: `Bearer ${key}` };
  // Staff, signed in, with their CSRF token.
  const composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sweep-')) }),
    recordingLogger(),
  );
  await composition.services.admin.setPassword('agent.sweep', 'correct horse battery staple');
  await composition.dispose();
  const login = await fetch(`${app.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl },
    body: JSON.stringify({ username: 'agent.sweep', password: 'correct horse battery staple' }),
  });
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  who.staff = { cookie: login.headers.getSetCookie()[0]!.split(';')[0]!, 'x-csrf-token': csrfToken };
}, 180_000);

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

/** Each path of the table with every parameter replaced by each malformed id. */
const filled = (path: string) =>
  MALFORMED.map((bad) =>
    path
      .replace(':lang', 'FR')
      .replace(':type', 'quote')
      .replace(/:(\w+)/g, () => encodeURIComponent(bad)),
  );

async function statusOf(method: string, path: string, headers: Record<string, string>, body?: string, type?: string) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    headers: {
      origin: app.baseUrl,
      accept: path.startsWith('/api') ? 'application/json' : 'text/html',
      ...(type ? { 'content-type': type } : {}),
      ...headers,
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

describe('malformed ids (issue 47)', () => {
  it('reads the route table: every route that takes an id is swept', () => {
    const withIds = [...expressRoutes().map((route) => route.path), ...pagePaths()].filter((path) => /:(?!lang\b)\w+/.test(path));
    expect(withIds).toEqual(
      expect.arrayContaining(['/api/v1/quotes/:id', '/api/quotes/:id/offers', '/:lang/quote/:id', '/:lang/account/invitation/:token']),
    );
  });

  it('answers every route of the table given a malformed id without a 5xx', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const routes = [
      ...expressRoutes().filter((route) => /:\w+/.test(route.path)),
      ...pagePaths()
        .filter((path) => /:(?!lang\b)\w+/.test(path) && !path.endsWith('*'))
        .flatMap((path) => [
          { method: 'GET', path },
          { method: 'POST', path },
        ]),
    ];
    for (const route of routes)
      for (const path of filled(route.path))
        for (const [name, headers] of Object.entries(who)) {
          const json = route.path.startsWith('/api');
          const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : json ? '{}' : 'intent=confirm';
          const type = body === undefined ? undefined : json ? 'application/json' : 'application/x-www-form-urlencoded';
          const status = await statusOf(route.method, path, headers, body, type);
          if (status >= 500) failures.push(`${route.method} ${path} as ${name}: ${status}`);
        }
    expect(failures).toEqual([]);
  });

  it('answers every form field that names a record, with every intent, without a 5xx', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const pages = ['/FR/account', '/FR/account/addresses', '/FR/account/integrations', '/FR/admin'];
    for (const page of pages)
      for (const intent of INTENTS)
        for (const bad of MALFORMED.slice(0, 6)) {
          const fields = new URLSearchParams({ intent, ...Object.fromEntries(RECORD_FIELDS.map((field) => [field, bad])) });
          const status = await statusOf('POST', page, who.shipper!, fields.toString(), 'application/x-www-form-urlencoded');
          if (status >= 500) failures.push(`POST ${page} intent=${intent} ids=${bad.slice(0, 40)}: ${status}`);
        }
    for (const intent of STAFF_INTENTS)
      for (const bad of MALFORMED.slice(0, 6)) {
        const fields = new URLSearchParams({
          intent,
          _csrf: who.staff!['x-csrf-token']!,
          leadType: 'quote',
          kind: 'pickUp',
          at: '2026-11-27T10:00',
          ...Object.fromEntries(RECORD_FIELDS.map((field) => [field, bad])),
        });
        const status = await statusOf(
          'POST',
          '/FR/admin',
          { cookie: who.staff!.cookie! },
          fields.toString(),
          'application/x-www-form-urlencoded',
        );
        if (status >= 500) failures.push(`POST /FR/admin as staff intent=${intent} ids=${bad.slice(0, 40)}: ${status}`);
      }
    expect(failures).toEqual([]);
  });
});
