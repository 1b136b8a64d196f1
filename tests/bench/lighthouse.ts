// Lighthouse (mobile profile) against the production server on the system Chromium (issue 5):
// the fr home and transport-urgent pages. Writes its section of docs/benchmarks.md.
import { cpus } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from '../helpers/app-server.ts';
import { CHROMIUM } from '../helpers/browser.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { writeReportSection } from './report-section.ts';

const PAGES = ['/FR', '/FR/transport-urgent'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;

const testDb = await createTestDatabase('bench_lighthouse');
const app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

// A warm server, as visitors meet it: the first request after a start loads the page modules.
for (const page of PAGES) await (await fetch(`${app.baseUrl}${page}`)).text();

const rows: string[] = [];
let allMet = true;
try {
  for (const page of PAGES) {
    // Scores move from run to run on a shared machine: the median of RUNS is reported.
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const outcome = await lighthouse(`${app.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
      });
      if (outcome?.lhr.runtimeError) console.log(page, 'runtime error:', outcome.lhr.runtimeError.code, outcome.lhr.runtimeError.message);
      else if (outcome) runs.push(outcome);
    }
    runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
    const result = runs[Math.floor(runs.length / 2)];
    console.log(
      page,
      'performance of each run:',
      runs.map((run) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100)).join(', '),
    );
    const categories = result!.lhr.categories;
    const score = (id: keyof typeof TARGETS) => Math.round((categories[id]?.score ?? 0) * 100);
    const cells = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((id) => {
      const met = score(id) >= TARGETS[id];
      allMet &&= met;
      return `${score(id)}${met ? '' : ' **(below ' + TARGETS[id] + ')**'}`;
    });
    const audits = result!.lhr.audits;
    const metric = (id: string) => audits[id]?.displayValue ?? 'n/a';
    rows.push(
      `| ${page} | ${cells.join(' | ')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
    );
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    if (failing.length > 0) console.log(page, 'failing audits:', failing.join(', '));
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
  await app.stop();
  await testDb.drop();
}

const section = `
## Lighthouse, mobile profile (issue 5)

Run by \`tests/bench/lighthouse.ts\` (part of \`make bench\`) on ${new Date().toISOString().slice(0, 10)}, Lighthouse 13.5 on the
system Chromium, ${cpus().length} × ${cpus()[0]?.model.trim()}, against the production server on this machine (simulated
mobile throttling), median of ${RUNS} runs per page. Targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 — ${allMet ? 'met' : '**not all met**'}.

| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
writeReportSection('lighthouse', section);
console.log(section);
