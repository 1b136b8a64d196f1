import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { acceptAccountIn, askForAccount } from '../helpers/staff-user.ts';

// Issue 39, its first part, in Chromium against the real server: a shipper of an accepted
// business account signs in from the link emailed to them (read from the mail folder) and finds
// the company's transports, on a phone and a desktop, in French and English.

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-account-'));
const suite = browserSuite('e2e_business_account', { env: { DATA_DIR: dataDir, OUTBOX_POLL_MS: '100' } });
const PERSON = {
  firstName: 'Anne',
  lastName: 'Alpha',
  email: 'achats@alpha.example',
  company: 'Alpha Industrie',
  phone: '+33 1 23 45 67 89',
};

async function acceptedAccountWithTransport(): Promise<string> {
  await askForAccount(suite.app.baseUrl, PERSON);
  await acceptAccountIn(suite.testDb.url, PERSON.email);
  const visitor = apiClient(suite.app.baseUrl);
  const { id, reference } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as {
    id: string;
    reference: string;
  };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, { ...claire, email: PERSON.email })).status).toBe(200);
  expect((await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
  return reference;
}

const folder = path.join(dataDir, 'mail');
/** The emails already in the mail folder. */
const mailSoFar = async () => new Set(await readdir(folder).catch(() => [] as string[]));

/** The sign-in link of a new email to the person, from the mail folder, on this server. */
async function emailedLink(before: Set<string>): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(folder).catch(() => [] as string[]);
        for (const file of files.filter((name) => !before.has(name))) {
          const text = (await readFile(path.join(folder, file), 'utf8')).replace(/=\r?\n/g, '');
          const found = /https?:\/\/\S+?\/account\/sign-in\/[\w-]+/.exec(text);
          if (found && text.includes(PERSON.email)) return (link = found[0]);
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link!.replace(/^https?:\/\/[^/]+/, suite.app.baseUrl);
}

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the business account', () => {
  it('fr on a phone: asks for a link, signs in from the email, finds the company’s transport by its reference, books it again in three taps; signs out', async () => {
    const reference = await acceptedAccountWithTransport();
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/account`, {
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
    });
    // Not signed in: the sign-in page.
    await page.getByRole('heading', { level: 1, name: 'Connexion à votre espace entreprise' }).waitFor();
    await axe(page);
    const asked = await mailSoFar();
    await page.getByLabel('Adresse e-mail professionnelle').fill(PERSON.email);
    await page.getByRole('button', { name: 'Recevoir mon lien de connexion' }).click();
    await page.getByRole('status').filter({ hasText: 'un lien de connexion vient de lui être envoyé' }).waitFor();

    await page.goto(await emailedLink(asked));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Espace Alpha Industrie' }).waitFor();
    await page.getByText(`Connecté en tant que ${PERSON.email}`).waitFor();
    await axe(page);
    await page.getByLabel('Rechercher (référence, n° de commande, ville, rue)').fill(reference);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const open = page.getByRole('link', { name: `Ouvrir ${reference}` });
    await open.waitFor();
    await open.click();
    await page.getByRole('heading', { level: 1, name: `Votre transport ${reference}` }).waitFor();

    // Book it again: priced offers at once, then choose and confirm — three interactions after the list.
    await page.goBack();
    await page.getByRole('button', { name: 'Réserver à nouveau' }).first().click();
    const offers = page.getByRole('article');
    await offers
      .first()
      .getByText(/\d+,\d{2}\s?€/)
      .first()
      .waitFor();
    await axe(page);
    await offers
      .first()
      .getByRole('link', { name: /^Choisir l'offre/ })
      .click();
    await page.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Votre transport FL-/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toContain(reference);

    await page.goto(`${suite.app.baseUrl}/FR/account`);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion à votre espace entreprise' }).waitFor();
    await page.goto(`${suite.app.baseUrl}/FR/account`);
    await page.getByRole('heading', { level: 1, name: 'Connexion à votre espace entreprise' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('en on a desktop: "Login" in the header opens the sign-in page; a used link says so', async () => {
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN`, {
      locale: 'en-GB',
      viewport: { width: 1366, height: 900 },
    });
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to your business account' }).waitFor();
    await axe(page);
    const asked = await mailSoFar();
    await page.getByLabel('Work email address').fill(PERSON.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('status').filter({ hasText: 'a sign-in link has just been sent' }).waitFor();
    const link = await emailedLink(asked);
    expect(link).toMatch(/\/EN\/account\/sign-in\//);
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alpha Industrie’s account' }).waitFor();
    await axe(page);
    // The same link again: used.
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'This sign-in link no longer works' }).waitFor();
    await axe(page);
    expect(errors.filter((error) => !error.includes('status of 410'))).toEqual([]);
    await context.close();
  }, 60_000);
});
