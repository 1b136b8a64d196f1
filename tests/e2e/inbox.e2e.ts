import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ownServerSuite } from '../helpers/browser-suite.ts';
import { visitPage, waitForHydration, watchForErrors } from '../helpers/browser.ts';
import { fillContact } from '../helpers/quote-form.ts';
import { runProgram } from '../helpers/run-program.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 27 as agents meet it, in Chromium at 1366 px against the real server: a callback asked
// for in a visitor's page appears in the inbox open in another, without a reload, with its wait
// and its phone link; take → called → done; the detail in words; the page without JavaScript.

// The inbox lists every new lead: a server of its own, where the only leads are this file's.
const suite = ownServerSuite('e2e_inbox');
const PASSWORD = 'e2e-inbox-password-long';
const DESKTOP = { width: 1366, height: 900 };

const TEXT = {
  fr: {
    user: "Nom d'utilisateur",
    password: 'Mot de passe',
    signIn: 'Se connecter',
    inbox: 'À rappeler',
    live: 'En direct',
    kind: 'Demande de rappel',
    waiting: /^Attend depuis \d+ min$/,
    call: (phone: string) => `Appeler le ${phone}`,
    take: 'Je la prends',
    called: 'Appelé',
    done: 'Traité',
    takenBy: /Prise en charge par agent\.inbox/,
    detail: 'Détails',
    pickup: /^Enlèvement\u202f: \d{2}\/\d{2}\/\d{4}/,
    dialog: 'Détail',
    vehicle: 'Break (250 kg, 1 m³)',
    countries: ['(France)', '(États-Unis)'],
    visitor: {
      departure: 'Adresse de départ',
      arrival: "Adresse d'arrivée",
      arrivalCountry: "Pays d'arrivée",
      send: 'Comparez\u202f!',
      panel: 'Aucune offre immédiate',
      submit: 'Être rappelé',
      phone: /Téléphone/,
      contact: { firstName: 'Prénom', lastName: 'Nom', company: 'Entreprise', email: 'Email' },
    },
  },
  en: {
    user: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    inbox: 'To call back',
    live: 'Live',
    kind: 'Callback request',
    waiting: /^Waiting for \d+ min$/,
    call: (phone: string) => `Call ${phone}`,
    take: 'Take it',
    called: 'Called',
    done: 'Done',
    takenBy: /Taken by agent\.inbox/,
    detail: 'Details',
    pickup: /^Pickup: \d{2}\/\d{2}\/\d{4}/,
    dialog: 'Detail',
    vehicle: 'Estate car (250 kg, 1 m³)',
    countries: ['(France)', '(United States)'],
    visitor: {
      departure: 'Departure address',
      arrival: 'Arrival address',
      arrivalCountry: 'Arrival country',
      send: 'Find best offer',
      panel: 'No instant offer',
      submit: 'Call me back',
      phone: /Phone/,
      contact: { firstName: 'First name', lastName: 'Last name', company: 'Company', email: 'Email' },
    },
  },
} as const;
type Language = keyof typeof TEXT;

let staffCreated = false;
/** `make admin`, as staff would run it, once for the suite. */
function staffAccount() {
  if (staffCreated) return;
  runProgram('src/admin-account.ts', {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: suite.testDb.url, USER_NAME: 'agent.inbox', LOG_LEVEL: 'warn' },
  });
  staffCreated = true;
}

async function axe(page: Page, what: string) {
  const result = await axeOn(page).analyze();
  expect(result.violations.map((violation) => `${what} ${violation.id}: ${violation.help}`)).toEqual([]);
}

async function signIn(browser: Browser, language: Language, javaScript = true) {
  const text = TEXT[language];
  const visit = await visitPage(browser, `${suite.app.baseUrl}/${language.toUpperCase()}/admin`, {
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    viewport: DESKTOP,
    javaScript,
  });
  await visit.page.getByLabel(text.user).fill('agent.inbox');
  await visit.page.getByLabel(text.password).fill(PASSWORD);
  await visit.page.getByRole('button', { name: text.signIn }).click();
  await visit.page.getByRole('heading', { name: text.inbox, level: 2 }).waitFor();
  return visit;
}

/** A visitor with no road price asks to be called back, in a page without scripts. */
async function callbackFromVisitorPage(browser: Browser, language: Language, contact: { lastName: string; phone: string }) {
  const text = TEXT[language].visitor;
  const { context, page } = await visitPage(browser, `${suite.app.baseUrl}/${language.toUpperCase()}`, {
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    javaScript: false,
  });
  await page.getByRole('textbox', { name: text.departure }).fill('69001 Lyon');
  await page.getByRole('combobox', { name: text.arrivalCountry }).selectOption('US');
  await page.getByRole('textbox', { name: text.arrival }).fill('Boston');
  await page.getByRole('button', { name: text.send }).click();
  const panel = page.getByRole('form', { name: text.panel });
  await fillContact(panel, text.contact, {
    firstName: 'Claire',
    lastName: contact.lastName,
    company: 'Martin Équipements',
    email: 'claire@martin.example',
  });
  await panel.getByRole('textbox', { name: text.phone }).fill(contact.phone);
  await panel.getByRole('button', { name: text.submit }).click();
  await page.waitForLoadState('load');
  await context.close();
}

