import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeOn } from '../helpers/axe.ts';
import { sharedChromium } from '../helpers/browser-suite.ts';

// The accessibility check every browser test leans on finds what axe-core finds: a page's
// violations, in its frames too, within the part it is told to look at, and again after the
// page has moved on to another document.

describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(() => browser.close());

  it('names the violations of the page and of its frames, only those of the part it is given, and checks each new document', async () => {
    const page = await browser.newPage();
    // Served from an address of its own: a frame of the same origin is one axe looks into.
    const pages: Record<string, string> = {
      '/': `<!doctype html><html lang="fr"><head><title>Essai</title></head><body>
      <header><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></header>
      <main><h1>Essai</h1><button></button>
        <iframe title="Cadre" srcdoc="<!doctype html><html lang=fr><title>Cadre</title><main><input type=text></main>"></iframe>
      </main></body></html>`,
      '/propre': '<!doctype html><html lang="fr"><head><title>Propre</title></head><body><main><h1>Propre</h1></main></body></html>',
    };
    await page.route('http://axe.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: pages[new URL(route.request().url()).pathname] ?? '' }),
    );
    await page.goto('http://axe.test/');
    await expect.poll(() => page.frames().length).toBe(2);
    await page.frames()[1]!.waitForLoadState();
    const ids = async (check: ReturnType<typeof axeOn>) => (await check.analyze()).violations.map((violation) => violation.id).sort();

    expect(await ids(axeOn(page))).toEqual(['button-name', 'image-alt', 'label', 'landmark-unique']);
    expect(await ids(axeOn(page).include('header'))).toEqual(['image-alt']);

    await page.goto('http://axe.test/propre');
    expect(await ids(axeOn(page))).toEqual([]);
    await page.close();
  });
});
