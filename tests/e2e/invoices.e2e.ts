import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOOKING, justNow } from '../fakes/transport-moves.ts';
import { apiClient } from '../helpers/api-client.ts';
import { axeOn } from '../helpers/axe.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { staffAgent } from '../helpers/confirmed-transport.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { signedInOwner } from '../helpers/shipper-session.ts';

// Issue 53 as its people meet it, in Chromium against the real server: a business account's
// invoices and credit notes on its documents page (fr on a phone, en on a desktop), and the
// staff's invoices tab, where an agent marks one paid and cancels it by a credit note.

const suite = browserSuite('e2e_invoices');
const PASSWORD = 'e2e-invoices-password-long';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const OWNER = { firstName: 'Inès', lastName: 'Invoice', email: 'compta@iota.example', company: 'Iota Aéro', phone: '+33 5 61 00 00 01' };
const OTHER = { firstName: 'Otto', lastName: 'Other', email: 'otto@kappa.example', company: 'Kappa GmbH', phone: '+49 89 100 100' };

const agent = staffAgent(suite, 'agent.invoices', PASSWORD);

/**
 * A transport the account's owner confirmed while signed in, delivered by an agent seconds after
 * the pickup: times the road cannot explain, held until the agent confirms them. Its request.
 */
async function deliveredTransport(session?: string) {
  const visitor = apiClient(suite.app.baseUrl);
  if (session) visitor.cookies.set('account_session', session.split('=')[1]!);
  const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, { ...claire, email: OWNER.email })).status).toBe(200);
  const { quoteRequestId } = (await (await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).json()) as {
    quoteRequestId: string;
  };
  const { client, headers } = await agent();
  // Where the company's billing details do not say it yet, the agent gives the address the invoice names.
  const address = { street: '2 avenue Marcel Dassault', postalCode: '31500', city: 'Toulouse', country: 'FR' };
  expect((await client.put(`/api/admin/transports/${quoteRequestId}/buyer-address`, address, headers)).status).toBe(200);
  // Each step dated when it is posted: a step dated before the one before it is refused.
  const post = (move: Record<string, unknown>) => client.post(`/api/admin/transports/${quoteRequestId}/moves`, move, headers);
  expect((await post(BOOKING)).status).toBe(201);
  expect((await post({ kind: 'pickUp', at: justNow() })).status).toBe(201);
  const deliveredAt = justNow();
  expect((await post({ kind: 'deliver', at: deliveredAt, receivedBy: 'M. Weber' })).status).toBe(201);
  return { quoteRequestId, deliveredAt };
}

/** The invoice of a transport, once issued: its id and number. */
async function invoiceOf(quoteRequestId: string) {
  const db = new pg.Client({ connectionString: suite.testDb.url });
  await db.connect();
  try {
    const issued = async () =>
      (await db.query<{ id: string; number: string }>(`select id, number from invoices where quote_request_id = $1`, [quoteRequestId]))
        .rows[0];
    await expect.poll(issued).toBeDefined();
    return (await issued())!;
  } finally {
    await db.end();
  }
}

/** A delivered transport whose times the agent confirmed by the API: its invoice. */
async function deliveredInvoice(session: string) {
  const { quoteRequestId, deliveredAt } = await deliveredTransport(session);
  const { client, headers } = await agent();
  const confirmation = { kind: 'correct', step: 'deliver', at: deliveredAt, reason: 'Heure relevée sur le bon signé', confirms: true };
  expect((await client.post(`/api/admin/transports/${quoteRequestId}/moves`, confirmation, headers)).status).toBe(201);
  return invoiceOf(quoteRequestId);
}

async function signedInPage(session: string, path: string, options: { locale: string; viewport: { width: number; height: number } }) {
  const visit = await visitPage(suite.browser, `${suite.app.baseUrl}/FR`, options);
  await visit.context.addCookies([{ name: 'account_session', value: session.split('=')[1]!, url: suite.app.baseUrl }]);
  await visit.page.goto(`${suite.app.baseUrl}${path}`);
  return visit;
}

