import { BOOKING, justNow } from '../fakes/transport-moves.ts';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { ownerKeyOfCookies } from '#src/http/quote-owner.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 38, its first part: agents record each step of a confirmed transport, in order, each kept
// with who recorded it and when, never rewritten.

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  testDb = await createTestDatabase('transport_moves');
  composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
  );
  await seedReferenceData(composition.database.orm.em.fork(), recordingLogger());
  for (const agent of ['agent.durand', 'agent.leroy']) await composition.services.admin.setPassword(agent, PASSWORD);
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

/** A quote confirmed by Claire in this browser, as from the web form: its id and its request's. */
async function confirmedQuote(visitor = apiClient(server.baseUrl)) {
  const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
  expect(confirmed.status).toBe(201);
  return { quoteId: id, requestId: ((await confirmed.json()) as { quoteRequestId: string }).quoteRequestId };
}

const confirmedRequest = async () => (await confirmedQuote()).requestId;

/** The events of an open stream, read as they come. */
function eventsOf(answer: Response) {
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    /** Reads until an event of this name has come. */
    async next(name: string) {
      while (!text.includes(`event: ${name}\n`)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${name}`);
        text += value;
      }
      text = text.slice(text.indexOf(`event: ${name}\n`) + name.length + 8);
    },
    close: () => reader.cancel(),
  };
}

let address = 1;
async function agent(username: string) {
  const client = apiClient(server.baseUrl, { 'x-forwarded-for': `10.1.0.${address++}` });
  const login = await client.post('/api/admin/login', { username, password: PASSWORD });
  expect(login.status).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return {
    board: async () =>
      (await (await client.get('/api/admin/transports')).json()) as {
        silenceMinutes: number;
        entries: Array<{
          next: string;
          risks: string[];
          dueAt: string | null;
          transport: Record<string, unknown> & { quoteRequestId: string };
        }>;
      },
    move: (requestId: string, move: Record<string, unknown>, headers: Record<string, string> = {}) =>
      client.post(`/api/admin/transports/${requestId}/moves`, move, { 'x-csrf-token': csrfToken, ...headers }),
    /** the record's form, posted as a browser would */
    view: (requestId: string) => client.get(`/api/admin/transports/${requestId}`),
  };
}

const booking = BOOKING;

type Transport = { state: string; moves: Array<{ move: { kind: string }; at: string; by: string }> };

describe('a confirmed transport, step by step', () => {
  it('keeps each step with who recorded it and when, in order, through to the delivery', async () => {
    const id = await confirmedRequest();
    const durand = await agent('agent.durand');
    const leroy = await agent('agent.leroy');
    const started = Date.now();
    expect((await durand.move(id, booking)).status).toBe(201);
    expect((await leroy.move(id, { kind: 'eta', estimatedDelivery: '2099-01-01T18:30:00+01:00', reason: 'Bouchon sur l’A6' })).status).toBe(
      201,
    );
    expect((await leroy.move(id, { kind: 'pickUp', at: justNow() })).status).toBe(201);
    const delivered = await durand.move(id, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber, quai 4', note: '' });
    expect(delivered.status).toBe(201);
    const { transport } = (await delivered.json()) as { transport: Transport };
    expect(transport.state).toBe('delivered');
    expect(transport.moves.map(({ move, by }) => [move.kind, by])).toEqual([
      ['book', 'agent.durand'],
      ['eta', 'agent.leroy'],
      ['pickUp', 'agent.leroy'],
      ['deliver', 'agent.durand'],
    ]);
    for (const { at } of transport.moves) expect(Date.parse(at)).toBeGreaterThanOrEqual(started - 1000);
    expect(((await (await durand.view(id)).json()) as { transport: Transport }).transport).toEqual(transport);
    expect(transport).not.toHaveProperty('ownerKey');

    // The shipper is told each step once, through the outbox, in the quote's language, with the page's link.
    const news = await composition.database.orm.em
      .getConnection()
      .execute<Array<{ email: string; summary: { news: string; link: string } }>>(
        `select email, summary from outbox where kind = 'transport-news' and reference = (select quote_id from quote_requests where id = ?) order by created_at, id`,
        [id],
      );
    expect(news.map((row) => row.summary.news)).toEqual(['booked', 'late', 'picked_up', 'delivered']);
    expect(new Set(news.map((row) => row.email))).toEqual(new Set([claire.email]));
    expect(news[0]!.summary.link).toMatch(/\/FR\/quote\/[\w-]+\?access=/);
  });

  it('refuses a step out of order with 409 and keeps nothing of it', async () => {
    const id = await confirmedRequest();
    const durand = await agent('agent.durand');
    const early = await durand.move(id, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: 'conflict', message: 'Cette étape ne peut pas suivre l’état actuel du transport.' });
    expect((await durand.move(id, { kind: 'cancel', by: 'le client', reason: 'Commande annulée' })).status).toBe(201);
    expect((await durand.move(id, booking)).status).toBe(409);
    const { transport } = (await (await durand.view(id)).json()) as { transport: Transport };
    expect(transport).toMatchObject({ state: 'cancelled', moves: [{ move: { kind: 'cancel' } }] });
  });

  it('lets one of two agents picking up at once through; the other hears 409', async () => {
    const id = await confirmedRequest();
    const [durand, leroy] = [await agent('agent.durand'), await agent('agent.leroy')];
    expect((await durand.move(id, booking)).status).toBe(201);
    const answers = await Promise.all([
      durand.move(id, { kind: 'pickUp', at: justNow() }),
      leroy.move(id, { kind: 'pickUp', at: justNow() }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('takes 30 pickups sent at once one at a time: one recorded, the others 409, no 5xx, and other requests served meanwhile', async () => {
    const id = await confirmedRequest();
    const [durand, leroy] = [await agent('agent.durand'), await agent('agent.leroy')];
    expect((await durand.move(id, booking)).status).toBe(201);
    const at = justNow();
    const pickups = Array.from({ length: 30 }, (_, n) => (n % 2 ? durand : leroy).move(id, { kind: 'pickUp', at }));
    const others = Array.from({ length: 5 }, () =>
      apiClient(server.baseUrl, { 'x-forwarded-for': `10.1.9.${address++}` }).post('/api/quotes', {
        ...lyonToStuttgart,
        pickupDate: tomorrow(),
      }),
    );
    const statuses = (await Promise.all(pickups)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect((await Promise.all(others)).map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
  });

  it('refuses a malformed step, an unknown transport, and a rewrite of its history', async () => {
    const id = await confirmedRequest();
    const durand = await agent('agent.durand');
    expect((await durand.move(id, { ...booking, plannedPickup: 'tomorrow' })).status).toBe(400);
    expect((await durand.move(id, { kind: 'teleport' })).status).toBe(400);
    expect((await durand.move('019aa000-0000-7000-8000-000000000999', booking)).status).toBe(404);
    expect((await durand.move(id, booking)).status).toBe(201);
    await expect(
      composition.database.orm.em.getConnection().execute(`update transport_moves set move = '{}'::jsonb where quote_request_id = ?`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      composition.database.orm.em.getConnection().execute(`delete from transport_moves where quote_request_id = ?`, [id]),
    ).rejects.toThrow(/append-only/);
  });

  it('measures on the dashboard the share delivered by the delivery their offer promised, as last corrected', async () => {
    const before = (await composition.services.admin.viewDashboard('today')).kpis.deliveries;
    const durand = await agent('agent.durand');
    const db = composition.database.orm.em.getConnection();
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const delivered = async () => {
      const id = await confirmedRequest();
      // Promised two minutes from now, so that a delivery recorded now can be late or on time; its
      // route unknown, so that the road does not doubt a delivery a minute after the pickup (invoices.int does).
      await db.execute(
        `update quote_requests set estimated_delivery = ?, distance = null, transit_time = null, pickup_window_from = null where id = ?`,
        [inMinutes(2), id],
      );
      for (const move of [booking, { kind: 'pickUp', at: justNow() }]) expect((await durand.move(id, move)).status).toBe(201);
      return id;
    };
    const onTime = await delivered();
    expect((await durand.move(onTime, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' })).status).toBe(201);
    const late = await delivered();
    expect((await durand.move(late, { kind: 'deliver', at: inMinutes(4), receivedBy: 'M. Weber' })).status).toBe(201);
    const deliveries = async () => (await composition.services.admin.viewDashboard('today')).kpis.deliveries;
    expect(await deliveries()).toEqual({ delivered: before.delivered + 2, onTime: before.onTime + 1 });

    // The late one was in fact delivered on time: its correction moves the figure, the step stays as recorded.
    const correction = { kind: 'correct', step: 'deliver', at: justNow(), reason: 'Heure relevée sur le bon signé' };
    expect((await durand.move(late, correction)).status).toBe(201);
    expect(await deliveries()).toEqual({ delivered: before.delivered + 2, onTime: before.onTime + 2 });
    const { transport } = (await (await durand.view(late)).json()) as { transport: Transport };
    expect(transport.moves.map(({ move }) => move.kind)).toEqual(['book', 'pickUp', 'deliver', 'correct']);
  });

  it('refuses a step the clock or the step before it belies, saying why in the agent’s language', async () => {
    const id = await confirmedRequest();
    const durand = await agent('agent.durand');
    expect((await durand.move(id, booking)).status).toBe(201);
    // A pickup at tomorrow 09:00, recorded tonight.
    const tomorrowMorning = await durand.move(id, { kind: 'pickUp', at: `${tomorrow()}T09:00:00+01:00` });
    expect(tomorrowMorning.status).toBe(400);
    expect(await tomorrowMorning.json()).toMatchObject({ error: 'invalid', message: expect.stringMatching(/^Cette heure est à venir/) });
    // Before the carrier was booked.
    const early = await durand.move(id, { kind: 'pickUp', at: new Date(Date.now() - 3_600_000).toISOString() });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ message: 'L’enlèvement ne peut pas précéder la réservation du transporteur.' });
    const pickedUpAt = justNow();
    expect((await durand.move(id, { kind: 'pickUp', at: pickedUpAt })).status).toBe(201);
    // Delivered before it was picked up, asked in German.
    const beforePickup = await durand.move(
      id,
      { kind: 'deliver', at: new Date(Date.parse(pickedUpAt) - 60_000).toISOString(), receivedBy: 'M. Weber' },
      { 'accept-language': 'de' },
    );
    expect(beforePickup.status).toBe(409);
    expect(await beforePickup.json()).toMatchObject({ error: 'conflict', message: 'Die Zustellung kann nicht vor der Abholung liegen.' });
    const pastEstimate = await durand.move(id, {
      kind: 'eta',
      estimatedDelivery: new Date(Date.now() - 60_000).toISOString(),
      reason: 'A6',
    });
    expect(pastEstimate.status).toBe(400);
    const nothing = await durand.move(id, { kind: 'correct', step: 'deliver', at: justNow(), reason: 'Erreur' });
    expect(nothing.status).toBe(409);
    const { transport } = (await (await durand.view(id)).json()) as { transport: Transport };
    expect(transport.moves.map(({ move }) => move.kind)).toEqual(['book', 'pickUp']);
  });

  it('opens to the receiving site by its own signed link: the steps and the route, no price, no buyer', async () => {
    const visitor = apiClient(server.baseUrl);
    const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
    const { quoteRequestId } = (await (await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).json()) as {
      quoteRequestId: string;
    };
    expect((await (await agent('agent.durand')).move(quoteRequestId, booking)).status).toBe(201);
    const ownerKey = ownerKeyOfCookies([...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; '))!;
    const shipper = (await composition.services.followTransport(id, ownerKey))!;
    const consignee = await composition.services.followAsConsignee(id, shipper.consigneeToken);
    expect(consignee).toMatchObject({ transport: { state: 'booked', steps: [{ move: { kind: 'book' } }] }, arrival: { country: 'DE' } });
    expect(JSON.stringify(consignee)).not.toMatch(/price|Claire|claire@martin|consigneeToken/i);
    expect(await composition.services.followAsConsignee(id, 'forged')).toBeUndefined();
    expect(await composition.services.followAsConsignee(id, shipper.consigneeToken.slice(1))).toBeUndefined();
  });

  it('is for staff only', async () => {
    const id = await confirmedRequest();
    expect((await apiClient(server.baseUrl).post(`/api/admin/transports/${id}/moves`, booking)).status).toBe(401);
  });

  it('tells the shipper’s open page of each step by an event stream; to a stranger or a forged link the stream does not exist', async () => {
    const visitor = apiClient(server.baseUrl);
    const { quoteId, requestId } = await confirmedQuote(visitor);
    const stream = await visitor.get(`/api/quotes/${quoteId}/transport/events`, { accept: 'text/event-stream' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventsOf(stream);
    const durand = await agent('agent.durand');
    expect((await durand.move(requestId, booking)).status).toBe(201);
    await events.next('moved');
    expect((await durand.move(requestId, { kind: 'pickUp', at: justNow() })).status).toBe(201);
    await events.next('moved');
    await events.close();

    const stranger = apiClient(server.baseUrl);
    expect((await stranger.get(`/api/quotes/${quoteId}/transport/events`)).status).toBe(404);
    expect((await stranger.get(`/api/quotes/${quoteId}/transport/events?token=forged`)).status).toBe(404);
    expect((await stranger.get(`/api/quotes/${quoteId}/transport/events?access=forged`)).status).toBe(404);
    // Not confirmed yet: no transport to follow.
    const { id } = (await (await stranger.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
    expect((await stranger.get(`/api/quotes/${id}/transport/events`)).status).toBe(404);
  });

  it('lists every transport under way on the agents’ board by its next step, until it is delivered or cancelled', async () => {
    const [booked, waiting, cancelled] = [await confirmedRequest(), await confirmedRequest(), await confirmedRequest()];
    const durand = await agent('agent.durand');
    expect((await durand.move(booked, booking)).status).toBe(201);
    expect((await durand.move(cancelled, { kind: 'cancel', by: 'le client', reason: 'Commande annulée' })).status).toBe(201);
    const board = await durand.board();
    expect(board.silenceMinutes).toBe(120);
    expect(await composition.services.admin.countTransportsUnderWay()).toBe(board.entries.length);
    const ours = (id: string) => board.entries.find((entry) => entry.transport.quoteRequestId === id);
    expect(ours(booked)).toMatchObject({
      next: 'pickUp',
      transport: { state: 'booked', reference: expect.stringMatching(/^FL-/) },
    });
    expect(ours(booked)!.transport).toMatchObject({
      route: { from: expect.any(String), fromCountry: 'FR', toCountry: 'DE' },
      shipper: { email: claire.email },
    });
    // Due when the carrier plans to pick up.
    expect(Date.parse(ours(booked)!.dueAt!)).toBe(Date.parse(BOOKING.plannedPickup));
    expect(ours(booked)!.transport).not.toHaveProperty('ownerKey');
    expect(ours(waiting)).toMatchObject({ next: 'book', transport: { state: 'confirmed' } });
    expect(ours(cancelled)).toBeUndefined();
    // Delivered: off the board.
    expect((await durand.move(booked, { kind: 'pickUp', at: justNow() })).status).toBe(201);
    expect((await durand.move(booked, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' })).status).toBe(201);
    expect((await durand.board()).entries.some((entry) => entry.transport.quoteRequestId === booked)).toBe(false);
  });
});
