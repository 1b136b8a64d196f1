// Screenshots of every page type at phone and desktop sizes, for docs/design.md.
// Usage: start the site (make run), then `BASE_URL=http://localhost:3000 STAFF_USER=… STAFF_PASSWORD=… make screenshots`.
// Without the staff variables the dashboard is left out.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';

const BASE = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const;

mkdirSync(OUT, { recursive: true });
const browser = await launchBrowser();

/** Types an address and takes the first suggestion (the browser suites' helper needs Vitest). */
async function chooseAddress(page: Page, label: string, typed: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(typed);
  await page.getByRole('listbox', { name: label }).getByRole('option').first().click();
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

/** One element whole, cut from the full page (the sticky header would cover it in the viewport). */
async function shootElement(element: Locator, name: string) {
  const box = await element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  await element.page().screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true, clip: box });
  console.log(`docs/screenshots/${name}.png`);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris', reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  for (const [name, pathname] of [
    ['home', '/FR'],
    ['landing-demo', '/FR/landing-page-demo'],
    ['landing-automotive', '/FR/solutions-automobile'],
    ['not-found', '/FR/nulle-part'],
    ['admin-login', '/FR/admin'],
    ['legal-notice', '/FR/legal-notice'],
  ] as const) {
    await page.goto(`${BASE}${pathname}`);
    await shoot(page, `${name}-${size}`);
  }

  // The quote journey: offers, then the choice registered.
  await page.goto(`${BASE}/EN`);
  await waitForHydration(page);
  await chooseAddress(page, 'Departure address', '69001');
  await page.getByRole('textbox', { name: 'Street and number' }).first().fill('12 rue Garibaldi, dock 3');
  await page.getByLabel('Arrival country').selectOption('DE');
  await chooseAddress(page, 'Arrival address', 'Stuttgart');
  await page.getByRole('textbox', { name: 'Street and number' }).nth(1).fill('Königstraße 1');
  await page.getByRole('button', { name: 'Find best offer' }).click();
  await page.getByRole('heading', { name: 'Our offers for your transport' }).waitFor();
  await page.getByRole('article').first().getByRole('button').first().waitFor();
  await shoot(page, `offers-${size}`);
  await page.getByRole('button', { name: 'See the offer' }).first().click();
  const dialog = page.getByRole('dialog');
  for (const [label, value] of [
    ['First name', 'Claire'],
    ['Last name', 'Martin'],
    ['Company', 'Équipementier Rhône'],
    ['Email', 'claire.martin@example.com'],
  ] as const) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await dialog.getByRole('button', { name: 'Show prices' }).click();
  await dialog.waitFor({ state: 'detached' });
  await shoot(page, `offers-priced-${size}`);
  await page
    .getByRole('button', { name: /Choose/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('region').waitFor();
  await shoot(page, `confirm-${size}`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Choice registered' }).waitFor();
  await shoot(page, `registered-${size}`);
  // The recap kept on the registered screen, whole.
  await shootElement(page.locator('.booking-outcome').first(), `registered-recap-${size}`);
  // The quote as a document to print, download or share (issue 28).
  await page.getByRole('link', { name: 'The quote to print or share' }).click();
  await page.getByRole('heading', { level: 1, name: /^Quote FL-/ }).waitFor();
  await shoot(page, `quote-document-${size}`);

  if (process.env.STAFF_USER && process.env.STAFF_PASSWORD) {
    await page.goto(`${BASE}/FR/admin`);
    await page.getByLabel("Nom d'utilisateur").fill(process.env.STAFF_USER);
    await page.getByLabel('Mot de passe').fill(process.env.STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Administration Flash', level: 1 }).waitFor();
    // The first screen: what awaits a call (issue 27), then a lead's detail opened from it.
    await page.getByRole('heading', { name: 'À rappeler', level: 2 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'En direct' }).waitFor();
    await shoot(page, `admin-inbox-${size}`);
    const detail = page.locator('.inbox__lead').first().getByRole('link', { name: 'Détails' });
    if (await detail.count()) {
      await detail.click();
      await page.getByRole('dialog', { name: 'Détail' }).waitFor();
      await shootElement(page.getByRole('dialog', { name: 'Détail' }), `admin-detail-${size}`);
    }
    await page.getByRole('link', { name: '7 jours' }).click();
    await page.getByRole('navigation', { name: 'Période' }).locator('a[aria-current="page"]', { hasText: '7 jours' }).waitFor();
    await page.getByRole('navigation', { name: 'Listes' }).getByRole('link', { name: 'Devis', exact: true }).click();
    await page.getByRole('table').waitFor();
    await shoot(page, `admin-dashboard-${size}`);
  }
  await context.close();
}
await browser.close();
