import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
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

// Issue 28: the quote document, as its shipper downloads it and as whoever they share it with
// reads it, until the quote's validity ends (application clock).

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  testDb = await createTestDatabase('quote_document');
  composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
    clock,
  );
  await seedReferenceData(composition.database.orm.em.fork(), recordingLogger());
  server = await listen(createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end() }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

/** A quote priced for Claire, as her browser made it: its id and her owner key. */
async function pricedQuote(
  language: 'fr' | 'en',
  withContact = true,
  contact: Record<string, unknown> = claire,
  shipment: Record<string, unknown> = lyonToStuttgart,
) {
  const visitor = apiClient(server.baseUrl);
  const created = await visitor.post('/api/quotes', { ...shipment, pickupDate: tomorrow(), language });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  if (withContact) expect((await visitor.put(`/api/quotes/${id}/contact`, contact)).status).toBe(200);
  const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { id, ownerKey: ownerKeyOfCookies(cookie)!, visitor };
}

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/[\u00a0\u202f]/g, ' ');

describe('the quote document', () => {
  it('is a PDF stating the reference, both addresses, every offer with HT, VAT and TTC, and the validity, in French', async () => {
    const { id, ownerKey } = await pricedQuote('fr');
    const { document } = await composition.services.quoteDocuments.view(id, ownerKey);
    const text = await textOf(await composition.services.quoteDocuments.pdf(document, 'fr', 'test'));
    expect(text).toContain(`Devis ${document.reference}`);
    expect(text).toContain('12 rue de la République, 69002 Lyon (France)');
    expect(text).toContain('Königstraße 1, 70173 Stuttgart (Allemagne)');
    expect(text).toContain('Claire Martin');
    expect(text).toContain('Prix valables jusqu');
    expect(document.offers.length).toBeGreaterThan(0);
    // Each offer's greenhouse gases and how they were computed (issue 37), as the cards said.
    const flat = text.replace(/\s+/g, ' '); // as read back, the PDF's lines wrap
    for (const offer of document.offers) {
      expect(offer.co2e?.kg, offer.variant).toBeGreaterThan(0);
      expect(flat).toContain(`≈ ${Math.round(offer.co2e!.kg)} kg CO2e — Du puits à la roue, valeurs par défaut françaises (niveau 1)`);
    }
    expect(flat).toContain('à titre d’information, le transport n’étant pas intérieur à la France');
    const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    // Text taken out of a PDF has plain spaces where French figures have no-break ones.
    const asWritten = (value: number) => money.format(value).replace(/[\u00a0\u202f]/g, ' ');
    for (const offer of document.offers) {
      expect(text).toContain(offer.title);
      expect(offer.priceIncludingTax).toBeCloseTo(offer.priceExcludingTax + offer.vat, 2);
      for (const amount of [offer.priceExcludingTax, offer.vat, offer.priceIncludingTax]) expect(text).toContain(asWritten(amount));
    }
    // One validity: the document's is every offer's (its pickup, tomorrow, comes before ten days), to the minute in the PDF.
    const { offers } = await composition.services.priceQuote(id, ownerKey);
    expect(new Set(offers.map((offer) => Date.parse(offer.validUntil!)))).toEqual(new Set([Date.parse(document.validUntil)]));
    const validity = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
      new Date(document.validUntil),
    );
    expect(text).toContain(`Prix valables jusqu'au ${validity.replace(/[\u00a0\u202f]/g, ' ')}`);
  });

  it('names the vehicle chosen for "Je ne sais pas" (issue 49)', async () => {
    const tenPallets = {
      ...lyonToStuttgart,
      vehicleType: 'unknown',
      shippingType: 'pallet',
      isStackable: false,
      parcels: [{ type: 'pallet', quantity: 10, weight: 1000, length: 120, width: 80, height: 120 }],
    };
    const { id, ownerKey } = await pricedQuote('fr', true, claire, tenPallets);
    const { document } = await composition.services.quoteDocuments.view(id, ownerKey);
    const text = (await textOf(await composition.services.quoteDocuments.pdf(document, 'fr', 'test'))).replace(/\s+/g, ' ');
    expect(text).toContain('Véhicule choisi pour vous : Semi-remorque (24 t)');
  });

  it('draws names in Arabic, Hebrew, Chinese and emoji with fonts that have their letters, not boxes', async () => {
    const shipper = { ...claire, firstName: 'محمد علي', lastName: 'כהן לוי', company: '北京汽车运输 🚚📦' };
    const { id, ownerKey } = await pricedQuote('fr', true, shipper);
    const { document } = await composition.services.quoteDocuments.view(id, ownerKey);
    const pdf = await composition.services.quoteDocuments.pdf(document, 'fr', 'test');
    // Each embedded font is named in the file (a subset of it: ABCDEF+Name).
    const fonts = new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((match) => match[1]));
    expect([...fonts].sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NotoSansArabic/),
        expect.stringMatching(/^NotoSansHebrew/),
        expect.stringMatching(/^NotoSansSC/),
        expect.stringMatching(/^NotoEmoji/),
      ]),
    );
    expect(await textOf(pdf)).toContain('北京汽车运输');
  });

  it('describes each line’s dangerous goods as the transport document does (ADR 5.4.1.1.1)', async () => {
    const petrol = { unNumber: 'UN1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' };
    const [pallets] = lyonToStuttgart.parcels;
    const shipment = { ...lyonToStuttgart, isDangerous: true, parcels: [{ ...pallets!, dangerousGoods: petrol }] };
    const { id, ownerKey } = await pricedQuote('fr', true, claire, shipment);
    const { document } = await composition.services.quoteDocuments.view(id, ownerKey);
    const text = await textOf(await composition.services.quoteDocuments.pdf(document, 'fr', 'test'));
    expect(text).toContain('2 × Palette de 150 kg, 120 × 80 × 100 cm — UN 1203 ESSENCE, 3, II');
  });

  it('is written in English for an English reader', async () => {
    const { id, ownerKey } = await pricedQuote('en');
    const { document } = await composition.services.quoteDocuments.view(id, ownerKey);
    const text = await textOf(await composition.services.quoteDocuments.pdf(document, 'en', 'test'));
    expect(text).toContain(`Quote ${document.reference}`);
    expect(text).toContain('Königstraße 1, 70173 Stuttgart (Germany)');
    expect(text).toContain('Prices valid until');
    expect(text).toContain('Price incl. VAT');
  });

  it('does not exist before the shipper gives their details', async () => {
    const { id, ownerKey } = await pricedQuote('fr', false);
    await expect(composition.services.quoteDocuments.view(id, ownerKey)).rejects.toMatchObject({ name: 'DocumentNotReady' });
  });

  it('opens by its shared link read only until the quote expires, then says so; a wrong link opens nothing', async () => {
    const { id, ownerKey } = await pricedQuote('fr');
    const { document, shareToken } = await composition.services.quoteDocuments.view(id, ownerKey);
    const shared = await composition.services.quoteDocuments.shared(id, shareToken);
    expect(shared).toMatchObject({ reference: document.reference });
    expect(
      await composition.services.quoteDocuments.shared(
        id,
        shareToken.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      ),
    ).toBeUndefined();
    const other = await pricedQuote('fr');
    expect(await composition.services.quoteDocuments.shared(other.id, shareToken)).toBeUndefined();
    offsetMs = 10 * 24 * 60 * 60 * 1000 + 60_000;
    try {
      expect(await composition.services.quoteDocuments.shared(id, shareToken)).toBe('expired');
    } finally {
      offsetMs = 0;
    }
  });

  it('keeps opening by its shared link once an offer is confirmed: the order’s record outlives the prices’ validity', async () => {
    const { id, ownerKey, visitor } = await pricedQuote('fr');
    expect((await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
    const { document, shareToken } = await composition.services.quoteDocuments.view(id, ownerKey);
    offsetMs = Date.parse(document.validUntil) - Date.now() + 60_000;
    try {
      expect(await composition.services.quoteDocuments.shared(id, shareToken)).toMatchObject({ reference: document.reference });
    } finally {
      offsetMs = 0;
    }
  });
});
