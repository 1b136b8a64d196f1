import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { compiledEn16931Rules, en16931FailedAsserts } from '../helpers/en16931.ts';
import { inflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { BOOKING, justNow } from '../fakes/transport-moves.ts';
import { apiClient } from '../helpers/api-client.ts';
import { acceptAccount, askForAccount } from '../helpers/staff-user.ts';
import { listen } from '../helpers/listen.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import type { IssuedInvoice } from '#src/ports/invoices.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 53: an invoice per delivered transport, numbered in one sequence per year with no gap and
// no repeat whatever the instances; never edited, a credit note cancels it and refers to it.

let testDb: TestDatabase;
const instances: Array<{ composition: Composition; baseUrl: string; dataDir: string; close(): Promise<void> }> = [];
const PASSWORD = 'correct horse battery staple';

async function instance() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'invoices-'));
  const composition = await compose(
    loadConfig({
      DATABASE_URL: testDb.url,
      DATA_DIR: dataDir,
      SITE_URL: 'https://flash.example',
      // The account's receiver is this machine's (nothing is sent: no outbox worker runs here).
      WEBHOOK_ALLOW_PRIVATE_RECEIVERS: 'true',
    }),
    recordingLogger(),
  );
  const server = await listen(
    createApp({ services: composition.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }),
  );
  return { composition, baseUrl: server.baseUrl, dataDir, close: async () => (await server.close(), await composition.dispose()) };
}

beforeAll(async () => {
  testDb = await createTestDatabase('invoices');
  instances.push(await instance(), await instance());
  await seedReferenceData(instances[0]!.composition.database.orm.em.fork(), recordingLogger());
  await instances[0]!.composition.services.admin.setPassword('agent.factures', PASSWORD);
}, 180_000);

afterAll(async () => {
  for (const running of instances) await running.close();
  await testDb?.drop();
});

let address = 1;
/**
 * A quote Claire confirmed, its carrier booked, picked up and delivered by an agent: its request.
 * Delivered seconds after the pickup, a day before its window: times the road cannot explain, which
 * the agent confirms (`confirmTimes`) so that the invoice follows.
 */
async function deliveredTransport(baseUrl: string, { skipDelivery = false, confirmTimes = true, buyerAddress = true } = {}) {
  const visitor = apiClient(baseUrl, { 'x-forwarded-for': `10.5.0.${address++}` });
  const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const { quoteRequestId } = (await (await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).json()) as {
    quoteRequestId: string;
  };
  const agent = apiClient(baseUrl, { 'x-forwarded-for': `10.6.0.${address++}` });
  const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.factures', password: PASSWORD })).json()) as {
    csrfToken: string;
  };
  const move = (body: Record<string, unknown>) =>
    agent.post(`/api/admin/transports/${quoteRequestId}/moves`, body, { 'x-csrf-token': csrfToken });
  // Claire buys without a business account: the agent gives her company's address, which the invoice names.
  if (buyerAddress)
    expect(
      (await agent.put(`/api/admin/transports/${quoteRequestId}/buyer-address`, CLAIRE_ADDRESS, { 'x-csrf-token': csrfToken })).status,
    ).toBe(200);
  expect((await move(BOOKING)).status).toBe(201);
  expect((await move({ kind: 'pickUp', at: justNow() })).status).toBe(201);
  if (!skipDelivery) {
    const deliveredAt = justNow();
    expect((await move({ kind: 'deliver', at: deliveredAt, receivedBy: 'M. Weber' })).status).toBe(201);
    if (confirmTimes) expect((await move(confirmation(deliveredAt))).status).toBe(201);
  }
  return { quoteId: id, quoteRequestId, move, agent, csrfToken };
}

/** An agent's word that the delivery's time, which the road cannot explain, is true. */
const confirmation = (at: string) => ({ kind: 'correct', step: 'deliver', at, reason: 'Heure relevée sur le bon signé', confirms: true });

/** Booked, picked up, delivered and its times confirmed, each step dated as it is posted. */
function deliverySteps(receivedBy: string): Array<() => Record<string, unknown>> {
  let deliveredAt = '';
  return [
    () => BOOKING,
    () => ({ kind: 'pickUp', at: justNow() }),
    () => ({ kind: 'deliver', at: (deliveredAt = justNow()), receivedBy }),
    () => confirmation(deliveredAt),
  ];
}

const CLAIRE_ADDRESS = { street: '3 rue Paul Bert', postalCode: '69003', city: 'Lyon', country: 'FR' };

const numberOf = (invoiceNumber: string) => Number(invoiceNumber.split('-')[2]);

/** The CII document a Factur-X PDF carries: the one of its (deflated) streams that is one. */
function embeddedXml(pdf: Buffer): string | undefined {
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const text = inflateSync(pdf.subarray(start, end)).toString('utf8');
      if (text.includes('CrossIndustryInvoice')) return text;
    } catch {
      // not a deflated stream
    }
  }
  return undefined;
}

