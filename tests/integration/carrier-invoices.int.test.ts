import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { ciiXmlOf, facturXOf } from '#src/adapters/documents/e-invoice.ts';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import type { Invoice } from '#src/domain/invoicing/invoice.ts';
import { createApp } from '#src/http/app.ts';
import { apiClient } from '../helpers/api-client.ts';
import { listen } from '../helpers/listen.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { justNow } from '../fakes/transport-moves.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { staffUserId } from '../helpers/staff-user.ts';
import { pain001Problems } from '../helpers/pain001.ts';
import { carrierInvoice } from '../helpers/carrier-invoice.ts';
import { compiledEn16931Rules, en16931FailedAsserts } from '../helpers/en16931.ts';
import { SELF_BILLING_MANDATE_VERSION } from '#src/domain/carriers/self-billing.ts';

// The carriers' invoices Flash receives: read from the e-invoicing channel's folder (Factur-X, CII),
// matched to the job the carrier was awarded and delivered, held with the difference when they do
// not fit, refused when a number comes twice; paid once; the accountants' purchases CSV.

let testDb: TestDatabase;
let a: Composition;
let server: Awaited<ReturnType<typeof listen>>;
let dataDir: string;
const AGENT = { username: 'agent.achats', userId: '' };
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  testDb = await createTestDatabase('carrier_invoices');
  dataDir = await mkdtemp(path.join(tmpdir(), 'carrier-invoices-'));
  a = await compose(loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: dataDir }), recordingLogger());
  await seedReferenceData(a.database.orm.em.fork(), recordingLogger());
  AGENT.userId = await staffUserId(a, AGENT.username);
  server = await listen(createApp({ services: a.services, pages: (_req, res) => void res.status(404).end(), trustProxy: 1 }));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await a?.dispose();
  await testDb?.drop();
});

const sql = <T>(query: string, values: unknown[] = []) => a.database.orm.em.getConnection().execute<T[]>(query, values);

let address = 1;

/** A French or German carrier of the directory, its licence and insurance valid. */
async function carrier(company: string, identity: { siren: string } | { vatNumber: string; country: 'DE' }, language: 'fr' | 'de' = 'fr') {
  const registered = await a.services.carriers.directory.register({
    company,
    ...('siren' in identity ? { siren: identity.siren, country: 'FR' } : { vatNumber: identity.vatNumber, country: identity.country }),
    street: '2 quai Rambaud',
    postalCode: '69002',
    city: 'Lyon',
    vehicleClasses: ['FRG1', 'FRG2'],
    serves: ['FR'],
    adr: false,
    people: [
      {
        name: `Compta ${company}`,
        email: `compta@${company.toLowerCase().replace(/\W+/g, '-')}.example`,
        mobile: '+33 6 10 00 00 00',
        language,
      },
    ],
  });
  for (const document of [
    { kind: 'licence', licence: 'community', number: `L-${company}`, issuedOn: '2024-01-01', expiresOn: '2099-01-01' },
    {
      kind: 'insurance',
      insurer: 'Mutuelle',
      coverEuros: '100000',
      number: `P-${company}`,
      issuedOn: '2024-01-01',
      expiresOn: '2099-01-01',
    },
  ])
    await a.services.carriers.directory.recordDocument(registered.id, document, null, { staffUserId: AGENT.userId });
  return registered;
}

