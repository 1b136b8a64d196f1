import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { BOOKING_CLOSES_LEAD } from '#src/domain/transport/transport-lifecycle.ts';
import { BOOKING } from '../fakes/transport-moves.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 27: two app instances on one database, as behind a balancer. A lead written through
// instance A reaches a staff page listening on instance B; the reminder goes once.

// The application clock: the real time, moved on when a test says so.
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const USER = 'agent.martin';
const PASSWORD = 'correct horse battery staple';

interface Instance {
  composition: Composition;
  server: Awaited<ReturnType<typeof listen>>;
}
let testDb: TestDatabase;
let a: Instance;
let b: Instance;
const streams: AbortController[] = [];

async function instance(): Promise<Instance> {
  const composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
    clock,
  );
  const server = await listen(
    createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1, staffStreamCheckMs: 200 }),
  );
  return { composition, server };
}

beforeAll(async () => {
  testDb = await createTestDatabase('staff_inbox');
  a = await instance();
  b = await instance();
  await a.composition.services.admin.setPassword(USER, PASSWORD);
});

afterAll(async () => {
  for (const stream of streams) stream.abort();
  for (const each of [a, b]) {
    await each?.composition.endLiveUpdates();
    await each?.server.close();
    await each?.composition.dispose();
  }
  await testDb?.drop();
});

let nextAddress = 1;
const browserOn = (server: Instance['server']) => apiClient(server.baseUrl, { 'x-forwarded-for': `10.0.1.${nextAddress++}` });

async function staffOn(server: Instance['server']) {
  const client = browserOn(server);
  const response = await client.post('/api/admin/login', { username: USER, password: PASSWORD });
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { client, csrfToken };
}

