import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import type { Actor } from '#src/application/actor.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { staffUserId } from '../helpers/staff-user.ts';

// Carriers take the job by link: a tender to carriers of the directory, their answers by their
// own signed links, one award per request (two server instances on one database), the transport
// order, the carrier's confirmation that books the transport and texts the driver, the margin.

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let testDb: TestDatabase;
let a: Composition;
let b: Composition;
let server: Awaited<ReturnType<typeof listen>>;
let dataDir: string;
const AGENT = { username: 'agent.durand', userId: '' };

beforeAll(async () => {
  testDb = await createTestDatabase('carrier_tender');
  dataDir = await mkdtemp(path.join(tmpdir(), 'carrier-tender-'));
  const config = loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: dataDir, SITE_URL: 'https://flash.example' });
  a = await compose(config, recordingLogger(), clock);
  await seedReferenceData(a.database.orm.em.fork(), recordingLogger());
  b = await compose(config, recordingLogger(), clock);
  AGENT.userId = await staffUserId(a, AGENT.username);
  server = await listen(createApp({ services: a.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }));
});

afterAll(async () => {
  await server?.close();
  await a?.dispose();
  await b?.dispose();
  await testDb?.drop();
});

const sql = <T>(query: string, values: unknown[] = []) => a.database.orm.em.getConnection().execute<T[]>(query, values);

let address = 1;
/** A quote Claire confirmed through the API: its request. */
async function confirmedRequest(): Promise<string> {
  const visitor = apiClient(server.baseUrl, { 'x-forwarded-for': `10.4.0.${address++}` });
  const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
  expect(confirmed.status).toBe(201);
  return ((await confirmed.json()) as { quoteRequestId: string }).quoteRequestId;
}

const SIRENS = [
  '100055433',
  '100118785',
  '100174218',
  '100245489',
  '100380112',
  '100443464',
  '100490978',
  '100578087',
  '100712710',
  '100839414',
  '100886928',
  '100902766',
];
let carrierCount = 0;
/** A French carrier serving Auvergne-Rhône-Alpes with small vans, its licence and insurance valid (the insurance to `insuredUntil`). */
async function carrier(
  name: string,
  { language = 'fr', insuredUntil = '2027-12-31' }: { language?: 'fr' | 'de'; insuredUntil?: string } = {},
) {
  const n = carrierCount++;
  const registered = await a.services.carriers.directory.register({
    company: name,
    siren: SIRENS[n],
    street: `${n + 1} rue du Port`,
    postalCode: '69007',
    city: 'Lyon',
    country: 'FR',
    vehicleClasses: ['FRG1', 'FRG2'],
    serves: ['FR-ARA'],
    adr: false,
    people: [
      {
        name: `Dispatch ${name}`,
        email: `dispatch${n}@carrier${n}.example`,
        mobile: `+33 6 00 00 00 ${String(n).padStart(2, '0')}`,
        language,
      },
    ],
  });
  await a.services.carriers.directory.recordDocument(
    registered.id,
    { kind: 'licence', licence: 'community', number: `LC-${n}`, issuedOn: '2024-01-01', expiresOn: '2029-01-01' },
    null,
    { staffUserId: AGENT.userId },
  );
  await a.services.carriers.directory.recordDocument(
    registered.id,
    {
      kind: 'insurance',
      insurer: 'Assureur Mutuel',
      coverEuros: '150000',
      number: `P-${n}`,
      issuedOn: '2026-01-01',
      expiresOn: insuredUntil,
    },
    null,
    { staffUserId: AGENT.userId },
  );
  return registered;
}

/** What the carrier's own link makes its holder, as the edge finds it. */
async function linkOf(quoteRequestId: string, carrierId: string): Promise<string> {
  const [row] = await sql<{ link: string }>(
    `select o.summary->>'link' as link from outbox o where o.kind = 'carrier-offer' and o.reference = ? and o.email like ? order by o.created_at desc limit 1`,
    [quoteRequestId, `%${(await a.services.carriers.directory.view(carrierId)).carrier.people[0]!.email.split('@')[1]}`],
  );
  return row!.link.slice(row!.link.lastIndexOf('/') + 1);
}
const carrierActor = (composition: Composition, link: string): Promise<Actor> =>
  composition.services.identify('carrier', { offerLink: link, byPerson: true });