/** A quote Claire confirmed, booked by hand with the carrier at a price, picked up and (unless told) delivered: its reference. */
async function job(carrierId: string, priceEuros: number, { delivered = true } = {}) {
  const visitor = apiClient(server.baseUrl, { 'x-forwarded-for': `10.7.0.${address++}` });
  const { id, reference } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as {
    id: string;
    reference: string;
  };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
  const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
  await a.services.carriers.buy.bookByHand(AGENT, quoteRequestId, {
    carrierId,
    priceEuros: String(priceEuros),
    marginReason: 'Seul transporteur disponible',
    vehicle: 'Renault Master',
    registration: 'GH-123-JK',
    driverFirstName: 'Karim',
    driverPhone: '+33 6 12 34 56 78',
    plannedPickup: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const move = (step: Record<string, unknown>) =>
    a.services.admin.moveTransport({ staffUserId: AGENT.userId, quoteRequestId, move: step as never });
  await move({ kind: 'pickUp', at: justNow() });
  if (delivered) await move({ kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' });
  return { quoteRequestId, reference };
}

const WORDS = {
  vatMention: 'Autoliquidation',
  notes: ['Pénalités de retard : 3 fois le taux légal'],
  paymentTerms: 'Paiement à 30 jours',
  seller: 'SARL',
};

async function facturX(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(`Facture ${invoice.number}`);
  return facturXOf(invoice, invoice.vat.case === 'french' ? { ...WORDS, vatMention: 'TVA française 20 %' } : WORDS, await pdf.save());
}

const inbound = (...parts: string[]) => path.join(dataDir, 'einvoices-in', ...parts);

const MOREL = { name: 'Transports Morel', siren: '100055433', vatNumber: 'FR33100055433', country: 'FR' as const };
const WEBER = { name: 'Spedition Weber GmbH', siren: '', vatNumber: 'DE811907980', country: 'DE' as const };

describe('a carrier’s invoice', () => {
  it('dropped in the e-invoicing channel’s folder is read and matched to its delivered job; one above the order’s price is held with the difference; a number sent twice is refused', async () => {
    const morel = await carrier(MOREL.name, { siren: MOREL.siren });
    const fits = await job(morel.id, 660);
    const above = await job(morel.id, 500);
    await writeFile(
      inbound('morel-1.pdf'),
      await facturX(carrierInvoice(MOREL, 'TM-2026-101', [{ reference: fits.reference, amount: 640 }])),
    );
    await writeFile(
      inbound('morel-2.pdf'),
      await facturX(carrierInvoice(MOREL, 'TM-2026-102', [{ reference: above.reference, amount: 560 }])),
    );
    expect(await a.receivePurchaseInvoices()).toEqual({ received: 2, refused: 0 });
    expect((await readdir(inbound('received'))).sort()).toEqual(['morel-1.pdf', 'morel-2.pdf']);

    const [held, matched] = await a.services.carriers.purchasing.list({ carrierId: morel.id });
    expect(matched).toMatchObject({
      format: 'facturX',
      receivedVia: 'channel',
      status: 'matched',
      differences: [],
      jobs: [{ quoteRequestId: fits.quoteRequestId, reference: fits.reference, amount: 640 }],
      dueDate: '2026-12-30',
      data: {
        number: 'TM-2026-101',
        typeCode: '380',
        vat: { category: 'S', percent: 20 },
        totals: { excludingTax: 640, vat: 128, includingTax: 768 },
      },
    });
    // The margin now reads what the matched invoice bills (640), not the awarded price (660).
    const buying = await a.services.carriers.buy.view(fits.quoteRequestId);
    expect(buying.award).toMatchObject({ priceEuros: 660, invoicedEuros: 640 });
    expect(buying.margin!.euros).toBeCloseTo(buying.saleEuros! - 640, 2);
    expect(held).toMatchObject({
      status: 'held',
      differences: [{ kind: 'priceAbove', reference: above.reference, ordered: 500, invoiced: 560 }],
    });

    // The same number again from the same carrier: set aside, with why.
    await writeFile(
      inbound('morel-1-again.pdf'),
      await facturX(carrierInvoice(MOREL, 'TM-2026-101', [{ reference: fits.reference, amount: 640 }])),
    );
    expect(await a.receivePurchaseInvoices()).toEqual({ received: 0, refused: 1 });
    expect(await readFile(inbound('refused', 'morel-1-again.pdf.why.txt'), 'utf8')).toBe('duplicate\n');
    expect(await a.services.carriers.purchasing.list({ carrierId: morel.id })).toHaveLength(2);

    // Staff pay the one that fits, once; the held one is refused with why.
    const agent = apiClient(server.baseUrl, { 'x-forwarded-for': '10.8.0.1' });
    const { csrfToken } = (await (await agent.post('/api/admin/login', { username: AGENT.username, password: PASSWORD })).json()) as {
      csrfToken: string;
    };
    const csrf = { 'x-csrf-token': csrfToken };
    const paid = await agent.post(`/api/admin/purchases/${matched!.id}/paid`, {}, csrf);
    expect(paid.status).toBe(200);
    const paidOn = ((await paid.json()) as { paidOn: string }).paidOn;
    expect(paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(((await (await agent.post(`/api/admin/purchases/${matched!.id}/paid`, {}, csrf)).json()) as { paidOn: string }).paidOn).toBe(
      paidOn,
    );
    const refused = await agent.post(`/api/admin/purchases/${held!.id}/paid`, {}, csrf);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/écart/);
    expect((await agent.post(`/api/admin/purchases/00000000-0000-4000-8000-000000000000/paid`, {}, csrf)).status).toBe(404);
    expect((await agent.post(`/api/admin/purchases/not-an-id/paid`, {}, csrf)).status).toBe(404);

    // The list of what is due, the file as it came, and the accountants' CSV (a cell with the decimal comma quoted).
    const due = (await (await agent.get(`/api/admin/purchases?dueBy=2027-01-31&carrierId=${morel.id}`)).json()) as { purchases: unknown[] };
    expect(due.purchases).toHaveLength(1);
    const file = await agent.get(`/api/admin/purchases/${matched!.id}/file`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    const csv = await (await agent.get('/api/admin/purchases.csv?lang=fr')).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Date de facture;Transporteur;Numéro;Transports;Montant HT;Catégorie de TVA;Taux de TVA (%);TVA;Montant TTC;Échéance;État;Payée le',
    );
    expect(lines).toContain(
      `2026-11-30;Transports Morel;TM-2026-101;${fits.reference};"640,00";S;"20,00";"128,00";"768,00";2026-12-30;Rapprochée;${paidOn}`,
    );
    expect(lines).toContain(
      `2026-11-30;Transports Morel;TM-2026-102;${above.reference};"560,00";S;"20,00";"112,00";"672,00";2026-12-30;En attente\u202f: écart;`,
    );
    expect((await apiClient(server.baseUrl).get('/api/admin/purchases')).status).toBe(401);
  });

  it('of a German carrier is read from its CII: reverse charge fits, French VAT is held; a job not delivered is held; an unknown seller is refused', async () => {
    const weber = await carrier(WEBER.name, { vatNumber: WEBER.vatNumber, country: 'DE' });
    const delivered = await job(weber.id, 800);
    const underWay = await job(weber.id, 300, { delivered: false });
    const receive = (invoice: Invoice, words = WORDS) =>
      ciiXmlOf(invoice, words).then((xml) =>
        a.services.carriers.purchasing.receive(
          { name: `${invoice.number}.xml`, type: 'text/plain', bytes: new TextEncoder().encode(xml) },
          { via: 'channel' },
        ),
      );
    const fits = await receive(carrierInvoice(WEBER, 'SW-77', [{ reference: delivered.reference, amount: 800 }]));
    expect(fits).toMatchObject({ format: 'cii', status: 'matched', file: { type: 'application/xml' }, data: { vat: { category: 'AE' } } });
    const frenchVat = await receive(
      {
        ...carrierInvoice(WEBER, 'SW-78', [{ reference: delivered.reference, amount: 800 }]),
        vat: { case: 'french', rate: 0.2, country: 'FR' } as never,
      },
      { ...WORDS, vatMention: 'TVA 20 %' },
    );
    expect(frenchVat.differences).toEqual([
      { kind: 'vatCase', expected: 'AE', invoiced: 'S' },
      { kind: 'alreadyInvoiced', reference: delivered.reference, number: 'SW-77' },
    ]);
    const early = await receive(carrierInvoice(WEBER, 'SW-79', [{ reference: underWay.reference, amount: 300 }]));
    expect(early).toMatchObject({ status: 'held', differences: [{ kind: 'notDelivered', reference: underWay.reference }] });
    await expect(
      receive(
        carrierInvoice({ ...WEBER, vatNumber: 'DE999999999', name: 'Unbekannt' }, 'X-1', [{ reference: delivered.reference, amount: 1 }]),
      ),
    ).rejects.toMatchObject({ code: 'purchaseRefused', reason: 'unknownSeller' });
    // Sent by staff for the carrier: a plain PDF waits to be typed in; a file of anything else is refused.
    const plain = await PDFDocument.create();
    plain.addPage();
    const typed = await a.services.carriers.purchasing.receive(
      { name: 'scan.pdf', type: 'application/pdf', bytes: await plain.save() },
      { via: 'staff', staffUserId: AGENT.userId, carrierId: weber.id },
    );
    expect(typed).toMatchObject({ format: 'pdf', status: 'toTypeIn', data: null });
    await expect(a.services.carriers.purchasing.markPaid(typed.id, AGENT.userId)).rejects.toMatchObject({ reason: 'toTypeIn' });
    await expect(
      a.services.carriers.purchasing.receive(
        {
          name: 'x.txt',
          type: 'text/plain',
          bytes: new TextEncoder().encode('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
        },
        { via: 'staff', staffUserId: AGENT.userId, carrierId: weber.id },
      ),
    ).rejects.toMatchObject({ reason: 'unreadable' });
    // A carrier's person sends only its own company's invoices.
    const morel = (await a.services.carriers.directory.list()).find((entry) => entry.carrier.company === MOREL.name)!.carrier;
    const weberXml = await ciiXmlOf(carrierInvoice(WEBER, 'SW-80', [{ reference: delivered.reference, amount: 800 }]), WORDS);
    await expect(
      a.services.carriers.purchasing.receive(
        { name: 'w.xml', type: 'application/xml', bytes: new TextEncoder().encode(weberXml) },
        { via: 'carrier', carrierId: morel.id, carrierPersonId: morel.people[0]!.id },
      ),
    ).rejects.toMatchObject({ reason: 'otherSeller' });
    expect(await a.services.carriers.purchasing.file(fits.id, morel.id)).toBeUndefined();
    expect(await a.services.carriers.purchasing.file(fits.id, weber.id)).toMatchObject({ type: 'application/xml' });
  });

  it('as a plain PDF is typed in by staff from what it says and matched as any; a carrier’s shorter term sets its due dates; those unpaid and due by a day are listed', async () => {
    const prompt = await carrier('Fret Comptant', { siren: '100400001' });
    const delivered = await job(prompt.id, 540);
    const purchasing = a.services.carriers.purchasing;
    // A shorter term than the law's 30 days, for this carrier only; more than 30 is refused.
    await expect(purchasing.setPaymentTerm(prompt.id, '45')).rejects.toMatchObject({ code: 'invalidInput' });
    expect(await purchasing.setPaymentTerm(prompt.id, '3')).toMatchObject({ id: prompt.id, paymentDays: 3 });
    expect((await purchasing.paymentTerms()).find((terms) => terms.id === prompt.id)!.paymentDays).toBe(3);
    expect(await purchasing.setPaymentTerm('00000000-0000-4000-8000-000000000000', '3')).toBeUndefined();

    const scan = await PDFDocument.create();
    scan.addPage().drawText('Facture FC-2026-118');
    const kept = await purchasing.receive(
      { name: 'fc-118.pdf', type: 'application/pdf', bytes: await scan.save() },
      { via: 'staff', staffUserId: AGENT.userId, carrierId: prompt.id },
    );
    expect(kept).toMatchObject({ status: 'toTypeIn', data: null });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const fields = {
      number: 'FC-2026-118',
      issueDate: today,
      orderReference: `Transport ${delivered.reference}`,
      excludingTax: '540,00',
      vat: '108',
    };
    // Each wrong field named: a date to come, an amount that is not one.
    await expect(
      purchasing.typeIn(AGENT.userId, kept.id, { ...fields, issueDate: '2999-01-01', excludingTax: 'cinq cents' }),
    ).rejects.toMatchObject({ errors: [{ field: 'issueDate' }, { field: 'excludingTax' }] });
    const typed = (await purchasing.typeIn(AGENT.userId, kept.id, fields))!;
    expect(typed).toMatchObject({
      status: 'matched',
      format: 'pdf',
      differences: [],
      jobs: [{ reference: delivered.reference, amount: 540 }],
      data: {
        number: 'FC-2026-118',
        typeCode: '380',
        vat: { category: 'S', percent: 20 },
        totals: { excludingTax: 540, vat: 108, includingTax: 648 },
      },
    });
    // Due three days after its date, as this carrier's term says.
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    expect(typed.dueDate).toBe(new Date(Date.UTC(year, month - 1, day + 3)).toISOString().slice(0, 10));
    // Typed once: the form sent again finds nothing waiting.
    expect(await purchasing.typeIn(AGENT.userId, kept.id, fields)).toBeUndefined();
    // Another plain PDF with the same number from the same carrier is refused as a duplicate.
    const again = await purchasing.receive(
      { name: 'fc-118-bis.pdf', type: 'application/pdf', bytes: await scan.save() },
      { via: 'staff', staffUserId: AGENT.userId, carrierId: prompt.id },
    );
    await expect(purchasing.typeIn(AGENT.userId, again.id, fields)).rejects.toMatchObject({ reason: 'duplicate' });
    // A French carrier that charged no VAT is held: a purchase from it takes French VAT.
    const noVat = (await purchasing.typeIn(AGENT.userId, again.id, { ...fields, number: 'FC-2026-119', vat: '' }))!;
    expect(noVat).toMatchObject({ status: 'held', differences: [{ kind: 'vatCase', expected: 'S' }, { kind: 'alreadyInvoiced' }] });

    // Due by a day: every unpaid one due by then, the held one too (staff settle it before its due
    // date); once paid, the matched one leaves the list.
    const dueBy = (day: string) =>
      purchasing.list({ dueBy: day, carrierId: prompt.id }).then((list) => list.map((purchase) => purchase.id));
    expect(noVat.dueDate).toBe(typed.dueDate);
    expect(await dueBy(typed.dueDate!)).toEqual([noVat.id, typed.id]);
    expect(await dueBy(new Date(Date.UTC(year, month - 1, day + 2)).toISOString().slice(0, 10))).toEqual([]);
    await purchasing.markPaid(typed.id, AGENT.userId);
    expect(await dueBy(typed.dueDate!)).toEqual([noVat.id]);
  });

  it('of a French carrier past 5,000 € this year is not paid while its certificate of vigilance is over six months old', async () => {
    const vigilant = await carrier('Fret Vigilant', { siren: '100245489' });
    const today = new Date().toISOString().slice(0, 10);
    const vigilance = () =>
      a.services.carriers.directory.recordDocument(
        vigilant.id,
        { kind: 'vigilance', number: `URSSAF-${Date.now()}`, issuedOn: today },
        null,
        { staffUserId: AGENT.userId },
      );
    await vigilance();
    const big = await job(vigilant.id, 5_200);
    const [matched] = await Promise.all([
      ciiXmlOf(
        carrierInvoice({ name: 'Fret Vigilant', siren: '100245489', vatNumber: 'FR12100245489', country: 'FR' }, 'FV-1', [
          { reference: big.reference, amount: 5_200 },
        ]),
        WORDS,
      ).then((xml) =>
        a.services.carriers.purchasing.receive({ name: 'fv-1.xml', type: '', bytes: new TextEncoder().encode(xml) }, { via: 'channel' }),
      ),
    ]);
    expect(matched!.status).toBe('matched');
    // Six months pass: the certificate Flash holds is too old.
    await sql(
      `update carrier_documents set issued_on = issued_on - interval '7 months', expires_on = current_date - 1 where carrier_id = ? and kind = 'vigilance'`,
      [vigilant.id],
    );
    await expect(a.services.carriers.purchasing.markPaid(matched!.id, AGENT.userId)).rejects.toMatchObject({
      code: 'purchasePaymentRefused',
      reason: 'vigilance',
    });
    await vigilance();
    expect((await a.services.carriers.purchasing.markPaid(matched!.id, AGENT.userId))!.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('are paid by a SEPA transfer file of the invoices chosen: valid against the ISO 20022 schema, each to the account its invoice names, for its total', async () => {
    const seller = { name: 'Transports Rhodaniens', siren: '100578087', vatNumber: 'FR45100578087', country: 'FR' as const };
    const rhone = await carrier(seller.name, { siren: seller.siren });
    const [first, second, third] = [await job(rhone.id, 410), await job(rhone.id, 725.5), await job(rhone.id, 300)];
    const account = { iban: 'FR7630001007941234567890185', bic: 'BDFEFRPPCCT' };
    const receive = async (number: string, reference: string, amount: number, payTo?: typeof account) =>
      a.services.carriers.purchasing.receive(
        {
          name: `${number}.xml`,
          type: '',
          bytes: new TextEncoder().encode(await ciiXmlOf(carrierInvoice(seller, number, [{ reference, amount }], payTo), WORDS)),
        },
        { via: 'channel' },
      );
    const one = await receive('TR-1', first.reference, 410, account);
    const two = await receive('TR-2', second.reference, 725.5, account);
    const unnamed = await receive('TR-3', third.reference, 300);
    expect(one.data!.payeeAccount).toEqual(account);
    expect(unnamed.data!.payeeAccount).toBeNull();

    const made = (await a.services.carriers.purchasing.transferFile([one.id, two.id]))!;
    expect(pain001Problems(made.xml)).toEqual([]);
    expect(made.total).toBe(492 + 870.6);
    expect(made.xml).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(made.xml).toContain('<CtrlSum>1362.60</CtrlSum>');
    expect(made.xml).toContain('<IBAN>FR7630006000011234567890189</IBAN>');
    expect(made.xml.match(/<IBAN>FR7630001007941234567890185<\/IBAN>/g)).toHaveLength(2);
    expect(made.xml).toContain('<InstdAmt Ccy="EUR">492.00</InstdAmt>');
    expect(made.xml).toContain('<InstdAmt Ccy="EUR">870.60</InstdAmt>');
    expect(made.xml).toContain(`<Ustrd>TR-1 ${first.reference}</Ustrd>`);
    expect(made.fileName).toMatch(/^FLASH-\d{12}-[0-9a-f]{8}\.xml$/);

    // Refused with why: one naming no account, one paid, nothing chosen, one unknown.
    await expect(a.services.carriers.purchasing.transferFile([one.id, unnamed.id])).rejects.toMatchObject({ reason: 'noPayeeAccount' });
    await a.services.carriers.purchasing.markPaid(two.id, AGENT.userId);
    await expect(a.services.carriers.purchasing.transferFile([two.id])).rejects.toMatchObject({ reason: 'paid' });
    await expect(a.services.carriers.purchasing.transferFile([])).rejects.toMatchObject({ reason: 'noneChosen' });
    expect(await a.services.carriers.purchasing.transferFile(['00000000-0000-4000-8000-000000000000'])).toBeUndefined();
  });

  it(
    'of a carrier that consented is drawn up by Flash once delivered: its own series without gap under two instances, type 389, "Autofacturation", the VAT of its country, passing the official EN 16931 rules, told to the carrier’s people by email with its Factur-X; contested, set right by a credit note (261) and a corrected invoice, or kept',
    { timeout: 120_000 },
    async () => {
      const b = await compose(loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: dataDir }), recordingLogger());
      try {
        const french = await carrier('Fret Autofacturé', { siren: '100712710' });
        const german = await carrier('Autofaktura GmbH', { vatNumber: 'DE136695976', country: 'DE' }, 'de');
        const silent = await carrier('Fret Sans Mandat', { siren: '100839414' });
        const purchasing = a.services.carriers.purchasing;
        // Delivered before the carriers consent (a delivery is billed at once once they have): invoiced by nobody yet.
        const frenchJobs = [await job(french.id, 610), await job(french.id, 380.4), await job(french.id, 455)];
        const germanJob = await job(german.id, 920);
        await job(silent.id, 500);
        await purchasing.acceptMandate(french.id, french.people[0]!.id);
        await purchasing.acceptMandate(german.id, german.people[0]!.id);
        // Accepting again while the mandate is in force changes nothing; the date kept is the first.
        const accepted = (await purchasing.mandateOf(french.id))!;
        await purchasing.acceptMandate(french.id, french.people[0]!.id);
        expect(await purchasing.mandateOf(french.id)).toEqual(accepted);
        expect(accepted.version).toBe(SELF_BILLING_MANDATE_VERSION);

        // Two instances bill at once: each job once, each carrier's numbers from 1 without a gap.
        // (A delivery's own run in the background may take some first: what counts is what is kept.)
        const [one, two] = await Promise.all([purchasing.selfBill(), b.services.carriers.purchasing.selfBill()]);
        expect(one.issued + two.issued).toBeGreaterThan(0);
        expect((await purchasing.selfBill()).issued).toBe(0);
        const year = new Date().getFullYear();
        const numbers = (carrierId: string) =>
          purchasing.list({ carrierId }).then((purchases) => purchases.map((purchase) => purchase.data!.number).sort());
        expect(await numbers(french.id)).toEqual([1, 2, 3].map((n) => `AF-100712710-${year}-000${n}`));
        expect(await numbers(german.id)).toEqual([`AF-DE136695976-${year}-0001`]);
        expect(await purchasing.list({ carrierId: silent.id })).toEqual([]);
        // Each told to its carrier's person, in their language, with the link to the carriers' pages.
        const told = (...companies: string[]) =>
          sql<{ email: string; language: string; number: string; link: string }>(
            `select email, language, summary->>'number' as number, summary->>'link' as link from outbox
              where kind = 'carrier-self-billed' and summary->>'company' in (${companies.map(() => '?').join(', ')}) order by 3`,
            companies,
          );
        expect(await told(french.company, german.company)).toEqual([
          ...[1, 2, 3].map((n) => ({
            email: french.people[0]!.email,
            language: 'fr',
            number: `AF-100712710-${year}-000${n}`,
            link: 'http://localhost:3000/fr/carrier',
          })),
          {
            email: german.people[0]!.email,
            language: 'de',
            number: `AF-DE136695976-${year}-0001`,
            link: 'http://localhost:3000/de/carrier',
          },
        ]);
        const billed = (await purchasing.list({ carrierId: french.id })).flatMap((purchase) => purchase.jobs.map((line) => line.reference));
        expect(billed.sort()).toEqual(frenchJobs.map(({ reference }) => reference).sort());

        const rules = compiledEn16931Rules();
        const ciiOf = async (purchaseId: string) => {
          const file = (await purchasing.file(purchaseId))!;
          const pdf = await PDFDocument.load(file.bytes);
          return Buffer.from(pdf.getAttachments().find((attachment) => attachment.name === 'factur-x.xml')!.data).toString('utf8');
        };
        const [germanInvoice] = await purchasing.list({ carrierId: german.id });
        expect(germanInvoice).toMatchObject({
          receivedVia: 'selfBilled',
          status: 'matched',
          jobs: [{ reference: germanJob.reference, amount: 920 }],
          data: { typeCode: '389', vat: { category: 'AE' }, totals: { excludingTax: 920, vat: 0, includingTax: 920 } },
        });
        const germanCii = await ciiOf(germanInvoice!.id);
        expect(germanCii).toContain('<ram:TypeCode>389</ram:TypeCode>');
        expect(germanCii).toContain('Autofacturation');
        expect(germanCii).toContain('Autoliquidation');
        expect(en16931FailedAsserts(rules, germanCii).filter(({ flag }) => flag === 'fatal')).toEqual([]);
        const frenchInvoice = (await purchasing.list({ carrierId: french.id })).find((purchase) => purchase.jobs[0]!.amount === 380.4)!;
        expect(frenchInvoice.data).toMatchObject({ typeCode: '389', vat: { category: 'S', percent: 20 }, totals: { vat: 76.08 } });
        const frenchCii = await ciiOf(frenchInvoice.id);
        expect(frenchCii).toContain('TVA française 20');
        expect(en16931FailedAsserts(rules, frenchCii).filter(({ flag }) => flag === 'fatal')).toEqual([]);

        // The carrier contests one within 15 days: not paid until staff answer. Staff set it right: a self-billed
        // credit note (261) cancels it and a corrected invoice (389) replaces it, next in the carrier's series.
        await expect(purchasing.contest(german.id, german.people[0]!.id, frenchInvoice.id, 'Mauvais montant')).resolves.toBeUndefined();
        await expect(purchasing.contest(french.id, french.people[0]!.id, frenchInvoice.id, '  ')).rejects.toMatchObject({
          code: 'invalidInput',
        });
        const contested = (await purchasing.contest(french.id, french.people[0]!.id, frenchInvoice.id, 'Le péage de 19,60 € manque'))!;
        expect(contested.contest).toMatchObject({ reason: 'Le péage de 19,60 € manque', answer: null });
        await expect(purchasing.contest(french.id, french.people[0]!.id, frenchInvoice.id, 'Encore')).rejects.toMatchObject({
          reason: 'contested',
        });
        await expect(purchasing.markPaid(frenchInvoice.id, AGENT.userId)).rejects.toMatchObject({ reason: 'contested' });
        const corrected = (await purchasing.answerContest(AGENT.userId, frenchInvoice.id, {
          decision: 'correct',
          answer: 'Péage ajouté',
          amount: '400',
        }))!;
        expect(corrected).toMatchObject({
          status: 'matched',
          refersTo: frenchInvoice.id,
          data: { number: `AF-100712710-${year}-0005`, typeCode: '389', totals: { excludingTax: 400, vat: 80, includingTax: 480 } },
        });
        await expect(purchasing.answerContest(AGENT.userId, frenchInvoice.id, { decision: 'keep', answer: 'Non' })).rejects.toMatchObject({
          reason: 'notContested',
        });
        const all = await purchasing.list({ carrierId: french.id });
        const credit = all.find((purchase) => purchase.data!.typeCode === '261')!;
        expect(credit).toMatchObject({
          status: 'cancelled',
          refersTo: frenchInvoice.id,
          data: { number: `AF-100712710-${year}-0004`, totals: { excludingTax: -380.4 } },
        });
        expect(all.find((purchase) => purchase.id === frenchInvoice.id)).toMatchObject({
          status: 'cancelled',
          contest: { answer: 'Péage ajouté' },
        });
        const creditCii = await ciiOf(credit.id);
        expect(creditCii).toContain('<ram:TypeCode>261</ram:TypeCode>');
        expect(creditCii).toContain(frenchInvoice.data!.number);
        expect(en16931FailedAsserts(rules, creditCii).filter(({ flag }) => flag === 'fatal')).toEqual([]);
        expect(en16931FailedAsserts(rules, await ciiOf(corrected.id)).filter(({ flag }) => flag === 'fatal')).toEqual([]);
        // The credit note and the corrected invoice are told too.
        expect((await told(french.company)).map(({ number }) => number.slice(-4))).toEqual(['0001', '0002', '0003', '0004', '0005']);
        // The margin now reads the corrected invoice's amount.
        expect((await a.services.carriers.buy.view(corrected.jobs[0]!.quoteRequestId)).award!.invoicedEuros).toBe(400);
        // The German carrier's email, in German, its Factur-X attached as kept.
        const worker = a.startOutbox();
        try {
          const mailDir = path.join(dataDir, 'mail');
          await expect
            .poll(
              async () => {
                const files = await readdir(mailDir).catch(() => [] as string[]);
                const mails = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), 'utf8')));
                return mails.find((mail) => mail.includes(`To: ${german.people[0]!.email}`) && mail.includes('Gutschriftverfahren'));
              },
              { timeout: 15_000 },
            )
            .toMatch(
              new RegExp(
                `filename=AF-DE136695976-${year}-0001\\.pdf[\\s\\S]*Content-Type: application/pdf|Content-Type: application/pdf[\\s\\S]*filename=AF-DE136695976-${year}-0001\\.pdf`,
              ),
            );
        } finally {
          await worker.stop();
        }
        // Kept with an answer, an invoice is payable again.
        await purchasing.contest(german.id, german.people[0]!.id, germanInvoice!.id, 'Date de livraison');
        await purchasing.answerContest(AGENT.userId, germanInvoice!.id, { decision: 'keep', answer: 'La date est celle du bon signé' });
        expect((await purchasing.markPaid(germanInvoice!.id, AGENT.userId))!.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

        // Revoked, the next delivery is the carrier's to invoice.
        await purchasing.revokeMandate(french.id, french.people[0]!.id);
        expect(await purchasing.mandateOf(french.id)).toBeUndefined();
        await job(french.id, 200);
        expect((await purchasing.selfBill()).issued).toBe(0);

        // An instance drawing up a carrier's invoice holds its series: another leaves that carrier
        // to it at once, rather than wait behind a PDF being rendered and fail on its time limit.
        const billedBefore = await numbers(german.id);
        const drawingUp = new pg.Client({ connectionString: testDb.url });
        await drawingUp.connect();
        try {
          await drawingUp.query('begin');
          await drawingUp.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`self-billing:${german.id}:${year}`]);
          await job(german.id, 300);
          expect((await purchasing.selfBill()).issued).toBe(0);
          expect(await numbers(german.id)).toEqual(billedBefore);
        } finally {
          await drawingUp.end();
        }
        await purchasing.selfBill();
        const next = String(billedBefore.length + 1).padStart(4, '0');
        expect(await numbers(german.id)).toEqual([...billedBefore, `AF-DE136695976-${year}-${next}`]);
      } finally {
        await b.dispose();
      }
    },
  );
});
