import { BOOKING, justNow } from '../fakes/transport-moves.ts';
import { instantOf, isoWithOffset } from '#src/domain/shipment/local-time.ts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteEntity, QuoteRequestEntity } from '#src/adapters/persistence/entities/index.ts';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { CSV_COLUMNS, readableRecord } from '#src/http/readable-csv.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { claire, lyonToStuttgart, marseilleToBruxelles, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { runProgramInBackground } from '../helpers/run-program.ts';
import { acceptAccount, staffUserId } from '../helpers/staff-user.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 28: /api/v1 as a shipper's system calls it: a key per business account, its own limit,
// retries made safe, another account's quotes out of reach; every answer checked against the
// OpenAPI document the server serves.

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
let openApi: {
  components: { schemas: Record<string, object> };
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

const ACCOUNT = { firstName: 'Jörg', lastName: 'Müller', email: 'achats@mueller.example', company: 'Müller GmbH', phone: '+49 89 123456' };
const OTHER = { ...ACCOUNT, email: 'achats@autre.example', company: 'Autre SA' };
/** An account request staff never accepted. */
const PENDING = { ...ACCOUNT, email: 'achats@attente.example', company: 'Attente SARL' };

beforeAll(async () => {
  testDb = await createTestDatabase('api_v1');
  composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
  );
  await seedReferenceData(composition.database.orm.em.fork(), recordingLogger());
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end() }));
  for (const account of [ACCOUNT, OTHER, PENDING]) {
    const response = await fetch(`${server.baseUrl}/api/leads/account-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...account,
        country: 'Allemagne',
        language: 'Deutsch',
        hasVat: true,
        acceptsMarketing: false,
        acceptsTerms: true,
      }),
    });
    expect(response.status).toBe(201);
  }
  // ACCOUNT is accepted; OTHER's acceptance is part of the admin page's test below.
  await acceptAccount(composition, ACCOUNT.email);
  openApi = (await (await fetch(`${server.baseUrl}/api/v1/openapi.json`)).json()) as typeof openApi;
  for (const [name, schema] of Object.entries(openApi.components.schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

/** Calls /api/v1 and checks the answer against the served OpenAPI document: its status is described, its body has the described shape. */
async function call(
  method: string,
  route: string,
  pathTemplate: string,
  key: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.baseUrl}/api/v1${route}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const described = openApi.paths[pathTemplate]?.[method.toLowerCase()]?.responses[String(response.status)];
  expect(described, `${method} ${pathTemplate} ${response.status} is described`).toBeDefined();
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!;
  const schemaRef = described!.content?.[type]?.schema.$ref;
  let json: Record<string, unknown> | undefined;
  if (type.endsWith('json')) {
    json = (await response.json()) as Record<string, unknown>;
    expect(schemaRef, `${method} ${pathTemplate} ${response.status} ${type} has a schema`).toBeDefined();
    const validate = ajv.getSchema(schemaRef!)!;
    expect(validate(json) ? [] : validate.errors, `${method} ${pathTemplate} ${response.status}`).toEqual([]);
  }
  return { response, json };
}

const issue = (email: string, name = 'ERP', limitPerMinute?: number) =>
  composition.services.api.issueKey({ accountEmail: email, name, ...(limitPerMinute ? { limitPerMinute } : {}) });
const shipment = () => ({ ...lyonToStuttgart, pickupDate: tomorrow(), language: 'en' });

describe('/api/v1 keys', () => {
  it('lets a key in, then refuses it once revoked; a missing or unknown key is 401 with a problem body', async () => {
    const { key, record } = await issue(ACCOUNT.email);
    expect(key).toMatch(/^flk_[\w-]{43}$/);
    const created = await call('POST', '/quotes', '/quotes', key, shipment());
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('content-type')).toMatch(/^application\/json/);
    for (const refused of [undefined, 'flk_' + 'x'.repeat(43), 'not-a-key']) {
      const { response, json } = await call('GET', `/quotes/${String(created.json!.id)}`, '/quotes/{id}', refused);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(json).toMatchObject({ status: 401, title: 'Unauthorized' });
    }
    expect(await composition.services.api.revoke(record.id)).toBe(true);
    expect((await call('GET', `/quotes/${String(created.json!.id)}`, '/quotes/{id}', key)).response.status).toBe(401);
  });

  it('issues keys only for an account that asked for one and was accepted, from the terminal too', async () => {
    await expect(issue('nobody@example.com')).rejects.toMatchObject({ name: 'InvalidInput' });
    await expect(issue(PENDING.email)).rejects.toMatchObject({ errors: [{ field: 'account', key: 'accountNotAccepted' }] });
    // In the background: the server of this process keeps answering meanwhile.
    await expect(
      runProgramInBackground('src/api-key.ts', {
        env: { ...process.env, DATABASE_URL: testDb.url, ACCOUNT: PENDING.email, NAME: 'TMS', LOG_LEVEL: 'warn' },
      }),
    ).rejects.toThrow(/Ce compte entreprise n'est pas accepté/);
    const output = await runProgramInBackground('src/api-key.ts', {
      env: { ...process.env, DATABASE_URL: testDb.url, ACCOUNT: ACCOUNT.email, NAME: 'TMS', LOG_LEVEL: 'warn' },
    });
    const key = /Clé \(affichée une seule fois\) : (flk_[\w-]{43})/.exec(output)?.[1];
    expect(key).toBeDefined();
    expect((await call('POST', '/quotes', '/quotes', key, shipment())).response.status).toBe(201);
  });

  it('stops the keys of an account moved off "accepted" (403 problem) until it is accepted again', async () => {
    const { key } = await issue(ACCOUNT.email, 'to stop');
    expect((await call('POST', '/quotes', '/quotes', key, shipment())).response.status).toBe(201);
    await acceptAccount(composition, ACCOUNT.email, 'lost');
    const refused = await call('POST', '/quotes', '/quotes', key, shipment());
    expect(refused.response.status).toBe(403);
    expect(refused.json).toMatchObject({ status: 403, title: 'Forbidden' });
    expect(String(refused.json!.type)).toMatch(/#account_not_accepted$/);
    await expect(issue(ACCOUNT.email)).rejects.toMatchObject({ errors: [{ field: 'account', key: 'accountNotAccepted' }] });
    await acceptAccount(composition, ACCOUNT.email);
    expect((await call('POST', '/quotes', '/quotes', key, shipment())).response.status).toBe(201);
  });

  it("limits each key's requests per minute: 429 with Retry-After past it", async () => {
    const { key } = await issue(ACCOUNT.email, 'small', 2);
    const { json } = await call('POST', '/quotes', '/quotes', key, shipment());
    expect((await call('GET', `/quotes/${String(json!.id)}`, '/quotes/{id}', key)).response.status).toBe(200);
    const third = await call('GET', `/quotes/${String(json!.id)}`, '/quotes/{id}', key);
    expect(third.response.status).toBe(429);
    expect(Number(third.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** A staff member signed in: the session's cookie and its CSRF token. */
async function staffSession(username: string) {
  await composition.services.admin.setPassword(username, 'correct horse battery staple');
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery staple' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}

describe('keys issued from the admin page', () => {
  it('are for an accepted account only, shown once, and revoked there', async () => {
    const { cookie, csrfToken } = await staffSession('agent.keys');
    const staff = (method: string, route: string, body: unknown = {}) =>
      fetch(`${server.baseUrl}/api/admin${route}`, {
        method,
        headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const [account] = await composition.database.orm.em
      .getConnection()
      .execute<Array<{ id: string }>>('select id from account_requests where email = ?', [OTHER.email]);
    expect((await staff('POST', `/accounts/${account!.id}/api-keys`, { name: 'ERP' })).status).toBe(409);
    expect((await staff('POST', `/leads/account/${account!.id}/status`, { status: 'won' })).status).toBe(201);
    const issued = await staff('POST', `/accounts/${account!.id}/api-keys`, { name: 'ERP' });
    expect(issued.status).toBe(201);
    const { key, id } = (await issued.json()) as { key: string; id: string };
    expect((await call('POST', '/quotes', '/quotes', key, shipment())).response.status).toBe(201);
    const keys = await composition.services.api.listKeys(account!.id);
    expect(keys.find((listed) => listed.id === id)?.lastUsedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(keys)).not.toContain(key);
    expect((await staff('POST', `/api-keys/${id}/revoke`)).status).toBe(204);
    expect((await call('POST', '/quotes', '/quotes', key, shipment())).response.status).toBe(401);

    // The account's webhook receivers, registered for its record (the secret given once) and removed
    // there; the staff page's own forms are driven in staff-page.int.test.ts and tests/e2e/admin.e2e.ts.
    const refused = await staff('POST', `/accounts/${account!.id}/webhooks`, { url: 'http://10.0.0.8/hook', events: ['quote.confirmed'] });
    expect(refused.status).toBe(400);
    // The one shape of a refusal: each field's reason in `errors`.
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toContain('https');
    expect((await staff('POST', `/accounts/${account!.id}/webhooks`, { url: 'https://93.184.215.14/flash', events: [] })).status).toBe(400);
    const registered = await staff('POST', `/accounts/${account!.id}/webhooks`, {
      url: 'https://93.184.215.14/flash',
      events: ['quote.confirmed', 'quote.status_changed'],
    });
    expect(registered.status).toBe(201);
    const { secret } = (await registered.json()) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    const [receiver] = await composition.services.api.listWebhooks(account!.id);
    expect(receiver).toMatchObject({ url: 'https://93.184.215.14/flash', events: ['quote.confirmed', 'quote.status_changed'] });
    expect(JSON.stringify(receiver)).not.toContain(secret!);
    expect((await staff('POST', `/accounts/${account!.id}/webhooks/${receiver!.id}/remove`)).status).toBe(204);
    expect(await composition.services.api.listWebhooks(account!.id)).toEqual([]);
  });

  it('registers webhook receivers only for an accepted account', async () => {
    const { cookie, csrfToken } = await staffSession('agent.hooks');
    const [account] = await composition.database.orm.em
      .getConnection()
      .execute<Array<{ id: string }>>('select id from account_requests where email = ?', [PENDING.email]);
    const answer = await fetch(`${server.baseUrl}/api/admin/accounts/${account!.id}/webhooks`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://93.184.215.14/flash', events: ['quote.confirmed'] }),
    });
    expect(answer.status).toBe(409);
  });
});

describe('/api/v1 quotes', () => {
  it('prices a shipment at once: each offer with HT, VAT and TTC; refuses a bad one field by field', async () => {
    const { key } = await issue(ACCOUNT.email);
    const { json } = await call('POST', '/quotes', '/quotes', key, shipment());
    const offers = json!.offers as Array<{ priceExcludingTax: number; vat: number; priceIncludingTax: number }>;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.priceIncludingTax).toBeCloseTo(offer.priceExcludingTax + offer.vat, 2);
    const bad = await call('POST', '/quotes', '/quotes', key, { ...shipment(), parcels: [] });
    expect(bad.response.status).toBe(400);
    expect((bad.json!.errors as Array<{ field: string }>).map((error) => error.field)).toContain('parcels');
  });

  it('states every offer’s greenhouse gases with its method, and keeps the figure told on the confirmed request (issue 37)', async () => {
    const { key } = await issue(ACCOUNT.email);
    const { response, json } = await call('POST', '/quotes', '/quotes', key, { ...shipment(), language: 'en' });
    expect(response.status).toBe(201);
    type Offer = { id: string; variant: string; co2eKg?: number; co2eMethod?: string; distanceKm: number };
    const offers = json!.offers as Offer[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.co2eKg, offer.variant).toBeGreaterThan(0);
      expect(offer.co2eMethod).toMatch(
        // No routing engine here: on the estimated distance, saying so (ADR 0063).
        /^Well-to-wheel, French default values \(level 1\), Arrêté du 10 avril 2012 and du 26 avril 2017, on about [\d,]+ km \(estimated distance\); /,
      );
    }
    const dedicated = offers.find((offer) => offer.variant !== 'economy')!;
    // A small van (FRG1): the 3.5 t row, 0.160 l/km × 3.17 kg CO2e/l.
    expect(dedicated.co2eKg).toBeCloseTo(0.16 * 3.17 * dedicated.distanceKm, 0);
    const id = String(json!.id);
    expect((await call('POST', `/quotes/${id}/confirm`, '/quotes/{id}/confirm', key, { offerId: dedicated.id })).response.status).toBe(201);
    const stored = await composition.database.orm.em.fork().findOneOrFail(QuoteRequestEntity, { quote: id });
    expect(stored.co2e).toMatchObject({ kg: dedicated.co2eKg, basis: 'dedicated' });
  });

  it('carries the transport’s timeline once confirmed, as the agents record it (issue 38)', async () => {
    const { key } = await issue(ACCOUNT.email);
    const { json } = await call('POST', '/quotes', '/quotes', key, shipment());
    const id = String(json!.id);
    expect((await call('GET', `/quotes/${id}`, '/quotes/{id}', key)).json).not.toHaveProperty('transport');
    const offerId = (json!.offers as Array<{ id: string }>)[0]!.id;
    const confirmed = await call('POST', `/quotes/${id}/confirm`, '/quotes/{id}/confirm', key, { offerId });
    const staff = await staffUserId(composition, 'agent.timeline');
    const quoteRequestId = String(confirmed.json!.quoteRequestId);
    await composition.services.admin.moveTransport({
      staffUserId: staff,
      quoteRequestId,
      move: BOOKING,
    });
    const pickedUpAt = justNow();
    await composition.services.admin.moveTransport({
      staffUserId: staff,
      quoteRequestId,
      move: { kind: 'pickUp', at: pickedUpAt },
    });
    const { json: read } = await call('GET', `/quotes/${id}`, '/quotes/{id}', key);
    expect(read!.transport).toMatchObject({
      state: 'picked_up',
      steps: [
        { kind: 'book', carrier: 'Transports Durand', driverPhone: '+33 6 12 34 56 78' },
        { kind: 'pickUp', at: pickedUpAt },
      ],
    });
    expect(JSON.stringify(read)).not.toContain('agent.timeline');
  });

  it('gives back the first answer to a retry with the same Idempotency-Key, and refuses the key with another body', async () => {
    const { key } = await issue(ACCOUNT.email);
    const headers = { 'idempotency-key': 'order-4711' };
    const first = await call('POST', '/quotes', '/quotes', key, shipment(), headers);
    const again = await call('POST', '/quotes', '/quotes', key, shipment(), headers);
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    const other = await call('POST', '/quotes', '/quotes', key, { ...shipment(), comments: 'another body' }, headers);
    expect(other.response.status).toBe(422);
    expect(other.json).toMatchObject({ status: 422 });
  });

  it('makes one quote of requests sent at once with one Idempotency-Key: the others hear 409, then get its answer', async () => {
    const { key } = await issue(ACCOUNT.email);
    const headers = { 'idempotency-key': 'order-at-once' };
    const quotes = async () =>
      Number((await composition.database.orm.em.getConnection().execute<Array<{ n: string }>>('select count(*) as n from quotes'))[0]!.n);
    const before = await quotes();
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/quotes', '/quotes', key, shipment(), headers)));
    const made = answers.filter(({ response }) => response.status === 201);
    const waiting = answers.filter(({ response }) => response.status === 409);
    expect(made.length + waiting.length).toBe(4);
    expect(new Set(made.map(({ json }) => json!.id)).size).toBe(1);
    expect(await quotes()).toBe(before + 1);
    for (const { response, json } of waiting) {
      expect(json).toMatchObject({ status: 409, type: expect.stringContaining('idempotency_in_progress') });
      expect(response.headers.get('retry-after')).toBe('1');
    }
    const later = await call('POST', '/quotes', '/quotes', key, shipment(), headers);
    expect(later.response.headers.get('idempotent-replayed')).toBe('true');
    expect(later.json!.id).toBe(made[0]!.json!.id);
  });

  it("treats an Idempotency-Key as the account's: a retry through another of its keys, or with the fields in another order, is the same request", async () => {
    const first = await issue(ACCOUNT.email, 'ERP one');
    const second = await issue(ACCOUNT.email, 'ERP two');
    const headers = { 'idempotency-key': 'order-across-keys' };
    const body = shipment();
    const made = await call('POST', '/quotes', '/quotes', first.key, body, headers);
    expect(made.response.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body));
    const retried = await call('POST', '/quotes', '/quotes', second.key, reordered, headers);
    expect(retried.response.status).toBe(201);
    expect(retried.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.json!.id).toBe(made.json!.id);
    // Another account's systems may use the same key for their own order.
    await acceptAccount(composition, OTHER.email);
    const theirs = await issue(OTHER.email, 'their ERP');
    const elsewhere = await call('POST', '/quotes', '/quotes', theirs.key, body, headers);
    expect(elsewhere.response.headers.get('idempotent-replayed')).toBeNull();
    expect(elsewhere.json!.id).not.toBe(made.json!.id);
  });

  it('lists the account’s quotes for its systems: newest first, paged, by status and day; never another account’s (issue 39)', async () => {
    const { key } = await issue(ACCOUNT.email);
    const made: string[] = [];
    for (let count = 0; count < 2; count++) made.push((await call('POST', '/quotes', '/quotes', key, shipment())).json!.id as string);
    const list = await call('GET', '/quotes', '/quotes', key);
    expect(list.response.status).toBe(200);
    const ids = (list.json!.quotes as Array<{ id: string }>).map((quote) => quote.id);
    expect(ids.slice(0, 2)).toEqual([...made].reverse());
    expect(list.json!.total).toBeGreaterThanOrEqual(2);
    const one = await call('GET', '/quotes?pageSize=1&page=2', '/quotes', key);
    expect((one.json!.quotes as Array<{ id: string }>).map((quote) => quote.id)).toEqual([made[0]]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const status = (list.json!.quotes as Array<{ status: string }>)[0]!.status;
    expect((await call('GET', `/quotes?from=${today}&to=${today}&status=${status}`, '/quotes', key)).json!.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/quotes?status=offer_confirmed&from=2099-01-01', '/quotes', key)).json!.total).toBe(0);
    expect((await call('GET', '/quotes?status=teleported', '/quotes', key)).response.status).toBe(400);
    // Another account's systems see none of them.
    await acceptAccount(composition, OTHER.email);
    const theirs = await issue(OTHER.email, 'their list');
    const elsewhere = await call('GET', '/quotes?pageSize=100', '/quotes', theirs.key);
    expect((elsewhere.json!.quotes as Array<{ id: string }>).some((quote) => made.includes(quote.id))).toBe(false);
  });

  it('refuses a vehicle that cannot carry the goods with a problem naming the limit', async () => {
    const { key } = await issue(ACCOUNT.email);
    const heavy = {
      ...shipment(),
      vehicleType: 'BREAK',
      parcels: [{ type: 'pallet', quantity: 10, weight: 1000, length: 120, width: 80, height: 100 }],
    };
    const refused = await call('POST', '/quotes', '/quotes', key, heavy);
    expect(refused.response.status).toBe(400);
    expect(refused.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.json).toMatchObject({
      status: 400,
      errors: [{ field: 'vehicleType', key: 'vehicleTooSmall.weight', message: expect.stringContaining('250 kg') }],
    });
  });

  it('lists the vehicle classes with their limits, and gives a shipment without a vehicle the smallest that carries it', async () => {
    const { key } = await issue(ACCOUNT.email);
    const listed = await call('GET', '/vehicles', '/vehicles', key);
    expect(listed.response.status).toBe(200);
    const vehicles = listed.json!.vehicles as Array<{ code: string; payloadKg: number; palletPlaces: number; dangerousGoods: boolean }>;
    expect(vehicles.map((vehicle) => vehicle.code)).toEqual(['BREAK', 'FRG1', 'FRG2', 'FRG3', 'FRG4', 'FRGR', 'PL5', 'PL9', 'SEMI']);
    expect(vehicles[0]).toMatchObject({ code: 'BREAK', payloadKg: 250, palletPlaces: 0, dangerousGoods: false });
    const { vehicleType: _none, ...withoutVehicle } = shipment();
    const fourPallets = { ...withoutVehicle, parcels: [{ type: 'pallet', quantity: 4, weight: 300, length: 120, width: 80, height: 100 }] };
    const chosen = await call('POST', '/quotes', '/quotes', key, fourPallets);
    expect(chosen.response.status).toBe(201);
    expect(chosen.json!.vehicleType).toBe('PL5');
    const asked = await call('POST', '/quotes', '/quotes', key, shipment());
    expect(asked.json!.vehicleType).toBe('FRG1');
  });

  it('chooses for "unknown": ten 1,000 kg pallets are priced as the lorry that carries them, on both endpoints; 33 pallets get no Eco, saying why (issue 49)', async () => {
    const { key } = await issue(ACCOUNT.email);
    const tenPallets = {
      ...marseilleToBruxelles,
      pickupDate: tomorrow(),
      language: 'en',
      shippingType: 'pallet',
      isStackable: false,
      parcels: [{ type: 'pallet', quantity: 10, weight: 1000, length: 120, width: 80, height: 120 }],
    };
    type Offer = { variant: string; priceExcludingTax: number; co2eKg?: number };
    const figures = (offers: Offer[]) => offers.map(({ variant, priceExcludingTax, co2eKg }) => ({ variant, priceExcludingTax, co2eKg }));
    const semi = await call('POST', '/quotes', '/quotes', key, { ...tenPallets, vehicleType: 'SEMI' });
    const chosen = await call('POST', '/quotes', '/quotes', key, { ...tenPallets, vehicleType: 'unknown' }, { 'accept-language': 'de' });
    expect(chosen.response.status).toBe(201);
    expect(chosen.json).toMatchObject({ vehicleType: 'SEMI', vehicleChosen: true, vehicleLabel: 'Sattelzug (24 t)' });
    expect(semi.json).toMatchObject({ vehicleChosen: false, vehicleLabel: 'Articulated lorry (24 t)' });
    expect(figures(chosen.json!.offers as Offer[])).toEqual(figures(semi.json!.offers as Offer[]));
    expect((chosen.json!.offers as Offer[]).map((offer) => offer.variant)).not.toContain('economy');
    expect(chosen.json!.unpriced).toEqual([{ variant: 'economy', reason: 'overGroupage', limit: 'weight', value: 2500 }]);

    // The browser's endpoint chooses the same vehicle, at the same prices.
    const visitor = apiClient(server.baseUrl, { 'x-forwarded-for': '10.9.0.1' });
    const created = await visitor.post('/api/quotes', { ...tenPallets, vehicleType: 'unknown' });
    expect(created.status).toBe(201);
    const { id, vehicle } = (await created.json()) as { id: string; vehicle: unknown };
    expect(vehicle).toEqual({ type: 'SEMI', chosen: true });
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    const { offers } = (await (await visitor.put(`/api/quotes/${id}/contact`, claire)).json()) as {
      offers: Array<{ variant: string; price: number; co2e?: { kg: number } }>;
    };
    expect(offers.map(({ variant, price, co2e }) => ({ variant, priceExcludingTax: price, co2eKg: co2e?.kg }))).toEqual(
      figures(chosen.json!.offers as Offer[]),
    );

    // 33 light pallets fill the lorry's floor: no shared offer, and its CO2e could not pass the lorry's.
    const full = await call('POST', '/quotes', '/quotes', key, {
      ...tenPallets,
      vehicleType: 'unknown',
      parcels: [{ type: 'pallet', quantity: 33, weight: 50, length: 120, width: 80, height: 120 }],
    });
    expect(full.json).toMatchObject({
      vehicleType: 'SEMI',
      unpriced: [{ variant: 'economy', reason: 'overGroupage', limit: 'pallets', value: 6 }],
    });
  });

  it('takes dangerous goods line by line: a line that declares some makes the load dangerous and its vehicle one equipped for it', async () => {
    const { key } = await issue(ACCOUNT.email);
    const { vehicleType: _none, ...withoutVehicle } = shipment();
    const battery = { type: 'parcel', quantity: 2, weight: 12, length: 40, width: 30, height: 30 };
    const lithium = { unNumber: '3480', properShippingName: 'PILES AU LITHIUM IONIQUE', adrClass: '9' };
    const declared = await call('POST', '/quotes', '/quotes', key, {
      ...withoutVehicle,
      isDangerous: false,
      parcels: [{ ...battery, dangerousGoods: lithium }],
    });
    expect(declared.response.status).toBe(201);
    // The estate car carries no dangerous goods: the smallest equipped van.
    expect(declared.json!.vehicleType).toBe('FRG1');
    const stored = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, declared.json!.id as string);
    expect(stored).toMatchObject({ isDangerous: true, parcels: [{ dangerousGoods: { ...lithium, packingGroup: null } }] });
    const wrong = await call('POST', '/quotes', '/quotes', key, {
      ...shipment(),
      language: 'en',
      parcels: [{ ...battery, dangerousGoods: { ...lithium, unNumber: '34800', adrClass: '10' } }],
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.json).toMatchObject({
      errors: [
        { field: 'parcels.0.unNumber', key: 'unNumberInvalid', message: expect.stringContaining('1203') },
        { field: 'parcels.0.adrClass', key: 'adrClassRequired' },
      ],
    });
  });

  it('drives a long Priority with a crew of two, priced with its second driver, and says how every offer is driven', async () => {
    const { key } = await issue(ACCOUNT.email);
    const { response, json } = await call('POST', '/quotes', '/quotes', key, {
      ...marseilleToBruxelles,
      pickupDate: tomorrow(),
      language: 'en',
    });
    expect(response.status).toBe(201);
    type Offer = { variant: string; priceExcludingTax: number; secondDriverPrice?: number; drive: { drivers: number; dailyRests: number } };
    const offers = Object.fromEntries((json!.offers as Offer[]).map((offer) => [offer.variant, offer]));
    expect(offers.priority!.drive).toMatchObject({ drivers: 2, dailyRests: 0 });
    expect(offers.priority!.secondDriverPrice).toBeGreaterThan(0);
    expect(offers.priority!.secondDriverPrice).toBeLessThan(offers.priority!.priceExcludingTax);
    expect(offers.standard!.drive).toMatchObject({ drivers: 1, dailyRests: 1 });
    expect(offers.standard!.secondDriverPrice).toBeUndefined();
  });

  it("names a problem's type at the site's address, whatever Host the client sent", async () => {
    const answer = await rawRequest(
      server.baseUrl,
      'GET /api/v1/quotes/0190a1b2-0000-7000-8000-000000000000 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(401);
    const problem = JSON.parse(answer.body) as { type: string };
    expect(problem.type).toBe('http://localhost:3000/api/v1/docs#unauthorized');
  });

  it("keeps an account's quotes from another account's keys (404)", async () => {
    const mine = await issue(ACCOUNT.email);
    const theirs = await issue(OTHER.email);
    const { json } = await call('POST', '/quotes', '/quotes', mine.key, shipment());
    const id = String(json!.id);
    expect((await call('GET', `/quotes/${id}`, '/quotes/{id}', theirs.key)).response.status).toBe(404);
    expect(
      (await call('POST', `/quotes/${id}/confirm`, '/quotes/{id}/confirm', theirs.key, { offerId: 'flash-global' })).response.status,
    ).toBe(404);
    // Two keys of one account share its quotes.
    const second = await issue(ACCOUNT.email, 'second');
    expect((await call('GET', `/quotes/${id}`, '/quotes/{id}', second.key)).response.status).toBe(200);
    expect((await call('GET', '/quotes/not-a-uuid', '/quotes/{id}', mine.key)).response.status).toBe(404);
  });

  it('confirms an offer: a quote request and the agents’ email, as from the web form; the document as a PDF', async () => {
    const { key } = await issue(ACCOUNT.email);
    const { json } = await call('POST', '/quotes', '/quotes', key, shipment());
    const id = String(json!.id);
    const offer = (json!.offers as Array<{ id: string }>)[0]!;
    const confirmed = await call('POST', `/quotes/${id}/confirm`, '/quotes/{id}/confirm', key, {
      offerId: offer.id,
      poNumber: 'PO-2026-0042',
      reference: 'Ligne 3, presse 12',
    });
    expect(confirmed.response.status).toBe(201);
    const sql = composition.database.orm.em.getConnection();
    const [request] = await sql.execute<Array<{ user_email: string; po_number: string; customer_reference: string }>>(
      'select user_email, po_number, customer_reference from quote_requests where id = ?',
      [confirmed.json!.quoteRequestId],
    );
    expect(request).toEqual({ user_email: ACCOUNT.email, po_number: 'PO-2026-0042', customer_reference: 'Ligne 3, presse 12' });
    // The agents read the buyer's order number in their email.
    const [summary] = await sql.execute<Array<{ summary: Record<string, unknown> | string }>>(
      `select summary from outbox where reference = ? and kind = 'quote-summary'`,
      [id],
    );
    expect(typeof summary!.summary === 'string' ? JSON.parse(summary!.summary) : summary!.summary).toMatchObject({
      poNumber: 'PO-2026-0042',
    });
    const mails = await sql.execute<Array<{ kind: string }>>(`select kind from outbox where reference = ? order by kind`, [id]);
    expect(mails.map((mail) => mail.kind)).toEqual(['quote-confirmation', 'quote-summary']);
    expect((await call('GET', `/quotes/${id}`, '/quotes/{id}', key)).json).toMatchObject({
      status: 'offer_confirmed',
      selectedOffer: expect.any(String),
      history: [],
    });
    // Staff move it on: the account's systems read where it stands, never who.
    const staffId = await staffUserId(composition, 'agent.history');
    for (const status of ['taken', 'contacted'] as const)
      await composition.services.admin.changeLeadStatus({
        staffUserId: staffId,
        type: 'quote-request',
        id: String(confirmed.json!.quoteRequestId),
        status,
        note: 'private note',
      });
    const moved = (await call('GET', `/quotes/${id}`, '/quotes/{id}', key)).json!;
    expect((moved.history as Array<{ status: string }>).map((entry) => entry.status)).toEqual(['taken', 'contacted']);
    expect(JSON.stringify(moved)).not.toMatch(/agent\.history|private note/);
    // The same confirmation again (a retry) is the same request; another offer after it is a conflict.
    const again = await call('POST', `/quotes/${id}/confirm`, '/quotes/{id}/confirm', key, { offerId: offer.id });
    expect(again.json).toEqual(confirmed.json);
    const other = (json!.offers as Array<{ id: string }>).find((candidate) => candidate.id !== offer.id)!;
    expect((await call('POST', `/quotes/${id}/confirm`, '/quotes/{id}/confirm', key, { offerId: other.id })).response.status).toBe(409);
    const pdf = await call('GET', `/quotes/${id}/document`, '/quotes/{id}/document', key);
    expect(pdf.response.status).toBe(200);
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.response.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // The buyer's order number is on the document they get signed.
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('PO-2026-0042');
    expect(text).toContain('Ligne 3, presse 12');
  });

  it('says the traffic bans an offer waits out: a 12 t truck asked for on a Sunday morning in France comes at 22:00', async () => {
    const { key } = await issue(ACCOUNT.email);
    const sunday = new Date(Date.now() + 86_400_000);
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1);
    const truck = {
      ...shipment(),
      language: 'fr',
      pickupDate: sunday.toISOString().slice(0, 10),
      pickupTime: '08:00',
      vehicleType: 'PL9',
    };
    const { response, json } = await call('POST', '/quotes', '/quotes', key, truck);
    expect(response.status).toBe(201);
    const lifted = isoWithOffset(instantOf({ date: truck.pickupDate, time: '22:00' }));
    for (const offer of json!.offers as Array<{
      pickupWindow: { from: string };
      trafficBans?: Array<Record<string, string>>;
      lighterVehicle?: string;
      lighterVehicleText?: string;
    }>) {
      // Two pallets of 150 kg: the small van carries them, and no French ban binds it.
      expect(offer.lighterVehicle).toBe('FRG1');
      expect(offer.lighterVehicleText).toMatch(/^Le véhicule «\u202fPetit fourgon \(500 kg, 2 m³\)\u202f» porte vos marchandises/);
      expect(offer.pickupWindow.from).toBe(lifted);
      expect(offer.trafficBans![0]).toMatchObject({
        country: 'FR',
        reason: 'sunday',
        at: 'pickup',
        until: lifted,
        text: expect.stringMatching(/^Interdiction de circuler le dimanche en France\u202f: enlèvement à partir de .* 22:00$/),
      });
    }
    // A van keeps its Sunday promise, and says no ban.
    const van = (await call('POST', '/quotes', '/quotes', key, { ...truck, vehicleType: 'FRG1' })).json!;
    for (const offer of van.offers as Array<{ trafficBans?: unknown }>) expect(offer.trafficBans).toBeUndefined();
  });

  it('says, in the quote’s language, that Spain’s bans are set road by road and not waited out, for a truck to Madrid and not for a van', async () => {
    const { key } = await issue(ACCOUNT.email);
    const toMadrid = {
      ...shipment(),
      arrivalLocation: 'Calle de Alcalá 1, 28001 Madrid',
      arrivalCountry: 'ES',
      arrivalZipCode: '28001',
      arrivalCity: 'Madrid',
      arrivalCoordinates: { lat: 40.4183, lon: -3.7027 },
      vehicleType: 'PL9',
    };
    // The sentence the offers page says, in the quote's language (the component test reads it whole).
    for (const [language, sentence] of [
      ['fr', /^Restrictions de circulation fixées route par route en Espagne\u202f: .* un agent les vérifie avant l’enlèvement\.$/],
      ['de', /^Fahrverbote, die in Spanien Strecke für Strecke gelten: .* vor der Abholung\.$/],
    ] as const) {
      const { response, json } = await call('POST', '/quotes', '/quotes', key, { ...toMadrid, language });
      expect(response.status).toBe(201);
      for (const offer of json!.offers as Array<{ roadByRoadBans?: unknown }>) {
        expect(offer.roadByRoadBans).toEqual([{ country: 'ES', text: expect.stringMatching(sentence) }]);
      }
    }
    const van = (await call('POST', '/quotes', '/quotes', key, { ...toMadrid, vehicleType: 'FRG1' })).json!;
    for (const offer of van.offers as Array<{ roadByRoadBans?: unknown }>) expect(offer.roadByRoadBans).toBeUndefined();
  });

  it('waits out the Auvergne-Rhône-Alpes winter Saturday for a truck Paris → Chambéry, read along the road; not Paris → Lille', async () => {
    const { key } = await issue(ACCOUNT.email);
    // The first Saturday of next February: always ahead, within the winter Saturdays held.
    const saturday = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 1, 1));
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    const pickupDate = saturday.toISOString().slice(0, 10);
    const fromParis = {
      ...shipment(),
      departureLocation: '1 rue de Rivoli, 75001 Paris',
      departureZipCode: '75001',
      departureCity: 'Paris',
      departureCoordinates: { lat: 48.8606, lon: 2.3376 },
      pickupDate,
      pickupTime: '10:00',
      vehicleType: 'PL9',
      language: 'fr',
    };
    const to = (arrivalLocation: string, arrivalZipCode: string, arrivalCity: string, lat: number, lon: number) => ({
      ...fromParis,
      arrivalLocation,
      arrivalCountry: 'FR',
      arrivalZipCode,
      arrivalCity,
      arrivalCoordinates: { lat, lon },
    });
    const toChambery = to('1 place de l’Hôtel de Ville, 73000 Chambéry', '73000', 'Chambéry', 45.5646, 5.9178);
    const alps = (await call('POST', '/quotes', '/quotes', key, toChambery)).json!;
    for (const offer of alps.offers as Array<{ trafficBans?: Array<Record<string, string>> }>) {
      expect(offer.trafficBans![0]).toMatchObject({
        country: 'FR',
        reason: 'winterSaturday',
        at: 'pickup',
        until: isoWithOffset(instantOf({ date: pickupDate, time: '18:00' })),
        text: expect.stringMatching(
          /^Interdiction de circuler les samedis d’hiver sur le réseau Auvergne-Rhône-Alpes en France\u202f: enlèvement/,
        ),
      });
    }
    const toLille = to('1 place du Général de Gaulle, 59000 Lille', '59000', 'Lille', 50.6365, 3.0635);
    // The weekend's ban may still hold a later window; no winter Saturday's does.
    const north = (await call('POST', '/quotes', '/quotes', key, toLille)).json!;
    const northReasons = (north.offers as Array<{ trafficBans?: Array<{ reason: string }> }>).flatMap((offer) => offer.trafficBans ?? []);
    expect(northReasons.map((ban) => ban.reason)).not.toContain('winterSaturday');
    expect((north.offers as Array<{ pickupWindow: { from: string } }>)[0]!.pickupWindow.from).not.toBe(
      isoWithOffset(instantOf({ date: pickupDate, time: '18:00' })),
    );
  });

  it('charges VAT by who buys: a German business with its VAT number is reverse-charged on the offers, the agents’ email and the PDF', async () => {
    const { key } = await issue(ACCOUNT.email);
    const german = { ...shipment(), language: 'de', buyerCountry: 'DE', vatNumber: 'de 123 456 789' };
    const { response, json } = await call('POST', '/quotes', '/quotes', key, german);
    expect(response.status).toBe(201);
    type Offer = { id: string; priceExcludingTax: number; vat: number; priceIncludingTax: number; vatCase: string; vatRate: number };
    const offers = json!.offers as Offer[];
    for (const offer of offers) {
      expect(offer).toMatchObject({
        vatCase: 'reverseCharge',
        vatRate: 0,
        vat: 0,
        vatNumber: { number: 'DE123456789', status: 'unverified' },
      });
      expect(offer.priceIncludingTax).toBe(offer.priceExcludingTax);
    }
    const id = String(json!.id);
    expect((await call('POST', `/quotes/${id}/confirm`, '/quotes/{id}/confirm', key, { offerId: offers[0]!.id })).response.status).toBe(
      201,
    );
    const [summary] = await composition.database.orm.em
      .getConnection()
      .execute<Array<{ summary: Record<string, unknown> | string }>>(
        `select summary from outbox where reference = ? and kind = 'quote-summary'`,
        [id],
      );
    const stored = typeof summary!.summary === 'string' ? JSON.parse(summary!.summary) : summary!.summary;
    expect(stored.offer.vat).toMatchObject({ case: 'reverseCharge', rate: 0 });
    // The agents' email opens the request's record, found in the staff page by its reference (issue 38).
    expect(stored.recordLink).toBe(`${composition.services.site.url}/FR/admin?tab=quote-requests&search=${String(json!.reference)}`);
    const pdf = await call('GET', `/quotes/${id}/document`, '/quotes/{id}/document', key);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.response.arrayBuffer())), { mergePages: true });
    expect(text).toContain('Reverse Charge');
    expect(text).toContain('DE123456789');
    expect(text).not.toContain('19 %');
    // The agents' record keeps the VAT the buyer was told: no French VAT in the admin's CSV.
    const { rows } = await composition.services.admin.listRecords('quote-requests', {
      page: 1,
      pageSize: 10,
      search: String(json!.reference),
    });
    expect(rows).toHaveLength(1);
    const cells = Object.fromEntries(
      CSV_COLUMNS['quote-requests'].map((column, index) => [column, readableRecord('quote-requests', rows[0]!, 'en')[index]]),
    );
    expect(cells.vat).toMatch(/^Reverse charge: VAT due by the customer, number DE123456789/);
    expect(cells.price_ttc).toBe(cells.price);

    // A business in France: French VAT 20 %, and none on a transport linked to an export (Paris → London).
    const french = await call('POST', '/quotes', '/quotes', key, { ...shipment(), buyerCountry: 'FR' });
    expect((french.json!.offers as Offer[])[0]).toMatchObject({ vatCase: 'french', vatRate: 0.2 });
    const london = {
      ...shipment(),
      arrivalLocation: 'London',
      arrivalCountry: 'GB',
      arrivalZipCode: null,
      arrivalCity: 'London',
      arrivalCoordinates: { lat: 51.51, lon: -0.13 },
    };
    const exported = await call('POST', '/quotes', '/quotes', key, london);
    expect((exported.json!.offers as Offer[])[0]).toMatchObject({ vatCase: 'exempt', vatRate: 0, vat: 0 });
    // A number of the wrong shape is refused at once, on its field.
    const bad = await call('POST', '/quotes', '/quotes', key, { ...german, vatNumber: 'DE12' });
    expect(bad.response.status).toBe(400);
    expect((bad.json!.errors as Array<{ field: string }>).map((error) => error.field)).toContain('vatNumber');
  });

  it('answers a call from another site with a cookie by its answer or a problem document, never the cookie pages’ 403 (its key is its authority)', async () => {
    const { key } = await issue(ACCOUNT.email);
    const stranger = { origin: 'https://erp.example', cookie: 'quote_owner=whatever; admin_session=x' };
    const created = await call('POST', '/quotes', '/quotes', key, shipment(), stranger);
    expect(created.response.status).toBe(201);
    const keyless = await call('POST', '/quotes', '/quotes', undefined, shipment(), stranger);
    expect(keyless.response.status).toBe(401);
    expect(keyless.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    // Every other write from that site too: a removal, a path that is not there, a form body.
    const removal = await call('DELETE', '/webhooks/0190a1b2-0000-7000-8000-000000000000', '/webhooks/{id}', key, undefined, stranger);
    const nowhere = await fetch(`${server.baseUrl}/api/v1/nowhere`, {
      method: 'POST',
      headers: { ...stranger, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const form = await fetch(`${server.baseUrl}/api/v1/quotes`, {
      method: 'POST',
      headers: { ...stranger, authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'departureLocation=Lyon',
    });
    for (const [response, status] of [
      [removal.response, 404],
      [nowhere, 404],
      [form, 415],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
  });

  it('answers every refusal as a problem, whichever layer refuses: bad JSON, wrong type, unknown path, wrong method', async () => {
    const { key } = await issue(ACCOUNT.email);
    const send = (method: string, route: string, body: string | undefined, type = 'application/json') =>
      fetch(`${server.baseUrl}/api/v1${route}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': type }, body });
    for (const [response, status] of [
      [await send('POST', '/quotes', '{"departureLocation":'), 400],
      [await send('POST', '/quotes', 'x', 'text/plain'), 415],
      [await send('POST', '/quotes', JSON.stringify({ comments: 'x'.repeat(200_000) })), 413],
      [await send('GET', '/nowhere', undefined), 404],
      [await send('DELETE', '/quotes', undefined), 405],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toMatchObject({ status, title: expect.any(String), type: expect.any(String) });
    }
  });

  it('serves its reference page and its OpenAPI 3.1 document without a key', async () => {
    expect(openApi).toMatchObject({ openapi: '3.1.0' });
    const page = await fetch(`${server.baseUrl}/api/v1/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    expect(html).toContain('/quotes/{id}/confirm');
    // Every problem's type points at its explanation, and no id is given twice.
    for (const code of ['unauthorized', 'too_many', 'idempotency_conflict', 'idempotency_in_progress', 'not_found', 'invalid'])
      expect(html).toContain(`id="${code}"`);
    // The description's code spans read as code, not as backticks.
    expect(html).toContain('<code>Authorization: Bearer &#60;key&#62;</code>');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the quote limit of /api/v1', () => {
  it("counts an account's quotes, whichever of its keys made them", async () => {
    const limited = await compose(
      loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')), QUOTE_RATE_LIMIT: '2' }),
      recordingLogger(),
    );
    const limitedServer = await listen(createApp({ services: limited.services, pages: (_req, res) => void res.status(404).end() }));
    try {
      const post = (key: string) =>
        fetch(`${limitedServer.baseUrl}/api/v1/quotes`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(shipment()),
        });
      const counted = { ...ACCOUNT, email: 'achats@quota.example', company: 'Quota SA' };
      const asked = await fetch(`${limitedServer.baseUrl}/api/leads/account-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...counted,
          country: 'France',
          language: 'Français',
          hasVat: true,
          acceptsMarketing: false,
          acceptsTerms: true,
        }),
      });
      expect(asked.status).toBe(201);
      await acceptAccount(limited, counted.email);
      const one = (await limited.services.api.issueKey({ accountEmail: counted.email, name: 'one' })).key;
      const two = (await limited.services.api.issueKey({ accountEmail: counted.email, name: 'two' })).key;
      expect((await post(one)).status).toBe(201);
      expect((await post(two)).status).toBe(201);
      const third = await post(two);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limitedServer.close();
      await limited.dispose();
    }
  });
});
