import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { apiClient } from '../helpers/api-client.ts';
import { claire, lyonToStuttgart } from '../helpers/quote-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { smtpSink } from '../fakes/smtp-sink.ts';

let testDb: TestDatabase;
let smtp: Awaited<ReturnType<typeof smtpSink>>;
let app: AppServer;

beforeAll(async () => {
  testDb = await createTestDatabase('e2e_notifications');
  smtp = await smtpSink();
  // As `make run` does (migrate, seed, serve), with SMTP_URL pointing at a local SMTP server.
  app = await startAppServer({
    databaseUrl: testDb.url,
    seed: !testDb.seeded,
    env: { SMTP_URL: smtp.url, AGENT_EMAIL: 'agents@flash.example', MAIL_FROM: 'Flash <noreply@flash.example>' },
  });
});

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await smtp?.close();
  await testDb?.drop();
});

describe('the production server with SMTP_URL', () => {
  it('delivers the agent summary within seconds of a confirmation', async () => {
    const client = apiClient(app.baseUrl);
    const { id, reference } = (await (await client.post('/api/quotes', lyonToStuttgart)).json()) as { id: string; reference: string };
    await client.get(`/api/quotes/${id}/offers`);
    await client.put(`/api/quotes/${id}/contact`, claire);
    const confirmedAt = Date.now();
    expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);

    await smtp.waitFor(2, 5_000);
    const elapsed = Date.now() - confirmedAt;
    const summary = smtp.received.find((mail) => mail.subject === 'Nouvelle demande de devis — Claire Martin');
    expect(summary?.to?.[0]?.address).toBe('agents@flash.example');
    expect(summary?.text).toContain(reference);
    expect(reference).toMatch(/^FL-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    console.info(`[e2e] agent summary delivered ${elapsed} ms after the confirmation`);
    expect(app.logs).toContainEqual(expect.objectContaining({ message: 'emails go to the SMTP server' }));
  });
});
