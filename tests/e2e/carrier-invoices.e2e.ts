import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { ciiXmlOf, facturXOf } from '#src/adapters/documents/e-invoice.ts';
import { justNow } from '../fakes/transport-moves.ts';
import { axeOn } from '../helpers/axe.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { confirmedQuote, staffAgent } from '../helpers/confirmed-transport.ts';
import { pain001Problems } from '../helpers/pain001.ts';
import { CARRIER_INVOICE_WORDS, carrierInvoice } from '../helpers/carrier-invoice.ts';

// Carriers paid right, in Chromium against the real server: staff record a carrier's Factur-X
// invoice on a desktop in French, see it matched to the delivered job, pay it and find the
// purchases' export; a carrier sends its invoice from a 390 px phone in Italian and reads where it stands.

const suite = browserSuite('e2e_carrier_invoices');
const PASSWORD = 'e2e-carrier-invoices-password';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const signedIn = staffAgent(suite, 'agent.achats', PASSWORD);

const noViolations = async (page: Page) =>
  expect((await axeOn(page).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

/** A French carrier of the directory with its documents valid: its id. */
async function newCarrier(company: string, siren: string, email: string) {
  const { client, headers } = await signedIn();
  const registered = await client.post(
    '/api/admin/carriers',
    {
      company,
      siren,
      street: '4 quai Rambaud',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      vehicleClasses: ['FRG1', 'FRG2', 'FRG3'],
      serves: ['FR'],
      people: [{ name: `Compta ${company}`, email, mobile: '+33 6 11 22 33 44', language: 'it' }],
    },
    headers,
  );
  expect(registered.status).toBe(201);
  const { carrier } = (await registered.json()) as { carrier: { id: string } };
  for (const document of [
    { kind: 'licence', licence: 'community', number: `LC-${siren}`, issuedOn: '2024-01-01', expiresOn: '2030-01-01' },
    {
      kind: 'insurance',
      insurer: 'Mutuelle du Fret',
      coverEuros: 150000,
      number: `P-${siren}`,
      issuedOn: '2026-01-01',
      expiresOn: '2030-01-01',
    },
  ])
    expect((await client.post(`/api/admin/carriers/${carrier.id}/documents`, document, headers)).status).toBe(201);
  return carrier.id;
}

/** A confirmed request given by hand to the carrier at a price, picked up and delivered: its reference. */
async function deliveredJob(carrierId: string, priceEuros: number) {
  const { client, headers } = await signedIn();
  const { quoteRequestId, reference } = await confirmedQuote(suite, 'fr');
  const booked = await client.post(
    `/api/admin/transports/${quoteRequestId}/book-carrier`,
    {
      carrierId,
      priceEuros: String(priceEuros),
      marginReason: 'Seul transporteur disponible',
      vehicle: 'Renault Master',
      registration: 'GH-123-JK',
      driverFirstName: 'Karim',
      driverPhone: '+33 6 12 34 56 78',
      plannedPickup: new Date(Date.now() + 3_600_000).toISOString(),
    },
    headers,
  );
  expect(booked.status).toBe(201);
  // Dated in the order they happen: a delivery dated a millisecond before its pickup is refused.
  const pickedUpAt = justNow();
  const deliveredAt = justNow();
  for (const move of [
    { kind: 'pickUp', at: pickedUpAt },
    { kind: 'deliver', at: deliveredAt, receivedBy: 'M. Weber' },
    // The agent vouches for the times the road cannot explain (so soon after the pickup): the delivery is then invoiced.
    { kind: 'correct', step: 'deliver', at: deliveredAt, reason: 'Heure relevée sur le bon signé', confirms: true },
  ])
    expect((await client.post(`/api/admin/transports/${quoteRequestId}/moves`, move, headers)).status).toBe(201);
  return reference;
}

const ACCOUNT = { iban: 'FR7630001007941234567890185', bic: 'BDFEFRPPCCT' };

/** A file on disk for the browser's file chooser. */
async function fileOf(name: string, bytes: Uint8Array) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'carrier-invoice-')), name);
  await writeFile(file, bytes);
  return file;
}

