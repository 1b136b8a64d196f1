import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeOn } from '../helpers/axe.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage, waitForHydration } from '../helpers/browser.ts';
import { confirmedQuote, staffAgent } from '../helpers/confirmed-transport.ts';

// Carriers take the job by link, in Chromium against the real server: an agent offers a
// confirmed request to the carriers that fit and sees their answers arrive on the record without
// reloading, then awards it; a carrier answers on a phone in German and names the driver.

const suite = browserSuite('e2e_carrier_tender');
const PASSWORD = 'e2e-carrier-password-long';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const signedIn = staffAgent(suite, 'agent.fret', PASSWORD);

const noViolations = async (page: Page) =>
  expect((await axeOn(page).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

let serial = 0;
/** A French carrier serving the whole of France with small vans, its documents valid: its id. */
async function carrier(company: string, language: 'fr' | 'de') {
  const { client, headers } = await signedIn();
  const n = serial++;
  const registered = await client.post(
    '/api/admin/carriers',
    {
      company,
      siren: ['100055433', '100118785', '100174218', '100245489'][n],
      street: '4 quai Rambaud',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      vehicleClasses: ['FRG1', 'FRG2', 'FRG3'],
      serves: ['FR'],
      people: [
        {
          name: `Dispo ${company}`,
          email: `dispo${n}@${company.toLowerCase().replace(/\W/g, '')}.example`,
          mobile: '+33 6 11 22 33 44',
          language,
        },
      ],
    },
    headers,
  );
  expect(registered.status).toBe(201);
  const { carrier: kept } = (await registered.json()) as { carrier: { id: string } };
  for (const document of [
    { kind: 'licence', licence: 'community', number: `LC-${n}`, issuedOn: '2024-01-01', expiresOn: '2030-01-01' },
    {
      kind: 'insurance',
      insurer: 'Mutuelle du Fret',
      coverEuros: 150000,
      number: `P-${n}`,
      issuedOn: '2026-01-01',
      expiresOn: '2030-01-01',
    },
  ])
    expect((await client.post(`/api/admin/carriers/${kept.id}/documents`, document, headers)).status).toBe(201);
  return kept.id;
}

/** The latest link of this kind emailed to a carrier's person (about `reference`, when given), on the suite's server. */
async function emailedLink(kind: 'carrier-offer' | 'carrier-sign-in', email: string, reference?: string) {
  const database = new pg.Client({ connectionString: suite.testDb.url });
  await database.connect();
  try {
    const { rows } = await database.query<{ link: string }>(
      `select summary->>'link' as link from outbox where kind = $1 and email = $2 and ($3::uuid is null or reference = $3::uuid)
        order by created_at desc limit 1`,
      [kind, email, reference ?? null],
    );
    return rows[0]?.link.replace(/^https?:\/\/[^/]+/, suite.app.baseUrl);
  } finally {
    await database.end();
  }
}

/** The offer's link emailed to a carrier's person. */
const offerLink = async (quoteRequestId: string, email: string) => (await emailedLink('carrier-offer', email, quoteRequestId))!;

/** A scan of a document, as a phone's camera gives it (a PNG's first bytes). */
const SCAN = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('carriers take the job by link', () => {
  it(
    'fr, desktop: an agent offers the job to the carriers that fit, sees the answers arrive without reloading and awards it; axe clean',
    { timeout: 60_000 },
    async () => {
      const { quoteRequestId } = await confirmedQuote(suite, 'fr');
      const [first, second] = [await carrier('Fret Rhône', 'fr'), await carrier('Alpes Express', 'fr')];
      expect(first).not.toBe(second);
      const { context, page } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/admin`, { locale: 'fr-FR', viewport: DESKTOP });
      await page.getByLabel("Nom d'utilisateur").fill('agent.fret');
      await page.getByLabel('Mot de passe').fill(PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('button', { name: 'Déconnexion' }).waitFor();
      await page.goto(`${suite.app.baseUrl}/FR/admin?tab=quote-requests&detail=${quoteRequestId}`);
      await waitForHydration(page);
      const panel = page.getByRole('region', { name: 'Affrètement' });
      // Other suites' carriers share the server's directory: only this test's two are offered the job.
      const checked = panel.getByRole('checkbox', { checked: true });
      while ((await checked.count()) > 0) await checked.first().uncheck();
      await panel.getByRole('checkbox', { name: 'Fret Rhône' }).check();
      await panel.getByRole('checkbox', { name: 'Alpes Express' }).check();
      await panel.getByRole('radio', { name: 'J’attribue moi-même' }).check();
      await panel.getByRole('button', { name: 'Proposer le transport' }).click();
      await panel.getByText('C’est fait.').waitFor();
      const offers = panel.getByRole('table', { name: 'Transporteurs sollicités et leurs réponses' });
      await expect.poll(() => offers.getByRole('row').count()).toBe(3);
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-tender-agent.png', fullPage: true });

      // Each carrier answers from its own link (a form without scripts): the agent's page shows it, unreloaded.
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
      const answer = async (email: string, fields: Record<string, string>) => {
        const response = await fetch(await offerLink(quoteRequestId, email), {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: suite.app.baseUrl },
          body: new URLSearchParams({ intent: 'answer', ...fields }),
          signal: AbortSignal.timeout(10_000),
        });
        expect(response.status).toBe(303);
      };
      await answer('dispo0@fretrhne.example', { answer: 'propose', priceEuros: '655', validMinutes: '60' });
      await answer('dispo1@alpesexpress.example', { answer: 'accept' });
      await offers
        .getByRole('row', { name: /Alpes Express/ })
        .getByText('Accepte au prix proposé')
        .waitFor();
      await offers
        .getByRole('row', { name: /Fret Rhône/ })
        .getByText(/^Propose 655,00\s€ HT/)
        .waitFor();
      expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

      await offers.getByRole('button', { name: /^Attribuer à Alpes Express/ }).click();
      await panel.getByText(/^Attribué à Alpes Express le .* par agent\.fret\./).waitFor();
      await expect.poll(() => panel.getByRole('definition').nth(2).textContent()).toMatch(/€ \(/);
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-tender-awarded.png', fullPage: true });
      await context.close();
    },
  );

  it(
    'de, 390 px phone: a carrier signs in by its emailed link, finds the offer, accepts, is awarded, downloads the order, names the driver and sends a document; axe clean on each page',
    { timeout: 60_000 },
    async () => {
      const { quoteRequestId } = await confirmedQuote(suite, 'fr');
      const id = await carrier('Schwarzwald Logistik', 'de');
      const { client, headers } = await signedIn();
      const tender = await client.post(
        `/api/admin/transports/${quoteRequestId}/tenders`,
        { carrierIds: [id], priceEuros: 610, mode: 'agentAwards' },
        headers,
      );
      expect(tender.status).toBe(201);
      const email = 'dispo2@schwarzwaldlogistik.example';
      expect(await offerLink(quoteRequestId, email)).toContain('/DE/carrier/offer/');

      // The carrier's own pages: a link by email, its button, then the offers made to it.
      const { page } = await visitPage(suite.browser, `${suite.app.baseUrl}/DE/carrier`, { locale: 'de-DE', viewport: PHONE });
      await page.getByRole('heading', { level: 1, name: 'Bereich für Frachtführer' }).waitFor();
      await noViolations(page);
      await page.getByLabel('E-Mail-Adresse').fill(email);
      await page.getByRole('button', { name: 'Link anfordern' }).click();
      await page
        .getByRole('status')
        .getByText(/^Wenn diese Adresse einem Partner-Frachtführer/)
        .waitFor();
      await expect.poll(() => emailedLink('carrier-sign-in', email)).toMatch(/\/DE\/carrier\/sign-in\//);
      await page.goto((await emailedLink('carrier-sign-in', email))!);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      const offers = page.getByRole('list', { name: 'Erhaltene Angebote, die neuesten zuerst' });
      await offers.getByRole('article').first().waitFor();
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-portal-de.png', fullPage: true });
      await offers.getByRole('link', { name: /^Angebot FL-.* beantworten$/ }).click();
      await page.getByRole('heading', { level: 1, name: /^Transport FL-/ }).waitFor();
      await page.getByText(/^Antworten Sie bis /).waitFor();
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-offer-de.png', fullPage: true });
      await page.getByRole('button', { name: /^Zu 610,00\s€ netto annehmen$/ }).click();
      await page.getByText(/^Sie haben zu 610,00\s€ netto angenommen\./).waitFor();
      await page.getByRole('status').getByText('Ihre Antwort ist gespeichert.').waitFor();

      // Flash awards it: the page then holds the order and the driver's form.
      expect((await client.post(`/api/admin/transports/${quoteRequestId}/award`, { carrierId: id }, headers)).status).toBe(201);
      await page.reload();
      await page.getByText(/^Der Transport ist Ihnen zum Preis von 610,00\s€ netto vergeben\.$/).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Transportauftrag herunterladen (PDF)' }).click();
      expect((await download).suggestedFilename()).toMatch(/^FL-.*-transport-order\.pdf$/);
      await noViolations(page);
      await page.getByLabel('Vorname des Fahrers').fill('Lukas');
      await page.getByLabel('Mobilnummer des Fahrers').fill('+49 151 2345 6789');
      await page.getByLabel('Kennzeichen').fill('FR-SL 424');
      await page.getByRole('button', { name: 'Transport bestätigen' }).click();
      await page.getByText('Transport bestätigt: Der Fahrer hat seinen Link per SMS erhalten.').waitFor();
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-confirmed-de.png', fullPage: true });

      // The booking is the directory's carrier, with the driver the carrier named.
      const transport = (await (await client.get(`/api/admin/transports/${quoteRequestId}`)).json()) as {
        transport: { state: string; moves: Array<{ move: Record<string, unknown>; by: string | null }> };
      };
      expect(transport.transport.state).toBe('booked');
      expect(transport.transport.moves.at(-1)).toMatchObject({
        by: null,
        move: { kind: 'book', carrier: 'Schwarzwald Logistik', registration: 'FR-SL 424', driverFirstName: 'Lukas' },
      });

      // Back on its own page: the job, driver named; a new insurance sent, which counts once Flash checks it.
      await page.goto(`${suite.app.baseUrl}/DE/carrier`);
      await offers.getByText('An Sie vergeben, Fahrer genannt').waitFor();
      await page.getByLabel('Dokument', { exact: true }).selectOption({ label: 'Güterschadenversicherung' });
      await page.getByLabel('Nummer des Dokuments').fill('AXA-2031');
      await page.getByLabel('Ausstellungsdatum').fill('2026-11-01');
      await page.getByLabel('Gültig bis', { exact: true }).fill('2031-10-31');
      await page.getByLabel('Versicherer (Versicherung)').fill('AXA');
      await page.getByLabel('Deckungssumme in € (Versicherung)').fill('250000');
      await page.getByLabel('Datei').setInputFiles({ name: 'versicherung.png', mimeType: 'image/png', buffer: SCAN });
      await page.getByRole('button', { name: 'Dokument senden' }).click();
      await page.getByRole('status').getByText('Dokument erhalten: Flash prüft es, dann zählt es.').waitFor();
      const documents = page.getByRole('list', { name: 'Ihre Dokumente, die neuesten zuerst' });
      const sent = documents.getByRole('article').filter({ hasText: 'AXA-2031' });
      await sent.getByText('Erhalten, wird von Flash geprüft').waitFor();
      await noViolations(page);
      await page.screenshot({ path: 'test-results/carrier-portal-upload-de.png', fullPage: true });
      const directory = (await (await client.get('/api/admin/carriers')).json()) as {
        carriers: Array<{ carrier: { id: string; documents: Array<{ id: string; number: string }> } }>;
      };
      const upload = directory.carriers
        .find((entry) => entry.carrier.id === id)!
        .carrier.documents.find((one) => one.number === 'AXA-2031')!;
      expect((await client.post(`/api/admin/carriers/${id}/documents/${upload.id}/check`, {}, headers)).status).toBe(200);
      await page.reload();
      await sent.getByText('Gültig', { exact: true }).waitFor();
    },
  );
});
