// make bench: how fast one app instance's outbox worker empties a backlog of emails into an SMTP
// server on this machine (issue 14: at least 100 emails/s per instance). Written to
// docs/benchmarks.md. Traffic stays on 127.0.0.1.
import { cpus } from 'node:os';
import pg from 'pg';
import { smtpSink } from '../fakes/smtp-sink.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { writeReportSection } from './report-section.ts';

const BACKLOG = Number(process.env.BENCH_EMAILS ?? 2_000);
const testDb = await createTestDatabase('bench_outbox');
const smtp = await smtpSink();
/** The sink's waitFor needs vitest; this is a plain script: it polls, bounded. */
async function arrived(count: number, timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; smtp.received.length < count;) {
    if (Date.now() > deadline) throw new Error(`only ${smtp.received.length} of ${count} emails arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const env = { SMTP_URL: smtp.url, AGENT_EMAIL: 'agents@flash.example', MAIL_FROM: 'Flash <noreply@flash.example>', OUTBOX_POLL_MS: '100' };

// One real confirmation gives the two messages whose snapshot the backlog repeats.
let app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env });
const visitor = apiClient(app.baseUrl);
const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
await visitor.get(`/api/quotes/${id}/offers`);
await visitor.put(`/api/quotes/${id}/contact`, claire);
await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
await arrived(2, 30_000);
await app.stop();

const db = new pg.Client({ connectionString: testDb.url });
await db.connect();
await db.query(
  `insert into outbox (id, created_at, kind, audience, email, language, reference, summary, status, attempts, next_attempt_at)
   select gen_random_uuid(), now(), kind, audience, email, language, reference, summary, 'pending', 0, now()
     from outbox, generate_series(1, $1 / 2)`,
  [BACKLOG],
);
await db.end();
smtp.received.length = 0;

const started = performance.now();
app = await startAppServer({ databaseUrl: testDb.url, env });
await arrived(BACKLOG, 300_000);
const seconds = (performance.now() - started) / 1000;
await app.stop();
await smtp.close();
await testDb.drop();

const rate = Math.round(BACKLOG / seconds);
console.log(JSON.stringify({ emails: BACKLOG, seconds, rate }));
writeReportSection(
  'outbox',
  `## Emails (issue 14): one instance's outbox worker

Measured by \`tests/bench/outbox-bench.ts\` (part of \`make bench\`) on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}:
a backlog of ${BACKLOG} rendered emails (agent summary and visitor confirmation) sent by a freshly
started production server to an SMTP server on the same machine, from process start to the last
message accepted.

| measure | figure | target |
| --- | --- | --- |
| emails per second, one instance | ${rate} (${BACKLOG} in ${seconds.toFixed(1)} s, start-up included) | ≥ 100 — ${rate >= 100 ? 'met' : '**not met**'} |`,
);