/** The latest sign-in link emailed to a carrier's person. */
async function signInLink(email: string) {
  const database = new pg.Client({ connectionString: suite.testDb.url });
  await database.connect();
  try {
    const { rows } = await database.query<{ link: string }>(
      `select summary->>'link' as link from outbox where kind = 'carrier-sign-in' and email = $1 order by created_at desc limit 1`,
      [email],
    );
    return rows[0]?.link.replace(/^https?:\/\/[^/]+/, suite.app.baseUrl);
  } finally {
    await database.end();
  }
}

/** The buyer signed in on a desktop, in French, on the carriers' tab. */
async function staffOnCarriersTab() {
  const opened = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/admin`, { locale: 'fr-FR', viewport: DESKTOP });
  const { page } = opened;
  await page.getByLabel("Nom d'utilisateur").fill('agent.achats');
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).waitFor();
  await page.getByRole('link', { name: 'Transporteurs' }).click();
  return opened;
}

describe('carriers paid right', () => {
  it(
    'fr, desktop: staff record a carrier’s Factur-X, see it matched to the delivered job, download its SEPA transfer file, mark it paid and find the purchases’ export; axe clean',
    { timeout: 60_000 },
    async () => {
      const seller = { name: 'Fret Garonne', siren: '100443464' };
      const reference = await deliveredJob(await newCarrier(seller.name, seller.siren, 'compta@fretgaronne.example'), 640);
      const pdf = await PDFDocument.create();
      pdf.addPage().drawText('Facture FG-2026-17');
      const invoice = await fileOf(
        'FG-2026-17.pdf',
        await facturXOf(
          carrierInvoice(seller, 'FG-2026-17', [{ reference, amount: 640 }], ACCOUNT),
          CARRIER_INVOICE_WORDS,
          await pdf.save(),
        ),
      );

      const { context, page } = await staffOnCarriersTab();
      // Its certificate of vigilance, with its scan: the directory's documents then show a scan to open.
      const card = page.getByRole('article', { name: 'Fret Garonne' });
      await card.getByText('Ajouter un document').click();
      await card.getByLabel('Document', { exact: true }).selectOption('vigilance');
      await card.getByLabel('Numéro').fill('URSSAF-FG-1');
      await card.getByLabel('Délivré le').fill(new Date().toISOString().slice(0, 10));
      // A certificate of vigilance is valid six months from its issue, whatever this says.
      await card.getByLabel('Valable jusqu’au').fill('2030-01-01');
      await card.getByLabel('Scan (PDF, JPEG ou PNG, 5 Mo au plus)').setInputFiles(await fileOf('attestation.pdf', await pdf.save()));
      await card.getByRole('button', { name: 'Enregistrer le document' }).click();
      await page
        .getByRole('article', { name: 'Fret Garonne' })
        .getByRole('link', { name: /attestation\.pdf$/ })
        .waitFor();
      const purchases = page.getByRole('region', { name: 'Factures des transporteurs' });
      await purchases.getByText('Enregistrer une facture reçue').click();
      await purchases.getByLabel('Fichier de la facture').setInputFiles(invoice);
      await purchases.getByRole('button', { name: 'Enregistrer la facture' }).click();
      await purchases.getByRole('status').getByText('C’est enregistré.').waitFor();
      const row = purchases.getByRole('row', { name: /FG-2026-17/ });
      await row.getByText('Rapprochée').waitFor();
      await expect.poll(() => row.textContent()).toContain('640,00');
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-invoices-staff.png', fullPage: true });

      // The SEPA transfer file of the invoice ticked: to the account the invoice names, valid against the ISO 20022 schema.
      await row.getByRole('checkbox', { name: 'Payer par virement la facture FG-2026-17 de Fret Garonne' }).check();
      const download = page.waitForEvent('download');
      await purchases.getByRole('button', { name: 'Fichier de virement SEPA des factures cochées' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^FLASH-\d{12}-[0-9a-f]{8}\.xml$/);
      const saved = path.join(await mkdtemp(path.join(tmpdir(), 'transfer-')), file.suggestedFilename());
      await file.saveAs(saved);
      const xml = await readFile(saved, 'utf8');
      expect(pain001Problems(xml)).toEqual([]);
      expect(xml).toContain('<IBAN>FR7630001007941234567890185</IBAN>');
      expect(xml).toContain('<InstdAmt Ccy="EUR">768.00</InstdAmt>');

      await row.getByRole('button', { name: 'Marquer payée la facture FG-2026-17 de Fret Garonne' }).click();
      await purchases.getByRole('status').getByText('C’est enregistré.').waitFor();
      // The "Payée le" cell holds the day it was paid, and the button is gone.
      const paidCell = purchases
        .getByRole('row', { name: /FG-2026-17/ })
        .getByRole('cell')
        .nth(6);
      await expect.poll(() => paidCell.textContent()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await purchases.getByRole('link', { name: 'Exporter les achats (CSV)' }).getAttribute('href')).toBe(
        '/api/admin/purchases.csv?lang=fr',
      );
      await noViolations(page);
      await context.close();
    },
  );

  it(
    'fr, desktop: staff set a carrier’s payment term, type in its plain PDF invoice, see it matched and among those to pay this week; axe clean',
    { timeout: 60_000 },
    async () => {
      const company = 'Fret Saisie';
      const reference = await deliveredJob(await newCarrier(company, '100500008', 'compta@fretsaisie.example'), 410);
      const scan = await PDFDocument.create();
      scan.addPage().drawText('Facture FS-88');
      const plain = await fileOf('scan-fs-88.pdf', await scan.save());

      const { context, page } = await staffOnCarriersTab();
      const purchases = page.getByRole('region', { name: 'Factures des transporteurs' });

      // Paid on receipt: a term of 0 days for this carrier.
      await purchases.getByText('Délais de paiement des transporteurs').click();
      await purchases.getByRole('combobox', { name: 'Transporteur' }).last().selectOption({ label: company });
      await purchases.getByLabel('Délai de paiement (jours)').fill('0');
      await purchases.getByRole('button', { name: 'Enregistrer le délai' }).click();
      await purchases.getByRole('status').getByText('C’est enregistré.').waitFor();
      await purchases.getByText('Délais de paiement des transporteurs').click();
      await purchases.getByText(`${company} — délai de paiement (jours)\u202f: 0`).waitFor();

      // A plain PDF: kept, then typed in from what it says.
      await purchases.getByText('Enregistrer une facture reçue').click();
      await purchases.getByRole('combobox', { name: 'Transporteur' }).first().selectOption({ label: company });
      await purchases.getByLabel('Fichier de la facture').setInputFiles(plain);
      await purchases.getByRole('button', { name: 'Enregistrer la facture' }).click();
      await purchases.getByRole('status').getByText('C’est enregistré.').waitFor();
      const waiting = purchases.getByRole('row', { name: /scan-fs-88\.pdf/ });
      await waiting.getByText('PDF à saisir').waitFor();
      await waiting.getByText(`Saisir la facture scan-fs-88.pdf de ${company}`).click();
      await waiting.getByLabel('Numéro de la facture').fill('FS-88');
      await waiting
        .getByLabel('Date de la facture')
        .fill(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()));
      await waiting.getByLabel('Références des transports facturés').fill(reference);
      await waiting.getByLabel('Montant HT (€)').fill('410,00');
      await waiting.getByLabel('Montant de la TVA (€)').fill('82');
      await noViolations(page);
      await waiting.getByRole('button', { name: 'Enregistrer la saisie' }).click();
      await purchases.getByRole('status').getByText('C’est enregistré.').waitFor();
      const row = purchases.getByRole('row', { name: /FS-88/ });
      await row.getByText('Rapprochée').waitFor();

      // Due today: among this week's payments, with their total.
      await purchases.getByRole('link', { name: 'À payer cette semaine' }).click();
      await purchases.getByRole('row', { name: /FS-88/ }).waitFor();
      await purchases
        .getByRole('status')
        .getByText(/^À payer d’ici le (dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi) .+ facture\(s\), .+ TTC\.$/)
        .waitFor();
      expect(await purchases.getByRole('link', { name: 'À payer cette semaine' }).getAttribute('aria-current')).toBe('page');
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-invoices-week.png', fullPage: true });
      await context.close();
    },
  );

  it(
    'it, 390 px phone: a carrier signs in, sends its invoice and reads when it will be paid; a number sent twice is refused; it accepts self-billing and reads the invoice Flash drew up for its next job; axe clean',
    { timeout: 60_000 },
    async () => {
      const seller = { name: 'Trasporti Liguri', siren: '100490978' };
      const email = 'compta@trasportiliguri.example';
      const carrierId = await newCarrier(seller.name, seller.siren, email);
      const reference = await deliveredJob(carrierId, 480);
      const invoice = await fileOf(
        'TL-9.xml',
        new TextEncoder().encode(await ciiXmlOf(carrierInvoice(seller, 'TL-9', [{ reference, amount: 480 }]), CARRIER_INVOICE_WORDS)),
      );

      const { context, page } = await visitPage(suite.browser, `${suite.app.baseUrl}/IT/carrier`, { locale: 'it-IT', viewport: PHONE });
      await page.getByLabel('Indirizzo e-mail').fill(email);
      await page.getByRole('button', { name: 'Ricevere il link' }).click();
      await expect.poll(() => signInLink(email)).toMatch(/\/IT\/carrier\/sign-in\//);
      await page.goto((await signInLink(email))!);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await page.getByRole('heading', { level: 2, name: 'Le vostre fatture a Flash' }).waitFor();
      await page.getByText('Non avete inviato alcuna fattura.').waitFor();
      await page.getByLabel('La vostra fattura').setInputFiles(invoice);
      await page.getByRole('button', { name: 'Invia la fattura' }).click();
      await page.getByText('Fattura ricevuta. Grazie!').waitFor();
      const invoices = page.getByRole('list', { name: 'Le vostre fatture a Flash' });
      await invoices.getByRole('heading', { name: 'TL-9' }).waitFor();
      await invoices.getByText(/^Da pagare entro il 30 dicembre 2026$/).waitFor();
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-invoices-it.png', fullPage: true });

      await page.getByLabel('La vostra fattura').setInputFiles(invoice);
      await page.getByRole('button', { name: 'Invia la fattura' }).click();
      await page.getByRole('alert').getByText('Una fattura con questo numero è già stata ricevuta da questo vettore.').waitFor();
      await noViolations(page);

      // Self-billing: the carrier consents; its next delivered job is invoiced by Flash on its behalf, and it reads it here.
      await page.getByRole('button', { name: 'Accetto che Flash emetta le mie fatture' }).click();
      await page.getByText(/^Mandato accettato il .*: Flash emette le vostre fatture\.$/).waitFor();
      const selfBilled = await deliveredJob(carrierId, 350);
      const heading = page.getByRole('heading', { name: new RegExp(`^AF-${seller.siren}-\\d{4}-0001 \\(autofattura\\)$`) });
      await expect
        .poll(async () => {
          await page.reload();
          return heading.count();
        })
        .toBe(1);
      const item = page.getByRole('article', { name: /\(autofattura\)$/ });
      await item.getByText('420,00 €').waitFor();
      await item.getByText(/^Da pagare entro il /).waitFor();
      const download = page.waitForEvent('download');
      await item.getByRole('link', { name: /^Scarica AF-/ }).click();
      const saved = path.join(await mkdtemp(path.join(tmpdir(), 'self-billed-')), (await download).suggestedFilename());
      await (await download).saveAs(saved);
      const embedded = (await PDFDocument.load(await readFile(saved))).getAttachments().find((file) => file.name === 'factur-x.xml')!;
      const cii = Buffer.from(embedded.data).toString('utf8');
      expect(cii).toContain('<ram:TypeCode>389</ram:TypeCode>');
      expect(cii).toContain(selfBilled);
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-self-billed-it.png', fullPage: true });
      await context.close();
    },
  );
});
