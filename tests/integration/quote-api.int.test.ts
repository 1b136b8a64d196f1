import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { OutboxMessageEntity, QuoteEntity, QuoteRequestEntity } from '#src/adapters/persistence/entities/index.ts';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { apiClient } from '../helpers/api-client.ts';
import { claire, lyonToStuttgart } from '../helpers/quote-fixtures.ts';
import { listen } from '../helpers/listen.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Monday 23 November 2026, 10:15:30 in Paris.
const NOW = new Date('2026-11-23T09:15:30Z');
/** The application's clock: NOW, moved on by the tests of what happens later. */
let clockNow = NOW;

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  testDb = await createTestDatabase('quote_api');
  const config = loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) });
  const logger = recordingLogger();
  composition = await compose(config, logger, { now: () => clockNow });
  await seedReferenceData(composition.database.orm.em.fork(), logger);
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end() }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

/** One end of the shipment given as a typed place, resolved by the server. */
const end = (side: 'departure' | 'arrival', location: string, country: string) => ({
  [`${side}Location`]: location,
  [`${side}Country`]: country,
  [`${side}ZipCode`]: null,
  [`${side}City`]: null,
  [`${side}Coordinates`]: null,
});

async function newQuote(client = apiClient(server.baseUrl), body: object = lyonToStuttgart) {
  const response = await client.post('/api/quotes', body);
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return { client, id };
}

describe('quote contract: create → offers → contact → confirm', () => {
  it('saves the quote before pricing, with the pickup rule applied, and hands the browser a capability', async () => {
    const { client, id } = await newQuote();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.setCookies[0]).toMatch(/^quote_owner=[\w-]{43}; Max-Age=\d+; Path=\/; Expires=.*; HttpOnly; SameSite=Strict$/);
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    // 09:00 is earlier than now + 2 h (12:16): moved.
    expect(row).toMatchObject({ status: 'created', pickupDate: '2026-11-23', pickupTime: '12:16:00', distance: null, price: null });
  });

  it('prices once, hides every price until contact details are given, then shows them', async () => {
    const { client, id } = await newQuote();
    const first = await client.get(`/api/quotes/${id}/offers`);
    expect(first.status).toBe(200);
    // Per visitor and no-store: no body hash for a validator nobody can use.
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    const { offers } = (await first.json()) as { offers: Array<Record<string, unknown>> };
    expect(offers.map((offer) => offer.variant).sort()).toEqual(['economy', 'priority', 'standard']);
    for (const offer of offers) {
      expect(offer).not.toHaveProperty('price');
      expect(offer).not.toHaveProperty('originalPrice');
      expect(offer).toMatchObject({ priceHidden: true, pickupDate: '2026-11-23', pickupTime: '12:16' });
    }
    expect(offers.find((offer) => offer.variant === 'priority')).toMatchObject({
      id: 'flash-global',
      isBestChoice: true,
      title: 'Flash Priority',
    });
    const raw = JSON.stringify(offers);
    expect(raw).not.toMatch(/"price"|originalPrice/);

    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(row.status).toBe('priced');
    expect(row.distance).toBeGreaterThan(400);
    expect(row.transitTime).toBeGreaterThan(200);
    expect(row.selectedOffer).toBe('priority');

    const invalid = await client.put(`/api/quotes/${id}/contact`, { firstName: 'Claire', email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Array<{ field: string; key: string }> }).errors.map((e) => e.key)).toEqual([
      'lastNameRequired',
      'companyRequired',
      'emailInvalid',
    ]);

    const saved = await client.put(`/api/quotes/${id}/contact`, claire);
    expect(saved.status).toBe(200);
    const withPrices = ((await saved.json()) as { offers: Array<{ variant: string; price: number; originalPrice?: number }> }).offers;
    const priority = withPrices.find((offer) => offer.variant === 'priority')!;
    expect(priority.price).toBe(Math.round(priority.originalPrice! * 85) / 100);
    expect(withPrices.map((offer) => offer.price)).toEqual([...withPrices.map((offer) => offer.price)].sort((a, b) => a - b));
    expect(Number(row.price)).toBe(priority.price);

    const again = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as { offers: typeof withPrices };
    expect(again.offers).toEqual(withPrices);
  });

  it('streams each offer as NDJSON, then the ranked list', async () => {
    const { client, id } = await newQuote();
    const response = await client.get(`/api/quotes/${id}/offers`, { accept: 'application/x-ndjson' });
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const events = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; offers?: unknown[] });
    expect(events.filter((event) => event.type === 'offer')).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    expect(events.at(-1)!.offers).toHaveLength(3);
    expect(JSON.stringify(events)).not.toMatch(/"price"/);
  });

  it('confirms an offer once, creating the quote request for the agents', async () => {
    const { client, id } = await newQuote();
    await client.get(`/api/quotes/${id}/offers`);
    expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(409);
    await client.put(`/api/quotes/${id}/contact`, claire);

    const unknown = await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'teleport' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: [{ field: 'selectedOffer', key: 'offerUnknown' }] });

    const confirmed = await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
    expect(confirmed.status).toBe(201);
    const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
    const request = await composition.database.orm.em.fork().findOneOrFail(QuoteRequestEntity, quoteRequestId, { populate: ['quote'] });
    expect(request).toMatchObject({
      selectedOffer: 'priority',
      userName: 'Claire Martin',
      userEmail: 'claire@martin.example',
      userEntreprise: 'Martin Équipements',
      departureCountry: 'FR',
      arrivalCountry: 'DE',
    });
    expect(request.quote.status).toBe('offer_confirmed');
    expect(Number(request.price)).toBeGreaterThan(0);
    // What the chosen priority offer promised: a vehicle within the hour of the pickup (ADR 0013).
    expect(request.pickupWindowTo!.getTime() - request.pickupWindowFrom!.getTime()).toBe(3_600_000);
    expect(request.estimatedDelivery!.getTime()).toBeGreaterThan(request.pickupWindowTo!.getTime());

    // The same choice again (a double click, a retry) gets the same answer; another choice is refused.
    const again = await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ quoteRequestId, quoteId: id });
    expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'standard' })).status).toBe(409);
  });

  it('takes a callback request instead, with the required fields', async () => {
    const { client, id } = await newQuote();
    await client.get(`/api/quotes/${id}/offers`);
    const invalid = await client.post(`/api/quotes/${id}/callback`, { firstName: 'Jean' });
    expect(invalid.status).toBe(400);
    const saved = await client.post(`/api/quotes/${id}/callback`, {
      firstName: 'Jean',
      lastName: 'Dupont',
      company: 'Dupont SA',
      email: 'jean@dupont.example',
    });
    expect(saved.status).toBe(201);
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(row).toMatchObject({ status: 'callback_requested', prenom: 'Jean', nom: 'Dupont', entreprise: 'Dupont SA' });
    expect((await client.put(`/api/quotes/${id}/contact`, claire)).status).toBe(409);
  });
});

