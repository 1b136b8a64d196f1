import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { FLOW_LABELS, sendAndWaitForOffers, showPrices } from '../helpers/quote-form.ts';
import { acceptAccountIn, askForAccount } from '../helpers/staff-user.ts';
import { runProgram } from '../helpers/run-program.ts';
import { BOOKING, justNow } from '../fakes/transport-moves.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 39, its first part, in Chromium against the real server: a shipper of an accepted
// business account signs in from the link emailed to them (read from the mail folder) and finds
// the company's transports, on a phone and a desktop, in French and English.

// The configured server: its outbox polls every 100 ms, and its emails land in its mail folder.
const suite = browserSuite('e2e_business_account', { server: 'configured' });
const PERSON = {
  firstName: 'Anne',
  lastName: 'Alpha',
  email: 'achats@alpha.example',
  company: 'Alpha Industrie',
  phone: '+33 1 23 45 67 89',
};

/**
 * The account accepted, and a transport its owner confirmed before ever signing in: its reference
 * and the signed link its confirmation email gives (issue 47: not the company's until added).
 */
async function acceptedAccountWithTransport(): Promise<{ reference: string; link: string }> {
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
  const db = new pg.Client({ connectionString: suite.testDb.url });
  await db.connect();
  try {
    const { rows } = await db.query<{ link: string }>(
      `select summary->>'quoteLink' as link from outbox where kind = 'quote-confirmation' and summary->>'quoteId' = $1`,
      [id],
    );
    const link = new URL(rows[0]!.link);
    return { reference, link: `${suite.app.baseUrl}${link.pathname}${link.search}` };
  } finally {
    await db.end();
  }
}

const mailFolder = () => path.join(suite.app.dataDir, 'mail');
/** The emails already in the mail folder. */
const mailSoFar = async () => new Set(await readdir(mailFolder()).catch(() => [] as string[]));

