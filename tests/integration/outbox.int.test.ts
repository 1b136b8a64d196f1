import { readdir, readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessageEntity } from '#src/adapters/persistence/entities/index.ts';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer } from '../helpers/app-server.ts';
import { listen } from '../helpers/listen.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import PostalMime from 'postal-mime';
import { freePort, smtpSink } from '../fakes/smtp-sink.ts';

const NOW = new Date('2026-11-23T09:15:30Z');
let testDb: TestDatabase;
const running: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  testDb = await createTestDatabase('outbox');
  const setup = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
  );
  await seedReferenceData(setup.database.orm.em.fork(), recordingLogger());
  await setup.dispose();
});

// Every instance's worker serves the whole outbox table: stop them after each test, so that no
// worker of one test delivers the messages of the next.
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.close();
});

afterAll(async () => {
  await testDb?.drop();
});

/** An app instance with its own outbox worker, as `make run` starts one. */
async function instance(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-data-'));
  const config = loadConfig({
    DATABASE_URL: testDb.url,
    DATA_DIR: dataDir,
    AGENT_EMAIL: 'agents@flash.example',
    MAIL_FROM: 'Flash <noreply@flash.example>',
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_INITIAL_MS: '50',
    OUTBOX_RETRY_MAX_MS: '200',
    OUTBOX_MAX_ATTEMPTS: '200',
    // These suites create dozens of quotes from one address.
    QUOTE_RATE_LIMIT: '10000',
    ...env,
  });
  const composition: Composition = await compose(config, recordingLogger(), { now: () => NOW });
  composition.startOutbox();
  const server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end() }));
  const entry = { close: async () => (await server.close(), await composition.dispose()) };
  running.push(entry);
  /** Stops it now (its worker finishes the sends under way first). */
  const stop = async () => (running.splice(running.indexOf(entry), 1), await entry.close());
  return { composition, baseUrl: server.baseUrl, dataDir, stop };
}

/** The settings of an app instance run as a process of its own (startAppServer), as instance() sets them. */
const childEnv = (smtpUrl: string, extra: Record<string, string>) => ({
  SMTP_URL: smtpUrl,
  AGENT_EMAIL: 'agents@flash.example',
  MAIL_FROM: 'Flash <noreply@flash.example>',
  OUTBOX_POLL_MS: '100',
  QUOTE_RATE_LIMIT: '10000',
  ...extra,
});

/** The short reference people see (FL-…) of each quote confirmed here, by its id. */
const references = new Map<string, string>();
const referenceOf = (id: string) => references.get(id)!;

async function confirmQuote(baseUrl: string, overrides: Record<string, unknown> = {}, contact: Record<string, unknown> = claire) {
  const client = apiClient(baseUrl);
  const { id, reference } = (await (await client.post('/api/quotes', { ...lyonToStuttgart, ...overrides })).json()) as {
    id: string;
    reference: string;
  };
  references.set(id, reference);
  await client.get(`/api/quotes/${id}/offers`);
  expect((await client.put(`/api/quotes/${id}/contact`, contact)).status).toBe(200);
  expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
  return id;
}

async function outboxRows(composition: Composition, reference?: string) {
  return composition.database.orm.em.fork().find(OutboxMessageEntity, reference ? { reference } : {}, { orderBy: { kind: 'asc' } });
}

const inFlight = (row: { status: string }) => row.status === 'pending' || row.status === 'sending';

/** The messages about `reference`, once none of them is waiting or being sent. */
async function settled(composition: Composition, reference: string, timeoutMs = 10_000) {
  await expect.poll(async () => (await outboxRows(composition, reference)).filter(inFlight).length, { timeout: timeoutMs }).toBe(0);
  return outboxRows(composition, reference);
}

/** Once every message about `ids` is marked sent, nothing more about them can go out. */
async function allSent(composition: Composition, ids: string[], timeoutMs = 30_000) {
  await expect
    .poll(async () => (await outboxRows(composition)).filter((row) => ids.includes(row.reference) && row.status !== 'sent').length, {
      timeout: timeoutMs,
    })
    .toBe(0);
}