describe('the load decides the vehicle (issue 36)', () => {
  const tenHeavyPallets = {
    ...lyonToStuttgart,
    parcels: [{ type: 'pallet', quantity: 10, weight: 1000, length: 120, width: 80, height: 100 }],
  };

  const petrol = { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' };

  it('refuses ten 1,000 kg pallets in an estate car, naming the limit in the page language', async () => {
    const french = await apiClient(server.baseUrl).post('/api/quotes', { ...tenHeavyPallets, vehicleType: 'BREAK' });
    expect(french.status).toBe(400);
    expect(await french.json()).toMatchObject({
      error: 'invalid',
      errors: [{ field: 'vehicleType', key: 'vehicleTooSmall.weight', message: expect.stringContaining('250 kg') }],
    });
    const german = await apiClient(server.baseUrl).post('/api/quotes', {
      ...tenHeavyPallets,
      parcels: tenHeavyPallets.parcels.map((line) => ({ ...line, dangerousGoods: petrol })),
      vehicleType: 'BREAK',
      language: 'de',
    });
    expect(((await german.json()) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/keine Gefahrgüter/);
  });

  it('keeps each line’s dangerous goods, or names in the page language what their declaration lacks', async () => {
    const client = apiClient(server.baseUrl);
    const created = await client.post('/api/quotes', {
      ...tenHeavyPallets,
      vehicleType: 'SEMI',
      isDangerous: true,
      parcels: [
        ...tenHeavyPallets.parcels,
        { ...tenHeavyPallets.parcels[0]!, quantity: 1, dangerousGoods: { ...petrol, unNumber: ' un 1203' } },
      ],
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const stored = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(stored.isDangerous).toBe(true);
    expect(stored.parcels[0]).not.toHaveProperty('dangerousGoods');
    expect(stored.parcels[1]).toMatchObject({ dangerousGoods: { ...petrol, unNumber: '1203' } });

    const undeclared = await client.post('/api/quotes', { ...tenHeavyPallets, vehicleType: 'SEMI', isDangerous: true, language: 'en' });
    expect(undeclared.status).toBe(400);
    expect(await undeclared.json()).toMatchObject({
      errors: [{ field: 'parcels.0.unNumber', key: 'dangerousGoodsRequired', message: expect.stringContaining('UN number') }],
    });
    const wrong = await client.post('/api/quotes', {
      ...tenHeavyPallets,
      vehicleType: 'SEMI',
      parcels: [{ ...tenHeavyPallets.parcels[0]!, dangerousGoods: { ...petrol, adrClass: '2' } }],
      language: 'de',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      errors: [{ field: 'parcels.0.packingGroup', key: 'packingGroupNotAssigned', message: expect.stringContaining('Verpackungsgruppe') }],
    });
  });

  it('takes them in an articulated lorry that carries them, and leaves "I don’t know" to the agents', async () => {
    expect((await apiClient(server.baseUrl).post('/api/quotes', { ...tenHeavyPallets, vehicleType: 'SEMI' })).status).toBe(201);
    expect((await apiClient(server.baseUrl).post('/api/quotes', { ...tenHeavyPallets, vehicleType: 'unknown' })).status).toBe(201);
  });
});

describe('real addresses: the street kept as typed, the place found and routed', () => {
  const stored = async (id: string) => composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);

  it('reads a whole typed line at each end: the street kept, the place resolved', async () => {
    const body = {
      ...lyonToStuttgart,
      ...end('departure', '12 rue Garibaldi, 69003 Lyon', 'FR'),
      ...end('arrival', 'Königstraße 1, 70173 Stuttgart', 'DE'),
    };
    const { id } = await newQuote(apiClient(server.baseUrl), body);
    expect(await stored(id)).toMatchObject({
      departureStreet: '12 rue Garibaldi',
      departureLocation: '69003 Lyon',
      departureZipCode: '69003',
      departureCity: 'Lyon',
      arrivalStreet: 'Königstraße 1',
      arrivalLocation: '70173 Stuttgart',
      arrivalZipCode: '70173',
      arrivalCity: 'Stuttgart',
    });
  });

  it('finds the town at the end of a line without a postal code, with or without a comma', async () => {
    const body = {
      ...lyonToStuttgart,
      ...end('departure', '12 rue Garibaldi Lyon', 'FR'),
      ...end('arrival', 'Königstraße 1, Stuttgart', 'DE'),
    };
    const { id } = await newQuote(apiClient(server.baseUrl), body);
    expect(await stored(id)).toMatchObject({
      departureStreet: '12 rue Garibaldi',
      departureLocation: 'Lyon',
      departureCity: 'Lyon',
      arrivalStreet: 'Königstraße 1',
      arrivalCity: 'Stuttgart',
    });
  });

  it.each([
    ['fr', 'Ce lieu se trouve dans un autre pays (Allemagne)\u202f: choisissez ce pays, puis envoyez à nouveau.'],
    ['en', 'This place is in another country (Germany): choose that country, then send again.'],
  ] as const)('names the country of a place sent under another (Munich with France, %s) instead of guessing', async (language, message) => {
    const response = await apiClient(server.baseUrl).post('/api/quotes', {
      ...lyonToStuttgart,
      ...end('arrival', 'Munich', 'FR'),
      language,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'arrivalLocation', key: 'placeInOtherCountry', country: 'DE', message },
    ]);
  });

  it('does not take a street without its town for a town of that name ("12 rue" is not Rue, Somme)', async () => {
    const response = await apiClient(server.baseUrl).post('/api/quotes', { ...lyonToStuttgart, ...end('departure', '12 rue', 'FR') });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ key: string }> }).errors.map((error) => error.key)).toEqual(['placeUnknown']);
  });

  it('keeps a postal code as typed where the gazetteer has none (Madrid, Milano) and finds Brussels by its code', async () => {
    const body = {
      ...lyonToStuttgart,
      ...end('departure', 'Calle de Alcalá 1, 28001 Madrid', 'ES'),
      ...end('arrival', '1000 Bruxelles', 'BE'),
    };
    const { id } = await newQuote(apiClient(server.baseUrl), body);
    expect(await stored(id)).toMatchObject({
      departureStreet: 'Calle de Alcalá 1',
      departureZipCode: '28001',
      departureCity: 'Madrid',
      arrivalStreet: null,
      arrivalZipCode: '1000',
    });
    const row = await stored(id);
    expect(kmBetween(row.arrivalCoordinates!, cities.brussels)).toBeLessThan(10);
    expect(kmBetween(row.departureCoordinates!, { lat: 40.42, lon: -3.7 })).toBeLessThan(15);
    const milan = await newQuote(apiClient(server.baseUrl), { ...lyonToStuttgart, ...end('arrival', '20121 Milano', 'IT') });
    expect(await stored(milan.id)).toMatchObject({ arrivalZipCode: '20121', arrivalCity: expect.stringMatching(/^Mila/) });
  });

  it('keeps the street field the form sends beside a chosen suggestion, and the agents read it', async () => {
    const body = {
      ...lyonToStuttgart,
      departureLocation: '69002 Lyon, FR',
      departureStreet: 'Quai 3, 5 rue de la Gare',
      arrivalStreet: '  ',
    };
    const { client, id } = await newQuote(apiClient(server.baseUrl), body);
    expect(await stored(id)).toMatchObject({ departureStreet: 'Quai 3, 5 rue de la Gare', arrivalStreet: null });
    await client.get(`/api/quotes/${id}/offers`);
    expect((await client.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
    expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'pricing-standard' })).status).toBe(201);
    const request = await composition.database.orm.em.fork().findOneOrFail(QuoteRequestEntity, { quote: id });
    expect(request).toMatchObject({ departureStreet: 'Quai 3, 5 rue de la Gare', arrivalStreet: null });
    const mails = await composition.database.orm.em.fork().find(OutboxMessageEntity, { reference: id });
    const agents = mails.find((mail) => mail.kind === 'quote-summary')!;
    expect(agents.summary).toMatchObject({ departure: { street: 'Quai 3, 5 rue de la Gare', location: '69002 Lyon, FR' } });
  });
});

