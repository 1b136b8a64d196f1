import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inlineScripts, visitPage, waitForHydration, whenHydrated } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 5 "Assets and speed": the pages' JavaScript waits for the visitor's first interaction
// (web/hydrate-on-interaction.ts), and nothing the visitor does in between is lost.

const suite = browserSuite('e2e_hydration');

/** Holds every script of the page until `release` is called, as a slow mobile link would. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? null);

describe('the page scripts', () => {
  it('are fetched once the page is idle, run at the first interaction from the cache, and not before', async () => {
    const scripts: string[] = [];
    const fetched: { url: string; cached: boolean; afterTap: boolean }[] = [];
    let tapped = false;
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/transport-urgent`, {
      locale: 'fr-FR',
      untouched: true,
      before: async (page) => {
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        cdp.on('Network.responseReceived', ({ response }) => {
          if (/\/assets\/.+\.js$/.test(response.url)) {
            fetched.push({ url: response.url, cached: Boolean(response.fromDiskCache || response.fromPrefetchCache), afterTap: tapped });
          }
        });
      },
    });
    // Idle: the scripts are prefetched at the lowest priority, none runs.
    await expect.poll(() => fetched.filter((response) => !response.afterTap).length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).resolves.toBeNull();
    // What runs before that is the page's inline code and data, well under the 60 KB budget.
    expect(gzipSync(await inlineScripts(page)).length).toBeLessThan(60_000);
    // The page as first shown, before any script (the carousel turned by the stylesheet), is as
    // accessible as after.
    await axeOn(page)
      .analyze()
      .then((result) => expect(result.violations.map((v) => v.id)).toEqual([]));
    await expect(hydrated(page)).resolves.toBeNull();

    tapped = true;
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    // What the first tap needed was already there: every module prefetched came from the cache.
    const prefetched = new Set(fetched.filter((response) => !response.afterTap).map((response) => response.url));
    const again = fetched.filter((response) => response.afterTap && prefetched.has(response.url));
    expect(again.length).toBeGreaterThan(0);
    expect(again.filter((response) => !response.cached)).toEqual([]);
    // Once the visitor has interacted in this tab, the next page starts its scripts at once.
    await page.goto(`${suite.app.baseUrl}/FR/transport-premium`);
    await whenHydrated(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keep what the visitor typed in the quote form before they arrived', async () => {
    let hold!: Awaited<ReturnType<typeof holdScripts>>;
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN`, {
      locale: 'en-GB',
      untouched: true,
      before: async (page) => {
        hold = await holdScripts(page);
      },
    });
    // Before the scripts the address is a plain text field; after, the enhanced combobox.
    await page.getByRole('textbox', { name: 'Departure address', exact: true }).pressSequentially('Ly');
    await page.getByRole('textbox', { name: 'Comments' }).fill('Dock 4');
    await page.getByRole('spinbutton', { name: 'Quantity, line 1' }).fill('3');
    expect(hold.held.length).toBeGreaterThan(0);
    await expect(hydrated(page)).resolves.toBeNull();

    hold.release();
    await whenHydrated(page);
    // React draws the fields again from its own state: they must still show what was typed.
    await page.getByRole('button', { name: 'Add a line' }).click();
    await page.getByRole('spinbutton', { name: 'Quantity, line 2' }).waitFor();
    await expect(page.getByRole('spinbutton', { name: 'Quantity, line 1' }).inputValue()).resolves.toBe('3');
    await expect(page.getByRole('textbox', { name: 'Comments' }).inputValue()).resolves.toBe('Dock 4');
    const departure = page.getByRole('combobox', { name: 'Departure address', exact: true });
    await expect(departure.inputValue()).resolves.toBe('Ly');
    // And the field goes on as the enhanced one: the next character brings suggestions.
    await departure.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('o');
    await page.getByRole('listbox', { name: 'Departure address' }).getByRole('option').first().waitFor();
    await expect(departure.inputValue()).resolves.toBe('Lyo');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('press again, once, a button pressed before they arrived', async () => {
    let hold!: Awaited<ReturnType<typeof holdScripts>>;
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN/transport-urgent`, {
      locale: 'en-GB',
      viewport: { width: 1280, height: 800 },
      untouched: true,
      before: async (page) => {
        hold = await holdScripts(page);
      },
    });
    const solutions = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Our solutions', exact: true });
    // Pressed twice by an impatient visitor: the menu ends up open, not toggled back.
    await solutions.click();
    await solutions.click();
    await expect(solutions.getAttribute('aria-expanded')).resolves.toBe('false');

    hold.release();
    await whenHydrated(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Road/ }).waitFor();
    await expect(solutions.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the page scripts, on a slow connection', () => {
  it('are all asked for at once when they start, not one wave of imports after another (ADR 0050)', async () => {
    let hold!: Awaited<ReturnType<typeof holdScripts>>;
    const asked = new Set<string>();
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR`, {
      locale: 'fr-FR',
      untouched: true,
      before: async (page) => {
        hold = await holdScripts(page);
        page.on('request', (request) => {
          if (request.resourceType() === 'script') asked.add(request.url());
        });
      },
    });
    const modules = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="x-prefetch-when-idle"], link[rel="prefetch"]'), (link) => link.href),
    );
    expect(modules.length).toBeGreaterThan(10);
    await page.keyboard.press('Shift');
    // Nothing has arrived yet, and every module the page needs is already on its way.
    await expect.poll(() => modules.filter((url) => !asked.has(url))).toEqual([]);
    await expect(hydrated(page)).resolves.toBeNull();
    hold.release();
    await whenHydrated(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the page scripts, for every visitor and every connection', () => {
  it('start on a click alone, as voice control and switch access send it', async () => {
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/EN/transport-urgent`, {
      locale: 'en-GB',
      untouched: true,
    });
    await page.waitForLoadState('networkidle');
    await expect(hydrated(page)).resolves.toBeNull();
    await page.evaluate(() => document.body.click());
    await whenHydrated(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('say so when they cannot be loaded, and stop holding presses', async () => {
    const { context, page } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/transport-urgent`, {
      locale: 'fr-FR',
      untouched: true,
      before: async (page) => {
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort('connectionfailed'));
      },
    });
    const notice = page.getByRole('alert').filter({ hasText: "La page n'a pas pu charger tous ses éléments." });
    await expect(notice.isVisible()).resolves.toBe(false);
    await page.keyboard.press('Shift');
    await notice.waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBeNull();
    // A plain link still works.
    await page
      .getByRole('link', { name: /Réserver un transport/ })
      .first()
      .click();
    await expect.poll(() => page.url()).toContain('#booking-form');
    await context.close();
  });
});

describe('the Content-Security-Policy', () => {
  it('lets only the page’s own scripts run: those of a page shared by everyone by their hashes, the others by a nonce of their response', async () => {
    for (const path of ['/FR', '/EN/transport-urgent', '/DE/landing-page-demo']) {
      const response = await fetch(`${suite.app.baseUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('nonce-');
      expect(policy).toContain("frame-ancestors 'none'");
      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (match) => !/type="application\/(ld\+)?json"/.test(match[1]!),
      );
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , code] of inline) expect(scriptSrc, path).toContain(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
    }
    for (const path of ['/FR/admin', '/IT/nope']) {
      const response = await fetch(`${suite.app.baseUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
      const html = await response.text();
      const executable = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
    // Two responses never share a nonce.
    const nonces = await Promise.all(
      [1, 2].map(async () => (await fetch(`${suite.app.baseUrl}/FR/admin`)).headers.get('content-security-policy')),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('refuses nothing the pages do: loading, hydrating, the quote tool and a lead form', async () => {
    const violations: string[] = [];
    const { context, page, errors } = await visitPage(suite.browser, `${suite.app.baseUrl}/FR/transport-urgent`, {
      locale: 'fr-FR',
      before: async (page) => {
        await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
              `${event.violatedDirective} ${event.blockedURI}`,
            ),
          ),
        );
      },
    });
    await page.getByRole('combobox', { name: /Adresse de départ/ }).fill('Lyo');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.goto(`${suite.app.baseUrl}/FR/landing-page-demo`);
    await whenHydrated(page);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
