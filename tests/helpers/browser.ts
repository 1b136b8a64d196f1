import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system's Chromium, headless, with nothing reaching out to the network on its own, as the
 * benchmarks and screenshots start it (a person's browser, window and all).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumOptions());
}

/**
 * How the tests start Chromium. `forTests` also leaves out the browser window's own web UI that
 * headless Chromium builds for every new page and nobody sees (the address bar's suggestion
 * popups: a second renderer started beside each page), a quarter of each fresh visit's time here
 * (2.6 s → 1.95 s; issue 48). Chromium reads one --disable-features: Playwright's own list
 * (playwright-core 1.65's chromiumSwitches) is kept in it.
 */
export function chromiumOptions({ forTests = false } = {}) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: run \`apt-get install -y chromium\` (or make test, which does).`);
  }
  return {
    executablePath: CHROMIUM,
    args: forTests ? [...CHROMIUM_ARGUMENTS, `--disable-features=${TESTS_DISABLED_FEATURES}`] : CHROMIUM_ARGUMENTS,
  };
}

const CHROMIUM_ARGUMENTS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const TESTS_DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',');

/** Records console errors and uncaught page errors; a test fails if any appear. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/**
 * The page's scripts start at the visitor's first interaction (web/hydrate-on-interaction.ts):
 * a key press that does nothing else starts them, then React marks the document.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await whenHydrated(page);
}

/** Waits, without touching the page, until React has marked it hydrated (web/root.tsx). */
export async function whenHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The text of the page's inline scripts: code and data that run before any script is fetched (not JSON-LD). */
export function inlineScripts(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('script:not([src])'))
      .filter((script) => !script.getAttribute('type')?.includes('json'))
      .map((script) => script.textContent ?? '')
      .join('\n'),
  );
}

export interface VisitOptions {
  locale: string;
  javaScript?: boolean;
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  /** leaves the page as loaded: nobody has touched it, so its scripts have not started */
  untouched?: boolean;
  /** runs on the new page before it loads (listeners, routes) */
  before?: (page: Page) => Promise<void> | void;
}

/**
 * A visitor's fresh browser context on `url`, in Paris time, with every console error recorded
 * and a 10 s limit per step, so that a step that does not happen fails on its own line.
 */
export async function visitPage(browser: Browser, url: string, options: VisitOptions) {
  const context = await browser.newContext({
    locale: options.locale,
    timezoneId: 'Europe/Paris',
    javaScriptEnabled: options.javaScript ?? true,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors = watchForErrors(page);
  await options.before?.(page);
  await page.goto(url);
  if (options.javaScript !== false && !options.untouched) await waitForHydration(page);
  return { context, page, errors };
}