describe('a quote belongs to the browser that created it', () => {
  it('answers 404 to any other browser, with or without a capability', async () => {
    const { id } = await newQuote();
    const stranger = apiClient(server.baseUrl);
    expect((await stranger.get(`/api/quotes/${id}/offers`)).status).toBe(404);
    await newQuote(stranger); // now holds a capability of its own
    expect((await stranger.get(`/api/quotes/${id}/offers`)).status).toBe(404);
    expect((await stranger.put(`/api/quotes/${id}/contact`, claire)).status).toBe(404);
    expect((await stranger.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(404);
    expect((await stranger.post(`/api/quotes/${id}/callback`, claire)).status).toBe(404);
  });

  it('answers 404, not 500, to unknown and malformed ids', async () => {
    const { client } = await newQuote();
    expect((await client.get('/api/quotes/019aa000-0000-7000-8000-000000000000/offers')).status).toBe(404);
    expect((await client.get('/api/quotes/not-an-id/offers')).status).toBe(404);
  });

  it('refuses writes from another site', async () => {
    const { client, id } = await newQuote();
    const forged = await client.request('PUT', `/api/quotes/${id}/contact`, claire, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
  });
});

describe('bad input is 400 with the field, the key and a message in the visitor language', () => {
  it('on the quote form', async () => {
    const client = apiClient(server.baseUrl);
    const response = await client.post('/api/quotes', {
      ...lyonToStuttgart,
      departureLocation: '',
      arrivalLocation: ' ',
      vehicleType: '',
      deliveryDate: '2026-11-01',
      parcels: [{ type: 'parcel', quantity: 0, weight: 0, length: 10, width: 10, height: 0 }],
      language: 'en',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Array<{ field: string; key: string; message: string }> };
    expect(body.message).toBe('Please fill in all required fields correctly');
    expect(body.errors).toEqual([
      { field: 'departureLocation', key: 'departureRequired', message: 'Departure address is required' },
      { field: 'arrivalLocation', key: 'arrivalRequired', message: 'Arrival address is required' },
      { field: 'deliveryDate', key: 'deliveryAfterPickup', message: 'Delivery date must be after pickup date' },
      { field: 'vehicleType', key: 'vehicleRequired', message: 'Vehicle type is required' },
      { field: 'parcels.0.quantity', key: 'quantityMin', message: 'Quantity must be at least 1' },
      { field: 'parcels.0.weight', key: 'weightMin', message: 'Weight must be greater than 0' },
      { field: 'parcels.0.height', key: 'heightMin', message: 'Height must be greater than 0' },
    ]);
  });

  it('on a vehicle the product does not know (issue 25), in the visitor language', async () => {
    for (const [language, message] of [
      ['fr', 'Choisissez un véhicule de la liste'],
      ['de', 'Wählen Sie ein Fahrzeug aus der Liste'],
    ]) {
      const response = await apiClient(server.baseUrl).post('/api/quotes', { ...lyonToStuttgart, vehicleType: 'XYZ', language });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Array<{ field: string; key: string; message: string }> };
      expect(body.errors).toEqual([{ field: 'vehicleType', key: 'vehicleUnknown', message }]);
    }
  });

  it('on malformed shapes, in French by default', async () => {
    const client = apiClient(server.baseUrl);
    const response = await client.post('/api/quotes', {
      ...lyonToStuttgart,
      language: undefined,
      parcels: 'two pallets',
      departureCountry: 'XX',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ field: string; key: string; message: string }> };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'parcels', key: 'invalid', message: "Cette valeur n'est pas valide" },
        { field: 'departureCountry', key: 'invalid', message: "Cette valeur n'est pas valide" },
      ]),
    );
    const broken = await client.request('POST', '/api/quotes', undefined, { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
  });

  it('on the other endpoints', async () => {
    const { client, id } = await newQuote();
    expect((await client.post(`/api/quotes/${id}/confirm`, {})).status).toBe(400);
    expect((await client.post('/api/vehicle-options', { parcels: [] })).status).toBe(400);
    expect((await client.get('/api/addresses?country=ZZ&query=lyon')).status).toBe(400);
  });
});

type Suggestion = {
  origin: string;
  description: string;
  address: { street: string | null; city: string; zip_code: string | null; country: string; lat: number; lon: number };
};

async function suggestions(query: string, country: string): Promise<Suggestion[]> {
  const response = await apiClient(server.baseUrl).get(`/api/addresses?query=${encodeURIComponent(query)}&country=${country}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { suggestions: Suggestion[] }).suggestions;
}

/** Crow-flies km, enough to tell one city from another. */
const kmBetween = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  Math.hypot((a.lat - b.lat) * 111, (a.lon - b.lon) * 111 * Math.cos((a.lat * Math.PI) / 180));

const cities = {
  brussels: { lat: 50.85, lon: 4.35 },
  munich: { lat: 48.14, lon: 11.58 },
  geneva: { lat: 46.2, lon: 6.14 },
  vienna: { lat: 48.21, lon: 16.37 },
  milan: { lat: 45.46, lon: 9.19 },
  warsaw: { lat: 52.23, lon: 21.01 },
  lisbon: { lat: 38.72, lon: -9.14 },
  antwerp: { lat: 51.22, lon: 4.4 },
};

describe('a gazetteer that knows Europe as visitors type it', () => {
  it.each([
    ['Bruxelles', 'BE', cities.brussels],
    ['Brussel', 'BE', cities.brussels],
    ['Brussels', 'BE', cities.brussels],
    ['München', 'DE', cities.munich],
    ['Munich', 'DE', cities.munich],
    ['Monaco di Baviera', 'DE', cities.munich],
    ['Genève', 'CH', cities.geneva],
    ['Genf', 'CH', cities.geneva],
    ['Geneva', 'CH', cities.geneva],
    ['Wien', 'AT', cities.vienna],
    ['Vienne', 'AT', cities.vienna],
    ['Viena', 'AT', cities.vienna],
    ['Milano', 'IT', cities.milan],
    ['Milan', 'IT', cities.milan],
    ['Mailand', 'IT', cities.milan],
    ['Warszawa', 'PL', cities.warsaw],
    ['Varsovie', 'PL', cities.warsaw],
    ['Warschau', 'PL', cities.warsaw],
    ['Lisboa', 'PT', cities.lisbon],
    ['Lisbonne', 'PT', cities.lisbon],
    ['Lissabon', 'PT', cities.lisbon],
    ['Antwerpen', 'BE', cities.antwerp],
    ['Anvers', 'BE', cities.antwerp],
    ['Amberes', 'BE', cities.antwerp],
  ])('%s (%s) comes first, under the name typed', async (name, country, where) => {
    const [first] = await suggestions(name, country);
    expect(first!.address.city).toBe(name);
    expect(kmBetween(first!.address, where)).toBeLessThan(25);
  });

  it('suggests the place of a whole typed line and carries its street, with the postal code as typed', async () => {
    const [lyon] = await suggestions('12 rue Garibaldi, 69003 Lyon', 'FR');
    expect(lyon!.address).toMatchObject({ street: '12 rue Garibaldi', city: 'Lyon', zip_code: '69003', country: 'FR' });
    expect(lyon!.description).toBe('69003 Lyon, FR');
    const [madrid] = await suggestions('Calle de Alcalá 1, 28001 Madrid', 'ES');
    expect(madrid!.address).toMatchObject({ street: 'Calle de Alcalá 1', city: 'Madrid', zip_code: '28001', country: 'ES' });
  });

  it('proposes a place typed in the wrong country with its own country', async () => {
    const [munich] = await suggestions('Munich', 'FR');
    expect(munich!.address).toMatchObject({ city: 'Munich', country: 'DE' });
    expect(kmBetween(munich!.address, cities.munich)).toBeLessThan(25);
    // A name the chosen country knows is never looked for elsewhere.
    expect((await suggestions('Paris', 'FR')).every((suggestion) => suggestion.address.country === 'FR')).toBe(true);
  });

  it('lists the city before the smaller places whose names start alike', async () => {
    expect((await suggestions('Paris', 'FR'))[0]!.address).toMatchObject({ city: 'Paris', zip_code: '75001' });
    expect((await suggestions('Lyon', 'FR'))[0]!.address.city).toBe('Lyon');
    expect((await suggestions('Münch', 'DE'))[0]!.address.city).toBe('München');
  });

  it('knows the postal codes of France, Germany and Austria', async () => {
    const [stuttgart] = await suggestions('70173', 'DE');
    expect(stuttgart!.address).toMatchObject({ zip_code: '70173', city: 'Stuttgart' });
    expect(kmBetween(stuttgart!.address, { lat: 48.78, lon: 9.18 })).toBeLessThan(10);
    const [vienna] = await suggestions('1010', 'AT');
    expect(vienna!.address).toMatchObject({ zip_code: '1010', city: 'Wien' });
    expect((await suggestions('59100', 'FR'))[0]!.address).toMatchObject({ zip_code: '59100', city: 'Roubaix' });
  });
});

describe('every quote has real places', () => {
  const typed = (overrides: object) => ({
    ...lyonToStuttgart,
    departureZipCode: null,
    departureCity: null,
    departureCoordinates: null,
    arrivalZipCode: null,
    arrivalCity: null,
    arrivalCoordinates: null,
    ...overrides,
  });

  it('finds a typed address from its postal code and town and prices it on its real distance', async () => {
    const body = typed({
      departureLocation: '59000 Lille',
      departureCountry: 'FR',
      arrivalLocation: '12 rue Pierre Motte, 59100 Roubaix',
      arrivalCountry: 'FR',
    });
    const { client, id } = await newQuote(apiClient(server.baseUrl), body);
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(row).toMatchObject({ departureZipCode: '59000', departureCity: 'Lille', arrivalZipCode: '59100', arrivalCity: 'Roubaix' });
    expect(kmBetween(row.arrivalCoordinates!, { lat: 50.69, lon: 3.18 })).toBeLessThan(5);
    const { offers } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
      offers: Array<{ distance: number; distanceEstimated: boolean }>;
    };
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.distance).toBeGreaterThan(5);
      expect(offer.distance).toBeLessThan(30);
      // No routing engine here: the road table's estimate, said to be one (ADR 0063).
      expect(offer.distanceEstimated).toBe(true);
    }
  });

  it('finds a town typed alone, in its own language or another, and a postal code the data does not have by its town', async () => {
    const body = typed({ departureLocation: 'Bruxelles', departureCountry: 'BE', arrivalLocation: '28001 Madrid', arrivalCountry: 'ES' });
    const { id } = await newQuote(apiClient(server.baseUrl), body);
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(kmBetween(row.departureCoordinates!, cities.brussels)).toBeLessThan(25);
    expect(kmBetween(row.arrivalCoordinates!, { lat: 40.42, lon: -3.7 })).toBeLessThan(25);
  });

  it.each([
    ['fr', 'Lieu introuvable\u202f: choisissez une proposition dans la liste'],
    ['en', 'We could not find this place: please choose a suggestion from the list'],
  ])('says under the field, in %s, that a place it cannot find must be chosen from the list', async (language, message) => {
    const response = await apiClient(server.baseUrl).post(
      '/api/quotes',
      typed({ arrivalLocation: 'Zzyzxville-sur-Mer', arrivalCountry: 'FR', language }),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Array<{ field: string; key: string; message: string }> };
    expect(errors).toEqual([{ field: 'arrivalLocation', key: 'placeUnknown', message }]);
  });
});

describe('offers that differ in what they promise', () => {
  it('each offer carries its own pickup window and estimated delivery, ISO 8601 with offset', async () => {
    const { client, id } = await newQuote();
    const { offers } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
      offers: Array<{ variant: string; pickupWindow: { from: string; to: string }; estimatedDelivery: string }>;
    };
    const byVariant = Object.fromEntries(offers.map((offer) => [offer.variant, offer]));
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
    for (const offer of offers) {
      expect(offer.pickupWindow.from).toMatch(iso);
      expect(offer.pickupWindow.to).toMatch(iso);
      expect(offer.estimatedDelivery).toMatch(iso);
      // the earliest pickup is now + 2 h rounded up to the minute: 10:15:30 → 12:16 in Paris
      expect(offer.pickupWindow.from).toBe('2026-11-23T12:16:00+01:00');
    }
    const hours = (offer: { pickupWindow: { from: string; to: string } }) =>
      (Date.parse(offer.pickupWindow.to) - Date.parse(offer.pickupWindow.from)) / 3_600_000;
    expect([hours(byVariant.priority!), hours(byVariant.standard!), hours(byVariant.economy!)]).toEqual([1, 4, 24]);
    expect(Date.parse(byVariant.priority!.estimatedDelivery)).toBeLessThan(Date.parse(byVariant.standard!.estimatedDelivery));
    expect(Date.parse(byVariant.standard!.estimatedDelivery)).toBeLessThan(Date.parse(byVariant.economy!.estimatedDelivery));
  });
});

/** A quote priced with Claire's contact given: ready to confirm. */
async function pricedWithContact(body: object = lyonToStuttgart) {
  const { client, id } = await newQuote(apiClient(server.baseUrl), body);
  expect((await client.get(`/api/quotes/${id}/offers`)).status).toBe(200);
  expect((await client.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  return { client, id };
}

describe('delivery per spec §9', () => {
  const deliveryOf = async (id: string) => {
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    return row.deliveryDate ? `${row.deliveryDate} ${row.deliveryTime?.slice(0, 5)}` : 'none';
  };

  it('keeps a requested delivery date and time, and sends it on', async () => {
    const { id } = await newQuote(apiClient(server.baseUrl), { ...lyonToStuttgart, deliveryDate: '2026-11-24', deliveryTime: '08:30' });
    expect(await deliveryOf(id)).toBe('2026-11-24 08:30');
  });

  it('keeps none that was not asked for (the partner hears of pickup + 6 h); a date alone: the time of now + 4 h', async () => {
    expect(
      await deliveryOf((await newQuote(apiClient(server.baseUrl), { ...lyonToStuttgart, deliveryDate: null, deliveryTime: null })).id),
    ).toBe('none');
    expect(
      await deliveryOf(
        (await newQuote(apiClient(server.baseUrl), { ...lyonToStuttgart, deliveryDate: '2026-11-25', deliveryTime: null })).id,
      ),
    ).toBe('2026-11-25 14:15');
  });

  it('says of each offer whether it makes the delivery asked for', async () => {
    const { client, id } = await newQuote(apiClient(server.baseUrl), {
      ...lyonToStuttgart,
      deliveryDate: '2026-11-23',
      deliveryTime: '23:00',
    });
    const { offers } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
      offers: Array<{ variant: string; estimatedDelivery: string; meetsRequestedDelivery?: boolean }>;
    };
    const deadline = Date.parse('2026-11-23T23:00:00+01:00');
    expect(offers).toHaveLength(3);
    for (const offer of offers) expect(offer.meetsRequestedDelivery).toBe(Date.parse(offer.estimatedDelivery) <= deadline);
    expect(offers.find((offer) => offer.variant === 'economy')!.meetsRequestedDelivery).toBe(false);
    const { offers: unasked } = (await (await client.get(`/api/quotes/${(await newQuote(client)).id}/offers`)).json()) as {
      offers: Array<{ meetsRequestedDelivery?: boolean }>;
    };
    expect(unasked.every((offer) => !('meetsRequestedDelivery' in offer))).toBe(true);
  });

  it('starts a later day given without a time at 09:00', async () => {
    const { id } = await newQuote(apiClient(server.baseUrl), { ...lyonToStuttgart, pickupDate: '2026-11-25', pickupTime: null });
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(`${row.pickupDate} ${row.pickupTime?.slice(0, 5)}`).toBe('2026-11-25 09:00');
  });

  it('still refuses a delivery before the pickup, to the minute', async () => {
    const response = await apiClient(server.baseUrl).post('/api/quotes', {
      ...lyonToStuttgart,
      deliveryDate: '2026-11-23',
      deliveryTime: '12:00',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Array<{ key: string }> }).errors.map((error) => error.key)).toEqual([
      'deliveryAfterPickup',
    ]);
  });
});

describe('validity enforced', () => {
  afterEach(() => {
    clockNow = NOW;
  });

  it.each([
    [
      // a pickup in four weeks: the 10 days come first
      'after its 10 days of validity',
      { pickupDate: '2026-12-21', pickupTime: '09:00' },
      11 * 24 * 3_600_000,
      'validity',
      "Cette offre n'est plus valable\u202f: elle a dépassé ses 10 jours de validité.",
    ],
    [
      'once its pickup time has passed',
      {},
      3 * 3_600_000,
      'pickupPassed',
      "Cette offre n'est plus valable\u202f: l'heure d'enlèvement prévue est passée.",
    ],
  ])(
    'refuses a confirmation %s with 409, and prices the same shipment again in one call',
    async (_when, pickup, later, reason, message) => {
      const { client, id } = await pricedWithContact({ ...lyonToStuttgart, ...pickup });
      clockNow = new Date(NOW.getTime() + later);
      const refused = await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: 'expired', reason, message });

      const again = await client.post(`/api/quotes/${id}/reprice`, {});
      expect(again.status).toBe(201);
      const { id: fresh } = (await again.json()) as { id: string };
      expect(fresh).not.toBe(id);
      // Priced, the contact already given: the prices show at once, from a pickup still ahead.
      const { offers } = (await (await client.get(`/api/quotes/${fresh}/offers`)).json()) as {
        offers: Array<{ price?: number; pickupWindow: { from: string } }>;
      };
      expect(offers.length).toBe(3);
      for (const offer of offers) {
        expect(offer.price).toBeGreaterThan(0);
        expect(Date.parse(offer.pickupWindow.from)).toBeGreaterThanOrEqual(clockNow.getTime() + 2 * 3_600_000);
      }
      expect((await client.post(`/api/quotes/${fresh}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
    },
  );

  it('prices again only the quotes of their owner', async () => {
    const { id } = await pricedWithContact();
    expect((await apiClient(server.baseUrl).post(`/api/quotes/${id}/reprice`, {})).status).toBe(404);
  });
});

