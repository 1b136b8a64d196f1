import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite } from '../helpers/browser-suite.ts';
import { visitPage } from '../helpers/browser.ts';
import { FLOW_LABELS, chooseAddress, sendAndWaitForOffers, showPrices } from '../helpers/quote-form.ts';
import { axeOn } from '../helpers/axe.ts';

// The offers as a shipper in a hurry compares them: on a 390 × 844 phone each card is half a
// screen at most, the first offer's price, pickup, delivery and button in view as the offers
// appear; the law's small print one tap away, by keyboard too, in the page and on paper.

const suite = browserSuite('e2e_offers_at_a_glance');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const TEXT = {
  fr: { ...FLOW_LABELS.fr, details: 'Détails', drive: /au volant/, co2eMethod: /arrêtés du 10 avril 2012/, validity: /Valable jusqu'au/ },
  de: { ...FLOW_LABELS.de, details: 'Details', drive: /Lenkzeit/, co2eMethod: /Arrêté du 10 avril 2012/, validity: /Gültig bis/ },
} as const;

async function offersFor(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  await chooseAddress(page, text.departure, '69002');
  await page.getByLabel(text.arrivalCountry, { exact: true }).selectOption('DE');
  await chooseAddress(page, text.arrival, 'Stuttgart');
  await sendAndWaitForOffers(page, text);
}

/** What of an element the screen shows: its box against the viewport. */
const inView = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe('the offers at a glance', () => {
  it.each(['fr', 'de'] as const)(
    '%s, 390 × 844: each card at most 450 px tall, details closed; the first offer’s price, pickup, delivery and button in view; the details open by keyboard, in the DOM and on paper',
    async (language) => {
      const text = TEXT[language];
      const { context, page } = await visitPage(suite.browser, `${suite.app.baseUrl}/${language.toUpperCase()}`, {
        locale: text.locale,
        viewport: PHONE,
      });
      await offersFor(page, text);
      await page.screenshot({ path: `test-results/offers-${language}-phone.png` });
      const cards = page.getByRole('article');
      await expect.poll(() => cards.count()).toBe(3);
      const heights = await cards.evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeLessThanOrEqual(450);
      // Two cards fit the screen below the header at once.
      const header = await page
        .locator('header')
        .first()
        .evaluate((element) => element.getBoundingClientRect().height);
      expect(heights[0]! + heights[1]! + 12).toBeLessThanOrEqual(PHONE.height - header);

      const first = cards.first();
      for (const part of [
        first.locator('.offer-card__price'),
        first.getByRole('term').first(),
        first.getByRole('term').nth(1),
        first.getByRole('button', { name: new RegExp(text.see) }),
      ])
        expect(await inView(page, part)).toBe(true);

      // The law's small print: in the page but closed; opened by keyboard; shown when printed.
      const details = first.locator('details');
      const small = first.getByText(text.drive);
      expect(await small.count()).toBe(1);
      expect(await small.isVisible()).toBe(false);
      const summary = details.locator('summary');
      expect(await summary.textContent()).toMatch(new RegExp(`^${text.details} Flash Eco$`));
      await summary.focus();
      await page.keyboard.press('Enter');
      await small.waitFor();
      await first.getByText(text.co2eMethod).waitFor();
      await first.getByText(text.validity).waitFor();
      expect(await details.count()).toBe(1);
      const axe = await axeOn(page).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.keyboard.press('Enter');
      expect(await small.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      await small.waitFor();
      await cards.nth(2).getByText(text.co2eMethod).waitFor();
      await context.close();
    },
    60_000,
  );

  it('fr, 1280 px: the three offers side by side beside the route summary, the cheapest and the fastest named; priced, the same', async () => {
    const text = TEXT.fr;
    const { context, page } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR`, { locale: text.locale, viewport: DESKTOP });
    await offersFor(page, text);
    await page.screenshot({ path: 'test-results/offers-fr-desktop.png' });
    const boxes = await page
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect()).map(({ top, left }) => ({ top, left })));
    expect(boxes).toHaveLength(3);
    // One row of three columns.
    expect(new Set(boxes.map(({ top }) => Math.round(top))).size).toBe(1);
    expect(boxes[0]!.left).toBeLessThan(boxes[1]!.left);
    expect(boxes[1]!.left).toBeLessThan(boxes[2]!.left);
    await page.getByRole('article').getByText('Le moins cher', { exact: true }).waitFor();
    await page.getByRole('article').getByText('Le plus rapide', { exact: true }).waitFor();
    await showPrices(page, text, { firstName: 'Claire', lastName: 'Martin', company: 'Équipementier Rhône', email: 'claire@example.com' });
    await page
      .getByRole('button', { name: new RegExp(text.choose) })
      .first()
      .waitFor();
    await page.screenshot({ path: 'test-results/offers-priced-fr-desktop.png' });
    const axe = await axeOn(page).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await context.close();
  });
});
