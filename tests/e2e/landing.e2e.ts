import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/domain/language.ts';
import { SITE_PAGES } from '#src/domain/site-map.ts';
import { visitPage, waitForHydration } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { DEMO_VIDEO } from '../helpers/browser-tier.ts';
import { axeOn } from '../helpers/axe.ts';

// Issue 5 "Pages": every landing page in every language, the carousel, the demo video behind
// consent, and the cookie choice.

// The configured server: its links file gives a demo video.
const suite = browserSuite('e2e_landing', { server: 'configured' });

async function open(
  pathname: string,
  options: { reducedMotion?: 'reduce' | 'no-preference'; javaScript?: boolean; untouched?: boolean; fakeClock?: boolean } = {},
) {
  // Every request to another origin is recorded, and refused.
  const outside: string[] = [];
  const visit = await visitPage(suite.browser, `${suite.app.baseUrl}${pathname}`, {
    locale: 'en-GB',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScript: options.javaScript,
    untouched: options.untouched,
    before: async (page) => {
      page.on('request', (request) => {
        if (!request.url().startsWith(suite.app.baseUrl)) outside.push(request.url());
      });
      await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      // The page's timers on a clock the test can move on: a 4 s rule checked without waiting 4 s.
      if (options.fakeClock) await page.clock.install();
    },
  });
  return { ...visit, outside };
}

const PAGES = ['', 'home-spring', ...SITE_PAGES.filter((page) => page !== 'admin')];
/**
 * One page of each type (issue 48: axe once per page type), by the sections
 * web/components/landing/landing-page.tsx gives it: the home, the quote tool's pages (the
 * reservation page has every section of that type and one more), and two of the three with a lead
 * form of their own. site.e2e checks the others, with their lists open: /DE/SPL, a home variant
 * (/IT/home-milano) and the demo page (/EN/landing-page-demo).
 */
const PAGE_TYPES = ['', 'landing-page-reservation', 'landing-page-creer-compte', 'solutions-automobile'];

