import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { BOOKING, justNow } from '../fakes/transport-moves.ts';
import { smtpSink } from '../fakes/smtp-sink.ts';
import { webhookReceiver } from '../fakes/webhook-receiver.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { acceptAccount, askForAccount } from '../helpers/staff-user.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 38: each step of a transport is told once — one email to the shipper, one webhook per
// move — when two server processes share the database and their agents move it at the same time.

const PASSWORD = 'correct horse battery staple';
const ACCOUNT = { firstName: 'Jörg', lastName: 'Müller', email: 'logistik@steps.example', company: 'Müller GmbH', phone: '+49 89 123456' };
let testDb: TestDatabase;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
const instances: Array<{ composition: Composition; baseUrl: string; close(): Promise<void> }> = [];

/** A server process as `make run` starts one: its own outbox worker, on the shared database. */
async function instance() {
  const composition = await compose(
    loadConfig({
      DATABASE_URL: testDb.url,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'steps-')),
      SMTP_URL: smtp.url,
      AGENT_EMAIL: 'agents@flash.example',
      MAIL_FROM: 'Flash <noreply@flash.example>',
      WEBHOOK_ALLOW_PRIVATE_RECEIVERS: 'true',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_INITIAL_MS: '50',
      OUTBOX_RETRY_MAX_MS: '200',
    }),
    recordingLogger(),
  );
  composition.startOutbox();
  const server = await listen(
    createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }),
  );
  return { composition, baseUrl: server.baseUrl, close: async () => (await server.close(), await composition.dispose()) };
}

beforeAll(async () => {
  testDb = await createTestDatabase('transport_news');
  smtp = await smtpSink();
  hooks = await webhookReceiver();
  const setup = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
  );
  await seedReferenceData(setup.database.orm.em.fork(), recordingLogger());
  for (const agent of ['agent.durand', 'agent.leroy']) await setup.services.admin.setPassword(agent, PASSWORD);
  await setup.dispose();
  instances.push(await instance(), await instance());
});

afterAll(async () => {
  for (const running of instances) await running.close();
  await hooks?.close();
  await smtp?.close();
  await testDb?.drop();
});

async function agent(baseUrl: string, username: string, address: string) {
  const client = apiClient(baseUrl, { 'x-forwarded-for': address });
  const login = await client.post('/api/admin/login', { username, password: PASSWORD });
  expect(login.status).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return (requestId: string, move: Record<string, unknown>) =>
    client.post(`/api/admin/transports/${requestId}/moves`, move, { 'x-csrf-token': csrfToken });
}