describe('invoices (issue 53)', () => {
  it('follow the delivery: issued once per transport, with its price, its VAT case and its mentions', async () => {
    const [first] = instances;
    const { quoteRequestId } = await deliveredTransport(first!.baseUrl);
    const invoicing = first!.composition.services.invoicing;
    // Issued by the delivery itself, in its background: it comes without being asked.
    const sql = first!.composition.database.orm.em.getConnection();
    const issuedFor = async () =>
      (await sql.execute<Array<{ n: number }>>(`select count(*)::int as n from invoices where quote_request_id = ?`, [quoteRequestId]))[0]!
        .n;
    await expect.poll(issuedFor, { timeout: 10_000 }).toBe(1);
    const issued = await invoicing.issue(quoteRequestId);
    expect((await invoicing.issue(quoteRequestId)).id).toBe(issued.id);
    expect(await issuedFor()).toBe(1);
    const { invoice } = issued;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      buyer: { name: 'Claire Martin', company: claire.company, email: claire.email, country: 'FR' },
      vat: { case: 'french', rate: 0.2 },
      seller: { name: 'Flash Transport SAS', siren: '000000000' },
    });
    expect(invoice.totals.vat).toBe(Math.round(invoice.totals.excludingTax * 0.2 * 100) / 100);
    expect(invoice.lines[0]!.description).toMatch(/^Transport .* → .*, livré le \d\d\/\d\d\/\d{4}$/);
    const cii = await invoicing.cii(issued.id);
    expect(cii?.xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    expect(cii?.xml).toContain('prestations de services');
    expect(cii?.xml).toContain('L441-10');

    // Factur-X: the PDF, parsed back, holds the number, the totals and the VAT case's mention, and embeds the XML.
    // In the invoice's own language, as its lines are, whoever asks (an English-speaking agent too).
    const made = (await invoicing.pdf(issued.id))!;
    const pdf = await getDocumentProxy(new Uint8Array(made.pdf));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain(`Facture ${invoice.number}`);
    expect(text).toContain(invoice.lines[0]!.description);
    expect(text).not.toMatch(/Invoice|delivered on|zugestellt/);
    expect(text).toContain('TVA française 20');
    expect(text).toContain('Catégorie d’opérations : prestations de services');
    const euros = (value: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/\s/g, ' ');
    for (const total of [invoice.totals.excludingTax, invoice.totals.vat, invoice.totals.includingTax])
      expect(text).toContain(euros(total));
    const files: unknown = await pdf.getAttachments();
    const names = (files instanceof Map ? [...files.values()] : Object.values(files ?? {})) as Array<{ filename: string }>;
    expect(names.map(({ filename }) => filename)).toContain('factur-x.xml');
    expect(embeddedXml(made.pdf)).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
  });

  it('two instances issuing at the same instant get consecutive numbers, no gap and no repeat', async () => {
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const requests = await Promise.all([1, 2, 3, 4, 5, 6].map(() => deliveredTransport(first.baseUrl)));
    const issued = await Promise.all(
      requests.map(({ quoteRequestId }, index) => (index % 2 ? second : first).composition.services.invoicing.issue(quoteRequestId)),
    );
    const sql = first.composition.database.orm.em.getConnection();
    const numbers = (
      await sql.execute<Array<{ number: string }>>(`select number from invoices where kind = 'invoice' order by number`)
    ).map((row) => numberOf(row.number));
    // Every number from the first to the last, each once.
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => numbers[0]! + index));
    expect(new Set(issued.map(({ invoice }) => invoice.number)).size).toBe(requests.length);
  });

  it('are never edited: a credit note cancels one, refers to it, its totals negative; the transport is then invoiced anew', async () => {
    const [first] = instances;
    const { quoteRequestId } = await deliveredTransport(first!.baseUrl);
    const invoicing = first!.composition.services.invoicing;
    const invoice = await invoicing.issue(quoteRequestId);
    const sql = first!.composition.database.orm.em.getConnection();
    await expect(
      sql.execute(`update invoices set document = jsonb_set(document, '{totals,includingTax}', '0') where id = ?`, [invoice.id]),
    ).rejects.toThrow(/never edited/);
    await expect(sql.execute(`delete from invoices where id = ?`, [invoice.id])).rejects.toThrow(/never deleted/);
    // Its payment is the one thing that changes.
    await sql.execute(`update invoices set paid_at = now() where id = ?`, [invoice.id]);

    // A credit note says why: refused without a reason.
    await expect(invoicing.creditNote(invoice.id, '   ')).rejects.toMatchObject({
      code: 'invalidInput',
      errors: [{ field: 'reason', key: 'required' }],
    });
    const credit = (await invoicing.creditNote(invoice.id, 'Montant facturé en double'))!;
    expect(credit.invoice).toMatchObject({
      kind: 'creditNote',
      reason: 'Montant facturé en double',
      refersTo: { number: invoice.invoice.number, issueDate: invoice.invoice.issueDate },
      totals: {
        excludingTax: -invoice.invoice.totals.excludingTax,
        vat: -invoice.invoice.totals.vat,
        includingTax: -invoice.invoice.totals.includingTax,
      },
    });
    expect(credit.invoice.number).toMatch(/^A-\d{4}-\d{6}$/);
    expect(credit.refersTo).toBe(invoice.id);
    const cii = (await invoicing.cii(credit.id))!.xml;
    expect(cii).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(cii).toContain(invoice.invoice.number);
    const again = await invoicing.issue(quoteRequestId);
    expect(again.id).not.toBe(invoice.id);
    expect(numberOf(again.invoice.number)).toBeGreaterThan(numberOf(invoice.invoice.number));
    expect(await invoicing.creditNote(credit.id, 'Un avoir ne s’annule pas')).toBeUndefined();
    // The reason is on the credit note's PDF too.
    const creditPdf = (await invoicing.pdf(credit.id))!;
    const creditText = (await extractText(await getDocumentProxy(new Uint8Array(creditPdf.pdf)), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(creditText).toContain('Motif de l’avoir : Montant facturé en double');
  });

  it('are invoiced again corrected by staff: the buyer and an amount set right with a reason, the new invoice replacing the cancelled one, passing the official EN 16931 rules', async () => {
    const [first] = instances;
    const { quoteRequestId, agent, csrfToken } = await deliveredTransport(first!.baseUrl);
    const invoicing = first!.composition.services.invoicing;
    const invoice = await invoicing.issue(quoteRequestId);
    const staff = { 'x-csrf-token': csrfToken };
    // Only a cancelled invoice is invoiced again.
    expect((await agent.post(`/api/admin/invoices/${invoice.id}/again`, { reason: 'Trop tôt' }, staff)).status).toBe(404);
    expect((await agent.post(`/api/admin/invoices/${invoice.id}/credit-note`, { reason: 'Remise négociée oubliée' }, staff)).status).toBe(
      201,
    );
    const correction = { reason: 'Remise de 10 % négociée', company: 'Martin Équipements Lyon', street: '8 quai Perrache', amount0: '' };
    // A wrong amount and no reason are refused field by field; nothing is issued.
    const wrong = await agent.post(`/api/admin/invoices/${invoice.id}/again`, { ...correction, reason: ' ', amount0: '12,345' }, staff);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: Array<{ field: string }> }).errors.map(({ field }) => field)).toEqual(['reason', 'amount0']);
    const lowered = Math.round(invoice.invoice.lines[0]!.amountExcludingTax * 90) / 100;
    const answered = await agent.post(
      `/api/admin/invoices/${invoice.id}/again`,
      { ...correction, amount0: lowered.toFixed(2).replace('.', ',') },
      staff,
    );
    expect(answered.status).toBe(201);
    const { id } = (await answered.json()) as { id: string };
    const corrected = (await invoicing.all({ page: 1, pageSize: 20 })).invoices.find((one) => one.id === id)!;
    expect(corrected.invoice).toMatchObject({
      kind: 'invoice',
      reason: 'Remise de 10 % négociée',
      refersTo: { number: invoice.invoice.number, issueDate: invoice.invoice.issueDate },
      buyer: { name: 'Claire Martin', company: 'Martin Équipements Lyon', street: '8 quai Perrache', postalCode: '69003', city: 'Lyon' },
      vat: invoice.invoice.vat,
    });
    expect(corrected.invoice.lines[0]!.amountExcludingTax).toBe(lowered);
    expect(corrected.invoice.totals.excludingTax).toBeLessThan(invoice.invoice.totals.excludingTax);
    const cii = (await invoicing.cii(id))!.xml;
    expect(cii).toContain('Facture rectificative annulant et remplaçant la facture');
    expect(cii).toContain('Motif de la rectification\u202f: Remise de 10 % négociée');
    expect(en16931FailedAsserts(compiledEn16931Rules(), cii).filter(({ flag }) => flag === 'fatal')).toEqual([]);
  }, 200_000);

  it('wait for an agent when the road cannot explain the times: 650 km delivered a minute after the pickup is flagged, not invoiced, not counted on time, until confirmed', async () => {
    const [first] = instances;
    const { composition } = first!;
    const sql = composition.database.orm.em.getConnection();
    const before = (await composition.services.admin.viewDashboard('today')).kpis.deliveries;
    const { quoteRequestId, move } = await deliveredTransport(first!.baseUrl, { skipDelivery: true });
    // Paris → Stuttgart's road: 650 km, 7 h 30 at the wheel.
    await sql.execute(`update quote_requests set distance = 650, transit_time = 450 where id = ?`, [quoteRequestId]);
    // A minute after the pickup (within the five minutes a driver's watch may be ahead of the server's).
    const deliveredAt = new Date(Date.now() + 60_000).toISOString();
    expect((await move({ kind: 'deliver', at: deliveredAt, receivedBy: 'M. Weber' })).status).toBe(201);

    const record = await composition.services.admin.viewTransport(quoteRequestId);
    const deliver = record.moves.find(({ move }) => move.kind === 'deliver')!.move;
    expect(deliver).toMatchObject({ doubt: { kind: 'fasterThanRoad', distanceKm: 650, fastestMinutes: 300 } });
    expect((deliver as { doubt: { minutes: number } }).doubt.minutes).toBeLessThanOrEqual(1);
    // Not invoiced: neither by the delivery, nor by the catch-up, nor when asked.
    const invoicesOf = async () =>
      (await sql.execute<Array<{ n: number }>>(`select count(*)::int as n from invoices where quote_request_id = ?`, [quoteRequestId]))[0]!
        .n;
    await composition.runInvoicing();
    expect(await invoicesOf()).toBe(0);
    await expect(composition.services.invoicing.issue(quoteRequestId)).rejects.toMatchObject({ code: 'deliveryTimesHeld' });
    // Out of the on-time figure, the delivery counted in neither of its numbers.
    expect((await composition.services.admin.viewDashboard('today')).kpis.deliveries).toEqual(before);

    // The agent checked with the driver: the times stand. The invoice follows, and the figure counts it.
    expect((await move(confirmation(deliveredAt))).status).toBe(201);
    await expect.poll(invoicesOf, { timeout: 10_000 }).toBe(1);
    expect((await composition.services.admin.viewDashboard('today')).kpis.deliveries.delivered).toBe(before.delivered + 1);
  });

  it('give one German buyer one VAT case and the same totals on every channel: the form’s /api/quotes, the company’s key on /api/v1, the document, the email and the invoice', async () => {
    const [first] = instances;
    const { composition, baseUrl } = first!;
    const sql = composition.database.orm.em.getConnection();
    const buyer = {
      firstName: 'Klaus',
      lastName: 'Kern',
      email: 'einkauf@kern.example',
      company: 'Kern Antriebe GmbH',
      phone: '+49 711 123456',
    };
    // The account request gives the company's VAT number, its country by ISO code as a system sends it.
    const asked = await apiClient(baseUrl, { 'x-forwarded-for': `10.7.0.${address++}` }).post('/api/leads/account-requests', {
      ...buyer,
      country: 'DE',
      language: 'Deutsch',
      vatNumber: 'de 123 456 789',
      acceptsMarketing: false,
      acceptsTerms: true,
    });
    expect(asked.status).toBe(201);
    const accountId = await acceptAccount(composition, buyer.email);
    const { key } = await composition.services.api.issueKey({ accountEmail: buyer.email, name: 'erp' });
    const api = apiClient(baseUrl, { authorization: `Bearer ${key}` });
    const shipment = { ...lyonToStuttgart, pickupDate: tomorrow(), language: 'de' };
    type Priced = { variant: string; price: number; vat: { case: string; rate: number; vatNumber?: { number: string } } };
    const storedOffers = async (id: string) =>
      (await sql.execute<Array<{ offers: Priced[] }>>(`select offers from quotes where id = ?`, [id]))[0]!.offers;

    // The form: the buyer types its country and VAT number; what the offers page and the recap show is stored with the offers.
    const visitor = apiClient(baseUrl, { 'x-forwarded-for': `10.7.1.${address++}` });
    const { id: formQuote } = (await (
      await visitor.post('/api/quotes', { ...shipment, buyerCountry: 'DE', vatNumber: 'DE 123 456 789' })
    ).json()) as {
      id: string;
    };
    await (await visitor.get(`/api/quotes/${formQuote}/offers`)).text();
    const formOffers = await storedOffers(formQuote);

    // The company's key names no buyer: the company is the buyer, as its account request gave it.
    const byKey = (await (await api.post('/api/v1/quotes', shipment)).json()) as {
      id: string;
      offers: Array<{
        id: string;
        variant: string;
        vatCase: string;
        vatRate: number;
        priceExcludingTax: number;
        priceIncludingTax: number;
      }>;
    };
    expect(byKey.offers.length).toBeGreaterThan(0);
    for (const offer of byKey.offers) {
      const typed = formOffers.find(({ variant }) => variant === offer.variant)!;
      expect(typed.vat).toMatchObject({ case: 'reverseCharge', rate: 0, vatNumber: { number: 'DE123456789' } });
      expect(offer).toMatchObject({ vatCase: 'reverseCharge', vatRate: 0, priceExcludingTax: typed.price, priceIncludingTax: typed.price });
    }
    // The quote's document says the reverse charge, in the quote's language.
    const document = await api.get(`/api/v1/quotes/${byKey.id}/document`);
    const documentText = (
      await extractText(await getDocumentProxy(new Uint8Array(await document.arrayBuffer())), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(documentText).toContain('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge), USt-IdNr. DE123456789');

    // The owner gives the billing details (the address the invoice names), the same VAT number: the same buyer.
    const owner = { id: 'owner', accountId, email: buyer.email, role: 'owner' as const, company: buyer.company };
    const billing = {
      email: buyer.email,
      street: 'Motorstraße 5',
      postalCode: '70499',
      city: 'Stuttgart',
      country: 'DE',
      siren: '',
      vatNumber: 'DE123456789',
    };
    await composition.services.shipperAccount.billing.save(owner, billing);

    // Confirmed, delivered (its times confirmed): the agents' email and the invoice bear the same case and totals.
    const chosen = byKey.offers[0]!;
    const { quoteRequestId } = (await (await api.post(`/api/v1/quotes/${byKey.id}/confirm`, { offerId: chosen.id })).json()) as {
      quoteRequestId: string;
    };
    const [summary] = await sql.execute<Array<{ summary: { offer: { vat: { case: string } } } | string }>>(
      `select summary from outbox where reference = ? and kind = 'quote-summary'`,
      [byKey.id],
    );
    const told = typeof summary!.summary === 'string' ? JSON.parse(summary!.summary) : summary!.summary;
    expect(told.offer.vat).toMatchObject({ case: 'reverseCharge', rate: 0 });
    const agent = apiClient(baseUrl, { 'x-forwarded-for': `10.7.2.${address++}` });
    const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.factures', password: PASSWORD })).json()) as {
      csrfToken: string;
    };
    // Each step dated when it is posted: a step dated before the one before it is refused.
    for (const move of deliverySteps('Herr Kern'))
      expect((await agent.post(`/api/admin/transports/${quoteRequestId}/moves`, move(), { 'x-csrf-token': csrfToken })).status).toBe(201);
    const { invoice } = await composition.services.invoicing.issue(quoteRequestId);
    expect(invoice.vat).toMatchObject({ case: 'reverseCharge', rate: 0 });
    expect(invoice.buyer).toMatchObject({
      street: 'Motorstraße 5',
      postalCode: '70499',
      city: 'Stuttgart',
      country: 'DE',
      vatNumber: 'DE123456789',
    });
    expect(invoice.totals).toEqual({ excludingTax: chosen.priceExcludingTax, vat: 0, includingTax: chosen.priceIncludingTax });
  });

  it('wait for the buyer’s postal address: held without one, staff told why; issued once an agent gives it, naming it', async () => {
    const [first] = instances;
    const { composition } = first!;
    const sql = composition.database.orm.em.getConnection();
    const { quoteRequestId, agent, csrfToken } = await deliveredTransport(first!.baseUrl, { buyerAddress: false });
    const invoicesOf = async () =>
      (await sql.execute<Array<{ n: number }>>(`select count(*)::int as n from invoices where quote_request_id = ?`, [quoteRequestId]))[0]!
        .n;
    await composition.runInvoicing();
    expect(await invoicesOf()).toBe(0);
    await expect(composition.services.invoicing.issue(quoteRequestId)).rejects.toMatchObject({ code: 'buyerAddressMissing' });
    expect((await composition.services.admin.viewTransport(quoteRequestId)).buyerAddress).toBeNull();
    // A wrong address is refused field by field, in the agent's language.
    const wrong = await agent.put(
      `/api/admin/transports/${quoteRequestId}/buyer-address`,
      { ...CLAIRE_ADDRESS, city: '', country: 'ZZ' },
      { 'x-csrf-token': csrfToken },
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: unknown }).errors).toEqual([
      { field: 'city', key: 'required', message: 'Ce champ est obligatoire' },
      { field: 'country', key: 'invalid', message: "Cette valeur n'est pas valide" },
    ]);
    const given = await agent.put(`/api/admin/transports/${quoteRequestId}/buyer-address`, CLAIRE_ADDRESS, { 'x-csrf-token': csrfToken });
    expect(given.status).toBe(200);
    expect(await invoicesOf()).toBe(1);
    const { invoice } = await composition.services.invoicing.issue(quoteRequestId);
    expect(invoice.buyer).toMatchObject({ street: '3 rue Paul Bert', postalCode: '69003', city: 'Lyon', country: 'FR' });
  });

  it('change state one at a time: 30 credit notes at once over two instances give one credit note and no 5xx, nor to anyone else meanwhile; a cancelled invoice is not marked paid', async () => {
    const [first, second] = instances;
    const { quoteRequestId } = await deliveredTransport(first!.baseUrl);
    const sql = first!.composition.database.orm.em.getConnection();
    const invoiceOf = async () =>
      (
        await sql.execute<Array<{ id: string }>>(`select id from invoices where quote_request_id = ? and kind = 'invoice'`, [
          quoteRequestId,
        ])
      )[0];
    await expect.poll(invoiceOf, { timeout: 10_000 }).toBeDefined();
    const { id } = (await invoiceOf())!;
    const agents = await Promise.all(
      [first!, second!].map(async ({ baseUrl }) => {
        const agent = apiClient(baseUrl, { 'x-forwarded-for': `10.6.3.${address++}` });
        const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.factures', password: PASSWORD })).json()) as {
          csrfToken: string;
        };
        return { agent, csrf: { 'x-csrf-token': csrfToken } };
      }),
    );
    const why = { reason: 'Transport facturé deux fois' };
    const credits = Array.from({ length: 30 }, (_, n) => {
      const { agent, csrf } = agents[n % 2]!;
      return agent.post(`/api/admin/invoices/${id}/credit-note`, why, csrf);
    });
    // Another user's requests meanwhile, on both instances.
    const others = Array.from({ length: 6 }, (_, n) =>
      apiClient(instances[n % 2]!.baseUrl, { 'x-forwarded-for': `10.5.4.${address++}` }).post('/api/quotes', {
        ...lyonToStuttgart,
        pickupDate: tomorrow(),
      }),
    );
    const answers = await Promise.all(credits);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const issued = await Promise.all(
      answers.filter((answer) => answer.status === 201).map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(new Set(issued).size).toBe(1);
    expect((await Promise.all(others)).map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const [{ count }] = (await sql.execute(`select count(*)::int as count from invoices where refers_to = ?`, [id])) as [{ count: number }];
    expect(count).toBe(1);

    // Cancelled, it is no longer owed: marking it paid is refused with the reason.
    const { agent, csrf } = agents[0]!;
    const paid = await agent.post(`/api/admin/invoices/${id}/paid`, {}, csrf);
    expect(paid.status).toBe(409);
    expect(((await paid.json()) as { message: string }).message).toBe(
      'Cette facture est annulée par un avoir\u202f: elle ne peut plus être payée.',
    );
    const [{ paid_at }] = (await sql.execute(`select paid_at from invoices where id = ?`, [id])) as [{ paid_at: Date | null }];
    expect(paid_at).toBeNull();
  }, 60_000);

  it('are refused before the delivery', async () => {
    const [first] = instances;
    const visitor = apiClient(first!.baseUrl, { 'x-forwarded-for': `10.5.1.${address++}` });
    const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    await visitor.put(`/api/quotes/${id}/contact`, claire);
    const { quoteRequestId } = (await (await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).json()) as {
      quoteRequestId: string;
    };
    await expect(first!.composition.services.invoicing.issue(quoteRequestId)).rejects.toMatchObject({ code: 'notDeliveredYet' });
  });

  it('reach the account’s systems: listed, read as JSON, Factur-X or CII by Accept, announced by invoice.issued; another account’s key gets 404', async () => {
    const [first] = instances;
    const { composition, baseUrl } = first!;
    const accounts = [
      { firstName: 'Jörg', lastName: 'Müller', email: 'buchhaltung@invoices.example', company: 'Müller GmbH', phone: '+49 89 123456' },
      { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@elsewhere.example', company: 'Ruiz SL', phone: '+34 91 123 456' },
    ];
    const keys: string[] = [];
    const accountIds: string[] = [];
    for (const account of accounts) {
      await askForAccount(baseUrl, account, { country: 'Allemagne', language: 'Deutsch' });
      accountIds.push(await acceptAccount(composition, account.email));
      keys.push((await composition.services.api.issueKey({ accountEmail: account.email, name: 'invoices' })).key);
    }
    // The owner's billing details: the invoice names them, its email goes to their address.
    const owner = { id: 'owner', accountId: accountIds[0]!, email: accounts[0]!.email, role: 'owner' as const, company: 'Müller GmbH' };
    const billing = {
      email: 'Rechnungen@mueller.example',
      street: 'Leopoldstraße 1',
      postalCode: '80802',
      city: 'München',
      country: 'DE',
      siren: '',
    };
    await expect(composition.services.shipperAccount.billing.save({ ...owner, role: 'member' }, billing)).rejects.toMatchObject({
      code: 'notAccountOwner',
    });
    await expect(composition.services.shipperAccount.billing.save(owner, { ...billing, email: 'nope' })).rejects.toMatchObject({
      errors: [{ field: 'email', key: 'emailInvalid' }],
    });
    await composition.services.shipperAccount.billing.save(owner, billing);
    const api = apiClient(baseUrl, { authorization: `Bearer ${keys[0]}` });
    const other = apiClient(baseUrl, { authorization: `Bearer ${keys[1]}` });
    expect((await api.post('/api/v1/webhooks', { url: 'https://127.0.0.1:9/invoices' })).status).toBe(201);
    const quote = (await (await api.post('/api/v1/quotes', { ...lyonToStuttgart, pickupDate: tomorrow(), language: 'de' })).json()) as {
      id: string;
      reference: string;
      offers: Array<{ id: string }>;
    };
    const { quoteRequestId } = (await (await api.post(`/api/v1/quotes/${quote.id}/confirm`, { offerId: quote.offers[0]!.id })).json()) as {
      quoteRequestId: string;
    };
    const agent = apiClient(baseUrl, { 'x-forwarded-for': `10.6.1.${address++}` });
    const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.factures', password: PASSWORD })).json()) as {
      csrfToken: string;
    };
    for (const move of deliverySteps('Herr Weber'))
      expect((await agent.post(`/api/admin/transports/${quoteRequestId}/moves`, move(), { 'x-csrf-token': csrfToken })).status).toBe(201);

    const listed = async () =>
      (await (await api.get('/api/v1/invoices?status=unpaid')).json()) as {
        invoices: Array<{ id: string; number: string; references: string[] }>;
        total: number;
      };
    await expect.poll(async () => (await listed()).total, { timeout: 10_000 }).toBe(1);
    const [summary] = (await listed()).invoices;
    // By issue day (the invoice's own date, in Paris): today's is in, a range long past is empty.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const inRange = (query: string) =>
      api.get(`/api/v1/invoices?${query}`).then(async (answer) => ((await answer.json()) as { total: number }).total);
    expect(await inRange(`from=${today}&to=${today}`)).toBe(1);
    expect(await inRange('from=2020-01-01&to=2020-12-31')).toBe(0);
    expect(await inRange('status=paid')).toBe(0);
    expect(summary!.references).toEqual([quote.reference]);
    const json = await api.get(`/api/v1/invoices/${summary!.id}`);
    expect(await json.json()).toMatchObject({ number: summary!.number, kind: 'invoice', status: 'unpaid', currency: 'EUR' });
    const pdf = await api.get(`/api/v1/invoices/${summary!.id}`, { accept: 'application/pdf', 'accept-language': 'de' });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })).text;
    expect(text).toContain(`Rechnung ${summary!.number}`);
    const xml = await api.get(`/api/v1/invoices/${summary!.id}`, { accept: 'application/xml' });
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await xml.text()).toContain(`<ram:ID>${summary!.number}</ram:ID>`);
    expect((await other.get(`/api/v1/invoices/${summary!.id}`)).status).toBe(404);
    expect(((await (await other.get('/api/v1/invoices')).json()) as { total: number }).total).toBe(0);

    const sql = composition.database.orm.em.getConnection();
    const issued = (await composition.services.invoicing.accountInvoice(accountIds[0]!, summary!.id)).invoice;
    expect(issued.buyer).toMatchObject({
      street: 'Leopoldstraße 1',
      postalCode: '80802',
      city: 'München',
      country: 'DE',
      email: 'rechnungen@mueller.example',
    });
    expect((await composition.services.invoicing.cii(summary!.id))!.xml).toContain('Leopoldstraße 1');
    const [mail] = await sql.execute<Array<{ email: string; summary: { documentsLink: string } }>>(
      `select email, summary from outbox where kind = 'invoice' and reference = ?`,
      [summary!.id],
    );
    expect(mail).toMatchObject({
      email: 'rechnungen@mueller.example',
      summary: { documentsLink: 'https://flash.example/DE/account/invoices' },
    });
    const [hook] = await sql.execute<Array<{ summary: { payload: { type: string; data: { url: string; invoice: { number: string } } } } }>>(
      `select summary from outbox where kind = 'webhook' and summary->'payload'->>'type' = 'invoice.issued' and reference = ?`,
      [summary!.id],
    );
    expect(hook!.summary.payload.data).toMatchObject({
      url: `https://flash.example/api/v1/invoices/${summary!.id}`,
      invoice: { number: summary!.number },
    });
  });

  it('reach the buyer by email with the Factur-X attached, and the staff: listed, marked paid, cancelled once by a credit note, exported for the accounting', async () => {
    const [first] = instances;
    const { composition, baseUrl, dataDir } = first!;
    const { quoteRequestId } = await deliveredTransport(baseUrl);
    const sql = composition.database.orm.em.getConnection();
    const invoiceOf = async () =>
      (
        await sql.execute<Array<{ id: string; number: string }>>(
          `select id, number from invoices where quote_request_id = ? and kind = 'invoice'`,
          [quoteRequestId],
        )
      )[0];
    await expect.poll(invoiceOf, { timeout: 10_000 }).toBeDefined();
    const { id, number } = (await invoiceOf())!;

    // Its email, queued with it, to the buyer; the PDF made and attached when it goes.
    const [queued] = await sql.execute<Array<{ email: string; summary: { number: string; documentsLink: string | null } }>>(
      `select email, summary from outbox where kind = 'invoice' and reference = ?`,
      [id],
    );
    expect(queued).toMatchObject({ email: claire.email, summary: { number, documentsLink: null } });
    // The messages the suite's earlier tests queued (a hundred, a dozen invoices' PDFs among them)
    // wait a day, so that the worker's first message is this invoice's, however fast the machine.
    await sql.execute(
      `update outbox set next_attempt_at = now() + interval '1 day' where status = 'pending' and not (kind = 'invoice' and reference = ?)`,
      [id],
    );
    const worker = composition.startOutbox();
    try {
      const mailed = async () => {
        const files = await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);
        for (const file of files) {
          const text = await readFile(path.join(dataDir, 'mail', file), 'utf8');
          if (text.includes(`filename=${number}.pdf`) || text.includes(`filename="${number}.pdf"`)) return text;
        }
        return undefined;
      };
      await expect.poll(mailed, { timeout: 10_000 }).toBeDefined();
      const mail = (await mailed())!;
      expect(mail).toContain(`Subject: =?UTF-8?Q?Facture_${number}_`);
      expect(mail).toContain('Content-Type: application/pdf');
      const attached = /Content-Disposition: attachment;[^\n]*\r?\n(?:[\w-]+:[^\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)?.[1];
      const pdf = Buffer.from(attached!.replace(/\s+/g, ''), 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(embeddedXml(pdf)).toContain(`<ram:ID>${number}</ram:ID>`);
    } finally {
      await worker.stop();
    }

    // The staff's tab: listed unpaid, marked paid once (a second mark keeps the first day), cancelled once.
    const agent = apiClient(baseUrl, { 'x-forwarded-for': `10.6.2.${address++}` });
    const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.factures', password: PASSWORD })).json()) as {
      csrfToken: string;
    };
    const csrf = { 'x-csrf-token': csrfToken };
    const unpaid = (await (await agent.get('/api/admin/invoices?status=unpaid&pageSize=100')).json()) as {
      invoices: Array<{ id: string }>;
    };
    expect(unpaid.invoices.map((listed) => listed.id)).toContain(id);
    const paid = await agent.post(`/api/admin/invoices/${id}/paid`, {}, csrf);
    expect(paid.status).toBe(200);
    const { paidAt } = (await paid.json()) as { paidAt: string; status: string };
    expect(((await (await agent.post(`/api/admin/invoices/${id}/paid`, {}, csrf)).json()) as { paidAt: string }).paidAt).toBe(paidAt);
    // Kept, whoever writes: not even the app's own connection clears it.
    await expect(sql.execute(`update invoices set paid_at = null where id = ?`, [id])).rejects.toThrow('a payment recorded is kept');
    expect((await agent.post(`/api/admin/invoices/${id}/paid`, {})).status).toBe(403);
    expect((await agent.post('/api/admin/invoices/00000000-0000-4000-8000-000000000000/paid', {}, csrf)).status).toBe(404);
    const noReason = await agent.post(`/api/admin/invoices/${id}/credit-note`, {}, csrf);
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: Array<{ field: string }> }).errors.map((error) => error.field)).toEqual(['reason']);
    const why = { reason: 'Transport facturé deux fois' };
    const credit = (await (await agent.post(`/api/admin/invoices/${id}/credit-note`, why, csrf)).json()) as { id: string; number: string };
    // A second click, or a second agent, finds the same credit note.
    expect(((await (await agent.post(`/api/admin/invoices/${id}/credit-note`, why, csrf)).json()) as { id: string }).id).toBe(credit.id);
    const listed = (await (await agent.get('/api/admin/invoices?pageSize=100')).json()) as {
      invoices: Array<{ id: string; status: string; cancelledBy: string | null }>;
    };
    expect(listed.invoices.find((one) => one.id === id)).toMatchObject({ status: 'paid', cancelledBy: credit.number });
    // Its transport invoiced anew (a correction), once however often it is asked; an invoice not cancelled is not.
    const again = await agent.post(`/api/admin/invoices/${id}/again`, {}, csrf);
    expect(again.status).toBe(201);
    const reissued = (await again.json()) as { id: string; number: string; references: string[] };
    expect(reissued.number).not.toBe(number);
    expect(((await (await agent.post(`/api/admin/invoices/${id}/again`, {}, csrf)).json()) as { id: string }).id).toBe(reissued.id);
    expect((await agent.post(`/api/admin/invoices/${reissued.id}/again`, {}, csrf)).status).toBe(404);
    // The credit note's email goes to the buyer too.
    const [creditMail] = await sql.execute<Array<{ email: string }>>(`select email from outbox where kind = 'invoice' and reference = ?`, [
      credit.id,
    ]);
    expect(creditMail!.email).toBe(claire.email);

    // The accounting's export: a line per document, amounts with the language's decimal mark.
    const csv = await agent.get('/api/admin/invoices.csv?lang=fr');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Numéro;Type;Date d’émission;Date de livraison;Échéance;Client;N° TVA du client;SIREN du client;Transports;Facture annulée;Devise;Montant HT;Taux de TVA (%);TVA;Montant TTC;Régime de TVA;Payée le;Annulée par',
    );
    const cells = (line: string) => line.split(';').map((cell) => cell.replace(/^"(.*)"$/, '$1'));
    const row = cells(lines.find((line) => line.startsWith(`${number};`))!);
    expect(row[1]).toBe('Facture');
    expect(row[11]).toMatch(/^\d+,\d\d$/);
    expect(row[12]).toBe('20,00');
    expect(row[15]).toBe('S');
    expect(row[16]).toBe(paidAt.slice(0, 10));
    expect(row[17]).toBe(credit.number);
    const creditRow = cells(lines.find((line) => line.startsWith(`${credit.number};`))!);
    expect(creditRow[9]).toBe(number);
    expect(creditRow[14]).toMatch(/^-\d+,\d\d$/);
    expect((await apiClient(baseUrl).get('/api/admin/invoices.csv')).status).toBe(401);
  });

  it('for an account invoiced monthly: none at delivery; once the month is over, one invoice of its transports, each on its lines; its credit note cancels them all', async () => {
    const [first] = instances;
    const { composition, baseUrl } = first!;
    const person = {
      firstName: 'Lena',
      lastName: 'Monat',
      email: 'monat@invoices.example',
      company: 'Monat SAS',
      phone: '+33 4 78 00 00 00',
    };
    await askForAccount(baseUrl, person);
    const accountId = await acceptAccount(composition, person.email);
    const owner = { id: 'owner', accountId, email: person.email, role: 'owner' as const, company: person.company };
    await composition.services.shipperAccount.billing.save(owner, {
      email: 'compta@monat.example',
      street: '2 rue du Mois',
      postalCode: '69003',
      city: 'Lyon',
      country: 'FR',
      siren: '732829320',
      invoicing: 'monthly',
    });
    const { key } = await composition.services.api.issueKey({ accountEmail: person.email, name: 'monthly' });
    const api = apiClient(baseUrl, { authorization: `Bearer ${key}` });
    const agent = apiClient(baseUrl, { 'x-forwarded-for': `10.6.3.${address++}` });
    const { csrfToken } = (await (await agent.post('/api/admin/login', { username: 'agent.factures', password: PASSWORD })).json()) as {
      csrfToken: string;
    };
    const move = (quoteRequestId: string, body: Record<string, unknown>) =>
      agent.post(`/api/admin/transports/${quoteRequestId}/moves`, body, { 'x-csrf-token': csrfToken });
    const transports: Array<{ quoteRequestId: string; reference: string }> = [];
    for (const poNumber of ['PO-M1', 'PO-M2', 'PO-M3']) {
      const quote = (await (await api.post('/api/v1/quotes', { ...lyonToStuttgart, pickupDate: tomorrow(), language: 'fr' })).json()) as {
        id: string;
        reference: string;
        offers: Array<{ id: string }>;
      };
      const confirmed = await api.post(`/api/v1/quotes/${quote.id}/confirm`, { offerId: quote.offers[0]!.id, poNumber });
      const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
      expect((await move(quoteRequestId, BOOKING)).status).toBe(201);
      expect((await move(quoteRequestId, { kind: 'pickUp', at: justNow() })).status).toBe(201);
      transports.push({ quoteRequestId, reference: quote.reference });
    }
    const sql = composition.database.orm.em.getConnection();
    const billed = async (quoteRequestId: string) =>
      (
        await sql.execute<Array<{ n: number }>>(`select count(*)::int as n from invoice_transports where quote_request_id = ?`, [
          quoteRequestId,
        ])
      )[0]!.n;
    // The third delivered now, through the agents' record: no invoice follows, this month is not over.
    const [early, later, now] = transports as [(typeof transports)[0], (typeof transports)[0], (typeof transports)[0]];
    expect((await move(now.quoteRequestId, { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' })).status).toBe(201);
    // The first two delivered last month (their steps written as the driver's phone sent them then).
    const [staff] = await sql.execute<Array<{ id: string }>>(`select id from staff_users where username = 'agent.factures'`);
    for (const [{ quoteRequestId }, daysAgo] of [
      [later, 33],
      [early, 40],
    ] as const)
      await sql.execute(
        `insert into transport_moves (id, created_at, quote_request_id, kind, move, recorded_by_id) values (gen_random_uuid(), now(), ?, 'deliver', ?, ?)`,
        [
          quoteRequestId,
          JSON.stringify({
            kind: 'deliver',
            at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
            receivedBy: 'M. Weber',
            note: null,
          }),
          staff!.id,
        ],
      );
    await composition.runInvoicing();
    expect(await billed(now.quoteRequestId)).toBe(0);

    // One invoice of the month's two, oldest delivery first, each line naming its transport and its order.
    const { invoices } = await composition.services.invoicing.ofAccount(accountId, { page: 1, pageSize: 10 });
    expect(invoices).toHaveLength(1);
    const [month] = invoices as [IssuedInvoice];
    expect(month.quoteRequestIds).toEqual([early.quoteRequestId, later.quoteRequestId]);
    expect([...new Set(month.invoice.lines.map((line) => line.reference))]).toEqual([early.reference, later.reference]);
    expect([...new Set(month.invoice.lines.map((line) => line.poNumber))]).toEqual(['PO-M1', 'PO-M2']);
    expect(month.invoice.totals.excludingTax).toBe(
      Math.round(month.invoice.lines.reduce((sum, line) => sum + line.amountExcludingTax, 0) * 100) / 100,
    );
    expect(month.invoice.buyer).toMatchObject({ siren: '732829320', city: 'Lyon', email: 'compta@monat.example' });
    expect((await composition.services.invoicing.cii(month.id))!.xml).toContain(`${early.reference} — PO-M1`);
    const [mail] = await sql.execute<Array<{ email: string }>>(`select email from outbox where kind = 'invoice' and reference = ?`, [
      month.id,
    ]);
    expect(mail!.email).toBe('compta@monat.example');
    // Asked again (another instance's run), nothing more; the delivery of this month waits for its own.
    await composition.runInvoicing();
    expect((await composition.services.invoicing.ofAccount(accountId, { page: 1, pageSize: 10 })).total).toBe(1);

    const credit = (await composition.services.invoicing.creditNote(month.id, 'Mois facturé au mauvais compte'))!;
    expect(credit.quoteRequestIds).toEqual(month.quoteRequestIds);
    expect(credit.invoice.totals.includingTax).toBe(-month.invoice.totals.includingTax);
    await expect(sql.execute(`delete from invoice_transports where invoice_id = ?`, [month.id])).rejects.toThrow(/never edited/);
  });

  it('are caught up every minute: a delivery whose own issuing was missed is invoiced, and each invoice goes to the e-invoicing channel once', async () => {
    const [first] = instances;
    const { composition, baseUrl, dataDir } = first!;
    const { quoteRequestId } = await deliveredTransport(baseUrl);
    const sql = composition.database.orm.em.getConnection();
    await expect
      .poll(
        async () =>
          (
            await sql.execute<Array<{ n: number }>>(`select count(*)::int as n from invoices where quote_request_id = ?`, [quoteRequestId])
          )[0]!.n,
      )
      .toBe(1);
    // A delivery written without its use case (as if the process stopped right after it): no invoice followed.
    const missed = await deliveredTransport(baseUrl, { skipDelivery: true });
    const [agent] = await sql.execute<Array<{ id: string }>>(`select id from staff_users where username = 'agent.factures'`);
    await sql.execute(
      `insert into transport_moves (id, created_at, quote_request_id, kind, move, recorded_by_id) values (gen_random_uuid(), now(), ?, 'deliver', ?, ?)`,
      [
        missed.quoteRequestId,
        JSON.stringify({ kind: 'deliver', at: new Date().toISOString(), receivedBy: 'M. Weber', note: null }),
        agent!.id,
      ],
    );
    const done = await composition.runInvoicing();
    expect(done.issued).toBe(1);
    expect(done.transmitted).toBeGreaterThanOrEqual(2);
    const [invoice] = await sql.execute<Array<{ number: string; transmitted_at: Date | null }>>(
      `select number, transmitted_at from invoices where quote_request_id = ?`,
      [missed.quoteRequestId],
    );
    expect(invoice!.transmitted_at).not.toBeNull();
    const file = await readFile(path.join(dataDir, 'einvoices', `${invoice!.number}.pdf`));
    expect(embeddedXml(file)).toContain(`<ram:ID>${invoice!.number}</ram:ID>`);
    // Nothing left: the next run does nothing.
    expect(await composition.runInvoicing()).toEqual({ issued: 0, transmitted: 0, failed: [] });
  });
});
