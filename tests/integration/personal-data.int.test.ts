import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Personal data with a lifecycle (issue 14): retention periods applied by the daily job, and a
// person's data exported or erased by staff, with the erasure audited without the person.

const DAY = 24 * 60 * 60 * 1000;
let now = new Date();
const clock = { now: () => now };
let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
let nextAddress = 1;
let dataDir: string;

beforeAll(async () => {
  testDb = await createTestDatabase('personal_data');
  dataDir = await mkdtemp(path.join(tmpdir(), 'personal-data-'));
  composition = await compose(loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: dataDir, OUTBOX_POLL_MS: '100' }), recordingLogger(), clock);
  await seedReferenceData(composition.database.orm.em.fork(), recordingLogger());
  await composition.services.admin.setPassword('agent.privacy', 'privacy-staff-password');
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

const visitor = () => apiClient(server.baseUrl, { 'x-forwarded-for': `10.1.0.${nextAddress++}` });
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  composition.database.orm.em.getConnection().execute<T[]>(query, params);

async function quote(contact?: typeof claire, confirm = false) {
  const client = visitor();
  const { id } = (await (await client.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await client.get(`/api/quotes/${id}/offers`);
  if (contact) expect((await client.put(`/api/quotes/${id}/contact`, contact)).status).toBe(200);
  if (confirm) expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
  return id;
}

async function staff() {
  const client = visitor();
  const response = await client.post('/api/admin/login', { username: 'agent.privacy', password: 'privacy-staff-password' });
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { client, csrfToken };
}

describe("a person's data", () => {
  it('is exported as JSON, then erased from every record, the erasure audited without the address', async () => {
    const dora = { ...claire, firstName: 'Dora', lastName: 'Weiss', email: 'Dora.Weiss@example.de' };
    const confirmed = await quote(dora, true);
    const demo = await visitor().post('/api/leads/demo-requests', {
      firstName: 'Dora',
      lastName: 'Weiss',
      company: 'W',
      email: 'dora.weiss@example.de',
      phone: '+49',
      language: 'Deutsch',
    });
    expect(demo.status).toBe(201);
    const other = await quote({ ...claire, email: 'someone.else@example.fr' }, true);
    const { client, csrfToken } = await staff();
    // She is also one of a business account's people (issue 39), signed in.
    const [account] = await sql<{ id: string }>(
      `insert into account_requests (id, created_at, prenom, nom, email, societe, telephone, pays) values (gen_random_uuid(), now(), 'A', 'B', 'boss@w.example', 'W', '+49', 'DE') returning id`,
    );
    const [person] = await sql<{ id: string }>(
      `insert into account_people (id, created_at, account_id, email, role) values (gen_random_uuid(), now(), ?, 'dora.weiss@example.de', 'member') returning id`,
      [account!.id],
    );
    await sql(`insert into account_sessions (token_hash, person_id, created_at, last_seen_at) values (?, ?, now(), now())`, [
      'a'.repeat(64),
      person!.id,
    ]);

    const exported = await client.get('/api/admin/personal-data?email=dora.weiss@example.de');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="?personal-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    const data = (await exported.json()) as { email: string; records: Record<string, Array<Record<string, unknown>>> };
    expect(data.records.quotes!.map((row) => row.id)).toEqual([confirmed]);
    expect(data.records.quoteRequests).toHaveLength(1);
    expect(data.records.demoRequests!.map((row) => row.nom)).toEqual(['Weiss']);
    expect(data.records.emails!.length).toBeGreaterThanOrEqual(3); // summary, confirmation, demo emails
    expect(data.records.accountPeople).toEqual([expect.objectContaining({ email: 'dora.weiss@example.de', role: 'member', company: 'W' })]);

    const erased = await client.request(
      'POST',
      '/api/admin/personal-data/erase',
      { email: 'DORA.WEISS@example.de' },
      { 'x-csrf-token': csrfToken },
    );
    expect(erased.status).toBe(200);
    const { records } = (await erased.json()) as { records: number };
    expect(records).toBeGreaterThanOrEqual(6);

    const after = (await (await client.get('/api/admin/personal-data?email=dora.weiss@example.de')).json()) as typeof data;
    expect(Object.values(after.records).every((rows) => rows.length === 0)).toBe(true);
    expect(await sql(`select id from account_people where email = 'dora.weiss@example.de'`)).toEqual([]);
    expect(await sql(`select token_hash from account_sessions where person_id = ?`, [person!.id])).toEqual([]);
    const [row] = await sql<{ nom: string | null; email: string | null; status: string }>(
      'select nom, email, status from quotes where id = ?',
      [confirmed],
    );
    expect(row).toEqual({ nom: null, email: null, status: 'offer_confirmed' }); // the record stays, without her
    expect(JSON.stringify(await sql('select * from personal_data_erasures'))).not.toMatch(/dora|weiss/i);
    expect(await sql('select records from personal_data_erasures')).toEqual([{ records }]);
    // Nobody else is touched.
    expect((await sql<{ email: string }>('select email from quotes where id = ?', [other]))[0]!.email).toBe('someone.else@example.fr');
  });

  it('is erased from the emails kept as files too, leaving everyone else’s', async () => {
    // No SMTP server: emails are written as .eml files under DATA_DIR/mail.
    composition.startOutbox();
    const mailDir = path.join(dataDir, 'mail');
    const mailsAbout = async (text: string) => {
      const files = await readdir(mailDir).catch(() => [] as string[]);
      const bodies = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')));
      return bodies.filter((body) => body.includes(text)).length;
    };
    await quote({ ...claire, lastName: 'Vogel', email: 'eva.vogel@example.de' }, true);
    await quote({ ...claire, lastName: 'Stays', email: 'stays@example.fr' }, true);
    await expect.poll(() => mailsAbout('Vogel'), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => mailsAbout('Stays'), { timeout: 15_000 }).toBe(2);

    const { client, csrfToken } = await staff();
    const erased = await client.request(
      'POST',
      '/api/admin/personal-data/erase',
      { email: 'eva.vogel@example.de' },
      { 'x-csrf-token': csrfToken },
    );
    expect(erased.status).toBe(200);
    expect(await mailsAbout('Vogel')).toBe(0);
    expect(await mailsAbout('Stays')).toBe(2);
  });

  it('needs a staff session, the CSRF token and a valid address', async () => {
    expect((await visitor().get('/api/admin/personal-data?email=a@example.fr')).status).toBe(401);
    const { client, csrfToken } = await staff();
    expect((await client.request('POST', '/api/admin/personal-data/erase', { email: 'a@example.fr' })).status).toBe(403);
    expect(
      (await client.request('POST', '/api/admin/personal-data/erase', { email: 'not an address' }, { 'x-csrf-token': csrfToken })).status,
    ).toBe(400);
    expect((await client.get('/api/admin/personal-data?email=%00')).status).toBe(400);
  });
});

describe('the daily retention job', () => {
  it('deletes unconfirmed quotes and sent emails, then removes people from old leads, each after its period', async () => {
    const unconfirmed = await quote(claire);
    const confirmed = await quote({ ...claire, email: 'kept.lead@example.fr' }, true);
    await visitor().post('/api/leads/expert-contacts', {
      ...claire,
      email: 'old.contact@example.fr',
      sector: 'Automobile',
      message: 'Appelez-moi',
      pageLanguage: 'fr',
    });
    await sql(`update outbox set status = 'sent', sent_at = now()`);
    const purge = async (daysLater: number) => {
      now = new Date(Date.now() + daysLater * DAY);
      return composition.runRetention();
    };
    const count = async (query: string, params: unknown[] = []) => Number((await sql<{ n: string }>(query, params))[0]!.n);

    expect(await purge(10)).toMatchObject({ emailsDeleted: 0, quotesDeleted: 0, leadsAnonymised: 0 }); // no period reached
    expect((await purge(31)).emailsDeleted).toBeGreaterThanOrEqual(4);
    expect(await count(`select count(*) as n from outbox where status = 'sent'`)).toBe(0);
    expect(await count('select count(*) as n from quotes where id = ?', [unconfirmed])).toBe(1); // 90 days not reached
    expect((await purge(91)).quotesDeleted).toBeGreaterThanOrEqual(1);
    expect(await count('select count(*) as n from quotes where id = ?', [unconfirmed])).toBe(0);
    expect(await count('select count(*) as n from quotes where id = ? and email is not null', [confirmed])).toBe(1); // a lead: kept
    expect((await purge(1_096)).leadsAnonymised).toBeGreaterThanOrEqual(3);
    expect(await count('select count(*) as n from quotes where id = ? and email is null', [confirmed])).toBe(1);
    expect(await count(`select count(*) as n from contact_automobile where email = 'old.contact@example.fr'`)).toBe(0);
    expect(await count(`select count(*) as n from contact_automobile where email = ''`)).toBeGreaterThan(0);
  });
});