describe('the agents’ inbox in Chromium', () => {
  for (const language of ['fr', 'en'] as const) {
    it(`shows a callback asked for in another page without a reload, then take → called → done (${language})`, async () => {
      staffAccount();
      const text = TEXT[language];
      const signedIn = await signIn(suite.browser, language);
      // The inbox opened in a tab of its own, untouched, follows at once (its scripts do not wait
      // for a first interaction as visitors' pages do).
      const { context } = signedIn;
      const page = await context.newPage();
      const tabErrors = watchForErrors(page);
      await page.goto(`${suite.app.baseUrl}/${language.toUpperCase()}/admin`);
      await page.getByRole('status').filter({ hasText: text.live }).waitFor();
      await axe(page, 'inbox');
      // Marks this document: a reload would lose it.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const lastName = `Inbox${language.toUpperCase()}`;
      const phone = language === 'fr' ? '+33 6 12 34 56 78' : '+44 20 7946 0958';
      await callbackFromVisitorPage(suite.browser, language, { lastName, phone });

      const lead = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`Claire ${lastName}`) }) });
      await lead.waitFor();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await lead.getByText(text.kind, { exact: true }).count()).toBe(1);
      await expect(lead.getByText(text.waiting).count()).resolves.toBe(1);
      // When the goods are to be picked up, on the card (issue 38).
      await lead.getByText(text.pickup).waitFor();
      expect(await lead.getByRole('link', { name: text.call(phone) }).getAttribute('href')).toBe(`tel:${phone.replace(/[^\d+]/g, '')}`);
      // The tab's title counts what waits.
      expect(await page.title()).toMatch(/^\(\d+\) /);
      await axe(page, 'inbox with a lead');

      // The detail, opened from the inbox, in words.
      await lead.getByRole('link', { name: text.detail }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await dialog.waitFor();
      // It opens where the agent is: its title in view, and focused.
      const title = dialog.getByRole('heading', { name: text.dialog });
      const box = (await title.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
      await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
      const facts = (await dialog.locator('dl').textContent()) ?? '';
      expect(facts).toContain(text.vehicle);
      for (const country of text.countries) expect(facts).toContain(country);
      expect(facts).not.toMatch(/\b(FRG1|BREAK)\b|, FR\b|\(FR\)|\(US\)/);
      await page.goBack();

      const fresh = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`Claire ${lastName}`) }) });
      await fresh.getByRole('button', { name: text.take }).click();
      await fresh.getByText(text.takenBy).waitFor();
      expect(await fresh.getByRole('button', { name: text.take }).count()).toBe(0);
      await fresh.getByRole('button', { name: text.called }).click();
      await expect.poll(() => fresh.count()).toBe(0);
      await axe(page, 'inbox after a call');
      // The login page answers 401 (Chromium reports it as a failed resource); nothing else may fail.
      expect([...signedIn.errors, ...tabErrors].filter((error) => !error.includes('status of 401'))).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it('stops saying it is live while the server no longer hears the database, and says so again once it does', async () => {
    staffAccount();
    const { context, page } = await signIn(suite.browser, 'fr');
    await waitForHydration(page);
    const status = page.getByRole('status').filter({ hasText: /direct/i });
    await status.getByText(TEXT.fr.live, { exact: true }).waitFor();
    // Every state the page says, as it says it.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      const node = document.querySelector('.inbox__live')!;
      new MutationObserver(() => said.push(node.textContent ?? '')).observe(node, { childList: true, characterData: true, subtree: true });
    });
    // The server's own connection to the database's notifications dies (a restart, a proxy).
    const database = new pg.Client({ connectionString: suite.testDb.url });
    await database.connect();
    try {
      await database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      );
    } finally {
      await database.end();
    }
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    await expect.poll(said, { timeout: 10_000 }).toContain('Direct interrompu, reconnexion…');
    await expect.poll(async () => (await said()).at(-1), { timeout: 10_000 }).toBe(TEXT.fr.live);
    await context.close();
  });

  it('marks a lead done, and lists the same leads without JavaScript', async () => {
    staffAccount();
    await callbackFromVisitorPage(suite.browser, 'fr', { lastName: 'SansScript', phone: '' });
    await callbackFromVisitorPage(suite.browser, 'fr', { lastName: 'Traitee', phone: '+33 4 72 00 00 00' });
    const scripted = await signIn(suite.browser, 'fr');
    await waitForHydration(scripted.page);
    const names = () => scripted.page.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
    const plain = await signIn(suite.browser, 'fr', false);
    const plainNames = await plain.page.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();
    expect(plainNames).toEqual(await names());
    expect(plainNames.some((name) => name.includes('Claire SansScript'))).toBe(true);
    // No phone: the agent is told to write, with the address.
    const unreachable = plain.page.getByRole('listitem').filter({ hasText: 'Claire SansScript' });
    expect(await unreachable.getByText('Pas de téléphone\u202f: répondre par e-mail').count()).toBe(1);
    expect(await unreachable.getByRole('link', { name: 'claire@martin.example' }).getAttribute('href')).toBe(
      'mailto:claire@martin.example',
    );
    // It refreshes itself without scripts.
    // …as a request of the page's own, which keeps no session alive.
    expect(await plain.page.locator('meta[http-equiv="refresh"]').getAttribute('content')).toBe('30;url=/FR/admin?automatic=1');
    // Done, without JavaScript: the form posts and the page comes back without it.
    const done = plain.page.getByRole('listitem').filter({ hasText: 'Claire Traitee' });
    const loaded = plain.page.waitForEvent('load');
    await done.getByRole('button', { name: 'Traité' }).click();
    await loaded;
    await expect.poll(() => plain.page.getByRole('listitem').filter({ hasText: 'Claire Traitee' }).count()).toBe(0);
    // The scripted page follows by itself.
    await expect.poll(async () => (await names()).some((name) => name.includes('Claire Traitee'))).toBe(false);
    // (axe needs scripts: the same markup is checked in the scripted page.)
    await axe(scripted.page, 'inbox after done');
    await plain.context.close();
    await scripted.context.close();
  }, 90_000);
});