describe('two server processes, one transport', () => {
  it('send each shipper email and each webhook exactly once, even for two late estimates recorded at once', async () => {
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    await askForAccount(first.baseUrl, ACCOUNT, { country: 'Allemagne', language: 'Deutsch' });
    await acceptAccount(first.composition, ACCOUNT.email);
    const { key } = await first.composition.services.api.issueKey({ accountEmail: ACCOUNT.email, name: 'steps' });
    const api = apiClient(second.baseUrl, { authorization: `Bearer ${key}` });
    expect((await api.post('/api/v1/webhooks', { url: `http://127.0.0.1:${hooks.port}/flash` })).status).toBe(201);
    const quote = (await (await api.post('/api/v1/quotes', { ...lyonToStuttgart, pickupDate: tomorrow(), language: 'en' })).json()) as {
      id: string;
      offers: Array<{ id: string; estimatedDelivery: string }>;
    };
    const confirmed = await api.post(`/api/v1/quotes/${quote.id}/confirm`, { offerId: quote.offers[0]!.id });
    expect(confirmed.status).toBe(201);
    const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };

    const durand = await agent(first.baseUrl, 'agent.durand', '10.2.0.1');
    const leroy = await agent(second.baseUrl, 'agent.leroy', '10.2.0.2');
    expect((await durand(quoteRequestId, BOOKING)).status).toBe(201);
    // Two agents, one on each process, record a late estimate at the same instant: both are kept,
    // the shipper hears "late" once, and each is its own event.
    const late = await Promise.all([
      durand(quoteRequestId, { kind: 'eta', estimatedDelivery: '2099-01-01T18:30:00+01:00', reason: 'Bouchon sur l’A6' }),
      leroy(quoteRequestId, { kind: 'eta', estimatedDelivery: '2099-01-01T19:00:00+01:00', reason: 'Contrôle routier' }),
    ]);
    expect(late.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await leroy(quoteRequestId, { kind: 'incident', incident: 'access', note: 'Quai fermé, attente' })).status).toBe(201);
    const pickedUpAt = justNow();
    expect((await durand(quoteRequestId, { kind: 'pickUp', at: pickedUpAt })).status).toBe(201);
    // No delivery note before the delivery: a 409 problem that says so.
    const early = await api.get(`/api/v1/quotes/${quote.id}/delivery-note`);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      status: 409,
      detail: 'Not delivered yet: the delivery note exists once the goods are delivered.',
    });
    expect((await leroy(quoteRequestId, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' })).status).toBe(201);
    // The delivery's time set right afterwards (issue 49): a step of its own, told once.
    const deliveredAt = new Date(Date.now() + 4 * 60_000).toISOString();
    const correction = { kind: 'correct', step: 'deliver', at: deliveredAt, reason: 'Heure du bon signé' };
    expect((await durand(quoteRequestId, correction)).status).toBe(201);
    const { transport } = (await (await api.get(`/api/v1/quotes/${quote.id}`)).json()) as {
      transport: { steps: Array<{ kind: string; at?: string }> };
    };
    expect(transport.steps.find((step) => step.kind === 'deliver')?.at).toBe(deliveredAt);
    expect(transport.steps.at(-1)).toEqual(correction);

    // The delivery note, from the account's systems, in the quote's language: parsed back.
    const note = await api.get(`/api/v1/quotes/${quote.id}/delivery-note`, { accept: 'application/pdf' });
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    expect(note.headers.get('content-disposition')).toMatch(/^attachment; filename="?FL-[\w-]+-delivery-note\.pdf"?$/);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await note.arrayBuffer())), { mergePages: true })).text;
    expect(text).toMatch(/Delivery note FL-/);
    expect(text).toMatch(/Received by\s+M\. Weber/);
    const parisTime = (iso: string) =>
      new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
    expect(text).toMatch(new RegExp(`Delivered at\\s+\\d+ \\w+ \\d{4} at ${parisTime(deliveredAt)}`));
    expect(text).toMatch(new RegExp(`Picked up at\\s+\\d+ \\w+ \\d{4} at ${parisTime(pickedUpAt)}`));
    expect(text).toMatch(/Lyon/);
    expect(text).toMatch(/Stuttgart/);
    expect(text).not.toMatch(/€/);

    const db = first.composition.database.orm.em.getConnection();
    const queued = () =>
      db.execute<Array<{ id: string; kind: string; status: string; summary: { news?: string } }>>(
        `select id, kind, status, summary from outbox where reference = ? and (kind = 'transport-news' or kind = 'webhook') order by created_at, id`,
        [quote.id],
      );
    await expect.poll(async () => (await queued()).filter((row) => row.status !== 'sent').length, { timeout: 30_000 }).toBe(0);
    // A message taken by both processes would still be on its way from one: let both finish.
    // The document the account's developers read, before the servers stop.
    const openApi = (await (await fetch(`${second.baseUrl}/api/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, object> };
      webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { $ref: string } } } } } }>;
    };
    for (const running of instances.splice(0)) await running.close();

    const rows = await queued();
    const emails = rows.filter((row) => row.kind === 'transport-news');
    expect(emails.map((row) => row.summary.news)).toEqual(['booked', 'late', 'incident', 'picked_up', 'delivered']);
    for (const row of emails) expect(smtp.received.filter((mail) => mail.messageId === `<${row.id}@flash.outbox>`)).toHaveLength(1);

    const events = hooks.received
      .map((delivery) => JSON.parse(delivery.body) as { id: string; type: string; data: { quoteId: string } })
      .filter((event) => event.data.quoteId === quote.id && event.type.startsWith('shipment.'));
    expect(events.map((event) => event.type).sort()).toEqual(
      [
        'shipment.booked',
        'shipment.eta_changed',
        'shipment.eta_changed',
        'shipment.incident',
        'shipment.picked_up',
        'shipment.delivered',
        'shipment.corrected',
      ].sort(),
    );
    expect(new Set(events.map((event) => event.id)).size).toBe(7);
    // Each body is as the OpenAPI document describes its event.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const [name, schema] of Object.entries(openApi.components.schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`);
    for (const event of events) {
      const validate = ajv.getSchema(openApi.webhooks[event.type]!.post.requestBody.content['application/json'].schema.$ref)!;
      expect(validate(event) ? [] : validate.errors, event.type).toEqual([]);
    }
  }, 90_000);
});