describe('agent summary and visitor confirmation over SMTP', () => {
  it('sends both, with every section of the summary and its values', async () => {
    const smtp = await smtpSink();
    running.push(smtp);
    const { baseUrl, composition } = await instance({ SMTP_URL: smtp.url });
    const id = await confirmQuote(baseUrl);
    await smtp.waitFor(2);

    const summary = smtp.received.find((mail) => mail.subject?.startsWith('Nouvelle demande de devis'))!;
    expect(summary.subject).toBe('Nouvelle demande de devis — Claire Martin');
    expect(summary.to?.[0]?.address).toBe('agents@flash.example');
    expect(summary.from?.address).toBe('noreply@flash.example');
    const text = summary.text!;
    for (const expected of [
      'Informations client',
      '- Nom\u202f: Claire Martin',
      '- Email\u202f: claire@martin.example',
      '- Téléphone\u202f: +33 6 12 34 56 78',
      'Informations transport',
      '- Enlèvement\u202f: 12 rue de la République, 69002 Lyon (France)',
      '- Livraison\u202f: Königstraße 1, 70173 Stuttgart (Allemagne)',
      'lundi 23 novembre 2026, 12:16',
      "- Type d'envoi\u202f: palette",
      '- Véhicule\u202f: Petit fourgon (500 kg, 2 m³) — FRG1',
      '- Gerbable\u202f: Non',
      '- Marchandises dangereuses (ADR)\u202f: Non',
      'Détail des colis',
      '- #1\u202f: 2 × palette de 150 kg, 120 × 80 × 100 cm',
      'Totaux',
      '- Poids total\u202f: 300 kg',
      '- Volume total\u202f: 1,92 m³',
      'Offre sélectionnée',
      '- Offre sélectionnée\u202f: Flash Priority',
      'HT',
      '- Distance\u202f: ',
      ' km',
      '- Temps de trajet\u202f: ',
      'Commentaires',
      '- Commentaires\u202f: Quai 3',
      referenceOf(id),
      '- Généré le\u202f: 23 novembre 2026',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(summary.html).toMatch(/<h2 style="[^"]+">Informations client<\/h2>/);

    const confirmation = smtp.received.find((mail) => mail.to?.[0]?.address === 'claire@martin.example')!;
    expect(confirmation.subject).toBe(`Votre demande de transport ${referenceOf(id)} est enregistrée`);
    expect(confirmation.text).toContain('Bonjour Claire Martin,');
    expect(confirmation.text).toContain('Flash Priority');
    expect(confirmation.text).toMatch(/€ HT/);

    const rows = await settled(composition, id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it.each([
    ['en', 'Your transport request', 'Hello Claire Martin,'],
    ['de', 'Ihre Transportanfrage', 'Guten Tag Claire Martin,'],
    ['es', 'Su solicitud de transporte', 'Hola, Claire Martin:'],
    ['it', 'La vostra richiesta di trasporto', 'Buongiorno Claire Martin,'],
    ['fr', 'Votre demande de transport', 'Bonjour Claire Martin,'],
  ])('confirms to the visitor in the page language (%s)', async (language, subject, greeting) => {
    const smtp = await smtpSink();
    running.push(smtp);
    const { baseUrl } = await instance({ SMTP_URL: smtp.url });
    await confirmQuote(baseUrl, { language });
    await smtp.waitFor(2);
    const confirmation = smtp.received.find((mail) => mail.to?.[0]?.address === 'claire@martin.example')!;
    expect(confirmation.subject).toContain(subject);
    expect(confirmation.text).toContain(greeting);
    expect(confirmation.html).toContain(`<html lang="${language}">`);
  });

  it('keeps hostile input harmless: escaped in HTML, no extra header', async () => {
    const smtp = await smtpSink();
    running.push(smtp);
    const { baseUrl } = await instance({ SMTP_URL: smtp.url });
    await confirmQuote(
      baseUrl,
      { comments: '<script>alert(1)</script> & <img src=x onerror=alert(2)>' },
      // A web address in a name is refused at input (typed-text.ts); a header line is not let through either.
      { ...claire, firstName: 'Eve\r\nBcc: victim', lastName: '<b>Mallory</b>' },
    );
    await smtp.waitFor(2);
    for (const mail of smtp.received) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<b>Mallory');
    }
    const summary = smtp.received.find((mail) => mail.subject?.startsWith('Nouvelle demande de devis'))!;
    expect(summary.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    for (const raw of smtp.raw) {
      const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
      expect(headers).not.toMatch(/^Bcc:/im);
    }
    expect(summary.subject).not.toMatch(/[\r\n]/);
  });
});

describe('delivery', () => {
  it('loses nothing while SMTP is down: 50 confirmations, then the server comes up, each message once', async () => {
    const port = await freePort();
    const { baseUrl, composition } = await instance({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const ids: string[] = [];
    for (let index = 0; index < 50; index++) ids.push(await confirmQuote(baseUrl));
    // The worker has tried, and failed, at least once.
    await expect
      .poll(async () => (await outboxRows(composition)).some((row) => ids.includes(row.reference) && row.attempts > 0 && row.lastError))
      .toBe(true);
    const waiting = (await outboxRows(composition)).filter((row) => ids.includes(row.reference));
    expect(waiting).toHaveLength(100);
    expect(waiting.every((row) => row.status !== 'sent')).toBe(true);
    expect(waiting.some((row) => row.attempts > 0 && row.lastError)).toBe(true);

    const smtp = await smtpSink(port);
    running.push(smtp);
    await smtp.waitFor(100, 30_000);
    await allSent(composition, ids);
    expect(smtp.received).toHaveLength(100);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(100);
    const delivered = (await outboxRows(composition)).filter((row) => ids.includes(row.reference));
    expect(delivered.every((row) => row.status === 'sent')).toBe(true);
  }, 90_000);

  it('after a kill -9 while sending, every email goes out once the lease ends; only those in flight go twice, with the same Message-ID', async () => {
    const smtp = await smtpSink(0, { delayMs: 150 });
    running.push(smtp);
    const env = childEnv(smtp.url, { OUTBOX_LEASE_MS: '2000' });
    const first = await startAppServer({ databaseUrl: testDb.url, ownProcessGroup: true, env });
    const ids: string[] = [];
    for (let index = 0; index < 15; index++) ids.push(await confirmQuote(first.baseUrl, { pickupDate: tomorrow() }));
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBeGreaterThan(4);
    await first.killGroup();

    const second = await startAppServer({ databaseUrl: testDb.url, env });
    running.push({ close: async () => void (await second.stop()) });
    const setup = await compose(
      loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
      recordingLogger(),
    );
    running.push({ close: () => setup.dispose() });
    const expected = (await outboxRows(setup)).filter((row) => ids.includes(row.reference)).map((row) => `<${row.id}@flash.outbox>`);
    expect(expected).toHaveLength(30);
    await expect
      .poll(() => expected.filter((id) => smtp.received.some((mail) => mail.messageId === id)).length, { timeout: 30_000 })
      .toBe(30);
    await expect
      .poll(async () => (await outboxRows(setup)).filter((row) => ids.includes(row.reference) && row.status === 'sent').length, {
        timeout: 10_000,
      })
      .toBe(30);

    const ours = smtp.received.filter((mail) => expected.includes(mail.messageId ?? ''));
    // What was sent but not yet marked when the process died (at most the parallel sends) goes twice.
    expect(ours.length - 30).toBeLessThanOrEqual(8);
  }, 90_000);

  it('two app instances on one database never send a message twice', async () => {
    const smtp = await smtpSink();
    running.push(smtp);
    const first = await instance({ SMTP_URL: smtp.url });
    const second = await instance({ SMTP_URL: smtp.url });
    const ids: string[] = [];
    for (let index = 0; index < 20; index++) ids.push(await confirmQuote(index % 2 ? first.baseUrl : second.baseUrl));
    await smtp.waitFor(40, 30_000);
    await allSent(first.composition, ids);
    const ours = smtp.received.filter((mail) => ids.some((id) => mail.text?.includes(referenceOf(id))));
    expect(ours).toHaveLength(40);
    expect(new Set(ours.map((mail) => mail.messageId)).size).toBe(40);
  }, 60_000);

  it('two instances and a mail server slower than the lease: every message delivered exactly once', async () => {
    // Each send outlasts the 3 s lease: only its renewal keeps the other instance from taking it.
    const smtp = await smtpSink(0, { delayMs: 4_000 });
    running.push(smtp);
    const env = { SMTP_URL: smtp.url, OUTBOX_LEASE_MS: '3000' };
    const first = await instance(env);
    const second = await instance(env);
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) ids.push(await confirmQuote(index % 2 ? first.baseUrl : second.baseUrl));
    await allSent(first.composition, ids, 60_000);
    // A message taken by both would still be on its way from one of them: let both finish.
    await Promise.all([first.stop(), second.stop()]);
    const ours = smtp.received.filter((mail) => ids.some((id) => mail.text?.includes(referenceOf(id))));
    expect(ours).toHaveLength(20);
    expect(new Set(ours.map((mail) => mail.messageId)).size).toBe(20);
  }, 90_000);

  it('three instances, a 1 s lease, a 4 s mail server, one instance stalled past its lease: each message once but those it was handing over', async () => {
    const smtp = await smtpSink(0, { delayMs: 4_000 });
    running.push(smtp);
    const env = childEnv(smtp.url, { OUTBOX_LEASE_MS: '1000' });
    // The instance that will stall is a process of its own (kill -STOP), alone at first: it claims all 40.
    const stalling = await startAppServer({ databaseUrl: testDb.url, env });
    running.push({ close: async () => void (await stalling.stop()) });
    const view = await compose(
      loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
      recordingLogger(),
    );
    running.push({ close: () => view.dispose() });
    const ids: string[] = [];
    for (let index = 0; index < 20; index++) ids.push(await confirmQuote(stalling.baseUrl, { pickupDate: tomorrow() }));
    const ours = async () => (await outboxRows(view)).filter((row) => ids.includes(row.reference));
    // It holds a batch in memory: everything claimed, a few messages being handed over, most still to send.
    await expect
      .poll(
        async () => (await ours()).filter((row) => row.status === 'pending').length === 0 && smtp.inFlight().awaitingReply.length >= 4,
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    const others = [await instance(env), await instance(env)];

    process.kill(stalling.pid, 'SIGSTOP');
    const handedOver = smtp.inFlight();
    try {
      const expected = await ours();
      expect(expected).toHaveLength(40);
      expect(smtp.received.length).toBeLessThan(20);
      // While it stands still, the other two take its messages over once its leases end, and send them.
      await expect
        .poll(() => expected.filter((row) => smtp.received.some((mail) => mail.messageId === `<${row.id}@flash.outbox>`)).length, {
          timeout: 60_000,
        })
        .toBe(40);
      await allSent(view, ids);
    } finally {
      process.kill(stalling.pid, 'SIGCONT');
    }
    // Woken up, it still holds its batch in memory: it must drop what it lost. Once that batch is
    // done, anything it would have sent again has arrived.
    const batchesBefore = stalling.logs.filter((entry) => entry.message === 'outbox batch done').length;
    await expect
      .poll(() => stalling.logs.filter((entry) => entry.message === 'outbox batch done').length, { timeout: 60_000 })
      .toBeGreaterThan(batchesBefore);
    expect(await stalling.stop()).toBe(0);
    await Promise.all(others.map((other) => other.stop()));

    const counts = new Map<string, number>();
    for (const mail of smtp.received) counts.set(mail.messageId ?? '', (counts.get(mail.messageId ?? '') ?? 0) + 1);
    const twice = [...counts].filter(([, count]) => count > 1).map(([messageId]) => messageId);
    expect([...counts.values()].every((count) => count <= 2)).toBe(true);
    // Only what the stalled instance was handing over at the pause went twice (a transaction
    // still before its data is counted, not named).
    const unnamed = twice.filter((messageId) => !handedOver.awaitingReply.includes(messageId));
    expect(unnamed.length).toBeLessThanOrEqual(handedOver.opening);
    expect(smtp.received.length).toBeLessThanOrEqual(40 + handedOver.awaitingReply.length + handedOver.opening);
  }, 120_000);

  it('waits for a mail server slower than 15 s instead of sending again: each message once', async () => {
    const smtp = await smtpSink(0, { delayMs: 16_000 });
    running.push(smtp);
    const { baseUrl, composition, stop } = await instance({ SMTP_URL: smtp.url, OUTBOX_LEASE_MS: '3000' });
    const id = await confirmQuote(baseUrl);
    await expect
      .poll(async () => (await outboxRows(composition, id)).map((row) => row.status), { timeout: 40_000 })
      .toEqual(['sent', 'sent']);
    const rows = await outboxRows(composition, id);
    await stop();
    expect(rows.map((row) => row.attempts)).toEqual([1, 1]);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => `<${row.id}@flash.outbox>`).sort());
  }, 60_000);

  it('keeps a message that keeps failing, marked failed with its last error', async () => {
    const { baseUrl, composition } = await instance({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, OUTBOX_MAX_ATTEMPTS: '2' });
    const id = await confirmQuote(baseUrl);
    await expect
      .poll(async () => (await outboxRows(composition, id)).map((row) => row.status), { timeout: 15_000 })
      .toEqual(['failed', 'failed']);
    const rows = await outboxRows(composition, id);
    expect(rows[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(rows[0]!.attempts).toBe(2);
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP server is configured', async () => {
    const { baseUrl, dataDir, composition } = await instance({});
    const id = await confirmQuote(baseUrl);
    const mailDir = path.join(dataDir, 'mail');
    await expect
      .poll(async () => (await outboxRows(composition, id)).map((row) => row.status), { timeout: 10_000 })
      .toEqual(['sent', 'sent']);
    const files = await readdir(mailDir);
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
    const mails = await Promise.all(files.map(async (file) => PostalMime.parse(await readFile(path.join(mailDir, file)))));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Nouvelle demande de devis — Claire Martin',
      `Votre demande de transport ${referenceOf(id)} est enregistrée`,
    ]);
  });
});

describe('staff see what failed and send it again', () => {
  it('lists failed messages with their last error, and a resend delivers them', async () => {
    const port = await freePort();
    const { baseUrl, composition } = await instance({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_MAX_ATTEMPTS: '1' });
    const id = await confirmQuote(baseUrl);
    const rows = await settled(composition, id);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);

    await composition.services.admin.setPassword('agent.mail', 'a-long-enough-password');
    const staff = apiClient(baseUrl);
    const { csrfToken } = (await (
      await staff.post('/api/admin/login', { username: 'agent.mail', password: 'a-long-enough-password' })
    ).json()) as { csrfToken: string };
    const failed = (await (await staff.get('/api/admin/outbox?status=failed')).json()) as {
      rows: Array<{ id: string; reference: string; lastError: string }>;
    };
    const ours = failed.rows.filter((row) => row.reference === id);
    expect(ours).toHaveLength(2);
    expect(ours[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await smtpSink(port);
    running.push(smtp);
    expect((await staff.request('POST', `/api/admin/outbox/${ours[0]!.id}/resend`, {})).status).toBe(403);
    for (const row of ours)
      expect((await staff.request('POST', `/api/admin/outbox/${row.id}/resend`, {}, { 'x-csrf-token': csrfToken })).status).toBe(202);
    await smtp.waitFor(2);
    expect((await settled(composition, id)).map((row) => row.status)).toEqual(['sent', 'sent']);
    expect((await staff.request('POST', `/api/admin/outbox/${ours[0]!.id}/resend`, {}, { 'x-csrf-token': csrfToken })).status).toBe(404);
  });
});