const noViolations = async (page: Page) =>
  expect((await axeOn(page).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

let owner = '';
let invoice: { id: string; number: string };

describe('invoices (issue 53)', () => {
  it('fr on a phone: the account’s documents list the invoice of a delivered transport, to pay by its due day, as PDF and XML; another company’s session gets 404', async () => {
    owner = await signedInOwner(suite.app.baseUrl, suite.testDb.url, OWNER);
    invoice = await deliveredInvoice(owner);
    const { context, page, errors } = await signedInPage(owner, '/FR/account/invoices', { locale: 'fr-FR', viewport: PHONE });
    await page.getByRole('heading', { level: 1, name: 'Factures et avoirs de Iota Aéro' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Facture ${invoice.number}` }) });
    await card.getByText(/^À payer avant le \d+ \S+ \d{4}$/).waitFor();
    const pdfLink = card.getByRole('link', { name: `Télécharger ${invoice.number} en PDF Factur-X` });
    const pdf = await page.request.get(new URL((await pdfLink.getAttribute('href'))!, suite.app.baseUrl).href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xmlHref = (await card.getByRole('link', { name: `Télécharger ${invoice.number} en XML (CII)` }).getAttribute('href'))!;
    const xml = await page.request.get(new URL(xmlHref, suite.app.baseUrl).href);
    expect(await xml.text()).toContain(`<ram:ID>${invoice.number}</ram:ID>`);
    await noViolations(page);
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The owner's billing details: a SIREN whose key is wrong is refused, in words, by its field.
    const billing = page.getByRole('region', { name: 'Coordonnées de facturation' });
    await billing.getByLabel('Adresse e-mail de facturation').fill('factures@iota.example');
    await billing.getByLabel('Adresse (numéro et rue)').fill('3 avenue de l’Aéropostale');
    await billing.getByLabel('Code postal').fill('31700');
    await billing.getByLabel('Ville').fill('Blagnac');
    await billing.getByLabel('SIREN (9 chiffres, entreprise française)').fill('732 829 321');
    await billing.getByRole('button', { name: 'Enregistrer les coordonnées de facturation' }).click();
    await billing.getByText('Ce SIREN n’est pas valide').waitFor();
    await expect(billing.getByLabel('SIREN (9 chiffres, entreprise française)').getAttribute('aria-invalid')).resolves.toBe('true');
    await noViolations(page);
    await billing.getByLabel('SIREN (9 chiffres, entreprise française)').fill('732 829 320');
    await billing.getByRole('button', { name: 'Enregistrer les coordonnées de facturation' }).click();
    await billing.getByRole('status').getByText('Coordonnées de facturation enregistrées').waitFor();

    // Another company's person: the same addresses are the 404 page, and its list is empty.
    const other = await signedInOwner(suite.app.baseUrl, suite.testDb.url, OTHER);
    for (const href of [xmlHref, `/FR/account/invoices/${invoice.id}/pdf`]) {
      const answer = await fetch(`${suite.app.baseUrl}${href}`, { headers: { cookie: other }, redirect: 'manual' });
      expect(answer.status).toBe(404);
    }
    const theirs = await (await fetch(`${suite.app.baseUrl}/FR/account/invoices`, { headers: { cookie: other } })).text();
    expect(theirs).not.toContain(invoice.number);
    expect(theirs).toContain('Aucune facture pour l’instant');
    // (The refused form is answered 400, as it should.)
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    await context.close();
  }, 60_000);

  it('en on a desktop: the staff’s invoices tab marks it paid and cancels it by a credit note; the account’s documents show both', async () => {
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN/admin`, {
      locale: 'en-GB',
      viewport: DESKTOP,
    });
    await agent();
    await page.getByLabel('Username').fill('agent.invoices');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Invoices' }).click();
    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row').filter({ hasText: invoice.number });
    await row.getByText('Unpaid').waitFor();
    await noViolations(page);
    await row.getByRole('button', { name: `Mark paid: invoice ${invoice.number}` }).click();
    await row.getByText(/^Paid on /).waitFor();
    // A credit note is two steps and a reason: opened, then confirmed with why.
    await row.getByText('Issue a credit note', { exact: true }).click();
    await row.getByRole('textbox', { name: 'Reason for the credit note' }).fill('Invoiced twice by mistake');
    await noViolations(page);
    await row.getByRole('button', { name: `Confirm the credit note cancelling invoice ${invoice.number}` }).click();
    await row.getByText(/^Cancelled by credit note A-\d{4}-\d{6}$/).waitFor();
    const credit = (await row.getByText(/^Cancelled by credit note /).textContent())!.replace('Cancelled by credit note ', '');
    await table.getByRole('row').filter({ hasText: credit }).getByText(`Cancels ${invoice.number}`).waitFor();
    await expect(row.getByRole('button', { name: /^Mark paid|^Issue a credit note/ }).count()).resolves.toBe(0);
    // Its transport invoiced anew: a new invoice, to pay.
    const rows = await table.getByRole('row').count();
    await row.getByRole('button', { name: `Invoice again the transports of ${invoice.number}` }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(rows + 1);
    await table.getByRole('row').nth(1).getByText('Unpaid').waitFor();
    await noViolations(page);
    const csv = await page.request.get(
      new URL((await page.getByRole('link', { name: 'Export for accounting (CSV)' }).getAttribute('href'))!, suite.app.baseUrl).href,
    );
    expect(await csv.text()).toContain(`${credit},Credit note,`);
    // (The login form itself is answered 401, as every admin resource without a session.)
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();

    const account = await signedInPage(owner, '/EN/account/invoices', { locale: 'en-GB', viewport: DESKTOP });
    const invoiceCard = account.page
      .getByRole('listitem')
      .filter({ has: account.page.getByRole('heading', { name: `Invoice ${invoice.number}` }) });
    await invoiceCard.getByText(`Cancelled by credit note ${credit}`).waitFor();
    const creditCard = account.page
      .getByRole('listitem')
      .filter({ has: account.page.getByRole('heading', { name: `Credit note ${credit}` }) });
    await creditCard.getByText(`Cancels invoice ${invoice.number}`).waitFor();
    // Paid, as the agent recorded it: the filter finds it there.
    await account.page.getByLabel('Show').selectOption('paid');
    await account.page.getByRole('button', { name: 'Filter' }).click();
    await account.page.getByRole('heading', { name: `Invoice ${invoice.number}` }).waitFor();
    await expect(account.page.getByRole('heading', { name: `Credit note ${credit}` }).count()).resolves.toBe(0);
    await noViolations(account.page);
    expect(account.errors).toEqual([]);
    await account.context.close();
  }, 60_000);

  it('fr on a phone: the staff’s invoices tab, filtered to those to pay; axe clean', async () => {
    const second = await deliveredInvoice(owner);
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/admin`, { locale: 'fr-FR', viewport: PHONE });
    await page.getByLabel("Nom d'utilisateur").fill('agent.invoices');
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await page.getByLabel('Paiement', { exact: true }).selectOption('unpaid');
    await page.getByRole('button', { name: 'Afficher' }).click();
    const table = page.getByRole('table', { name: 'Factures' });
    await table.getByRole('row').filter({ hasText: second.number }).getByText('À payer').waitFor();
    await expect(table.getByRole('row').filter({ hasText: invoice.number }).count()).resolves.toBe(0);
    // Issued after the owner gave the billing details: it names them, and its email went to that address.
    const db = new pg.Client({ connectionString: suite.testDb.url });
    await db.connect();
    try {
      const { rows } = await db.query<{ buyer: { siren: string; city: string; email: string } }>(
        `select document->'buyer' as buyer from invoices where id = $1`,
        [second.id],
      );
      expect(rows[0]!.buyer).toMatchObject({ siren: '732829320', city: 'Blagnac', email: 'factures@iota.example' });
      const mail = await db.query(`select 1 from outbox where kind = 'invoice' and reference = $1 and email = 'factures@iota.example'`, [
        second.id,
      ]);
      expect(mail.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    await noViolations(page);
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();

    // The owner chooses one invoice a month: kept, and shown so when the page opens again.
    const account = await signedInPage(owner, '/FR/account/invoices', { locale: 'fr-FR', viewport: PHONE });
    const billing = account.page.getByRole('region', { name: 'Coordonnées de facturation' });
    const monthly = billing.getByRole('radio', { name: 'Une facture par mois, le 1er, pour les transports livrés le mois précédent' });
    await monthly.check();
    await billing.getByRole('button', { name: 'Enregistrer les coordonnées de facturation' }).click();
    await billing.getByRole('status').getByText('Coordonnées de facturation enregistrées').waitFor();
    await account.page.goto(account.page.url());
    await expect(monthly.isChecked()).resolves.toBe(true);
    await noViolations(account.page);
    expect(account.errors).toEqual([]);
    await account.context.close();
  }, 60_000);

  it('fr on a desktop: a delivery the road cannot explain is flagged on the request’s record and invoiced once the agent confirms its times; axe clean', async () => {
    // A shipper without an account (the owner's company is now invoiced monthly): its invoice follows the confirmation.
    const { quoteRequestId } = await deliveredTransport();
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/admin`, {
      locale: 'fr-FR',
      viewport: DESKTOP,
    });
    await page.getByLabel("Nom d'utilisateur").fill('agent.invoices');
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('navigation', { name: 'Listes' }).waitFor();
    await page.goto(`${suite.app.baseUrl}/FR/admin?tab=quote-requests&detail=${quoteRequestId}`);
    const panel = page.getByRole('dialog', { name: 'Détail' }).getByRole('region', { name: 'Suivi du transport' });
    const flag = panel.getByRole('alert');
    await flag
      .getByText(/^Livraison enregistrée \d+ min après l’enlèvement pour [\d\u202f]+ km \(la route en demande au moins \d+h\d\d\)$/)
      .waitFor();
    await flag.getByText(/hors du taux de ponctualité, et pas de facture/).waitFor();
    await noViolations(page);
    const db = new pg.Client({ connectionString: suite.testDb.url });
    await db.connect();
    try {
      const invoices = async () => (await db.query(`select 1 from invoices where quote_request_id = $1`, [quoteRequestId])).rowCount;
      expect(await invoices()).toBe(0);
      await flag.getByLabel('Motif').fill('Livraison confirmée par le destinataire');
      await flag.getByRole('button', { name: 'Confirmer les heures enregistrées' }).click();
      await panel.getByText(/Heures confirmées\u202f: Marchandises livrées le .* — Livraison confirmée par le destinataire$/).waitFor();
      await expect(panel.getByRole('alert').count()).resolves.toBe(0);
      // Issued in the background of the confirmation, as after a delivery.
      await expect.poll(invoices, { timeout: 10_000 }).toBe(1);
    } finally {
      await db.end();
    }
    await noViolations(page);
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
