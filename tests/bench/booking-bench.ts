// The quote tool's budgets (issue 4) and the marketing pages' JavaScript budget (issue 5): the gzip
// size of the tool's JavaScript, loaded apart from the pages' code, what a page runs before any
// interaction, and the time from "send" to the first priced card on the local adapters. Writes its
// section of docs/benchmarks.md between the booking markers.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startAppServer } from '../helpers/app-server.ts';
import { inlineScripts, launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { writeReportSection } from './report-section.ts';

const RUNS = Number(process.env.BENCH_BOOKING_RUNS ?? 15);
const BUILD_CLIENT = fileURLToPath(new URL('../../build/client', import.meta.url));

const testDb = await createTestDatabase('bench_booking');
const app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded });
const browser = await launchBrowser();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Paris' });
  /**
   * What a fresh visit to `path` runs before anyone touches the page: the scripts it fetches
   * (none are expected: they start at the first interaction) and its inline code and data.
   */
  const untouched = async (path: string) => {
    const visit = await context.newPage();
    const fetched: Promise<number>[] = [];
    visit.on('response', (response) => {
      if (response.request().resourceType() === 'script') fetched.push(response.body().then((body) => gzipSync(body).length));
    });
    await visit.goto(`${app.baseUrl}${path}`);
    await visit.waitForLoadState('networkidle');
    const inline = await inlineScripts(visit);
    await visit.close();
    const scripts = (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
    return { scripts, inline: gzipSync(inline).length };
  };
  /** The scripts (path → gzip bytes) a visit to `path` has loaded once its first interaction is over. */
  const scriptsOf = async (path: string) => {
    const visit = await context.newPage();
    const scripts = new Map<string, number>();
    // Sized from the built file: a script the page prefetched while idle comes back from the
    // cache at the first tap, with no body to measure.
    visit.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.set(pathname, gzipSync(readFileSync(`${BUILD_CLIENT}${pathname}`)).length);
    });
    await visit.goto(`${app.baseUrl}${path}`);
    await waitForHydration(visit);
    await visit.waitForLoadState('networkidle');
    await visit.close();
    return scripts;
  };
  const beforeInteraction = [await untouched('/EN/SPL'), await untouched('/EN/landing-page-demo')];
  const heaviest = beforeInteraction.reduce((a, b) => (a.scripts + a.inline >= b.scripts + b.inline ? a : b));
  const beforeBytes = heaviest.scripts + heaviest.inline;
  // A landing page with the quote tool and one without (their route modules differ by the tool
  // alone): what only the first loads is the tool's code; the rest is the page's own.
  const withTool = await scriptsOf('/EN/SPL');
  const withoutTool = await scriptsOf('/EN/landing-page-demo');
  const bookingChunks = [...withTool].filter(([path]) => !withoutTool.has(path));
  const bookingBytes = bookingChunks.reduce((sum, [, size]) => sum + size, 0);
  const pageBytes = [...withTool].filter(([path]) => withoutTool.has(path)).reduce((sum, [, size]) => sum + size, 0);

  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/EN`);
  await waitForHydration(page);

  const choose = async (label: string, typed: string) => {
    const field = page.getByRole('combobox', { name: label, exact: true });
    await field.fill(typed);
    await page.getByRole('listbox', { name: label }).getByRole('option').first().waitFor();
    await field.press('ArrowDown');
    await field.press('Enter');
  };
  await choose('Departure address', '69001');
  await page.getByRole('combobox', { name: 'Arrival country' }).selectOption('DE');
  await choose('Arrival address', 'Stuttgart');

  const timings: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const elapsed = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('.offer-card:not(.is-loading)')) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          document.querySelector<HTMLButtonElement>('.quote-form__send')!.click();
        }),
    );
    timings.push(elapsed);
    await page.getByRole('button', { name: 'Modify my request' }).click();
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)]!;
  const worst = timings.at(-1)!;

  const section = `
## The quote tool and the pages' JavaScript in the browser (issues 4 and 5)

Measured by \`tests/bench/booking-bench.ts\` (part of \`make bench\`) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()},
headless Chromium and the server on the same machine, production build, local adapters, PostgreSQL.

| measure | figure | target |
| --- | --- | --- |
| quote tool JavaScript, loaded apart from the page's own code (gzip) | ${kib(bookingBytes)} in ${bookingChunks.length} chunks (${bookingChunks.map(([path]) => path.replace('/assets/', '')).join(', ')}) | ≤ 150 KB — ${bookingBytes <= 150 * 1024 ? 'met' : '**not met**'} |
| a marketing page's JavaScript before any interaction (gzip): scripts fetched + inline code and data | ${kib(heaviest.scripts)} + ${kib(heaviest.inline)} = ${kib(beforeBytes)} | ≤ 60 KB (issue 5) — ${beforeBytes <= 60_000 ? 'met' : '**not met**'} |
| a landing page's own JavaScript, fetched at the first interaction (gzip) | ${kib(pageBytes)} | — |
| send → first priced card, median of ${RUNS} | ${Math.round(median)} ms | — |
| send → first priced card, slowest of ${RUNS} | ${Math.round(worst)} ms | — |

"Before any interaction" is a fresh visit left untouched until the network is idle (the heavier
of /EN/SPL and /EN/landing-page-demo); the page's scripts start at the first pointer, touch,
key, wheel, scroll or focus event (ADR 0010).
"Send → first priced card" runs from the click on the send button (validation, POST /api/quotes,
then the streamed GET of the offers) to the first offer card that leaves its loading state.
`;
  writeReportSection('booking', section);
  console.log(section);
} finally {
  await browser.close();
  await app.stop();
  await testDb.drop();
}