/** The sign-in (or invitation) link of a new email to `to` (the account's owner unless said), from the mail folder, on this server. */
async function emailedLink(before: Set<string>, to = PERSON.email, kind: 'sign-in' | 'invitation' = 'sign-in'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(mailFolder()).catch(() => [] as string[]);
        for (const file of files.filter((name) => !before.has(name))) {
          const text = (await readFile(path.join(mailFolder(), file), 'utf8')).replace(/=\r?\n/g, '');
          const found = new RegExp(`https?://\\S+?/account/${kind}/[\\w-]+`).exec(text);
          if (found && text.includes(to)) return (link = found[0]);
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return link!.replace(/^https?:\/\/[^/]+/, suite.app.baseUrl);
}

const SIGN_IN = {
  fr: { email: 'Adresse e-mail professionnelle', ask: 'Recevoir mon lien de connexion', signIn: 'Se connecter' },
  en: { email: 'Work email address', ask: 'Email me a sign-in link', signIn: 'Sign in' },
};

/** Signs `email` in from the sign-in page, as a person does: the link read from the mail folder, then its button. */
async function signIn(page: Page, email: string, language: keyof typeof SIGN_IN) {
  const labels = SIGN_IN[language];
  await page.goto(`${suite.app.baseUrl}/${language.toUpperCase()}/account/sign-in`);
  const asked = await mailSoFar();
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole('button', { name: labels.ask }).click();
  await page.goto(await emailedLink(asked, email));
  await page.getByRole('button', { name: labels.signIn }).click();
}

/**
 * Each address may ask for three links a quarter of an hour: the earlier tests used the owner's.
 * Only the sign-in links' counts: the server is shared with other files, running at the same time.
 */
async function linksGivenBack() {
  const db = new pg.Client({ connectionString: suite.testDb.url });
  await db.connect();
  await db.query("delete from rate_limit_buckets where bucket like 'account-link:%'");
  await db.end();
}

/**
 * The page opened again by its address. Not a reload: a click before the scripts started posts
 * the form natively, and reloading that page posts it again (an invitation sent twice, or refused).
 */
async function openAgain(page: Page) {
  await page.goto(page.url());
}

async function axe(page: Page) {
  const result = await axeOn(page).analyze();
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('the business account', () => {
  it('fr on a phone: asks for a link, signs in from the email, finds the company’s transport by its reference, books it again in three taps; signs out', async () => {
    const { reference, link } = await acceptedAccountWithTransport();
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
    // Confirmed before signing in, the transport is not the company's until its own person adds it, in one tap.
    await page.getByLabel('Rechercher (référence, n° de commande, ville, rue)').fill(reference);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByText('Aucun transport ne correspond').waitFor();
    await page.goto(link);
    await page.getByRole('button', { name: 'Ajouter à l’espace Alpha Industrie' }).click();
    await page.getByRole('status').filter({ hasText: 'Ce devis figure dans l’espace Alpha Industrie.' }).waitFor();
    await axe(page);
    await page.goto(`${suite.app.baseUrl}/FR/account`);
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

  it('en on a desktop: runs its own API key, finds a transport by its PO number, keeps an address book whose entry fills the quote form and reaches the recap', async () => {
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN/account/sign-in`, {
      locale: 'en-GB',
      viewport: { width: 1366, height: 900 },
    });
    await signIn(page, PERSON.email, 'en');
    await page.getByRole('heading', { level: 1, name: 'Alpha Industrie’s account' }).waitFor();

    // The company's own key, shown once; its systems book a transport with their PO number.
    await page.getByRole('navigation', { name: 'Business account' }).getByRole('link', { name: 'API keys and webhooks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alpha Industrie API keys and webhooks' }).waitFor();
    await axe(page);
    await page.getByLabel('Name of the new key (e.g. ERP production)').fill('SAP Lyon');
    await page.getByRole('button', { name: 'Create a key' }).click();
    const shown = page.getByRole('status').filter({ hasText: 'Key “SAP Lyon” created. Copy it now' });
    const key = (await shown.locator('code').textContent())!;
    expect(key).toMatch(/^flk_/);
    const api = (method: string, route: string, body?: unknown) =>
      fetch(`${suite.app.baseUrl}/api/v1${route}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const quote = (await (
      await api('POST', '/quotes', {
        ...lyonToStuttgart,
        departureLocation: '69002 Lyon',
        departureStreet: '5 rue des Forges',
        arrivalLocation: '70173 Stuttgart',
        arrivalStreet: 'Königstraße 1',
        pickupDate: tomorrow(),
      })
    ).json()) as {
      id: string;
      reference: string;
      offers: Array<{ id: string }>;
    };
    expect((await api('POST', `/quotes/${quote.id}/confirm`, { offerId: quote.offers[0]!.id, poNumber: 'PO-4711-LYS' })).status).toBe(201);
    await page.reload();
    await page.getByText('SAP Lyon (flk_').waitFor();
    expect(await page.content()).not.toContain(key);

    // Found by its PO number.
    await page.getByRole('link', { name: 'My transports' }).click();
    await page.getByLabel('Search (reference, PO number, town, street)').fill('PO-4711');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('link', { name: `Open ${quote.reference}` }).waitFor();
    await expect.poll(() => page.locator('.account__transports > li').count()).toBe(1);

    // The address book: filled from the transports, one added by hand with what the driver needs.
    await page.getByRole('link', { name: 'Address book' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alpha Industrie address book' }).waitFor();
    await page.getByRole('button', { name: 'Add the addresses of my transports' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Addresses added from your transports: [1-9]/ })
      .waitFor();
    await page.getByLabel('Name of the address (e.g. Lyon plant)').fill('Villeurbanne plant');
    await page.getByLabel('Street and number').fill('40 avenue Roger Salengro');
    await page.getByLabel('Postal code').fill('69100');
    await page.getByLabel('Town').fill('Villeurbanne');
    await page.getByLabel('Contact on site').fill('Ms Durand');
    await page.getByLabel('Contact’s phone').fill('+33 6 12 34 56 78');
    await page.getByLabel('Opening hours').fill('Mon–Fri 7:00–16:00');
    await page.getByLabel('Note for the driver').fill('Dock 3, ring at reception');
    await page.getByRole('button', { name: 'Add the address', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Address “Villeurbanne plant” added.' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Villeurbanne plant' }).waitFor();
    await axe(page);

    // A new quote: the book is offered first; its entry fills the place, the street and the driver's note.
    await page.goto(`${suite.app.baseUrl}/EN/quote`);
    const fromBook = page.getByRole('combobox', { name: 'From your address book' });
    await expect.poll(() => fromBook.count()).toBe(2);
    await fromBook.first().selectOption({ label: 'Villeurbanne plant — 40 avenue Roger Salengro, 69100 Villeurbanne' });
    await expect.poll(() => page.getByRole('combobox', { name: 'Departure address', exact: true }).inputValue()).toBe('69100 Villeurbanne');
    await expect(page.getByRole('textbox', { name: 'Street and number' }).first().inputValue()).resolves.toBe('40 avenue Roger Salengro');
    const pickupNote = page.getByLabel(/^For the driver at pickup/);
    await expect(pickupNote.inputValue()).resolves.toBe('Ms Durand · +33 6 12 34 56 78\nMon–Fri 7:00–16:00\nDock 3, ring at reception');
    await page.getByLabel('Arrival country').selectOption('DE');
    await fromBook.nth(1).selectOption({ label: 'Stuttgart — Königstraße 1, 70173 Stuttgart' });
    await expect.poll(() => page.getByRole('combobox', { name: 'Arrival address', exact: true }).inputValue()).toBe('70173 Stuttgart');
    await axe(page);
    await sendAndWaitForOffers(page, FLOW_LABELS.en);
    await showPrices(page, FLOW_LABELS.en, { firstName: 'Anne', lastName: 'Alpha', company: PERSON.company, email: PERSON.email });
    await page.getByRole('button', { name: FLOW_LABELS.en.choose }).first().click();
    const confirm = page.getByRole('dialog', { name: FLOW_LABELS.en.confirmTitle });
    await confirm.getByText('For the driver at pickup', { exact: true }).waitFor();
    await confirm.getByText(/Dock 3, ring at reception/).waitFor();
    await axe(page);
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('heading', { name: 'Choice registered' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('fr on a phone: the owner invites a colleague, "invitée, en attente" until they accept by the emailed link; then they see the same transports', async () => {
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/account/sign-in`, {
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
    });
    await linksGivenBack();
    await signIn(page, PERSON.email, 'fr');
    await page.getByRole('heading', { level: 1, name: 'Espace Alpha Industrie' }).waitFor();
    const colleague = 'planning@alpha.example';
    const before = await mailSoFar();
    await page.getByLabel('Adresse e-mail du collègue').fill(colleague);
    await page.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Invitation envoyée à ${colleague}.` })
      .waitFor();
    const waiting = page.locator('.account__invited li').filter({ hasText: colleague });
    await waiting.getByText(/invitée, en attente de réponse jusqu’au/).waitFor();
    const ownerList = await page.locator('.account__transports h3').allTextContents();
    expect(ownerList.length).toBeGreaterThan(0);
    await axe(page);

    const other = await visitPage(suite.browser, await emailedLink(before, colleague, 'invitation'), {
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
    });
    await other.page.getByRole('heading', { level: 1, name: 'Invitation à l’espace Alpha Industrie' }).waitFor();
    await other.page.getByText(`avec l’adresse ${colleague}, comme Membre`).waitFor();
    await axe(other.page);
    await other.page.getByRole('button', { name: 'Accepter et rejoindre Alpha Industrie' }).click();
    await other.page.getByRole('heading', { level: 1, name: 'Espace Alpha Industrie' }).waitFor();
    await other.page.getByText(`Connecté en tant que ${colleague}`).waitFor();
    expect(await other.page.locator('.account__transports h3').allTextContents()).toEqual(ownerList);
    // A member: no keys page, no invitation form.
    await expect(other.page.getByRole('link', { name: 'Clés API et webhooks' }).count()).resolves.toBe(0);
    await expect(other.page.getByLabel('Adresse e-mail du collègue').count()).resolves.toBe(0);
    await axe(other.page);

    // The owner sees the member, no longer waiting.
    await openAgain(page);
    await page.locator('.account__people > ul > li').filter({ hasText: colleague }).getByText('Membre').waitFor();
    await expect(page.locator('.account__invited li').filter({ hasText: colleague }).count()).resolves.toBe(0);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
    await context.close();
  }, 60_000);

  it('en on a desktop: an invitation waits, is accepted by its link, and one withdrawn opens nothing', async () => {
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN/account/sign-in`, {
      locale: 'en-GB',
      viewport: { width: 1366, height: 900 },
    });
    await linksGivenBack();
    await signIn(page, PERSON.email, 'en');
    await page.getByRole('heading', { level: 1, name: 'Alpha Industrie’s account' }).waitFor();
    const invite = async (email: string) => {
      const before = await mailSoFar();
      await page.getByLabel('Colleague’s email address').fill(email);
      await page.getByRole('button', { name: 'Send the invitation' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Invitation sent to ${email}.` })
        .waitFor();
      return emailedLink(before, email, 'invitation');
    };
    const buyerLink = await invite('buyer@alpha.example');
    const goneLink = await invite('temp@alpha.example');
    await page.getByRole('heading', { level: 3, name: 'Invitations waiting' }).waitFor();
    await page
      .locator('.account__invited li')
      .filter({ hasText: 'buyer@alpha.example' })
      .getByText(/invited, waiting for an answer until/)
      .waitFor();
    await axe(page);

    // Withdrawn: its link says it no longer works.
    await page.getByRole('button', { name: 'Withdraw the invitation of temp@alpha.example' }).click();
    await page.getByRole('status').filter({ hasText: 'The invitation of temp@alpha.example is withdrawn' }).waitFor();
    const other = await visitPage(suite.browser, goneLink, { locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    await other.page.getByRole('alert').filter({ hasText: 'This invitation is no longer valid' }).waitFor();
    await axe(other.page);

    // Accepted by its own link.
    await other.page.goto(buyerLink);
    await other.page.getByRole('heading', { level: 1, name: 'Invitation to Alpha Industrie’s account' }).waitFor();
    await axe(other.page);
    await other.page.getByRole('button', { name: 'Accept and join Alpha Industrie' }).click();
    // Exact: the invitation's own heading ("Invitation to Alpha Industrie’s account") holds these words too,
    // and waiting on it would race the acceptance.
    await other.page.getByRole('heading', { level: 1, name: 'Alpha Industrie’s account', exact: true }).waitFor();
    await openAgain(page);
    await page.locator('.account__people > ul > li').filter({ hasText: 'buyer@alpha.example' }).getByText('Member').waitFor();
    await expect(page.locator('.account__invited li').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    expect(other.errors.filter((error) => !error.includes('status of 410'))).toEqual([]);
    await other.context.close();
    await context.close();
  }, 60_000);

  it('fr on a desktop: the list says where each transport stands, and its "Livré" filter shows the delivered one only (issue 49)', async () => {
    const gamma = {
      firstName: 'Gaël',
      lastName: 'Gamma',
      email: 'transport@gamma.example',
      company: 'Gamma Aéro',
      phone: '+33 5 61 00 00 00',
    };
    await askForAccount(suite.app.baseUrl, gamma);
    await acceptAccountIn(suite.testDb.url, gamma.email);
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/account/sign-in`, {
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    });
    await linksGivenBack();
    await signIn(page, gamma.email, 'fr');
    await page.getByRole('heading', { level: 1, name: 'Espace Gamma Aéro' }).waitFor();
    // Two transports of the company, confirmed by its signed-in person; the agents deliver one.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'account_session')!.value;
    const confirmed = async () => {
      const visitor = apiClient(suite.app.baseUrl);
      visitor.cookies.set('account_session', session);
      const { id, reference } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as {
        id: string;
        reference: string;
      };
      await (await visitor.get(`/api/quotes/${id}/offers`)).text();
      expect((await visitor.put(`/api/quotes/${id}/contact`, { ...claire, email: gamma.email })).status).toBe(200);
      const confirmation = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
      return { reference, quoteRequestId: ((await confirmation.json()) as { quoteRequestId: string }).quoteRequestId };
    };
    const waiting = await confirmed();
    const delivered = await confirmed();
    runProgram('src/admin-account.ts', {
      input: 'e2e-account-agent-password\n',
      env: { ...process.env, DATABASE_URL: suite.testDb.url, USER_NAME: 'agent.gamma', LOG_LEVEL: 'warn' },
    });
    const desk = apiClient(suite.app.baseUrl);
    const login = await desk.post('/api/admin/login', { username: 'agent.gamma', password: 'e2e-account-agent-password' });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    for (const move of [
      { ...BOOKING, plannedPickup: `${tomorrow()}T10:00:00+01:00` },
      { kind: 'pickUp', at: justNow() },
      { kind: 'deliver', at: justNow(), receivedBy: 'M. Weber' },
    ])
      expect((await desk.post(`/api/admin/transports/${delivered.quoteRequestId}/moves`, move, { 'x-csrf-token': csrfToken })).status).toBe(
        201,
      );

    await page.reload();
    const row = (reference: string) => page.locator('.account__transports > li').filter({ hasText: reference });
    await row(delivered.reference).getByText('Livré', { exact: true }).waitFor();
    await row(waiting.reference).getByText('Confirmé', { exact: true }).waitFor();
    await page.getByLabel('Statut').selectOption({ label: 'Livré' });
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByRole('status').filter({ hasText: 'Devis et transports\u202f: 1,' }).waitFor();
    expect(await page.locator('.account__transports h3').allTextContents()).toEqual([expect.stringContaining(delivered.reference)]);
    await row(delivered.reference)
      .getByRole('link', { name: /bon de livraison/i })
      .waitFor();
    await axe(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('without scripts (a page whose scripts have not started): signs in from the emailed link, invites, and the colleague accepts by theirs', async () => {
    // The link pages are served with no-referrer: their forms post with "Origin: null" (ADR 0059).
    const desktop = { locale: 'en-GB', viewport: { width: 1280, height: 900 }, javaScript: false };
    const { context, page } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN/account/sign-in`, desktop);
    await linksGivenBack();
    await signIn(page, PERSON.email, 'en');
    await page.getByRole('heading', { level: 1, name: 'Alpha Industrie’s account' }).waitFor();
    const colleague = 'no-scripts@alpha.example';
    const before = await mailSoFar();
    await page.getByLabel('Colleague’s email address').fill(colleague);
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${colleague}.` })
      .waitFor();
    const other = await visitPage(suite.browser, await emailedLink(before, colleague, 'invitation'), desktop);
    await other.page.getByRole('button', { name: 'Accept and join Alpha Industrie' }).click();
    await other.page.getByText(`Signed in as ${colleague}`).waitFor();
    await other.context.close();
    await context.close();
  }, 60_000);
});
