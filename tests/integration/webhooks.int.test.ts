import { WEBHOOK_EVENTS } from '#src/domain/webhooks/webhook.ts';
import { createHmac } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import type { OutboxWorker } from '#src/adapters/outbox/outbox-worker.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { type ReceivedWebhook, webhookReceiver } from '../fakes/webhook-receiver.ts';
import { listen } from '../helpers/listen.ts';
import { lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { acceptAccount, staffUserId } from '../helpers/staff-user.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 28: an account's systems hear of their quotes as it happens: signed webhooks through the
// outbox, retried while the receiver is down, delivered once it is back.

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
let worker: OutboxWorker;
let key: string;
const ACCOUNT = { firstName: 'Jörg', lastName: 'Müller', email: 'achats@hooks.example', company: 'Müller GmbH', phone: '+49 89 123456' };

type Received = ReceivedWebhook;
const receiver = webhookReceiver;

const api = (method: string, route: string, body?: unknown) =>
  fetch(`${server.baseUrl}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** What a receiver does with the standardwebhooks library (ADR 0051): the payload, or why it refused it. */
function verified(delivery: Received, secret: string): unknown {
  try {
    return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return `refused: ${error.message}`;
    throw error;
  }
}

/** ADR 0041's signature, sent beside until 2027-06-01: HMAC-SHA256(secret, timestamp + "." + body), compared with the header's. */
function legacyVerifies(delivery: Received, secret: string): boolean {
  const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['flash-signature'])) ?? [];
  return Boolean(timestamp) && createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex') === signature;
}

async function confirmedQuote() {
  const created = (await (await api('POST', '/quotes', { ...lyonToStuttgart, pickupDate: tomorrow(), language: 'en' })).json()) as {
    id: string;
    offers: Array<{ id: string }>;
  };
  const confirmed = await api('POST', `/quotes/${created.id}/confirm`, { offerId: created.offers[0]!.id });
  expect(confirmed.status).toBe(201);
  return { id: created.id, ...((await confirmed.json()) as { quoteRequestId: string }) };
}

beforeAll(async () => {
  testDb = await createTestDatabase('webhooks');
  composition = await compose(
    loadConfig({
      DATABASE_URL: testDb.url,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'hooks-')),
      WEBHOOK_ALLOW_PRIVATE_RECEIVERS: 'true',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_INITIAL_MS: '100',
      OUTBOX_RETRY_MAX_MS: '300',
    }),
    recordingLogger(),
  );
  await seedReferenceData(composition.database.orm.em.fork(), recordingLogger());
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end() }));
  const account = await fetch(`${server.baseUrl}/api/leads/account-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...ACCOUNT,
      country: 'Allemagne',
      language: 'Deutsch',
      hasVat: true,
      acceptsMarketing: false,
      acceptsTerms: true,
    }),
  });
  expect(account.status).toBe(201);
  await acceptAccount(composition, ACCOUNT.email);
  key = (await composition.services.api.issueKey({ accountEmail: ACCOUNT.email, name: 'hooks' })).key;
  worker = composition.startOutbox();
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

describe('webhooks', () => {
  it('registers a receiver, its secret given once, and tells it of a confirmed quote, signed', async () => {
    const target = await receiver();
    try {
      const registered = await api('POST', '/webhooks', { url: `http://127.0.0.1:${target.port}/flash` });
      expect(registered.status).toBe(201);
      const { id, secret } = (await registered.json()) as { id: string; secret: string };
      expect(secret).toMatch(/^whsec_/);
      const listed = (await (await api('GET', '/webhooks')).json()) as { webhooks: Array<Record<string, unknown>> };
      // Registered without a list of events, a receiver hears of them all, the transport's steps too (issue 38).
      expect(listed.webhooks).toEqual([expect.objectContaining({ id, events: [...WEBHOOK_EVENTS] })]);
      expect(JSON.stringify(listed)).not.toContain(secret);

      const quote = await confirmedQuote();
      await expect.poll(() => target.received.length, { timeout: 10_000 }).toBe(1);
      const [delivery] = target.received;
      expect(delivery!.headers['flash-event']).toBe('quote.confirmed');
      expect(verified(delivery!, secret)).toMatchObject({
        type: 'quote.confirmed',
        data: { quoteId: quote.id, status: 'offer_confirmed' },
      });
      expect(verified(delivery!, `whsec_${Buffer.from('another key of 32 bytes, not its').toString('base64')}`)).toBe(
        'refused: No matching signature found',
      );
      // The older header, for receivers written before, until 2027-06-01.
      expect(legacyVerifies(delivery!, secret)).toBe(true);
      expect(delivery!.headers['flash-delivery']).toBe(delivery!.headers['webhook-id']);

      // A capture replayed later, or the body changed on the way: refused by the library.
      expect(verified({ ...delivery!, body: delivery!.body.replace('offer_confirmed', 'cancelled') }, secret)).toBe(
        'refused: No matching signature found',
      );
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
      try {
        expect(verified(delivery!, secret)).toBe('refused: Message timestamp too old');
      } finally {
        vi.useRealTimers();
      }
      expect((await api('DELETE', `/webhooks/${id}`)).status).toBe(204);
      expect((await api('DELETE', `/webhooks/${id}`)).status).toBe(404);
    } finally {
      await target.close();
    }
  });

  it('keeps trying while the receiver is down, and delivers once when it is back', async () => {
    // A port nobody listens on yet.
    const probe = await receiver();
    const port = probe.port;
    await probe.close();
    const registered = (await (
      await api('POST', '/webhooks', { url: `http://127.0.0.1:${port}/flash`, events: ['quote.confirmed'] })
    ).json()) as {
      id: string;
      secret: string;
    };
    const quote = await confirmedQuote();
    const sql = composition.database.orm.em.getConnection();
    const state = async () =>
      (
        await sql.execute<Array<{ status: string; attempts: number }>>(
          `select status, attempts from outbox where kind = 'webhook' and reference = ?`,
          [quote.id],
        )
      )[0];
    await expect.poll(async () => (await state())?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect((await state())?.status).not.toBe('sent');
    const target = await receiver(port);
    try {
      await expect.poll(async () => (await state())?.status, { timeout: 10_000 }).toBe('sent');
      expect(target.received).toHaveLength(1);
      expect(verified(target.received[0]!, registered.secret)).toMatchObject({ type: expect.any(String) });
    } finally {
      await target.close();
      await api('DELETE', `/webhooks/${registered.id}`);
    }
  });

  it("tells the account's systems when staff move the confirmed quote on", async () => {
    const target = await receiver();
    try {
      const { secret } = (await (
        await api('POST', '/webhooks', { url: `http://127.0.0.1:${target.port}/status`, events: ['quote.status_changed'] })
      ).json()) as {
        secret: string;
      };
      const quote = await confirmedQuote();
      await composition.services.admin.changeLeadStatus({
        staffUserId: await staffUserId(composition, 'agent.hooks'),
        type: 'quote-request',
        id: quote.quoteRequestId,
        status: 'contacted',
        note: null,
      });
      await expect.poll(() => target.received.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(target.received[0]!.body)).toMatchObject({
        type: 'quote.status_changed',
        data: { quoteId: quote.id, quoteRequestId: quote.quoteRequestId, status: 'contacted' },
      });
      expect(verified(target.received[0]!, secret)).toMatchObject({ type: expect.any(String) });
    } finally {
      await target.close();
    }
    void worker;
  });
});
