// make bench: other visitors' quotes while forty PDFs are asked for at once, again and again
// (issue 35: documents are rendered off the event loop; the excess is told to wait, never a 503;
// quotes' p99 stays under 100 ms). Written to docs/benchmarks.md. Traffic stays on 127.0.0.1.
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { nodeSecrets } from '#src/adapters/security/node-secrets.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { writeReportSection } from './report-section.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PARALLEL_PDFS = 40;
const LINK_SIGNING_KEY = 'the pdf storm bench link key, 32+';
const testDb = await createTestDatabase('bench_pdf_storm');
const app = await startAppServer({
  databaseUrl: testDb.url,
  seed: !testDb.seeded,
  env: { QUOTE_RATE_LIMIT: '100000000', TRUST_PROXY: '1', LINK_SIGNING_KEY },
});
try {
  const shipper = apiClient(app.baseUrl);
  const { id } = (await (await shipper.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
  await (await shipper.get(`/api/quotes/${id}/offers`)).text();
  await shipper.put(`/api/quotes/${id}/contact`, claire);
  const database = new pg.Client({ connectionString: testDb.url });
  await database.connect();
  const ownerKey = (await database.query<{ owner_key: string }>('select owner_key from quotes where id = $1', [id])).rows[0]!.owner_key;
  await database.end();
  const pdfPath = `/FR/quote/${id}/document.pdf?share=${nodeSecrets({ current: LINK_SIGNING_KEY }).sign(`quote-share:${id}:${ownerKey}`)}`;

  /** Quotes created by other visitors for `seconds`: their rate and p99. */
  const quotes = (seconds: number) =>
    autocannon({
      url: app.baseUrl,
      connections: 4,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/quotes',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...lyonToStuttgart, pickupDate: tomorrow() }),
        },
      ],
    });

  /** Waves of forty PDFs at once, each from an address of its own, until `until` resolves. */
  async function storm(until: Promise<unknown>) {
    const statuses = new Map<number, number>();
    let done = false;
    void until.then(() => (done = true));
    let wave = 0;
    while (!done) {
      wave++;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_PDFS }, (_, index) =>
          fetch(`${app.baseUrl}${pdfPath}`, { headers: { 'x-forwarded-for': `10.${wave % 250}.${index}.1` } }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          }),
        ),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    return { waves: wave, statuses };
  }

  await quotes(3); // warm-up
  const calm = await quotes(SECONDS);
  const during = quotes(SECONDS);
  const { waves, statuses } = await storm(during);
  const stormy = await during;
  const count = (status: number) => statuses.get(status) ?? 0;
  const others = [...statuses].filter(([status]) => ![200, 429].includes(status)).reduce((sum, [, n]) => sum + n, 0);
  const met = stormy.latency.p99 < 100 && count(503) === 0 && others === 0;
  console.log(JSON.stringify({ calm: calm.latency.p99, stormy: stormy.latency.p99, statuses: Object.fromEntries(statuses) }));
  writeReportSection(
    'pdf-storm',
    `## Quotes during a storm of PDFs (issue 35)

Measured by \`tests/bench/pdf-storm-bench.ts\` (part of \`make bench\`) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()},
the embedded PostgreSQL: other visitors create quotes (\`POST /api/quotes\`, 4 connections, ${SECONDS} s)
while waves of ${PARALLEL_PDFS} quote PDFs are asked for at once, each from an address of its own.

| load | quotes/s | quotes p99 ms |
| --- | --- | --- |
| quotes alone | ${Math.round(calm.requests.average)} | ${calm.latency.p99} |
| quotes during the PDFs | ${Math.round(stormy.requests.average)} | ${stormy.latency.p99} |

PDFs asked for: ${waves} waves, ${count(200)} rendered (200), ${count(429)} told to wait (429, Retry-After),
${count(503)} answered 503, ${others} other answers. Target: no 503, quotes' p99 under 100 ms —
${met ? 'met' : '**not met**'}. The PDFs are rendered by a pool of worker threads (\`DOCUMENT_THREADS\`,
one less than the cores) with a queue of \`DOCUMENT_QUEUE\` (8); before, on the request's event loop,
15 of 40 answered 503 and quotes took 448 ms.`,
  );
} finally {
  await app.stop();
  await testDb.drop();
}