describe('the saved contact, read back before confirming (spec §4.6, §5 "Final confirmation")', () => {
  it('reads the contact back, and refuses a confirmation once it has been erased', async () => {
    const { client, id } = await pricedWithContact();
    expect(await (await client.get(`/api/quotes/${id}/contact`)).json()).toEqual({
      contact: {
        firstName: 'Claire',
        lastName: 'Martin',
        company: 'Martin Équipements',
        email: 'claire@martin.example',
        phone: '+33 6 12 34 56 78',
      },
    });
    // Staff erase Claire's personal data (issue 14) before she confirms.
    await composition.database.orm.em
      .getConnection()
      .execute(`update quotes set nom = null, prenom = null, email = null where id = ?`, [id]);
    expect(await (await client.get(`/api/quotes/${id}/contact`)).json()).toEqual({ contact: null });
    const refused = await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global', language: 'fr' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Array<{ key: string; message: string }> }).errors).toEqual([
      { field: 'email', key: 'emailRequired', message: 'Veuillez saisir votre adresse email' },
      { field: 'name', key: 'nameRequired', message: 'Veuillez saisir votre nom et prénom' },
    ]);
  });
});

describe("the 'professional' box (ADR 0014)", () => {
  it('asks a visitor who is not a professional for a name and an email, then shows the prices without the contact step', async () => {
    const client = apiClient(server.baseUrl);
    const refused = await client.post('/api/quotes', { ...lyonToStuttgart, isProfessional: false });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Array<{ key: string; field: string }> }).errors.map((e) => [e.field, e.key])).toEqual([
      ['userName', 'nameRequired'],
      ['userEmail', 'emailRequired'],
    ]);

    const { id } = await newQuote(client, {
      ...lyonToStuttgart,
      isProfessional: false,
      userName: 'Paul Durand',
      userEmail: 'paul@example.com',
      userPhone: '',
    });
    const { offers } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as { offers: Array<{ price?: number }> };
    expect(offers.every((offer) => offer.price! > 0)).toBe(true);
    expect(await (await client.get(`/api/quotes/${id}/contact`)).json()).toEqual({
      contact: { firstName: 'Paul', lastName: 'Durand', company: '', email: 'paul@example.com', phone: null },
    });
    expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(row).toMatchObject({ isProfessional: false, status: 'offer_confirmed' });
  });

  it('ignores contact fields sent by a professional', async () => {
    const { id } = await newQuote(apiClient(server.baseUrl), {
      ...lyonToStuttgart,
      userName: 'Paul Durand',
      userEmail: 'paul@example.com',
    });
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(row).toMatchObject({ isProfessional: true, email: null, nom: null });
  });
});

