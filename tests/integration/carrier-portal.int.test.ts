import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { apiClient } from '../helpers/api-client.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { pagePost } from '../helpers/shipper-session.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { staffUserId } from '../helpers/staff-user.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { sqlOn } from '../helpers/sql.ts';
import { ciiXmlOf } from '#src/adapters/documents/e-invoice.ts';
import { CARRIER_INVOICE_WORDS, carrierInvoice } from '../helpers/carrier-invoice.ts';

// The carriers' own pages: a carrier's person signs in by an emailed link (once), sees the
// offers made to its company and nothing of others', sends its documents' scans (checked by their
// first bytes and size), which count for an award once staff have checked them.

const LINK_SIGNING_KEY = 'the carrier portal link key, 32 chars';
let testDb: TestDatabase;
let app: AppServer;
let composition: Composition;
const carriers: Array<{ id: string; email: string }> = [];
let reference = '';

const sql = sqlOn(() => testDb.url);

let address = 1;
const fromAnAddress = () => ({ 'x-forwarded-for': `198.19.0.${address++}` });

beforeAll(async () => {
  testDb = await createTestDatabase('carrier_portal');
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { TRUST_PROXY: '1', LINK_SIGNING_KEY } });
  composition = await compose(
    loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'carrier-portal-')), LINK_SIGNING_KEY }),
    recordingLogger(),
  );
  const agent = { username: 'agent.portal', userId: await staffUserId(composition, 'agent.portal') };
  const visitor = apiClient(app.baseUrl, fromAnAddress());
  const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
  const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
  reference = (await sql<{ reference: string }>(`select reference from quotes where id = $1`, [id]))[0]!.reference;
  // The second carrier is offered the job; the first's insurance has expired (it cannot be), the third is not.
  for (const [index, siren] of ['100055433', '100118785', '100174218'].entries()) {
    const email = `dispo${index}@portail-fret.example`;
    const carrier = await composition.services.carriers.directory.register({
      company: `Portail Fret ${index}`,
      siren,
      street: '2 quai Rambaud',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      vehicleClasses: ['BREAK', 'FRG1', 'FRG2', 'FRG3', 'FRG4', 'FRGR', 'PL5', 'PL9', 'SEMI'],
      serves: ['FR'],
      people: [{ name: `Dispo ${index}`, email, mobile: '+33 6 10 00 00 00', language: 'de' }],
    });
    for (const document of [
      { kind: 'licence', licence: 'community', number: `L${index}`, issuedOn: '2024-01-01', expiresOn: '2099-01-01' },
      {
        kind: 'insurance',
        insurer: 'Mutuelle',
        coverEuros: '100000',
        number: `P${index}`,
        issuedOn: '2024-01-01',
        expiresOn: index === 0 ? '2025-01-01' : '2099-01-01',
      },
    ])
      await composition.services.carriers.directory.recordDocument(carrier.id, document, null, { staffUserId: agent.userId });
    carriers.push({ id: carrier.id, email });
  }
  await composition.services.carriers.buy.openTender(agent, quoteRequestId, {
    carrierIds: [carriers[1]!.id],
    priceEuros: '400',
    mode: 'agentAwards',
  });
}, 240_000);

afterAll(async () => {
  await composition?.dispose();
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

/** The sign-in link the outbox holds for an address, newest first. */
const signInLinks = (email: string) =>
  sql<{ link: string; language: string }>(
    `select summary->>'link' as link, language from outbox where kind = 'carrier-sign-in' and email = $1 order by created_at desc`,
    [email],
  );

/**
 * A carrier's person signed in as a browser does: the link asked for, then its page's button. Their
 * session cookie, kept for the suite's next tests (sign-in links are rate-limited per address).
 */
const sessions = new Map<string, string>();
async function signedIn(email: string): Promise<string> {
  const kept = sessions.get(email);
  if (kept) return kept;
  await pagePost(app.baseUrl, '/FR/carrier/sign-in', { email });
  const [sent] = await signInLinks(email);
  const answer = await pagePost(app.baseUrl, new URL(sent!.link).pathname, {});
  const cookie = /carrier_session=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')![0];
  sessions.set(email, cookie);
  return cookie;
}

const page = (pathname: string, cookie: string) => fetch(`${app.baseUrl}${pathname}`, { redirect: 'manual', headers: { cookie } });

/** The upload form posted with a file, as the browser sends it (multipart). */
function upload(cookie: string, fields: Record<string, string>, file: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.set('intent', 'upload');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([Buffer.from(file.bytes)]), file.name);
  return fetch(`${app.baseUrl}/DE/carrier`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: app.baseUrl }, body: form });
}

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const INSURANCE = {
  kind: 'insurance',
  insurer: 'Helvetia',
  coverEuros: '200000',
  number: 'HV-2027',
  issuedOn: '2026-11-01',
  expiresOn: '2027-11-01',
};

