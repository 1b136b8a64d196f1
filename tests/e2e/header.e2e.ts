import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { visitPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 5 "Header and footer", in Chromium, by role and label.

const links = JSON.parse(readFileSync(new URL('../../config/site-links.json', import.meta.url), 'utf8'));
// The configured server: its header shows SUPPORT_PHONE.
const suite = browserSuite('e2e_header', { server: 'configured' });

function open(path: string, viewport = { width: 1280, height: 800 }) {
  return visitPage(suite.browser, `${suite.app.baseUrl}${path}`, { locale: 'en-GB', viewport });
}

describe('the header and footer', () => {
  it('takes its scrolled state after 50 px and loses it back at the top', async () => {
    const { context, page, errors } = await open('/EN');
    const header = page.getByRole('banner');
    await expect(header.getAttribute('data-scrolled')).resolves.toBe('false');
    await page.mouse.wheel(0, 30);
    await page.waitForFunction(() => window.scrollY >= 30);
    await expect(header.getAttribute('data-scrolled')).resolves.toBe('false');
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'true');
    await expect(header.boundingBox().then((box) => box?.y)).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header')?.dataset.scrolled === 'false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens one submenu at a time, closes on Escape and on a link click, and links out from configuration', async () => {
    const { context, page, errors } = await open('/EN/transport-urgent');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const solutions = nav.getByRole('button', { name: 'Our solutions', exact: true });
    const support = nav.getByRole('button', { name: '24/7 support', exact: true });
    await solutions.click();
    await expect(solutions.getAttribute('aria-expanded')).resolves.toBe('true');
    await nav.getByRole('link', { name: /^Road/ }).waitFor();
    await nav.getByRole('button', { name: 'Products', exact: true }).click();
    await expect(nav.getByRole('link', { name: /^Taxicolis/ }).getAttribute('href')).resolves.toBe(links.products.taxicolis);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /^Speed Pack Europe/ })
        .getAttribute('target'),
    ).resolves.toBe('_blank');
    await axeOn(page)
      .include('header')
      .analyze()
      .then((result) => expect(result.violations.map((v) => v.id)).toEqual([]));

    await support.click();
    await expect(solutions.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(nav.getByRole('link', { name: /^Road/ }).count()).resolves.toBe(0);
    await nav.getByRole('link', { name: 'contact@flash.localhost' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Urgent line, 24/7: +33 4 72 00 00 00' }).getAttribute('href')).resolves.toBe(
      'tel:+33472000000',
    );
    await page.keyboard.press('Escape');
    await expect(support.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('24/7 support ▾');

    await solutions.click();
    await context.route('**/*', (route) => (route.request().url().startsWith(suite.app.baseUrl) ? route.continue() : route.abort()));
    const popup = page.waitForEvent('popup');
    await nav.getByRole('link', { name: /^Air/ }).click();
    await (await popup).close();
    await expect(solutions.getAttribute('aria-expanded')).resolves.toBe('false');

    // "Login" opens the site's own business account (issue 39): no portal is configured here.
    const login = page.getByRole('banner').getByRole('link', { name: /^Login/ });
    expect(links.shipperPortalLogin).toBeUndefined();
    await expect(login.getAttribute('href')).resolves.toBe('/EN/account');
    await expect(login.getAttribute('target')).resolves.toBeNull();
    // Book transport jumps to the quote tool of this page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book transport' }).getAttribute('href')).resolves.toBe(
      '#booking-form',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a menu button below the medium breakpoint that toggles the mobile menu', async () => {
    const { context, page, errors } = await open('/EN', { width: 390, height: 844 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile menu' });
    for (const name of ['Solutions', 'Company', 'Shipper', 'Carrier', 'Contact'])
      await mobile.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await expect(mobile.getByRole('link', { name: /^Carrier/ }).getAttribute('href')).resolves.toBe(links.corporate.carrier);
    // The business account, from a phone too (issue 39).
    await expect(mobile.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/EN/account');
    await axeOn(page)
      .analyze()
      .then((result) => expect(result.violations.map((v) => v.id)).toEqual([]));
    await page.getByRole('button', { name: 'Close the menu' }).click();
    await expect(mobile.isVisible()).resolves.toBe(false);
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(mobile.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links the footer to the group site, the social page and the policies, with the current year', async () => {
    const { context, page } = await open('/EN/SPL');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^Privacy policy/ }).getAttribute('href')).resolves.toBe(links.policies.privacy);
    // The legal notice is the site's own page (the operator's identity), which links the full document.
    await expect(footer.getByRole('link', { name: /^Legal notice/ }).getAttribute('href')).resolves.toBe('/EN/legal-notice');
    await footer.getByRole('link', { name: /^Legal notice/ }).click();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Full legal notice \(PDF\)/ })
        .getAttribute('href'),
    ).resolves.toBe(links.policies.legal);
    await expect(footer.getByRole('link', { name: /^Cookie policy/ }).getAttribute('href')).resolves.toBe(links.policies.cookies);
    await expect(footer.getByRole('link', { name: /^LinkedIn/ }).getAttribute('href')).resolves.toBe(links.social);
    await expect(footer.getByRole('link', { name: /^Shipper/ }).getAttribute('href')).resolves.toBe(links.corporate.shipper);
    await footer.getByText(`© ${new Date().getFullYear()} Flash`).waitFor();
    await context.close();
  });
});