describe('no tariff, parcel bounds', () => {
  it('names the offer that has no reference rate instead of dropping it silently', async () => {
    // Faro → Kirkenes, 5 562 km by road: past the economy table's last band (5 000 km).
    const body = { ...lyonToStuttgart, ...end('departure', 'Faro', 'PT'), ...end('arrival', 'Kirkenes', 'NO') };
    const { client, id } = await newQuote(apiClient(server.baseUrl), body);
    const { offers, unpriced } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
      offers: Array<{ variant: string }>;
      unpriced: unknown[];
    };
    expect(offers.map((offer) => offer.variant).sort()).toEqual(['priority', 'standard']);
    expect(unpriced).toEqual([{ variant: 'economy', reason: 'noTariff' }]);
  });

  it('prices no road transport where no road leads, says why, and takes the callback lead', async () => {
    const body = { ...lyonToStuttgart, ...end('arrival', 'Boston', 'US') };
    const { client, id } = await newQuote(apiClient(server.baseUrl), body);
    const { offers, unpriced } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
      offers: unknown[];
      unpriced: unknown[];
    };
    expect(offers).toEqual([]);
    expect(unpriced).toEqual(['priority', 'economy', 'standard'].map((variant) => ({ variant, reason: 'noRoadLink' })));
    const row = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(row).toMatchObject({ price: null });
    const saved = await client.post(`/api/quotes/${id}/callback`, { ...claire, language: 'fr' });
    expect(saved.status).toBe(201);
    const lead = await composition.database.orm.em.fork().findOneOrFail(QuoteEntity, id);
    expect(lead).toMatchObject({ status: 'callback_requested', nom: 'Martin' });
  });

  it('names the Channel crossing on each offer to London', async () => {
    const body = { ...lyonToStuttgart, ...end('departure', 'Paris', 'FR'), ...end('arrival', 'London', 'GB') };
    const { client, id } = await newQuote(apiClient(server.baseUrl), body);
    const { offers } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as { offers: Array<{ crossings?: string[] }> };
    expect(offers.map((offer) => offer.crossings)).toEqual([['channel'], ['channel'], ['channel']]);
  });

  it('refuses absurd parcel lines with a translated message per field', async () => {
    const parcels = [{ type: 'pallet', quantity: 50, weight: 1e308, length: 120, width: 80, height: 100 }];
    const response = await apiClient(server.baseUrl).post('/api/quotes', { ...lyonToStuttgart, parcels, language: 'en' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'parcels.0.weight', key: 'weightMax', message: 'Weight cannot exceed 24,000 kg per unit' },
    ]);
  });
});

