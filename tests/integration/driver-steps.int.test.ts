import { createHash, randomUUID } from 'node:crypto';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
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
import { BOOKING } from '../fakes/transport-moves.ts';
import { acceptAccount, askForAccount } from '../helpers/staff-user.ts';

// Issue 52: the driver's steps from the job's link, through the same log, emails and webhooks as
// the agents'; the phone's time kept when the step rules allow it, else the server's, flagged.

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  testDb = await createTestDatabase('driver_steps');
  composition = await compose(
    loadConfig({
      DATABASE_URL: testDb.url,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'driver-steps-')),
      SITE_URL: 'https://flash.example',
      // The account's receiver is on this machine (nothing is sent: no outbox worker runs here).
      WEBHOOK_ALLOW_PRIVATE_RECEIVERS: 'true',
    }),
    recordingLogger(),
  );
  await seedReferenceData(composition.database.orm.em.fork(), recordingLogger());
  await composition.services.admin.setPassword('agent.durand', PASSWORD);
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

const sql = <T>(query: string, values: unknown[] = []) => composition.database.orm.em.getConnection().execute<T[]>(query, values);

let address = 1;
/** A quote Claire confirmed, and a carrier an agent booked for it: the request and the driver's link (its last part). */
async function bookedTransport({ book = true } = {}) {
  const visitor = apiClient(server.baseUrl, { 'x-forwarded-for': `10.2.0.${address++}` });
  const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
  const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
  const agent = apiClient(server.baseUrl, { 'x-forwarded-for': `10.3.0.${address++}` });
  const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.durand', password: PASSWORD })).json()) as {
    csrfToken: string;
  };
  if (book)
    expect((await agent.post(`/api/admin/transports/${quoteRequestId}/moves`, BOOKING, { 'x-csrf-token': csrfToken })).status).toBe(201);
  const link = composition.services.transport.driverLinkOf(quoteRequestId);
  return { quoteId: id, quoteRequestId, link: link.slice(link.lastIndexOf('/') + 1), agent, csrfToken };
}

/** Who a driver's link makes the holder: the transport's driver, or nobody for a forged one (as the edge finds it). */
const driverOf = (link: string) => composition.services.identify('driver', { driverLink: link, byPerson: true });

const tap = (link: string, body: Record<string, unknown>) =>
  apiClient(server.baseUrl).post(`/api/drive/${link}/taps`, { tap: randomUUID(), phoneAt: new Date().toISOString(), ...body });

type Job = { state: string; next: string | null; steps: Array<{ move: Record<string, unknown> }> };
type Moves = Array<{ kind: string; move: { driver?: { phoneAt: string | null; flagged: string | null }; at?: string }; by: string | null }>;
const movesOf = (quoteRequestId: string) =>
  sql<Moves[number]>(
    `select m.kind, m.move, u.username as by from transport_moves m left join staff_users u on u.id = m.recorded_by_id
      where m.quote_request_id = ? order by m.created_at, m.id`,
    [quoteRequestId],
  );

