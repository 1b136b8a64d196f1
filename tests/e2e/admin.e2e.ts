import { buffer } from 'node:stream/consumers';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { waitForHydration, watchForErrors, whenHydrated } from '../helpers/browser.ts';
import { claire, lyonToStuttgart } from '../helpers/quote-fixtures.ts';
import { sharedChromium } from '../helpers/browser-suite.ts';
import { runProgram } from '../helpers/run-program.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { axeOn } from '../helpers/axe.ts';

let testDb: TestDatabase;
let app: AppServer;
let browser: Browser;
const PASSWORD = 'e2e-staff-password-long';
const HOSTILE = '<img src=x onerror="window.__xss=1">';

beforeAll(async () => {
  testDb = await createTestDatabase('e2e_admin');
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded });
  // `make admin`, as staff would run it.
  runProgram('src/admin-account.ts', {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: testDb.url, USER_NAME: 'agent.e2e', LOG_LEVEL: 'warn' },
  });
  // A confirmed quote whose visitor typed markup in their name.
  const visitor = apiClient(app.baseUrl);
  const withStreet = { ...lyonToStuttgart, departureLocation: '69002 Lyon, FR', departureStreet: '12 rue de la République' };
  const { id } = (await (await visitor.post('/api/quotes', withStreet)).json()) as { id: string };
  await visitor.get(`/api/quotes/${id}/offers`);
  await visitor.put(`/api/quotes/${id}/contact`, { ...claire, lastName: HOSTILE });
  expect((await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
  // A business account and a demo asked for: their emails too are listed for staff.
  const person = { firstName: 'Jörg', lastName: 'Müller', email: 'j.mueller@example.de', company: 'Müller GmbH', phone: '+49 89 123456' };
  const account = { ...person, country: 'Allemagne', language: 'Deutsch', hasVat: true, acceptsMarketing: false, acceptsTerms: true };
  expect((await apiClient(app.baseUrl).post('/api/leads/account-requests', { ...account, pageLanguage: 'de' })).status).toBe(201);
  expect((await apiClient(app.baseUrl).post('/api/leads/demo-requests', { ...person, language: 'Deutsch' })).status).toBe(201);
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

/** What a download holds, byte order mark included, streamed from the tier's Chromium (its files stay on its side). */
const downloaded = async (download: Download) => (await buffer(await download.createReadStream())).toString('utf8');

async function axe(page: Page) {
  const result = await axeOn(page).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A French staff page, signed in through its form. */
async function signedIn() {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/FR/admin`);
  await waitForHydration(page);
  await page.getByLabel("Nom d'utilisateur").fill('agent.e2e');
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).waitFor();
  return { context, page };
}

describe('the back office in Chromium', () => {
  // A long walk through the whole page (about 20 s alone on two cores): twice the usual time.
  it('logs in, switches periods and tabs, opens a detail, changes a status, downloads a CSV, logs out', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);

    const login = await page.goto(`${app.baseUrl}/FR/admin`);
    expect(login?.status()).toBe(401);
    await waitForHydration(page);
    await axe(page);
    await page.getByLabel("Nom d'utilisateur").fill('agent.e2e');
    await page.getByLabel('Mot de passe').fill('wrong password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe("Erreur de connexion - Nom d'utilisateur ou mot de passe incorrect");

    await page.getByLabel("Nom d'utilisateur").fill('agent.e2e');
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Administration Flash', level: 1 }).waitFor();
    expect(await page.getByRole('status').first().textContent()).toBe("Connexion réussie - Bienvenue dans l'interface d'administration");
    // The first screen is what awaits a call (issue 27): the confirmed offer and the lead forms.
    await page.getByRole('heading', { name: 'À rappeler', level: 2 }).waitFor();
    await axe(page);
    await waitForHydration(page);

    await page.getByRole('link', { name: '7 jours' }).click();
    await page.getByRole('navigation', { name: 'Période' }).locator('a[aria-current="page"]', { hasText: '7 jours' }).waitFor();
    await page.getByRole('link', { name: /Devis validés/ }).click();
    const table = page.getByRole('table', { name: 'Demandes validées' });
    await table.waitFor();
    // What the visitor typed is shown as text and never run.
    expect(await table.getByText(HOSTILE, { exact: false }).count()).toBeGreaterThan(0);
    expect(await table.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await axe(page);

    await table
      .getByRole('link', { name: /Détails/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Détail' });
    await dialog.waitFor();
    expect(await dialog.getByText('Prix TTC').count()).toBe(1);
    // Records read by people: the vehicle and the countries by their names, not their codes.
    // The record's facts: its first list of terms (the buying panel below has its own figures).
    const facts = await dialog.locator('dl').first().textContent();
    expect(facts).toContain('Petit fourgon (500 kg, 2 m³)');
    expect(facts).toContain('12 rue de la République, 69002 Lyon (France)');
    // The whole transport, in words: the offer by its name, goods handling, distance and time, the goods lines.
    expect(facts).toContain('Flash Priority');
    expect(facts).not.toMatch(/priority|flash-global/);
    expect(facts).toMatch(/GerbableNon/);
    expect(facts).toMatch(/Marchandise dangereuse \(ADR\)Non/);
    expect(facts).toMatch(/Distance\d+ km/);
    expect(facts).toMatch(/Durée\d+h\d{2}/);
    expect(facts).toContain('2 × Palette de 150 kg, 120 × 80 × 100 cm');
    expect(facts).toContain('LangueFrançais');
    expect(facts).toContain('(Allemagne)');
    expect(await table.getByRole('cell', { name: 'Petit fourgon (500 kg, 2 m³)' }).count()).toBeGreaterThan(0);
    await dialog.getByLabel('Statut').selectOption('contacted');
    await dialog.getByLabel('Note').fill('Rappel fait, devis à relancer');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .getByRole('dialog', { name: 'Détail' })
      .getByText(/Contacté par agent\.e2e/)
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Détail' }).getByText('Rappel fait, devis à relancer', { exact: false }).count()).toBe(1);
    await axe(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter en CSV' }).click()]);
    const csv = await downloaded(download);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    // In words, as on the page (issue 27): the columns by their names, the vehicle by its label.
    // Columns of a French spreadsheet: ';' between cells (issue 38).
    expect(csv).toContain('Référence;Créé le;Statut');
    expect(csv).toContain('Petit fourgon (500 kg, 2 m³)');
    expect(csv).toContain('Claire');

    // Issue 7: the emails, where they go, and their state.
    await page.getByRole('navigation', { name: 'Listes' }).getByRole('link', { name: 'Emails' }).click();
    const emails = page.getByRole('table', { name: 'Emails' });
    await emails.waitFor();
    expect(await page.getByText(/^Destination des emails\u202f: .*mail$/).count()).toBe(1);
    expect(await emails.getByRole('cell', { name: 'Récapitulatif agent' }).count()).toBe(1);
    expect(await emails.getByRole('cell', { name: 'Confirmation visiteur' }).count()).toBe(1);
    await axe(page);

    // Issue 14: a person's data, downloaded then erased on their request.
    const personalData = page.getByRole('region', { name: 'Données personnelles' });
    await personalData.getByRole('textbox', { name: 'Adresse e-mail' }).first().fill(claire.email);
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      personalData.getByRole('button', { name: 'Télécharger (JSON)' }).click(),
    ]);
    const exported = JSON.parse(await downloaded(json)) as { records: { quotes: unknown[] } };
    expect(exported.records.quotes).toHaveLength(1);
    await personalData.getByRole('textbox', { name: 'Adresse e-mail' }).last().fill(claire.email);
    await personalData.getByRole('button', { name: 'Effacer' }).click();
    // Nothing goes before the confirmation box is ticked.
    expect(
      await personalData.getByRole('checkbox', { name: /Je confirme/ }).evaluate((box: HTMLInputElement) => box.validity.valueMissing),
    ).toBe(true);
    await personalData.getByRole('checkbox', { name: /Je confirme/ }).check();
    await personalData.getByRole('button', { name: 'Effacer' }).click();
    await expect.poll(() => personalData.getByRole('status').textContent()).toMatch(/^Données effacées\u202f: \d+ enregistrement\(s\)\.$/);
    await axe(page);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    const after = await page.request.get(`${app.baseUrl}/api/admin/session`);
    expect(after.status()).toBe(401);
    // Chromium reports each 401 document (the login page) as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('is a staff tool: its own bar, a dated chart with its values, dense tables sorted by their headers', async () => {
    // A second quote, so that sorting has something to order.
    const visitor = apiClient(app.baseUrl);
    expect((await visitor.post('/api/quotes', lyonToStuttgart)).status).toBe(201);
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/FR/admin`);
    await page.getByLabel("Nom d'utilisateur").fill('agent.e2e');
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Administration Flash', level: 1 }).waitFor();

    // No marketing menu, cookie bar or support widget: a bar with the brand and the language.
    const bar = page.getByRole('banner');
    await bar.getByText('Administration', { exact: true }).waitFor();
    expect(await bar.getByRole('navigation').count()).toBe(0);
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56);
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    expect(await page.getByText(/Une urgence/).count()).toBe(0);

    // Today's pair of bars, dated and with their values.
    const today = new Intl.DateTimeFormat('fr', { day: 'numeric', month: 'short', timeZone: 'Europe/Paris' }).format(new Date());
    const chart = page.getByRole('img', { name: /Devis et demandes validées par jour/ });
    await expect(chart.locator('text.admin__chart-day').allTextContents()).resolves.toEqual([today]);
    await expect(chart.locator('text.admin__chart-value').allTextContents()).resolves.toEqual(['2', '1']);

    // Sorted by reference, one way then the other; the header says which.
    await page.getByRole('navigation', { name: 'Listes' }).getByRole('link', { name: 'Devis', exact: true }).click();
    const table = page.getByRole('table', { name: 'Devis' });
    const references = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
    await table.getByRole('link', { name: /Référence/ }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: /Référence/ }).getAttribute('aria-sort')).toBe('ascending');
    const ascending = await references();
    expect(ascending).toHaveLength(2);
    expect(ascending).toEqual([...ascending].sort());
    await table.getByRole('link', { name: /Référence/ }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: /Référence/ }).getAttribute('aria-sort')).toBe('descending');
    await expect(references()).resolves.toEqual([...ascending].reverse());

    // The widest list fits the screen at 1280 px.
    await page.getByRole('link', { name: /Devis validés/ }).click();
    const wrap = page.locator('.table-scroll');
    await page.getByRole('table', { name: 'Demandes validées' }).waitFor();
    expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await axe(page);
    await context.close();
  });

  it('registers a client’s webhook receiver from its accepted account’s record, the secret shown once, and removes it', async () => {
    const person = { firstName: 'Ana', lastName: 'Ruiz', email: 'a.ruiz@example.es', company: 'Ruiz Logística', phone: '+34 91 123 4567' };
    const request = { ...person, country: 'Espagne', language: 'Español', hasVat: true, acceptsMarketing: false, acceptsTerms: true };
    expect((await apiClient(app.baseUrl).post('/api/leads/account-requests', { ...request, pageLanguage: 'es' })).status).toBe(201);
    const { context, page } = await signedIn();
    // Signed in (the login page itself answers 401): from here on, nothing may fail.
    const errors = watchForErrors(page);
    await page.goto(`${app.baseUrl}/FR/admin?tab=accounts`);
    await page
      .getByRole('row', { name: /Ruiz Logística/ })
      .getByRole('link', { name: /Détails/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Détail' });
    const receivers = dialog.getByRole('region', { name: 'Webhooks du client' });
    await receivers.getByText(/Les webhooks se donnent à un compte accepté/).waitFor();

    await dialog.getByLabel('Statut').selectOption('won');
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    // A write without the session's token makes nothing; a receiver refused says why, with the way back.
    const record = page.url();
    const writeOnRecord = async (fields: Record<string, string>) =>
      page.request.post(record, {
        form: { intent: 'registerWebhook', accountId: new URL(record).searchParams.get('detail')!, ...fields },
        maxRedirects: 0,
      });
    const csrf = await dialog.locator('input[name="_csrf"]').first().inputValue();
    expect((await writeOnRecord({ _csrf: 'forged', url: 'https://93.184.215.14/flash', events: 'quote.confirmed' })).status()).toBe(403);
    const refused = await writeOnRecord({ _csrf: csrf, url: 'http://10.0.0.8/hook', events: 'quote.confirmed' });
    expect(refused.status()).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain('Récepteur refusé');
    // Why, in words (the staff page's texts carry the receivers' refusals), never a catalog key.
    expect(refusal).toContain('Le récepteur doit être en https');
    expect(refusal).not.toContain('validation.');
    await receivers.getByLabel('Adresse du récepteur (https)').fill('https://93.184.215.14/flash');
    expect(await receivers.getByRole('checkbox', { name: 'Devis confirmé' }).isChecked()).toBe(true);
    expect(await receivers.getByRole('checkbox', { name: "Statut changé par l'équipe" }).isChecked()).toBe(true);
    await axe(page);
    await receivers.getByRole('button', { name: 'Enregistrer le récepteur' }).click();

    await page.getByRole('heading', { name: 'Nouveau récepteur de webhooks', level: 1 }).waitFor();
    expect(await page.locator('code').textContent()).toMatch(/^whsec_\S{20,}$/);
    await axe(page);
    await page.getByRole('link', { name: 'Retour à la fiche' }).click();
    await receivers.getByText("https://93.184.215.14/flash — Devis confirmé, Statut changé par l'équipe", { exact: false }).waitFor();
    expect(await dialog.textContent()).not.toContain('whsec_');

    // The record opened in a new tab, scrolled to the receiver before its scripts run (the scroll
    // starts them): the keyboard gets the record's title, the view stays under the pointer.
    const tab = await context.newPage();
    await tab.goto(page.url());
    const remove = tab.getByRole('button', { name: 'Retirer — https://93.184.215.14/flash' });
    await remove.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const scrolled = await tab.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await whenHydrated(tab);
    await expect.poll(() => tab.evaluate(() => document.activeElement?.textContent)).toBe('Détail');
    expect(await tab.evaluate(() => window.scrollY)).toBe(scrolled);
    await tab.close();

    await receivers.getByRole('button', { name: 'Retirer — https://93.184.215.14/flash' }).click();
    await receivers.getByText('Aucun récepteur pour ce compte.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names every kind of email in the staff page’s language, in each of the five', async () => {
    // A quote of its own (the first test erased the other visitor's data, emails included), made
    // last so that the chart of the test before counts what it expects.
    const visitor = apiClient(app.baseUrl);
    const { id } = (await (await visitor.post('/api/quotes', lyonToStuttgart)).json()) as { id: string };
    await visitor.get(`/api/quotes/${id}/offers`);
    await visitor.put(`/api/quotes/${id}/contact`, { ...claire, email: 'kinds@example.fr' });
    expect((await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
    const { context, page } = await signedIn();
    const kinds = {
      FR: [
        'Récapitulatif agent',
        'Confirmation visiteur',
        'Demande de compte entreprise',
        'Demande de démo',
        'Accusé de réception visiteur',
      ],
      EN: ['Agent summary', 'Visitor confirmation', 'Business account request', 'Demo request', 'Visitor acknowledgement'],
      DE: [
        'Zusammenfassung für Agenten',
        'Bestätigung an Besucher',
        'Anfrage Firmenkonto',
        'Demo-Anfrage',
        'Eingangsbestätigung an Besucher',
      ],
      ES: [
        'Resumen para agentes',
        'Confirmación al visitante',
        'Solicitud de cuenta de empresa',
        'Solicitud de demostración',
        'Acuse de recibo al visitante',
      ],
      IT: [
        'Riepilogo per gli agenti',
        'Conferma al visitatore',
        'Richiesta di account aziendale',
        'Richiesta di demo',
        'Conferma di ricezione al visitatore',
      ],
    };
    for (const [language, labels] of Object.entries(kinds)) {
      await page.goto(`${app.baseUrl}/${language}/admin?tab=emails`);
      const cells = (await page.locator('main table').first().getByRole('cell').allTextContents()).map((text) => text.trim());
      expect(
        cells.filter((text) => text.startsWith('adminUi.')),
        language,
      ).toEqual([]);
      for (const label of labels) expect(cells, `${language}: ${label}`).toContain(label);
    }
    await context.close();
  });
});
