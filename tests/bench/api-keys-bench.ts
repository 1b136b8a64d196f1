// make bench: /api/v1 under one key against the same load spread over 16 keys (issue 28: a key's
// own requests are not serialised by its limit; one key runs at ≥ 0.8 of sixteen). Written to
// docs/benchmarks.md. Traffic stays on 127.0.0.1.
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { startAppServer } from '../helpers/app-server.ts';
import { lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { runProgram } from '../helpers/run-program.ts';
import { acceptAccountIn } from '../helpers/staff-user.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { writeReportSection } from './report-section.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const ACCOUNT = 'achats@bench.example';
const testDb = await createTestDatabase('bench_api_keys');
const env = { QUOTE_RATE_LIMIT: '100000000', TRUST_PROXY: '1' };
const app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env });
try {
  const account = await fetch(`${app.baseUrl}/api/leads/account-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: ACCOUNT,
      company: 'Bench SA',
      phone: '+33 1 00 00 00 00',
      country: 'France',
      language: 'Français',
      hasVat: true,
      acceptsMarketing: false,
      acceptsTerms: true,
    }),
  });
  if (account.status !== 201) throw new Error(`account request answered ${account.status}`);
  await acceptAccountIn(testDb.url, ACCOUNT);
  const keys = Array.from({ length: CONNECTIONS }, (_, index) => {
    const output = runProgram('src/api-key.ts', {
      env: { ...process.env, DATABASE_URL: testDb.url, ACCOUNT, NAME: `bench ${index}`, LIMIT: '10000', LOG_LEVEL: 'warn' },
    });
    const key = /(flk_[\w-]{43})/.exec(output)?.[1];
    if (!key) throw new Error(`no key issued: ${output}`);
    return key;
  });
  const body = JSON.stringify({ ...lyonToStuttgart, pickupDate: tomorrow(), language: 'en' });

  /** Quotes per second with each connection on `keyOf(connection)`. */
  async function run(keyOf: (connection: number) => string, seconds: number) {
    let connection = 0;
    const result = await autocannon({
      url: app.baseUrl,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/quotes',
          body,
          setupRequest: (request: autocannon.Request, context: { key?: string }) => {
            context.key ??= keyOf(connection++);
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${context.key}` },
            };
          },
        },
      ],
    } as autocannon.Options);
    return {
      rate: Math.round(result.requests.average),
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  }

  await run((index) => keys[index % CONNECTIONS]!, 3); // warm-up
  const spread = await run((index) => keys[index % CONNECTIONS]!, SECONDS);
  const single = await run(() => keys[0]!, SECONDS);
  const ratio = single.rate / spread.rate;
  console.log(JSON.stringify({ single, spread, ratio }));
  writeReportSection(
    'api-keys',
    `## /api/v1: one key against sixteen (issue 28)

Measured by \`tests/bench/api-keys-bench.ts\` (part of \`make bench\`) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()},
the embedded PostgreSQL: \`POST /api/v1/quotes\` (a quote created, priced and its contact given:
its offers in the answer) from ${CONNECTIONS} connections for ${SECONDS} s, first each with its own key,
then all on one key.

| load | quotes/s | p99 ms | non-2xx | errors |
| --- | --- | --- | --- | --- |
| ${CONNECTIONS} connections, ${CONNECTIONS} keys | ${spread.rate} | ${spread.p99} | ${spread.non2xx} | ${spread.errors} |
| ${CONNECTIONS} connections, one key | ${single.rate} | ${single.p99} | ${single.non2xx} | ${single.errors} |

One key against sixteen: **${ratio.toFixed(2)}** (target ≥ 0.8) — ${ratio >= 0.8 ? 'met' : '**not met**'}.

Each request counts a hit in its key's bucket (its limit per minute) and in its quota bucket (the
key's quotes per 10 minutes) of \`rate_limit_buckets\`: one row per bucket, a count per twentieth of
the window (ADR 0024), so a hit costs the same however many the bucket holds. One key's requests
still take its two rows' locks one at a time, each for one short statement. Until 2026-11-25 each
row kept every hit and rewrote them all at each hit: 0.70.`,
  );
} finally {
  await app.stop();
  await testDb.drop();
}