describe('the driver’s link (issue 52)', () => {
  it('is queued as a text message with the booking, and opens the job: where, what, how many to count, no price', async () => {
    const { quoteRequestId, link } = await bookedTransport();
    const [message] = await sql<{ audience: string; summary: { to: string; link: string; driverFirstName: string } }>(
      `select audience, summary from outbox where kind = 'driver-link' and reference = ?`,
      [quoteRequestId],
    );
    expect(message).toMatchObject({ audience: 'driver', summary: { to: BOOKING.driverPhone, driverFirstName: 'Karim' } });
    expect(message!.summary.link).toBe(`https://flash.example/FR/drive/${link}`);

    const job = await composition.services.transport.viewDriverJob(await driverOf(link));
    expect(job).toMatchObject({
      state: 'booked',
      next: 'arrivedAtPickup',
      driverFirstName: 'Karim',
      ordered: 2,
      pickup: { address: expect.stringContaining('Lyon'), country: 'FR' },
      delivery: { address: expect.stringContaining('Stuttgart'), country: 'DE' },
      shipper: { name: 'Claire Martin', phone: claire.phone },
    });
    expect(JSON.stringify(job)).not.toMatch(/price|€/i);
  });

  it('is in the driver’s language: an Italian phone’s by default, the one the agent chose otherwise', async () => {
    const { quoteRequestId, agent, csrfToken } = await bookedTransport({ book: false });
    const italian = { ...BOOKING, driverFirstName: 'Giulia', driverPhone: '+39 333 123 4567', driverLanguage: '' };
    expect((await agent.post(`/api/admin/transports/${quoteRequestId}/moves`, italian, { 'x-csrf-token': csrfToken })).status).toBe(201);
    const rebooked = { ...italian, driverFirstName: 'Jörg', driverLanguage: 'de' };
    expect((await agent.post(`/api/admin/transports/${quoteRequestId}/moves`, rebooked, { 'x-csrf-token': csrfToken })).status).toBe(201);
    const messages = await sql<{ language: string; summary: { link: string; language: string; driverFirstName: string } }>(
      `select language, summary from outbox where kind = 'driver-link' and reference = ? order by created_at`,
      [quoteRequestId],
    );
    expect(messages.map(({ language, summary }) => [summary.driverFirstName, language, summary.language])).toEqual([
      ['Giulia', 'it', 'it'],
      ['Jörg', 'de', 'de'],
    ]);
    expect(messages[0]!.summary.link).toMatch(/^https:\/\/flash\.example\/IT\/drive\//);
    expect(messages[1]!.summary.link).toMatch(/^https:\/\/flash\.example\/DE\/drive\//);
  });

  it('refuses a forged link (404), whatever it is asked', async () => {
    const { link } = await bookedTransport();
    const forged = `${link.split('.')[0]}.${'0'.repeat(64)}`;
    expect((await tap(forged, { step: 'arrivedAtPickup' })).status).toBe(404);
    expect((await tap('not-a-link', { step: 'arrivedAtPickup' })).status).toBe(404);
    await expect(composition.services.transport.viewDriverJob(await driverOf(forged))).rejects.toMatchObject({ code: 'transportNotFound' });
  });

  it('records each tap in order with the phone’s time, by the driver, tells the shipper of the pickup and the delivery, and keeps a tap sent twice once', async () => {
    const { quoteId, quoteRequestId, link } = await bookedTransport();
    const arrived = { step: 'arrivedAtPickup', tap: randomUUID(), phoneAt: new Date().toISOString() };
    expect((await tap(link, arrived)).status).toBe(200);
    // The answer was lost; the page sends it again.
    expect((await tap(link, arrived)).status).toBe(200);
    // Out of order: "left" before "loaded".
    const early = await tap(link, { step: 'left' });
    expect(early.status).toBe(409);
    expect((await tap(link, { step: 'loaded', counted: 1 })).status).toBe(200);
    expect((await tap(link, { step: 'left' })).status).toBe(200);
    expect((await tap(link, { step: 'problem', incident: 'delay', note: 'Bouchon sur l’A7' })).status).toBe(200);
    expect((await tap(link, { step: 'arrivedAtDelivery' })).status).toBe(200);
    const delivered = await tap(link, { step: 'delivered', receivedBy: 'M. Weber, quai 4', note: '', inGoodOrder: true });
    expect(delivered.status).toBe(200);
    const { job } = (await delivered.json()) as { job: Job };
    expect(job.state).toBe('delivered');
    expect(job.next).toBeUndefined();
    // The shipper's steps carry no stamp of the phone.
    expect(job.steps.every(({ move }) => !('driver' in move))).toBe(true);

    const moves = await movesOf(quoteRequestId);
    expect(moves.map(({ kind, by }) => [kind, by])).toEqual([
      ['book', 'agent.durand'],
      ['arrive', null],
      ['load', null],
      ['pickUp', null],
      ['incident', null],
      ['arrive', null],
      ['deliver', null],
    ]);
    expect(moves[1]!.move.at).toBe(new Date(arrived.phoneAt).toISOString());
    expect(moves[2]!.move).toMatchObject({ counted: 1, ordered: 2 });
    expect(moves.slice(1).every(({ move }) => move.driver?.flagged === null)).toBe(true);

    const told = await sql<{ kind: string; news: string | null }>(
      `select kind, summary->>'news' as news from outbox where reference = ? order by created_at, id`,
      [quoteId],
    );
    expect(told.filter(({ kind }) => kind === 'transport-news').map(({ news }) => news)).toEqual([
      'booked',
      'picked_up',
      'incident',
      'delivered',
    ]);
    // Over: no step may follow, no problem either.
    expect((await tap(link, { step: 'problem', incident: 'damage', note: 'Après coup' })).status).toBe(409);
  });

  it('dates a step by the server, flagged for the agents, when the phone’s time is in the future or before the step it follows', async () => {
    const { quoteRequestId, link } = await bookedTransport();
    const before = Date.now();
    expect((await tap(link, { step: 'arrivedAtPickup', phoneAt: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(200);
    expect((await tap(link, { step: 'loaded', counted: 2, phoneAt: new Date(Date.now() - 86_400_000).toISOString() })).status).toBe(200);
    const [, arrived, loaded] = await movesOf(quoteRequestId);
    expect(arrived!.move.driver!.flagged).toBe('inFuture');
    expect(loaded!.move.driver!.flagged).toBe('beforePrevious');
    for (const move of [arrived!.move, loaded!.move]) expect(Date.parse(move.at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a malformed tap 400 in the asked language, and closes the link (410) a week after the delivery', async () => {
    const { link: open } = await bookedTransport();
    const wrong = await apiClient(server.baseUrl).post(`/api/drive/${open}/taps?language=de`, { step: 'loaded', counted: -3 });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('invalid');

    // A transport delivered eight days ago (its steps written as they were then; the log is append-only).
    const { quoteRequestId, link } = await bookedTransport({ book: false });
    const longAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [agent] = await sql<{ id: string }>(`select id from staff_users where username = 'agent.durand'`);
    await sql(`insert into transport_moves (id, created_at, quote_request_id, kind, move, recorded_by_id) values (?, ?, ?, 'book', ?, ?)`, [
      uuidv7(),
      longAgo(10),
      quoteRequestId,
      JSON.stringify(BOOKING),
      agent!.id,
    ]);
    for (const [kind, move, at] of [
      ['pickUp', { kind: 'pickUp', at: longAgo(9).toISOString(), driver: { tap: randomUUID(), phoneAt: null, flagged: null } }, longAgo(9)],
      [
        'deliver',
        {
          kind: 'deliver',
          at: longAgo(8).toISOString(),
          receivedBy: 'M. Weber',
          note: null,
          driver: { tap: randomUUID(), phoneAt: null, flagged: null },
        },
        longAgo(8),
      ],
    ] as const)
      await sql(`insert into transport_moves (id, created_at, quote_request_id, kind, move) values (?, ?, ?, ?, ?)`, [
        uuidv7(),
        at,
        quoteRequestId,
        kind,
        JSON.stringify(move),
      ]);
    const gone = await tap(link, { step: 'problem', incident: 'damage', note: 'Trop tard' });
    expect(gone.status).toBe(410);
    await expect(composition.services.transport.viewDriverJob(await driverOf(link))).rejects.toMatchObject({ code: 'driverLinkExpired' });
  });
});

/** A 40 × 12 PNG with one stroke: a signature as small as they come. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACgAAAAMCAIAAACfoWgaAAAAH0lEQVR4nGP4P0CAYdTiUYtpbLEIHcHg8PGoxcPYYgD3FDeIYLdIuQAAAABJRU5ErkJggg==';
/** The smallest JPEG: the server keeps a photo's bytes and hash, it does not draw them. */
const PHOTO_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

describe('the proof of delivery (issue 52)', () => {
  it('keeps the signature, the tick, the photo and the place with the delivery; the API gives it to the account, 404 to another', async () => {
    const accounts = [
      { firstName: 'Jörg', lastName: 'Müller', email: 'logistik@proof.example', company: 'Müller GmbH', phone: '+49 89 123456' },
      { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@other.example', company: 'Ruiz SL', phone: '+34 91 123 456' },
    ];
    const keys: string[] = [];
    for (const account of accounts) {
      await askForAccount(server.baseUrl, account, { country: 'Allemagne', language: 'Deutsch' });
      await acceptAccount(composition, account.email);
      keys.push((await composition.services.api.issueKey({ accountEmail: account.email, name: 'proof' })).key);
    }
    const api = apiClient(server.baseUrl, { authorization: `Bearer ${keys[0]}` });
    const other = apiClient(server.baseUrl, { authorization: `Bearer ${keys[1]}` });
    expect((await api.post('/api/v1/webhooks', { url: 'https://127.0.0.1:9/flash' })).status).toBe(201);
    const quote = (await (await api.post('/api/v1/quotes', { ...lyonToStuttgart, pickupDate: tomorrow(), language: 'de' })).json()) as {
      id: string;
      offers: Array<{ id: string }>;
    };
    const { quoteRequestId } = (await (await api.post(`/api/v1/quotes/${quote.id}/confirm`, { offerId: quote.offers[0]!.id })).json()) as {
      quoteRequestId: string;
    };
    const agent = apiClient(server.baseUrl, { 'x-forwarded-for': `10.4.0.${address++}` });
    const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.durand', password: PASSWORD })).json()) as {
      csrfToken: string;
    };
    expect((await agent.post(`/api/admin/transports/${quoteRequestId}/moves`, BOOKING, { 'x-csrf-token': csrfToken })).status).toBe(201);
    const full = composition.services.transport.driverLinkOf(quoteRequestId);
    const link = full.slice(full.lastIndexOf('/') + 1);
    for (const step of ['arrivedAtPickup', 'left', 'arrivedAtDelivery'] as const) {
      if (step === 'left') expect((await tap(link, { step: 'loaded', counted: 2 })).status).toBe(200);
      expect((await tap(link, { step })).status).toBe(200);
    }

    // Neither a signature nor the tick: no proof, nothing kept.
    const unsigned = await tap(link, { step: 'delivered', receivedBy: 'M. Weber', inGoodOrder: false });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ errors: [{ field: 'inGoodOrder', key: 'signatureOrTick' }] });
    // A "signature" that is no PNG.
    const forged = await tap(link, { step: 'delivered', receivedBy: 'M. Weber', signature: PHOTO_JPEG });
    expect(await forged.json()).toMatchObject({ errors: [{ field: 'signature', key: 'signatureImage' }] });

    const position = { lat: 48.7784, lon: 9.18, accuracyM: 12 };
    const delivered = await tap(link, {
      step: 'delivered',
      receivedBy: 'M. Weber, quai 4',
      inGoodOrder: true,
      signature: SIGNATURE_PNG,
      photo: PHOTO_JPEG,
      position,
    });
    expect(delivered.status).toBe(200);
    const [kept] = await sql<{
      received_by: string;
      signature_sha256: string;
      photo_sha256: string;
      latitude: number;
      in_good_order: boolean;
    }>(`select received_by, signature_sha256, photo_sha256, latitude, in_good_order from delivery_proofs where quote_request_id = ?`, [
      quoteRequestId,
    ]);
    const sha256 = (url: string) =>
      createHash('sha256')
        .update(Buffer.from(url.split(',')[1]!, 'base64'))
        .digest('hex');
    expect(kept).toEqual({
      received_by: 'M. Weber, quai 4',
      signature_sha256: sha256(SIGNATURE_PNG),
      photo_sha256: sha256(PHOTO_JPEG),
      latitude: 48.7784,
      in_good_order: true,
    });

    // The proof, from the account's systems: the delivery note with the name, the tick, the place and the signature's image.
    const proof = await api.get(`/api/v1/quotes/${quote.id}/proof-of-delivery`, { accept: 'application/pdf' });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await proof.arrayBuffer()));
    // A label may wrap in its column: read as one line.
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Empfangen von M. Weber, quai 4');
    expect(text).toContain('In einwandfreiem Zustand erhalten Ja');
    expect(text).toContain('Fotos 1');
    expect(text).toContain('48.77840, 9.18000');
    expect(await extractImages(pdf, 1)).toHaveLength(1);
    const photo = await api.get(`/api/v1/quotes/${quote.id}/proof-of-delivery?part=photo`, { accept: 'image/jpeg' });
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(Buffer.from(PHOTO_JPEG.split(',')[1]!, 'base64'))).toBe(true);
    expect((await other.get(`/api/v1/quotes/${quote.id}/proof-of-delivery`)).status).toBe(404);
    expect((await other.get(`/api/v1/quotes/${quote.id}/proof-of-delivery?part=photo`)).status).toBe(404);

    // The delivered event links the proof; the step says what it holds.
    const [hook] = await sql<{ summary: { payload: { data: { proofOfDelivery: string; move: { proof: unknown } } } } }>(
      `select summary from outbox where kind = 'webhook' and summary->>'event' = 'shipment.delivered' and reference = ?`,
      [quote.id],
    );
    const body = hook!.summary.payload;
    expect(body.data.proofOfDelivery).toBe(`https://flash.example/api/v1/quotes/${quote.id}/proof-of-delivery`);
    expect(body.data.move.proof).toEqual({ signed: true, inGoodOrder: true, photos: 1 });
    expect(body.data.move).not.toHaveProperty('driver');
  });
});

describe('a problem reported with a photo (issue 52)', () => {
  it('keeps the photo for the agents: signed in they see it, nobody else', async () => {
    const { quoteRequestId, link, agent } = await bookedTransport();
    const problem = {
      step: 'problem',
      tap: randomUUID(),
      phoneAt: new Date().toISOString(),
      incident: 'damage',
      note: 'Palette écrasée',
      photo: PHOTO_JPEG,
    };
    expect((await apiClient(server.baseUrl).post(`/api/drive/${link}/taps`, problem)).status).toBe(200);
    const [move] = (await movesOf(quoteRequestId)).filter(({ kind }) => kind === 'incident');
    expect(move!.move).toMatchObject({ photos: 1 });
    const photo = await agent.get(`/api/admin/transports/${quoteRequestId}/photos/${problem.tap}`, { accept: 'image/jpeg' });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(Buffer.from(PHOTO_JPEG.split(',')[1]!, 'base64'))).toBe(true);
    expect((await agent.get(`/api/admin/transports/${quoteRequestId}/photos/${randomUUID()}`)).status).toBe(404);
    expect((await apiClient(server.baseUrl).get(`/api/admin/transports/${quoteRequestId}/photos/${problem.tap}`)).status).toBe(401);
  });
});

describe('the driver’s position (issue 52)', () => {
  it('is kept while the goods are on their way; the shipper sees the distance left and an arrival, never the position', async () => {
    const { quoteId, link } = await bookedTransport();
    const share = (position: Record<string, unknown>) => apiClient(server.baseUrl).post(`/api/drive/${link}/positions`, position);
    const here = { lat: 48.0, lon: 7.85, accuracyM: 20 };
    expect((await share({ ...here, at: new Date().toISOString() })).status).toBe(204);
    expect((await share({ ...here, lat: 123, at: new Date().toISOString() })).status).toBe(400);
    // Booked, not yet on its way: no distance shown.
    const ownerKey = (await sql<{ owner_key: string }>(`select owner_key from quotes where id = ?`, [quoteId]))[0]!.owner_key;
    expect((await composition.services.followTransport(quoteId, ownerKey))?.distanceLeft).toBeNull();
    for (const step of ['arrivedAtPickup', 'loaded', 'left'] as const)
      expect((await tap(link, step === 'loaded' ? { step, counted: 2 } : { step })).status).toBe(200);
    expect((await share({ ...here, at: new Date().toISOString() })).status).toBe(204);
    const followed = await composition.services.followTransport(quoteId, ownerKey);
    expect(followed?.distanceLeft).toMatchObject({ distanceKm: expect.any(Number), estimatedArrival: expect.any(String) });
    expect(followed!.distanceLeft!.distanceKm).toBeGreaterThan(50);
    expect(Date.parse(followed!.distanceLeft!.estimatedArrival)).toBeGreaterThan(Date.now());
    // Neither the position's numbers nor any coordinate field (read as values: a time such as
    // "00:50:47.859Z" holds the characters "7.85").
    const numbers: unknown[] = [];
    const shown = JSON.stringify(followed, (_key, value: unknown) => {
      if (typeof value === 'number') numbers.push(value);
      return value;
    });
    expect(numbers).not.toContain(here.lon);
    expect(numbers).not.toContain(here.lat);
    expect(shown).not.toMatch(/"(lat|lon|latitude|longitude|accuracyM)"/);
  });

  it('is deleted by the retention job 30 days after the delivery, not before', async () => {
    const recent = await bookedTransport();
    for (const step of ['arrivedAtPickup', 'loaded', 'left', 'arrivedAtDelivery'] as const)
      expect((await tap(recent.link, step === 'loaded' ? { step, counted: 2 } : { step })).status).toBe(200);
    const position = { lat: 48.7, lon: 9.1, accuracyM: 9, at: new Date().toISOString() };
    expect((await apiClient(server.baseUrl).post(`/api/drive/${recent.link}/positions`, position)).status).toBe(204);
    expect((await tap(recent.link, { step: 'delivered', receivedBy: 'M. Weber', inGoodOrder: true })).status).toBe(200);

    // A transport delivered 31 days ago, its steps and position written as they were then (the log is append-only).
    const old = await bookedTransport({ book: false });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [agent] = await sql<{ id: string }>(`select id from staff_users where username = 'agent.durand'`);
    const steps: Array<[string, Record<string, unknown>, Date]> = [
      ['book', BOOKING, daysAgo(33)],
      ['pickUp', { kind: 'pickUp', at: daysAgo(32).toISOString() }, daysAgo(32)],
      ['deliver', { kind: 'deliver', at: daysAgo(31).toISOString(), receivedBy: 'M. Weber', note: null }, daysAgo(31)],
    ];
    for (const [kind, move, at] of steps)
      await sql(`insert into transport_moves (id, created_at, quote_request_id, kind, move, recorded_by_id) values (?, ?, ?, ?, ?, ?)`, [
        uuidv7(),
        at,
        old.quoteRequestId,
        kind,
        JSON.stringify(move),
        agent!.id,
      ]);
    await sql(
      `insert into driver_positions (id, created_at, quote_request_id, at, latitude, longitude, accuracy_m) values (?, ?, ?, ?, 48.5, 8.9, 15)`,
      [uuidv7(), daysAgo(32), old.quoteRequestId, daysAgo(32)],
    );
    const count = async (id: string) =>
      (await sql<{ n: number }>(`select count(*)::int as n from driver_positions where quote_request_id = ?`, [id]))[0]!.n;
    expect(await count(old.quoteRequestId)).toBe(1);
    const outcome = await composition.runRetention();
    expect(outcome.positionsDeleted).toBeGreaterThanOrEqual(1);
    expect(await count(old.quoteRequestId)).toBe(0);
    expect(await count(recent.quoteRequestId)).toBe(1);
  });
});