/** Opens the event stream as a staff page does and collects its events as they come. */
async function openStream(server: Instance['server'], cookie: string) {
  const controller = new AbortController();
  streams.push(controller);
  const response = await fetch(`${server.baseUrl}/api/admin/inbox/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  /** the comments the server's session checks wrote (': still here') */
  const checks = { count: 0 };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        if (block.startsWith(': still here')) checks.count++;
      }
    }
  })();
  return { events, checks, close: () => controller.abort() };
}

const cookieOf = (client: ReturnType<typeof apiClient>) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

async function demoRequest(server: Instance['server'], email: string) {
  const response = await browserOn(server).post('/api/leads/demo-requests', {
    firstName: 'Ana',
    lastName: 'García',
    company: 'Logística SA',
    email,
    phone: '+34 911 234 567',
    language: 'Español',
    pageLanguage: 'es',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A quote with a callback asked for, without a phone: the agents must write. */
async function callbackRequest(server: Instance['server']) {
  const visitor = browserOn(server);
  const created = await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const asked = await visitor.post(`/api/quotes/${id}/callback`, { ...claire, phone: '' });
  expect(asked.status).toBe(201);
  return id;
}

const LISTENERS = `select count(*) as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`;
const sql = <T extends object[]>(query: string, params: unknown[] = []) =>
  a.composition.database.orm.em.getConnection().execute<T>(query, params);

describe('the live inbox across instances', () => {
  it('refuses the event stream without a staff session', async () => {
    const response = await fetch(`${b.server.baseUrl}/api/admin/inbox/events`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const forged = await fetch(`${b.server.baseUrl}/api/admin/inbox/events`, {
      headers: { cookie: 'admin_session=forged-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(forged.status).toBe(401);
  });

  it('brings a lead written through instance A to a stream opened on instance B within 2 s', async () => {
    const { client } = await staffOn(b.server);
    const stream = await openStream(b.server, cookieOf(client));
    // B listens once it tells the page to read what it may have missed; from then on it hears each change.
    await expect.poll(() => stream.events, { timeout: 5_000, interval: 20 }).toContainEqual({ event: 'inbox', data: { resync: true } });
    const demo = await demoRequest(a.server, 'ana.live@logistica.example');
    await expect
      .poll(() => stream.events, { timeout: 2_000, interval: 20 })
      .toContainEqual({ event: 'inbox', data: { type: 'demo', id: demo } });
    const callback = await callbackRequest(a.server);
    await expect
      .poll(() => stream.events, { timeout: 2_000, interval: 20 })
      .toContainEqual({ event: 'inbox', data: { type: 'callback', id: callback } });
    // And the inbox, read on B, lists both, most urgent first: the callback promised within
    // minutes before the older demo promised within a day; the callback without a phone, with its pickup.
    const inbox = (await (await client.get('/api/admin/inbox')).json()) as { entries: Array<Record<string, unknown>> };
    const ours = inbox.entries.filter((entry) => entry.id === demo || entry.id === callback);
    expect(ours.map((entry) => entry.type)).toEqual(['callback', 'demo']);
    expect(ours[0]).toMatchObject({ phone: null, email: claire.email, promiseMinutes: 15, status: 'new', overdue: false });
    expect(ours[0]!.pickupAt).toEqual(expect.any(String));
    expect(ours[1]).toMatchObject({ phone: '+34 911 234 567', promiseMinutes: 24 * 60, pickupAt: null, offer: null });
    stream.close();
  });

  it("tells an open page when its instance stops hearing the database's changes, and when it hears them again", async () => {
    const { client } = await staffOn(b.server);
    const stream = await openStream(b.server, cookieOf(client));
    await expect.poll(() => sql<Array<{ n: string }>>(LISTENERS).then((rows) => Number(rows[0]!.n)), { timeout: 2_000 }).toBeGreaterThan(0);
    // The listener's connection dies (the database restarted, a proxy cut it).
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
    await expect
      .poll(() => stream.events.map(({ event }) => event), { timeout: 5_000, interval: 20 })
      .toEqual(expect.arrayContaining(['paused', 'resumed']));
    const kinds = stream.events.map(({ event }) => event);
    expect(kinds.indexOf('paused')).toBeLessThan(kinds.indexOf('resumed'));
    // Back: what may have been missed is read again, and new leads come through as before.
    expect(stream.events.slice(kinds.indexOf('resumed'))).toContainEqual({ event: 'inbox', data: { resync: true } });
    const demo = await demoRequest(a.server, 'ana.again@logistica.example');
    await expect
      .poll(() => stream.events, { timeout: 2_000, interval: 20 })
      .toContainEqual({ event: 'inbox', data: { type: 'demo', id: demo } });
    stream.close();
  });

  it('streams status changes: taken, called, done, and the lead leaves the inbox once called', async () => {
    const demo = await demoRequest(a.server, 'ana.status@logistica.example');
    const watcher = await staffOn(b.server);
    const stream = await openStream(b.server, cookieOf(watcher.client));
    const agent = await staffOn(a.server);
    const move = (status: string) =>
      agent.client.request('POST', `/api/admin/leads/demo/${demo}/status`, { status }, { 'x-csrf-token': agent.csrfToken });
    const changes = () => stream.events.filter((event) => event.data.id === demo).length;

    expect((await move('taken')).status).toBe(201);
    await expect.poll(changes, { timeout: 2_000, interval: 20 }).toBe(1);
    const taken = (await (await watcher.client.get('/api/admin/inbox')).json()) as { entries: Array<Record<string, unknown>> };
    expect(taken.entries.find((entry) => entry.id === demo)).toMatchObject({ status: 'taken', statusBy: USER });

    expect((await move('contacted')).status).toBe(201);
    await expect.poll(changes, { timeout: 2_000, interval: 20 }).toBe(2);
    const called = (await (await watcher.client.get('/api/admin/inbox')).json()) as { entries: Array<Record<string, unknown>> };
    expect(called.entries.some((entry) => entry.id === demo)).toBe(false);

    expect((await move('done')).status).toBe(201);
    await expect.poll(changes, { timeout: 2_000, interval: 20 }).toBe(3);
    stream.close();
  });
});

describe('a staff session left to itself', () => {
  it('ends after 30 minutes without a person: an open inbox stream keeps nothing alive and says signed-out', async () => {
    const { client } = await staffOn(a.server);
    const cookie = cookieOf(client);
    const stream = await openStream(a.server, cookie);
    const lastSeen = async () =>
      String(
        (await sql<Array<{ last_seen_at: unknown }>>('select last_seen_at from staff_sessions order by created_at desc limit 1'))[0]!
          .last_seen_at,
      );
    const seenAtLogin = await lastSeen();
    try {
      // 16 minutes pass with the page open and nobody at it: the stream's checks go on, and so
      // does what the page asks by itself.
      offsetMs += 16 * 60_000;
      const checked = stream.checks.count;
      await expect.poll(() => stream.checks.count).toBeGreaterThan(checked + 1);
      expect((await client.get('/api/admin/session?automatic=1')).status).toBe(200);
      expect(await lastSeen()).toBe(seenAtLogin);
      // 31 minutes after the last person's request: the session has ended, and the page is told.
      offsetMs += 15 * 60_000;
      await expect.poll(() => stream.events.map((event) => event.event), { timeout: 5_000 }).toContain('signed-out');
      expect((await client.get('/api/admin/session')).status).toBe(401);
    } finally {
      stream.close();
      offsetMs = 0;
    }
  });

  it("is kept alive by a person's request", async () => {
    const { client } = await staffOn(a.server);
    try {
      offsetMs += 20 * 60_000;
      expect((await client.get('/api/admin/session')).status).toBe(200);
      offsetMs += 20 * 60_000;
      expect((await client.get('/api/admin/session')).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('the escalation reminder', () => {
  const remindersOf = (id: string) =>
    sql<Array<{ kind: string; audience: string; summary: Record<string, unknown> | string }>>(
      `select kind, audience, summary from outbox where reference = ? and kind = 'lead-reminder'`,
      [id],
    );

  it('is queued once past the promise and the delay (application clock), on whichever instance looks, never for a handled lead', async () => {
    const waiting = await callbackRequest(a.server);
    const handled = await callbackRequest(a.server);
    const agent = await staffOn(a.server);
    const called = await agent.client.request(
      'POST',
      `/api/admin/leads/callback/${handled}/status`,
      { status: 'contacted' },
      { 'x-csrf-token': agent.csrfToken },
    );
    expect(called.status).toBe(201);

    // 15 minutes promised, 5 more by default: at 19 minutes nothing yet.
    offsetMs = 19 * 60_000;
    await a.composition.runReminders();
    expect(await remindersOf(waiting)).toHaveLength(0);

    offsetMs = 21 * 60_000;
    await Promise.all([a.composition.runReminders(), b.composition.runReminders()]);
    await b.composition.runReminders();
    const sent = await remindersOf(waiting);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'lead-reminder', audience: 'agent' });
    const summary = typeof sent[0]!.summary === 'string' ? JSON.parse(sent[0]!.summary) : sent[0]!.summary;
    expect(summary).toMatchObject({
      leadType: 'callback',
      leadId: waiting,
      promiseMinutes: 15,
      client: { phone: null, email: claire.email },
    });
    expect(await remindersOf(handled)).toHaveLength(0);

    // The inbox says it was reminded; the lead still waits.
    const inbox = (await (await agent.client.get('/api/admin/inbox')).json()) as { entries: Array<Record<string, unknown>> };
    expect(inbox.entries.find((entry) => entry.id === waiting)).toMatchObject({ overdue: true });
    expect(inbox.entries.find((entry) => entry.id === waiting)?.remindedAt).toEqual(expect.any(String));
    offsetMs = 0;
  });
});

describe('a booked transport (issue 49)', () => {
  it('closes its confirmed-quote lead: its trail says so, it leaves the inbox, and no reminder follows', async () => {
    const visitor = browserOn(a.server);
    const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
    const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
    expect(confirmed.status).toBe(201);
    const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
    const agent = await staffOn(b.server);
    const inboxIds = async () =>
      ((await (await agent.client.get('/api/admin/inbox')).json()) as { entries: Array<{ id: string }> }).entries.map((entry) => entry.id);
    expect(await inboxIds()).toContain(quoteRequestId);

    const booked = await agent.client.post(`/api/admin/transports/${quoteRequestId}/moves`, BOOKING, { 'x-csrf-token': agent.csrfToken });
    expect(booked.status).toBe(201);
    expect(await inboxIds()).not.toContain(quoteRequestId);
    const trail = await sql<Array<{ status: string; note: string }>>(
      `select status, note from lead_status_changes where lead_type = 'quote-request' and lead_id = ? order by created_at`,
      [quoteRequestId],
    );
    expect(trail).toEqual([{ status: 'won', note: BOOKING_CLOSES_LEAD }]);

    // Past its promise and the delay: no reminder for a lead whose transport is booked.
    offsetMs = 60 * 60_000;
    await a.composition.runReminders();
    offsetMs = 0;
    expect(await sql(`select 1 from outbox where kind = 'lead-reminder' and summary->>'leadId' = ?`, [quoteRequestId])).toHaveLength(0);
  });
});