describe("the carriers' pages", () => {
  it('signs a carrier’s person in by an emailed link in their language, once; a stranger’s address gets the same answer and no email', async () => {
    const known = await pagePost(app.baseUrl, '/FR/carrier/sign-in', { email: carriers[0]!.email });
    const stranger = await pagePost(app.baseUrl, '/FR/carrier/sign-in', { email: 'nobody@portail-fret.example' });
    expect([known.status, stranger.status]).toEqual([200, 200]);
    expect(await signInLinks('nobody@portail-fret.example')).toEqual([]);
    const [sent] = await signInLinks(carriers[0]!.email);
    expect(sent!.language).toBe('de');
    expect(sent!.link).toMatch(/\/FR\/carrier\/sign-in\/[\w-]{20,}$/);
    const linkPage = new URL(sent!.link).pathname;
    const opened = await fetch(`${app.baseUrl}${linkPage}`, { redirect: 'manual' });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('set-cookie')).toBeNull();
    const first = await pagePost(app.baseUrl, linkPage, {});
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/FR/carrier');
    expect(first.headers.get('set-cookie')).toMatch(/^carrier_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict/);
    expect((await pagePost(app.baseUrl, linkPage, {})).status).toBe(410);
  });

  it('lists the offers made to the carrier, towns only, and none to a carrier not offered the job', async () => {
    const offered = await page('/DE/carrier', await signedIn(carriers[1]!.email));
    expect(offered.status).toBe(200);
    const html = await offered.text();
    expect(html).toContain(reference);
    expect(html).toContain('Lyon');
    expect(html).not.toContain(claire.lastName);
    expect(html).not.toContain(claire.email);
    expect(html).toMatch(/href="\/DE\/carrier\/offer\/[\w-]+\.[\w-]+\.[\w-]+"/);
    const other = await (await page('/DE/carrier', await signedIn(carriers[2]!.email))).text();
    expect(other).not.toContain(reference);
    expect((await page('/DE/carrier', '')).status).toBe(302);
  });

  it('takes a scan checked by its first bytes and size; it counts for an award once staff have checked it', async () => {
    const cookie = await signedIn(carriers[0]!.email);
    const problems = async () => (await composition.services.carriers.directory.view(carriers[0]!.id)).problems;
    expect(await problems()).toEqual([{ kind: 'insurance', problem: 'expired', expiredOn: '2025-01-01' }]);
    const disguised = await upload(cookie, INSURANCE, { name: 'police.pdf', bytes: new TextEncoder().encode('<html>not a PDF</html>') });
    expect(disguised.status).toBe(400);
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    tooBig.set(PDF);
    expect((await upload(cookie, INSURANCE, { name: 'police.pdf', bytes: tooBig })).status).toBe(400);
    const kept = await upload(cookie, INSURANCE, { name: 'police.pdf', bytes: PDF });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe('/DE/carrier?uploaded=1');
    expect(await problems()).toEqual([{ kind: 'insurance', problem: 'unchecked' }]);
    const [document] = await sql<{ id: string }>(`select id from carrier_documents where number = 'HV-2027'`);
    const staffId = await staffUserId(composition, 'agent.portal');
    await composition.services.carriers.directory.checkDocument(staffId, carriers[0]!.id, document!.id);
    expect(await problems()).toEqual([]);
    // Checked once: a second check finds nothing waiting.
    await expect(composition.services.carriers.directory.checkDocument(staffId, carriers[0]!.id, document!.id)).rejects.toMatchObject({
      code: 'carrierNotFound',
    });
  });

  it("gives a scan to its carrier's people only, as a download", async () => {
    const [document] = await sql<{ id: string }>(`select id from carrier_documents where number = 'HV-2027'`);
    // A third link for this address from this visitor within the quarter hour: the last it may ask for.
    const cookie = await signedIn(carriers[0]!.email);
    const own = await page(`/DE/carrier/documents/${document!.id}`, cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="police.pdf"');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);
    expect((await page(`/DE/carrier/documents/${document!.id}`, await signedIn(carriers[1]!.email))).status).toBe(404);
    expect((await page(`/DE/carrier/documents/${document!.id}`, '')).status).toBe(404);
    expect((await page('/DE/carrier/documents/not-an-id', cookie)).status).toBe(404);
  });

  it("takes an invoice from a carrier's person, lists it on its page, and gives its file to its carrier's people only", async () => {
    const cookie = await signedIn(carriers[2]!.email);
    const invoiceOf = async (sellerSiren: string, number: string) =>
      new TextEncoder().encode(
        await ciiXmlOf(
          carrierInvoice({ name: 'Portail Fret', siren: sellerSiren }, number, [{ reference, amount: 400 }]),
          CARRIER_INVOICE_WORDS,
        ),
      );
    const sendInvoice = (bytes: Uint8Array) => {
      const form = new FormData();
      form.set('intent', 'uploadInvoice');
      form.set('invoice', new Blob([Buffer.from(bytes)]), 'facture.xml');
      return fetch(`${app.baseUrl}/IT/carrier`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, origin: app.baseUrl },
        body: form,
      });
    };
    // Another carrier's invoice is refused; its own is taken, held (the job is not its own), and listed.
    const another = await sendInvoice(await invoiceOf('100055433', 'PF-1'));
    expect(another.status).toBe(400);
    expect(await another.text()).toContain('Questa fattura è di un altro vettore.');
    const sent = await sendInvoice(await invoiceOf('100174218', 'PF-2'));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/IT/carrier?invoice=sent');
    expect((await sendInvoice(await invoiceOf('100174218', 'PF-2'))).status).toBe(409);
    const listed = await (await page('/IT/carrier?invoice=sent', cookie)).text();
    expect(listed).toContain('Fattura ricevuta. Grazie!');
    expect(listed).toContain('PF-2');
    expect(listed).toContain(`${reference}: questo trasporto non vi è stato affidato`);
    const [invoice] = await sql<{ id: string }>(`select id from purchase_invoices where number = 'PF-2'`);
    const file = await page(`/IT/carrier/invoices/${invoice!.id}`, cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await page(`/IT/carrier/invoices/${invoice!.id}`, await signedIn(carriers[0]!.email))).status).toBe(404);
    expect((await page(`/IT/carrier/invoices/${invoice!.id}`, '')).status).toBe(404);
  });

  it('signs out: the session ends on the server', async () => {
    const cookie = await signedIn(carriers[1]!.email);
    const out = await pagePost(app.baseUrl, '/DE/carrier', { intent: 'signOut' }, cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/DE/carrier/sign-in');
    expect((await page('/DE/carrier', cookie)).status).toBe(302);
  });
});