describe('a tender to three carriers', () => {
  it('takes a decline, a proposal and an acceptance; the award sends the order; the carrier names the driver; the margin is on the record', async () => {
    const quoteRequestId = await confirmedRequest();
    const [north, south, east] = [
      await carrier('Transports Nord'),
      await carrier('Sud Express'),
      await carrier('Est Fret', { language: 'de' }),
    ];
    const view = await a.services.carriers.buy.view(quoteRequestId);
    expect(view.candidates.map((entry) => entry.carrier.id)).toEqual(expect.arrayContaining([north.id, south.id, east.id]));
    const sale = view.saleEuros!;
    expect(view.proposedPriceEuros).toBe(Math.floor(sale * 0.8));

    const price = Math.floor(sale * 0.8);
    const tender = await a.services.carriers.buy.openTender(AGENT, quoteRequestId, {
      carrierIds: [north.id, south.id, east.id],
      priceEuros: String(price),
      deadlineMinutes: '15',
      mode: 'agentAwards',
    });
    expect(tender.offers).toHaveLength(3);
    // Each carrier's person: an email and a text message with its own link.
    const queued = await sql<{ kind: string; count: number }>(
      `select kind, count(*)::int as count from outbox where reference = ? and kind like 'carrier-offer%' group by kind order by kind`,
      [quoteRequestId],
    );
    expect(queued).toEqual([
      { kind: 'carrier-offer', count: 3 },
      { kind: 'carrier-offer-text', count: 3 },
    ]);

    const northActor = await carrierActor(a, await linkOf(quoteRequestId, north.id));
    const southActor = await carrierActor(a, await linkOf(quoteRequestId, south.id));
    const eastActor = await carrierActor(b, await linkOf(quoteRequestId, east.id));
    // Before the award the offer shows the towns, never the shipper nor the street.
    const open = await a.services.carriers.offer.view(northActor);
    expect(open).toMatchObject({ status: 'open', priceEuros: price, from: expect.stringContaining('Lyon') });
    const shown = JSON.stringify(open);
    for (const hidden of [claire.lastName, claire.email, claire.phone, claire.company, 'République', String(sale)])
      expect(shown).not.toContain(hidden);

    await a.services.carriers.offer.answer(northActor, { answer: 'decline', reason: 'noVehicle' });
    await a.services.carriers.offer.answer(southActor, { answer: 'propose', priceEuros: String(price + 40), validMinutes: '60' });
    expect((await b.services.carriers.offer.answer(eastActor, { answer: 'accept' })).status).toBe('answered');
    // An answer is given once.
    await expect(a.services.carriers.offer.answer(northActor, { answer: 'accept' })).rejects.toMatchObject({
      code: 'offerTaken',
      reason: 'answered',
    });

    const answered = await a.services.carriers.buy.view(quoteRequestId);
    expect(answered.tenders[0]!.offers.map((offer) => [offer.carrierName, offer.answer?.kind])).toEqual(
      expect.arrayContaining([
        ['Transports Nord', 'decline'],
        ['Sud Express', 'propose'],
        ['Est Fret', 'accept'],
      ]),
    );
    // A carrier that only declined cannot be awarded.
    await expect(a.services.carriers.buy.award(AGENT, quoteRequestId, { carrierId: north.id })).rejects.toMatchObject({
      reason: 'notAnswered',
    });
    const award = await a.services.carriers.buy.award(AGENT, quoteRequestId, { carrierId: east.id });
    expect(award).toMatchObject({ carrierId: east.id, priceEuros: price, awardedBy: AGENT.username });
    await expect(a.services.carriers.buy.award(AGENT, quoteRequestId, { carrierId: south.id })).rejects.toMatchObject({
      reason: 'alreadyAwarded',
    });

    // The winner gets the order; those that did not decline are told the job is taken.
    const told = await sql<{ kind: string; email: string; language: string }>(
      `select kind, email, language from outbox where reference = ? and kind in ('carrier-award', 'carrier-job-taken') order by kind`,
      [quoteRequestId],
    );
    expect(told).toEqual([
      { kind: 'carrier-award', email: east.people[0]!.email, language: 'de' },
      { kind: 'carrier-job-taken', email: south.people[0]!.email, language: 'fr' },
    ]);
    // The other carriers' links now show only that it is taken.
    expect(await a.services.carriers.offer.view(southActor)).toEqual({ status: 'taken', reference: expect.any(String) });

    // The transport order, parsed back: the price, the fuel clause, the payment term.
    const { pdf } = await a.services.carriers.offer.orderPdf(eastActor, 'fr');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Ordre de transport');
    expect(text).toContain(
      `${new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(price)} HT`.replace(/\s/g, ' '),
    );
    expect(text).toContain('L3222-1 et L3222-2');
    expect(text).toContain('Paiement à 30 jours');
    expect(text).toContain('L441-11');
    expect(text).toContain('Est Fret');

    // The carrier confirms and names the driver: the booking is the directory's carrier, and the driver's link is texted.
    const confirmed = await b.services.carriers.offer.confirm(eastActor, {
      driverFirstName: 'Jonas',
      driverPhone: '+49 151 2345 6789',
      registration: 'hd-ab 123',
    });
    expect(confirmed).toMatchObject({ status: 'awarded', award: { confirmed: true } });
    const transport = await a.services.admin.viewTransport(quoteRequestId);
    expect(transport.state).toBe('booked');
    expect(transport.moves.at(-1)).toMatchObject({
      by: null,
      move: { kind: 'book', carrier: 'Est Fret', carrierId: east.id, registration: 'HD-AB 123', byCarrier: true },
    });
    await expect(
      b.services.carriers.offer.confirm(eastActor, { driverFirstName: 'Jonas', driverPhone: '+49 151 2345 6789', registration: 'X1' }),
    ).rejects.toMatchObject({
      reason: 'notConfirmable',
    });
    // The consignment note: a CMR note (Lyon → Stuttgart), the vehicle and driver named, for the carrier, the driver and staff.
    const note = await a.services.carriers.offer.consignmentNotePdf(eastActor, { language: 'fr' });
    const noteText = (await extractText(await getDocumentProxy(new Uint8Array(note.pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(noteText).toContain('Lettre de voiture internationale CMR');
    expect(noteText).toContain('HD-AB 123 — Jonas');
    expect(noteText).toContain('12 rue de la République, 69002 Lyon');
    expect(noteText).toContain('À remplir par le chauffeur');
    const driver = { kind: 'driver' as const, quoteRequestId };
    expect((await a.services.carriers.offer.consignmentNotePdf(driver, { language: 'de' })).pdf.length).toBeGreaterThan(1000);
    await expect(
      a.services.carriers.offer.consignmentNotePdf({ kind: 'nobody' }, { quoteRequestId, language: 'fr' }),
    ).rejects.toMatchObject({
      code: 'carrierNotFound',
    });
    await expect(a.services.carriers.offer.consignmentNotePdf(southActor, { language: 'fr' })).rejects.toMatchObject({
      code: 'carrierNotFound',
    });
    const worker = a.startOutbox();
    try {
      await expect
        .poll(async () => {
          const files = await readdir(path.join(dataDir, 'sms')).catch(() => []);
          const texts = await Promise.all(files.map((file) => readFile(path.join(dataDir, 'sms', file), 'utf8')));
          return texts.find((text) => text.startsWith('To: +49 151 2345 6789'));
        })
        .toMatch(/Hallo Jonas, Flash-Transport .*\/DE\/drive\//);
    } finally {
      await worker.stop();
    }

    // Sale, purchase and margin on the record.
    const bought = await a.services.carriers.buy.view(quoteRequestId);
    expect(bought.award).toMatchObject({ priceEuros: price, carrierName: 'Est Fret' });
    expect(bought.margin!.euros).toBeCloseTo(sale - price, 2);
    expect(bought.margin!.rate).toBeCloseTo((sale - price) / sale, 6);
    // On the transports board, and in the dashboard's figures for the day.
    const board = await a.services.admin.viewTransportBoard();
    expect(board.entries.find((entry) => entry.transport.quoteRequestId === quoteRequestId)!.transport.job).toMatchObject({
      saleEuros: sale,
      purchaseEuros: price,
    });
    const { margins } = (await a.services.admin.viewDashboard('today')).kpis;
    expect(margins.awarded).toBeGreaterThanOrEqual(1);
    expect(margins.purchaseEuros).toBeGreaterThanOrEqual(price);
    expect(margins.saleEuros - margins.purchaseEuros).toBeGreaterThan(0);
  });
});

describe('what stops an award', () => {
  it('an insurance that expired since the answer, with its reason', async () => {
    const quoteRequestId = await confirmedRequest();
    // Insured through today (in Paris): it may still be offered the job today.
    const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(clock.now());
    const lapsing = await carrier('Fret Court', { insuredUntil: lastDay });
    await a.services.carriers.buy.openTender(AGENT, quoteRequestId, {
      carrierIds: [lapsing.id],
      priceEuros: '500',
      deadlineMinutes: '15',
      mode: 'agentAwards',
    });
    const actor = await carrierActor(a, await linkOf(quoteRequestId, lapsing.id));
    await a.services.carriers.offer.answer(actor, {
      answer: 'propose',
      priceEuros: '520',
      validMinutes: String(48 * 60),
    });
    // The directory warns 14 days ahead.
    expect((await a.services.carriers.directory.view(lapsing.id)).expiringSoon.map((document) => document.kind)).toEqual(['insurance']);
    // The next day, the proposal still holding.
    offsetMs = 25 * 3_600_000;
    try {
      await expect(a.services.carriers.buy.award(AGENT, quoteRequestId, { carrierId: lapsing.id })).rejects.toMatchObject({
        code: 'awardRefused',
        reason: 'documents',
        documents: [{ kind: 'insurance', problem: 'expired', expiredOn: lastDay }],
      });
      expect((await a.services.carriers.directory.view(lapsing.id)).problems).toEqual([
        { kind: 'insurance', problem: 'expired', expiredOn: lastDay },
      ]);
    } finally {
      offsetMs = 0;
    }
  });

  it('a late answer is refused, and the link then says the offer is closed', async () => {
    const quoteRequestId = await confirmedRequest();
    const slow = await carrier('Lent Transports');
    await a.services.carriers.buy.openTender(AGENT, quoteRequestId, {
      carrierIds: [slow.id],
      priceEuros: '500',
      deadlineMinutes: '15',
      mode: 'firstToAccept',
    });
    const actor = await carrierActor(a, await linkOf(quoteRequestId, slow.id));
    expect((await a.services.carriers.offer.view(actor)).status).toBe('open');
    offsetMs = 15 * 60_000 + 1_000;
    try {
      await expect(a.services.carriers.offer.answer(actor, { answer: 'accept' })).rejects.toMatchObject({ code: 'offerClosed' });
      await expect(a.services.carriers.offer.view(actor)).rejects.toMatchObject({ code: 'offerClosed' });
      expect((await a.services.carriers.buy.view(quoteRequestId)).award).toBeNull();
    } finally {
      offsetMs = 0;
    }
  });
});

describe('first to accept', () => {
  it('two carriers accepting at the same instant through two instances: exactly one award, the other told at once', async () => {
    const quoteRequestId = await confirmedRequest();
    const [first, second] = [await carrier('Rapide Un'), await carrier('Rapide Deux')];
    await a.services.carriers.buy.openTender(AGENT, quoteRequestId, {
      carrierIds: [first.id, second.id],
      priceEuros: '480',
      deadlineMinutes: '15',
      mode: 'firstToAccept',
    });
    const [one, two] = [
      await carrierActor(a, await linkOf(quoteRequestId, first.id)),
      await carrierActor(b, await linkOf(quoteRequestId, second.id)),
    ];
    const outcomes = await Promise.allSettled([
      a.services.carriers.offer.answer(one, { answer: 'accept' }),
      b.services.carriers.offer.answer(two, { answer: 'accept' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'offerTaken', reason: 'awarded' });
    const awards = await sql<{ carrier_id: string; awarded_by_id: string | null }>(
      `select carrier_id, awarded_by_id from carrier_awards where quote_request_id = ?`,
      [quoteRequestId],
    );
    expect(awards).toHaveLength(1);
    expect(awards[0]!.awarded_by_id).toBeNull();
    const winner = (outcomes[0]!.status === 'fulfilled' ? first : second).id;
    expect(awards[0]!.carrier_id).toBe(winner);
    expect((await a.services.carriers.offer.view(outcomes[0]!.status === 'fulfilled' ? one : two)).status).toBe('awarded');
  });
});

describe('a booking by hand', () => {
  it('books a carrier of the directory at the price stated: the award, the booking with its id, a negative margin only with its reason', async () => {
    const quoteRequestId = await confirmedRequest();
    const phoned = await carrier('Fret au Téléphone');
    const { saleEuros } = await a.services.carriers.buy.view(quoteRequestId);
    const booking = {
      carrierId: phoned.id,
      vehicle: 'Renault Master',
      registration: 'GH-123-JK',
      driverFirstName: 'Karim',
      driverPhone: '+33 6 12 34 56 78',
      plannedPickup: new Date(Date.now() + 3_600_000).toISOString(),
    };
    await expect(
      a.services.carriers.buy.bookByHand(AGENT, quoteRequestId, { ...booking, priceEuros: String(saleEuros! + 50) }),
    ).rejects.toMatchObject({
      reason: 'marginReason',
    });
    const award = await a.services.carriers.buy.bookByHand(AGENT, quoteRequestId, {
      ...booking,
      priceEuros: String(saleEuros! + 50),
      marginReason: 'Seul transporteur disponible dans l’heure',
    });
    expect(award).toMatchObject({
      carrierId: phoned.id,
      tenderId: null,
      awardedBy: AGENT.username,
      marginReason: 'Seul transporteur disponible dans l’heure',
    });
    const transport = await a.services.admin.viewTransport(quoteRequestId);
    expect(transport.moves.at(-1)).toMatchObject({
      by: AGENT.username,
      move: { kind: 'book', carrier: 'Fret au Téléphone', carrierId: phoned.id },
    });
    expect((await a.services.carriers.buy.view(quoteRequestId)).margin!.euros).toBeCloseTo(-50, 2);
  });
});

describe('what a carrier’s link opens', () => {
  it('its own offer only: another carrier’s offer under its signature is nobody’s, and nothing at all once past the deadline', async () => {
    const quoteRequestId = await confirmedRequest();
    const [mine, theirs] = [await carrier('Mon Fret'), await carrier('Leur Fret')];
    const tender = await a.services.carriers.buy.openTender(AGENT, quoteRequestId, {
      carrierIds: [mine.id, theirs.id],
      priceEuros: '450',
      deadlineMinutes: '15',
      mode: 'agentAwards',
    });
    const link = await linkOf(quoteRequestId, mine.id);
    const [, , signature] = link.split('.');
    // The same signature on the other carrier's offer, or on a made-up one, opens nothing.
    expect(await carrierActor(a, `${tender.id}.${theirs.id}.${signature}`)).toEqual({ kind: 'nobody' });
    await expect(a.services.carriers.offer.view({ kind: 'nobody' })).rejects.toMatchObject({ code: 'carrierNotFound' });
    // A driver's link or a staff session makes no one a carrier.
    await expect(a.services.carriers.offer.view({ kind: 'driver', quoteRequestId })).rejects.toMatchObject({ code: 'carrierNotFound' });
    // Its own offer, then nothing after the deadline.
    const actor = await carrierActor(a, link);
    expect(await a.services.carriers.offer.view(actor)).toMatchObject({ status: 'open', carrierName: 'Mon Fret' });
    await expect(a.services.carriers.offer.orderPdf(actor, 'fr')).rejects.toMatchObject({ code: 'carrierNotFound' });
    offsetMs = 16 * 60_000;
    try {
      await expect(a.services.carriers.offer.view(actor)).rejects.toMatchObject({ code: 'offerClosed' });
    } finally {
      offsetMs = 0;
    }
  });
});
