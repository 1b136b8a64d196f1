// The quote tool's budgets (issue 4): the gzip size of its JavaScript, loaded apart from the
// marketing pages' code, and the time from "send" to the first priced card on the local
// adapters. Writes its section of docs/benchmarks.md between the booking markers.
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { startAppServer } from '../helpers/app-server.ts';
import { launchBrowser, waitForHydration } from '../helpers/browser.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { writeReportSection } from './report-section.ts';

const RUNS = Number(process.env.BENCH_BOOKING_RUNS ?? 15);

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const testDb = await createTestDatabase('bench_booking');
const app = await startAppServer({ databaseUrl: testDb.url, seed: true });
const browser = await launchBrowser();
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

try {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Paris' });
  /** The scripts (path → gzip bytes) a fresh visit to `path` loads before anyone touches it. */
  const scriptsOf = async (path: string) => {
    const visit = await context.newPage();
    const scripts = new Map<string, number>();
    visit.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    });
    await visit.goto(`${app.baseUrl}${path}`);
    await waitForHydration(visit);
    await visit.waitForLoadState('networkidle');
    await visit.close();
    return scripts;
  };
  // The same landing-page module with and without the quote tool: what only the first loads is
  // the tool's code; the rest is the page's own.
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
## The quote tool in the browser (issue 4)

Measured by \`tests/bench/booking-bench.ts\` (part of \`make bench\`) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()},
headless Chromium and the server on the same machine, production build, local adapters, PostgreSQL.

| measure | figure | target |
| --- | --- | --- |
| quote tool JavaScript, loaded apart from the page's own code (gzip) | ${kib(bookingBytes)} in ${bookingChunks.length} chunks (${bookingChunks.map(([path]) => path.replace('/assets/', '')).join(', ')}) | ≤ 150 KB — ${bookingBytes <= 150 * 1024 ? 'met' : '**not met**'} |
| a landing page's own JavaScript, loaded before any interaction (gzip) | ${kib(pageBytes)} | ≤ 60 KB before interaction (issue 5) — ${pageBytes <= 60 * 1024 ? 'met' : '**not met**'} |
| send → first priced card, median of ${RUNS} | ${Math.round(median)} ms | — |
| send → first priced card, slowest of ${RUNS} | ${Math.round(worst)} ms | — |

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
