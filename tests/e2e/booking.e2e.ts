import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { launchBrowser, waitForHydration, watchForErrors } from '../helpers/browser.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// The quote tool as a visitor uses it (issue 4): by role and label, in Chromium, against the
// real server on PostgreSQL with the sample reference data.

let testDb: TestDatabase;
let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  testDb = await createTestDatabase('e2e_booking');
  app = await startAppServer({ databaseUrl: testDb.url, seed: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

async function axe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((violation) => `${what} ${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function visit(language: 'fr' | 'en', path = '', options: { javaScript?: boolean } = {}) {
  const context = await browser.newContext({
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    timezoneId: 'Europe/Paris',
    javaScriptEnabled: options.javaScript ?? true,
  });
  // A step that does not happen fails on its own line, well before the test's time runs out.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await page.goto(`${app.baseUrl}/${language.toUpperCase()}${path}`);
  if (options.javaScript !== false) await waitForHydration(page);
  return { context, page, errors };
}

const TEXT = {
  fr: {
    departure: 'Adresse de départ', arrival: "Adresse d'arrivée", arrivalCountry: "Pays d'arrivée", send: 'Comparez!', offers: 'Nos offres pour votre transport',
    see: "Voir l'offre", contactTitle: 'Vos coordonnées', firstName: 'Prénom', lastName: 'Nom', company: 'Entreprise', email: 'Email',
    showPrices: 'Afficher les prix', choose: "Choisir l'offre", confirmTitle: 'Valider votre offre', confirm: 'Confirmer',
    registered: 'Choix enregistré', registeredToast: 'Choix enregistré !', sentToast: 'Demande de devis envoyée !',
  },
  en: {
    departure: 'Departure address', arrival: 'Arrival address', arrivalCountry: 'Arrival country', send: 'Find best offer', offers: 'Our offers for your transport',
    see: 'See the offer', contactTitle: 'Your contact details', firstName: 'First name', lastName: 'Last name', company: 'Company', email: 'Email',
    showPrices: 'Show prices', choose: 'Choose offer', confirmTitle: 'Confirm your offer', confirm: 'Confirm',
    registered: 'Choice registered', registeredToast: 'Choice registered!', sentToast: 'Quote request sent!',
  },
};

async function chooseAddress(page: Page, label: string, typed: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option').first().waitFor();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field.getAttribute('aria-expanded')).resolves.toBe('false');
}

describe('the quote tool in Chromium', () => {
  it.each(['fr', 'en'] as const)('goes from the form to "choice registered" (%s)', async (language) => {
    const text = TEXT[language];
    const { context, page, errors } = await visit(language);
    await axe(page, 'form');

    await chooseAddress(page, text.departure, '69001');
    await page.getByLabel(text.arrivalCountry).selectOption('DE');
    await chooseAddress(page, text.arrival, 'Stuttgart');
    await page.getByRole('button', { name: text.send }).click();

    await page.getByRole('heading', { name: text.offers }).waitFor();
    await page.getByRole('status').filter({ hasText: text.sentToast }).waitFor();
    const cards = page.getByRole('article');
    await expect(cards.count()).resolves.toBe(3);
    await expect(page.getByText('€').count()).resolves.toBeGreaterThan(0);
    await axe(page, 'offers');

    await page.getByRole('button', { name: text.see }).first().click();
    const contact = page.getByRole('dialog', { name: text.contactTitle });
    await contact.waitFor();
    await axe(page, 'contact dialog');
    const box = (name: string) => contact.getByRole('textbox', { name, exact: true });
    await box(text.firstName).fill('Claire');
    await box(text.lastName).fill('Martin');
    await box(text.company).fill('Équipementier Rhône');
    await box(text.email).fill('claire.martin@example.com');
    await contact.getByRole('button', { name: text.showPrices }).click();
    await contact.waitFor({ state: 'detached' });

    const first = cards.first();
    await expect(first.locator('strong').textContent()).resolves.toMatch(/\d/);
    await first.getByRole('button', { name: text.choose }).click();
    const confirm = page.getByRole('dialog', { name: text.confirmTitle });
    await confirm.waitFor();
    await expect(confirm.locator('.quote-id').textContent()).resolves.toMatch(/^[0-9a-f-]{36}$/);
    await axe(page, 'confirm dialog');
    await confirm.getByRole('button', { name: text.confirm }).click();

    await page.getByRole('heading', { name: text.registered }).waitFor();
    await page.getByRole('status').filter({ hasText: text.registeredToast }).waitFor();
    await axe(page, 'confirmation');

    const db = new pg.Client({ connectionString: testDb.url });
    await db.connect();
    const { rows } = await db.query('select language, user_email from quote_requests order by created_at desc limit 1');
    await db.end();
    expect(rows[0]).toEqual({ language, user_email: 'claire.martin@example.com' });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