describe('every vehicle the advisor chooses and every pair of countries has a price', () => {
  it.each([
    [
      'four non-stackable pallets Paris → Stuttgart',
      { departureLocation: '75001 Paris', departureCountry: 'FR', arrivalLocation: '70173 Stuttgart', arrivalCountry: 'DE' },
      4,
      false,
      ['economy', 'priority', 'standard'],
    ],
    [
      'a pallet Berlin → Warsaw',
      { departureLocation: 'Berlin', departureCountry: 'DE', arrivalLocation: 'Warszawa', arrivalCountry: 'PL' },
      1,
      true,
      ['economy', 'priority', 'standard'],
    ],
    // More than a shared truck takes: no Eco share (issue 49, ADR 0048).
    [
      'a full lorry Lisbon → Helsinki',
      { departureLocation: 'Lisboa', departureCountry: 'PT', arrivalLocation: 'Helsinki', arrivalCountry: 'FI' },
      30,
      false,
      ['priority', 'standard'],
    ],
  ])('%s: the advised vehicle gets its offers', async (_name, route, quantity, isStackable, variants) => {
    const client = apiClient(server.baseUrl);
    const parcels = [{ type: 'pallet', quantity, weight: 300, length: 120, width: 80, height: 140 }];
    const advice = (await (await client.post('/api/vehicle-options', { parcels, isStackable, isDangerous: false })).json()) as {
      options: Array<{ value: string }>;
    };
    const body = {
      ...lyonToStuttgart,
      ...route,
      departureZipCode: null,
      departureCity: null,
      departureCoordinates: null,
      arrivalZipCode: null,
      arrivalCity: null,
      arrivalCoordinates: null,
      parcels,
      isStackable,
      vehicleType: advice.options[0]!.value,
    };
    const { id } = await newQuote(client, body);
    const { offers, unpriced } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
      offers: Array<{ variant: string }>;
      unpriced: Array<{ variant: string; reason: string }>;
    };
    expect(offers.map((offer) => offer.variant).sort()).toEqual(variants);
    expect(unpriced.map((offer) => offer.reason)).toEqual(variants.includes('economy') ? [] : ['overGroupage']);
  });
});

