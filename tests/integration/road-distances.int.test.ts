import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { acceptAccount, askForAccount } from '../helpers/staff-user.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// With no routing engine configured (make run's default), the busiest lanes are quoted on the
// road, not the straight line × 1.3, through the browser's API and /api/v1 alike, and every
// channel says the distance is an estimate (ADR 0063). The roads are fixtures/road-distances'.

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
let key: string;

const BUYER = { firstName: 'Jörg', lastName: 'Müller', email: 'achats@strassen.example', company: 'Straßen GmbH', phone: '+49 89 123456' };

beforeAll(async () => {
  testDb = await createTestDatabase('road_distances');
  composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
  );
  await seedReferenceData(composition.database.orm.em.fork(), recordingLogger());
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end() }));
  await askForAccount(server.baseUrl, BUYER);
  await acceptAccount(composition, BUYER.email);
  ({ key } = await composition.services.api.issueKey({ accountEmail: BUYER.email, name: 'ERP' }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

/** The lane as a shipper types it: a postal code and a town at each end, found by the server. */
const lane = (from: string, to: string, language: string) => ({
  ...lyonToStuttgart,
  departureLocation: from,
  departureCountry: 'FR',
  departureZipCode: null,
  departureCity: null,
  departureCoordinates: null,
  arrivalLocation: to,
  arrivalCountry: 'FR',
  arrivalZipCode: null,
  arrivalCity: null,
  arrivalCoordinates: null,
  pickupDate: tomorrow(),
  language,
});

const LANES = [
  ['75001 Paris', '13001 Marseille', 774.4],
  ['75001 Paris', '69001 Lyon', 466.2],
  ['59000 Lille', '67000 Strasbourg', 553.9],
] as const;

const within3Percent = (km: number, roadKm: number) => expect(Math.abs(km - roadKm) / roadKm).toBeLessThanOrEqual(0.03);

describe('the busiest lanes, quoted on the road', () => {
  it.each(LANES)('%s → %s through /api/quotes: within 3 percent of the road (%s km), said to be an estimate', async (from, to, roadKm) => {
    const client = apiClient(server.baseUrl);
    const created = await client.post('/api/quotes', lane(from, to, 'fr'));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { offers } = (await (await client.get(`/api/quotes/${id}/offers`)).json()) as {
      offers: Array<{ distance: number; distanceEstimated: boolean }>;
    };
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      within3Percent(offer.distance, roadKm);
      expect(offer.distanceEstimated).toBe(true);
    }
  });

  it.each(LANES)(
    '%s → %s through /api/v1/quotes: within 3 percent of the road (%s km), distanceSource "estimate"',
    async (from, to, roadKm) => {
      const response = await fetch(`${server.baseUrl}/api/v1/quotes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(lane(from, to, 'en')),
      });
      expect(response.status).toBe(201);
      const { offers } = (await response.json()) as { offers: Array<{ distanceKm: number; distanceSource: string; distanceText: string }> };
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        within3Percent(offer.distanceKm, roadKm);
        expect(offer.distanceSource).toBe('estimate');
        expect(offer.distanceText).toBe(`${offer.distanceKm.toLocaleString('en')} km (estimate)`);
      }
    },
  );
});

describe('what the distance is, in the shipper’s language', () => {
  it.each([
    ['fr', /^[\d\u202f]+ km \(estimation\)$/, '(estimation)'],
    ['de', /^[\d.]+ km \(Schätzung\)$/, '(Schätzung)'],
  ] as const)('%s: on /api/v1 and the quote document', async (language, text, inPdf) => {
    const response = await fetch(`${server.baseUrl}/api/v1/quotes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(lane('75001 Paris', '13001 Marseille', language)),
    });
    const { id, offers } = (await response.json()) as { id: string; offers: Array<{ distanceText: string }> };
    expect(offers[0]!.distanceText).toMatch(text);
    const pdf = await fetch(`${server.baseUrl}/api/v1/quotes/${id}/document`, { headers: { authorization: `Bearer ${key}` } });
    expect(pdf.status).toBe(200);
    const { text: written } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(written).toContain(inPdf);
  });
});
