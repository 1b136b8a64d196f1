import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, waitForHydration, watchForErrors } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { axeOn } from '../helpers/axe.ts';

const suite = browserSuite('e2e_site');

beforeAll(() => {
  console.info(`[e2e] Chromium ${suite.browser.version()} from ${CHROMIUM} against ${suite.app.baseUrl}`);
});

async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  return { page, errors: watchForErrors(page) };
}

const get = (pathname: string, init?: RequestInit) => fetch(`${suite.app.baseUrl}${pathname}`, { redirect: 'manual', ...init });

describe('language routes over HTTP (spec §2)', () => {
  it('redirects / and unprefixed pages to French', async () => {
    for (const [from, to] of [
      ['/', '/FR'],
      ['/landing-page-demo', '/FR/landing-page-demo'],
      ['/admin', '/FR/admin'],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('serves /en in English with the header and footer before any script', async () => {
    const response = await get('/en');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    // The first script that runs (JSON-LD in the head is data, not code).
    const firstScript = html.search(/<script(?! type="application\/ld\+json")/);
    expect(html.indexOf('<header')).toBeGreaterThan(-1);
    expect(html.indexOf('<header')).toBeLessThan(firstScript);
    expect(html.indexOf('<footer')).toBeLessThan(firstScript);
    expect(html).toContain('Urgent transport in France and Europe');
  });

  it('shows the 24/7 line in the support widget and the footer, the documented default when SUPPORT_PHONE is unset', async () => {
    const html = await (await get('/FR')).text();
    const widget = html.slice(html.indexOf('class="support-widget"'), html.indexOf('</aside>', html.indexOf('class="support-widget"')));
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    for (const part of [widget, footer]) {
      expect(part).toContain('href="tel:+33199002424"');
      expect(part).toContain('Urgences 24 h/24, 7 j/7\u202f:');
      expect(part).toContain('+33 1 99 00 24 24');
    }
  });

  it('answers 404 with the not-found page and logs the attempted path', async () => {
    const response = await get('/FR/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    // The shared server's log reaches its file after the answer: waited for, not read at once.
    await expect
      .poll(() => suite.app.logs())
      .toContainEqual(expect.objectContaining({ message: 'page not found', path: '/FR/no-such-page' }));
    expect((await get('/XX/landing-page-demo')).status).toBe(404);
  });

  it('reports health and readiness', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/readyz')).status).toBe(200);
  });

  it('sends compressed HTML and long-cached hashed assets', async () => {
    const page = await get('/FR', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('in Chromium', () => {
  it('loads /FR, switches to Deutsch with the dropdown, and shows German', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${suite.app.baseUrl}/FR`);
    await waitForHydration(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Transport urgent en France et en Europe');

    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: /Langue/ });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await header.getByRole('link', { name: /Deutsch/ }).click();

    await page.waitForURL(`${suite.app.baseUrl}/DE`);
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Eiltransporte in Frankreich und Europa');
    expect(await page.title()).toBe('Eiltransporte in Frankreich und Europa | Flash');
    expect(await header.getByRole('button', { name: /Sprache/ }).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the page path when changing language and closes the list on an outside click', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${suite.app.baseUrl}/FR/landing-page-demo`);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: /Langue/ });
    await button.click();
    await expect(header.getByRole('link', { name: /English/ }).getAttribute('href')).resolves.toBe('/EN/landing-page-demo');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await header.getByRole('link', { name: /English/ }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('operates the language dropdown with the keyboard alone', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${suite.app.baseUrl}/FR`);
    await waitForHydration(page);
    const button = page.getByRole('banner').getByRole('button', { name: /Langue/ });

    // Skip link, brand, menu, header actions… until the language button has focus.
    for (let presses = 0; presses < 20 && !(await button.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('hreflang') === 'en');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.activeElement?.getAttribute('hreflang') === 'it');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.app.baseUrl}/IT`);
    await page.locator('html[lang="it"]').waitFor({ state: 'attached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page for an unknown path, with a link home', async () => {
    const { page, errors } = await openPage();
    const response = await page.goto(`${suite.app.baseUrl}/FR/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page not found');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${suite.app.baseUrl}/FR`);
    // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['fr', 'Mentions légales', 'Immatriculation', 'Téléphone 24h/24, 7j/7'],
    ['en', 'Legal notice', 'Registration', 'Phone, 24/7'],
  ] as const)(
    'names the operator in the footer and on the legal notice the footer links to (%s)',
    async (language, title, registration, phone) => {
      const { page, errors } = await openPage();
      await page.goto(`${suite.app.baseUrl}/${language.toUpperCase()}`);
      await waitForHydration(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByText('RCS Paris 000 000 000', { exact: false }).waitFor();
      await footer.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(`${suite.app.baseUrl}/${language.toUpperCase()}/legal-notice`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const notice = page.getByRole('main').locator('.legal-notice');
      await notice.getByRole('definition').filter({ hasText: 'Flash Transport SAS' }).waitFor();
      expect(await notice.getByRole('term').allTextContents()).toContain(registration);
      expect(await notice.getByRole('term').allTextContents()).toContain(phone);
      await notice.getByRole('link', { name: '+33 1 99 00 24 24' }).waitFor();
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['/FR', '/EN/landing-page-demo', '/DE/SPL', '/ES/admin', '/IT/home-milano', '/EN/legal-notice', '/FR/no-such-page'])(
    'has no accessibility violations on %s, with the list open too',
    async (pathname) => {
      const { page } = await openPage();
      await page.goto(`${suite.app.baseUrl}${pathname}`);
      await waitForHydration(page);
      const closed = await axeOn(page).analyze();
      expect(closed.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.getByRole('banner').locator('.language-switcher__button').click();
      const open = await axeOn(page).analyze();
      expect(open.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.context().close();
    },
  );

  it.each([390, 1366])(
    'has no accessibility violations on the API reference page at %i px, its code scrollable by keyboard',
    async (width) => {
      const { page } = await openPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${suite.app.baseUrl}/api/v1/docs`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const result = await axeOn(page).analyze();
      expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      await page.context().close();
    },
  );
});