describe('addresses and vehicles', () => {
  it('suggests nothing under 3 characters, then places by name or postal code prefix', async () => {
    const client = apiClient(server.baseUrl);
    const short = (await (await client.get('/api/addresses?query=ly&country=FR')).json()) as { suggestions: unknown[] };
    expect(short.suggestions).toEqual([]);

    const byName = await suggestions('lyo', 'FR');
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.length).toBeLessThanOrEqual(10);
    // The larger places first: Lyon before Lyons-la-Forêt, listed once with its first postal code.
    expect(byName[0]).toMatchObject({ origin: 'local', address: { city: 'Lyon', zip_code: '69001', country: 'FR' } });
    expect(byName.filter((s) => s.address.city === 'Lyon')).toHaveLength(1);

    const byCode = await suggestions('6900', 'FR');
    expect(byCode.every((s) => s.address.zip_code!.startsWith('6900'))).toBe(true);

    const accents = await suggestions('BESANCON', 'FR');
    expect(accents.map((s) => s.address.city)).toContain('Besançon');

    const germany = await suggestions('stuttg', 'DE');
    expect(germany[0]!.address).toMatchObject({ city: 'Stuttgart', country: 'DE' });
    expect(germany.every((s) => s.address.country === 'DE')).toBe(true);
  });

  it('lists the vehicles that fit, smallest first and flagged', async () => {
    const client = apiClient(server.baseUrl);
    const response = await client.post('/api/vehicle-options', {
      parcels: [{ type: 'parcel', quantity: 1, weight: 1, length: 20, width: 20, height: 20 }],
      isStackable: true,
      isDangerous: true,
    });
    const body = (await response.json()) as { options: Array<{ value: string; isSmallest: boolean }>; degraded: boolean };
    expect(body.degraded).toBe(false);
    expect(body.options[0]).toMatchObject({ value: 'FRG1', isSmallest: true });
    expect(body.options.filter((option) => option.isSmallest)).toHaveLength(1);
  });
});