describe('landing pages', () => {
  // One test per language: each page type in French, the home page in the other four (the same
  // markup, translated).
  const axeVisits: Array<[string, readonly string[]]> = [
    ['fr', PAGE_TYPES],
    ...LANGUAGES.filter((language) => language !== 'fr').map((language): [string, readonly string[]] => [language, ['']]),
  ];
  it.each(axeVisits)(
    'has no accessibility violations on the %s pages',
    async (language, names) => {
      const { context, page } = await open(`/${language.toUpperCase()}`);
      const violations: string[] = [];
      for (const name of names) {
        const pathname = `/${language.toUpperCase()}${name ? `/${name}` : ''}`;
        const response = await page.goto(`${suite.app.baseUrl}${pathname}`);
        expect(response?.status(), pathname).toBe(200);
        await waitForHydration(page);
        const result = await axeOn(page).analyze();
        violations.push(
          ...result.violations.map(
            (violation) => `${pathname} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        );
      }
      expect(violations).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('states the marketing claims and links every call to action to the quote tool', async () => {
    const { context, page } = await open('/EN/transport-urgent');
    for (const claim of [
      'Pickup within 60 to 120 minutes',
      'Direct delivery with a dedicated vehicle and no transhipment',
      'Available 24/7, 365 days a year',
      '20,000 certified carriers',
      'Offers in under 3 minutes',
      '50% of the top 100 automotive equipment makers trust us',
      'Free, and set up in under 5 minutes.',
    ]) {
      await page.getByText(claim, { exact: false }).first().waitFor();
    }
    for (const figure of ['20K+', '40K+', '40+']) await page.getByText(figure, { exact: true }).waitFor();
    // The form starts in the hero itself; the header's button and the closing call lead to it.
    await expect(page.getByRole('link', { name: 'Book transport' }).getAttribute('href')).resolves.toBe('#booking-form');
    await page.getByRole('link', { name: 'Compare the offers' }).click();
    await page.waitForURL(/#booking-form$/);
    await expect(
      page
        .getByRole('article')
        .or(page.getByRole('form', { name: 'Your urgent transport' }))
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });

  it('turns the carousel every 4 seconds, wrapping, and pauses on hover, on focus and on request', async () => {
    const { context, page, errors } = await open('/EN', { fakeClock: true });
    const carousel = page.getByRole('region', { name: 'Our expertise in pictures' });
    const shown = () => carousel.locator('.carousel__slide:not([hidden])').getAttribute('aria-label');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // It took over from the stylesheet, which may already have turned it (ADR 0010).
    const first = Number((await shown())!.split(' ')[0]);
    const next = `${(first % 4) + 1} of 4`;
    await page.waitForFunction(
      (label) => document.querySelector('.carousel__slide:not([hidden])')?.getAttribute('aria-label') === label,
      next,
      { timeout: 6_000 },
    );
    // Next by hand past the last picture wraps back to the first.
    for (let step = (first % 4) + 1; step <= 4; step++) await carousel.getByRole('button', { name: 'Next picture' }).click();
    await expect(shown()).resolves.toBe('1 of 4');
    // While the focus is inside, it holds still.
    await expect(carousel.getAttribute('data-rotating')).resolves.toBe('false');
    await page.clock.fastForward(4_500);
    await expect(shown()).resolves.toBe('1 of 4');
    // Focus elsewhere and pointer away: it turns again; the pointer over it holds it.
    await page.getByRole('banner').getByRole('link').first().focus();
    await page.mouse.move(0, 0);
    await expect(carousel.getAttribute('data-rotating')).resolves.toBe('true');
    // The same 4.5 s on the page's clock now turns it: the still picture above was the pause.
    await page.clock.fastForward(4_500);
    await expect.poll(shown).toBe('2 of 4');
    await carousel.hover();
    await expect(carousel.getAttribute('data-rotating')).resolves.toBe('false');
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Pause the slideshow' }).focus();
    await carousel.getByRole('button', { name: 'Pause the slideshow' }).press('Enter');
    await page.getByRole('banner').getByRole('link').first().focus();
    await expect(carousel.getAttribute('data-rotating')).resolves.toBe('false');
    await carousel.getByRole('button', { name: 'Play the slideshow' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 40_000);

  it('turns the carousel before the page scripts start, and the scripts carry on from the picture shown', async () => {
    const { context, page, errors } = await open('/EN', { untouched: true });
    const visibleSlide = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.carousel__slide'))
          .find((slide) => getComputedStyle(slide).visibility === 'visible')
          ?.getAttribute('aria-label'),
      );
    await expect(visibleSlide()).resolves.toBe('1 of 4');
    await expect.poll(visibleSlide, { timeout: 6_000 }).toBe('2 of 4');
    await expect(page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).resolves.toBeNull();
    await waitForHydration(page);
    // Not back to the first picture: the second, or the third if 4 s went by meanwhile.
    await expect(
      page.getByRole('region', { name: 'Our expertise in pictures' }).locator('.carousel__slide:not([hidden])').getAttribute('aria-label'),
    ).resolves.toMatch(/^[23] of 4$/);
    expect(errors).toEqual([]);
    await context.close();
  }, 20_000);

  it('keeps the carousel still for visitors who prefer reduced motion', async () => {
    const { context, page } = await open('/EN', { reducedMotion: 'reduce', fakeClock: true });
    const carousel = page.getByRole('region', { name: 'Our expertise in pictures' });
    await expect(carousel.getAttribute('data-rotating')).resolves.toBe('false');
    await expect(carousel.getByRole('button', { name: 'Pause the slideshow' }).count()).resolves.toBe(0);
    await page.clock.fastForward(4_500);
    await expect(carousel.locator('.carousel__slide:not([hidden])').getAttribute('aria-label')).resolves.toBe('1 of 4');
    await context.close();
  }, 20_000);

  it('asks before loading the third-party demo video, and remembers the cookie choice', async () => {
    const { context, page, errors, outside } = await open('/EN/landing-page-demo');
    await page.getByRole('img', { name: /The quote tool on a laptop/ }).waitFor();
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Play the demo video' }).click();
    await page.getByText('This video is hosted by a third party.', { exact: false }).waitFor();
    expect(outside).toEqual([]);
    await page.getByRole('button', { name: 'Accept and play' }).click();
    const player = page.locator('iframe[title="The platform in two minutes"]');
    await expect(player.getAttribute('src')).resolves.toBe(`${DEMO_VIDEO}?autoplay=1`);
    await banner.waitFor({ state: 'detached' });
    expect(outside.every((url) => url.startsWith(DEMO_VIDEO))).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookies' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Refuse' }).click();
    await page.getByRole('region', { name: 'Cookies' }).waitFor({ state: 'detached' });
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('refused');
    expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('records the cookie choice without JavaScript too', async () => {
    const { context, page } = await open('/FR/SPL', { javaScript: false });
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.getByRole('button', { name: 'Refuser' }).click();
    await page.waitForURL(`${suite.app.baseUrl}/FR/SPL`);
    await expect(page.getByRole('region', { name: 'Cookies' }).count()).resolves.toBe(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('refused');
    await context.close();
  });

  it('shows the shared support widget on every page but the four the spec names', async () => {
    for (const name of PAGES) {
      const html = await (await fetch(`${suite.app.baseUrl}/EN${name ? `/${name}` : ''}`)).text();
      const expected = !['solutions-equipementiers', 'transport-urgent', 'transport-premium', 'solutions-automobile'].includes(name);
      expect(html.includes('class="support-widget"'), name).toBe(expected);
    }
  });

  it('links the automotive articles inside the site or to the group in a new tab, and back to the top', async () => {
    const { context, page } = await open('/EN/solutions-automobile');
    const articles = page.getByRole('region', { name: 'Read more' });
    await expect(articles.getByRole('link', { name: /Avoid a line stoppage/ }).getAttribute('href')).resolves.toBe('/EN/transport-urgent');
    const external = articles.getByRole('link', { name: /Our road solutions/ });
    await expect(external.getAttribute('target')).resolves.toBe('_blank');
    await expect(external.getAttribute('rel')).resolves.toContain('noopener');
    await page.getByRole('link', { name: 'Back to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});