/** A server of its own, composed with `settings` over the suite's (a partner's URL, say), for `test`. */
async function withSettings(settings: Record<string, string>, test: (baseUrl: string, services: Composition['services']) => Promise<void>) {
  const config = loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')), ...settings });
  const composed = await compose(config, recordingLogger(), { now: () => NOW });
  const served = await listen(createApp({ services: composed.services, pages: (_req, res) => void res.status(404).end() }));
  try {
    await test(served.baseUrl, composed.services);
  } finally {
    await served.close();
    await composed.dispose();
  }
}

/** A partner answering every request with `json`, closed after the test. */
async function partnerAnswering(json: unknown) {
  const { fakePartner } = await import('../fakes/fake-partner.ts');
  const partner = await fakePartner();
  partner.otherwise({ json });
  onTestFinished(() => partner.close());
  return partner;
}

describe('partners switched on by configuration', () => {
  it('prices priority through the UGO gateway and routes through PTV when their URLs are set', async () => {
    const ugo = await partnerAnswering({ offers: [{ price: 2000 }] });
    const ptv = await partnerAnswering({ ptvResponse: { distance: 512_300, travelTime: 21_600 } });
    await withSettings({ UGO_GATEWAY_URL: ugo.url, PTV_ROUTE_URL: ptv.url }, async (baseUrl) => {
      const { client, id } = await newQuote(apiClient(baseUrl));
      await client.get(`/api/quotes/${id}/offers`);
      const { offers } = (await (await client.put(`/api/quotes/${id}/contact`, claire)).json()) as {
        offers: Array<{
          variant: string;
          price: number;
          originalPrice?: number;
          distance: number;
          distanceEstimated: boolean;
          transitTime: number;
        }>;
      };
      expect(offers.find((offer) => offer.variant === 'priority')).toMatchObject({
        price: 1700,
        originalPrice: 2000,
        distance: 512,
        distanceEstimated: false,
        transitTime: 21_600,
      });
      expect(ugo.requests).toHaveLength(1);
      expect(ptv.requests).toHaveLength(1);
    });
  });

  it('routes through OSRM when OSRM_URL is set, and says the distance is the road’s', async () => {
    const osrm = await partnerAnswering({ code: 'Ok', routes: [{ distance: 612_345.6, duration: 21_000 }], waypoints: [] });
    await withSettings({ OSRM_URL: osrm.url }, async (baseUrl) => {
      const { client, id } = await newQuote(apiClient(baseUrl));
      const { offers } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
        offers: Array<{ distance: number; distanceEstimated: boolean; transitTime: number }>;
      };
      expect(offers.length).toBeGreaterThan(0);
      // 612 km at no more than 75 km/h: 8 h 10, not the car's 5 h 50.
      for (const offer of offers) expect(offer).toMatchObject({ distance: 612, distanceEstimated: false, transitTime: 29_393 });
      expect(osrm.requests).toHaveLength(1);
      expect(osrm.requests[0]!.url).toBe(
        '/route/v1/driving/4.8357,45.7606;9.18,48.7784?alternatives=false&steps=false&overview=simplified&geometries=geojson',
      );
    });
  });
});

describe('the price before the 15 % off, rounded once', () => {
  it('shows the staff the struck price the shipper’s card showed (943.90 €, not 802.32 € ÷ 0.85 = 943.91 €)', async () => {
    const ugo = await partnerAnswering({ offers: [{ price: 943.9 }] });
    await withSettings({ UGO_GATEWAY_URL: ugo.url }, async (baseUrl, services) => {
      const { client, id } = await newQuote(apiClient(baseUrl));
      await client.get(`/api/quotes/${id}/offers`);
      const { offers } = (await (await client.put(`/api/quotes/${id}/contact`, claire)).json()) as {
        offers: Array<{ variant: string; price: number; originalPrice?: number }>;
      };
      expect(offers.find((offer) => offer.variant === 'priority')).toMatchObject({ price: 802.32, originalPrice: 943.9 });
      expect((await client.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
      const { rows } = await services.admin.listRecords('quote-requests', { page: 1, pageSize: 100 });
      expect(rows.find((row) => row.quote_id === id)).toMatchObject({ price: '802.32', original_price: 943.9 });
    });
  });
});

describe('public writes are limited', () => {
  it('answers 429 once an address has created QUOTE_RATE_LIMIT quotes in 10 minutes', async () => {
    const config = loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')), QUOTE_RATE_LIMIT: '3' });
    const limited = await compose(config, recordingLogger(), { now: () => NOW });
    const limitedServer = await listen(
      createApp({ services: limited.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }),
    );
    try {
      const client = apiClient(limitedServer.baseUrl, { 'x-forwarded-for': '10.9.9.9' });
      for (let i = 0; i < 3; i++) expect((await client.post('/api/quotes', lyonToStuttgart)).status).toBe(201);
      const refused = await client.post('/api/quotes', lyonToStuttgart);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({
        message: 'Trop de demandes de devis depuis cette adresse. Réessayez dans quelques minutes.',
      });
      const other = apiClient(limitedServer.baseUrl, { 'x-forwarded-for': '10.9.9.10' });
      expect((await other.post('/api/quotes', lyonToStuttgart)).status).toBe(201);
    } finally {
      await limitedServer.close();
      await limited.dispose();
    }
  });
});
