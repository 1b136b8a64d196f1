// make bench, pages: a public page from the production server against nginx serving the same
// bytes from a file, measured in the same run on this machine (issue 17: ≥ 0.5 of nginx). Both
// answer with gzip, nginx from a file compressed beforehand (gzip_static) with a worker per core;
// 16 connections, 127.0.0.1 only, bounded in time.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort } from '../fakes/smtp-sink.ts';
import { peakRssMiB, startAppServer } from '../helpers/app-server.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { recordFigure } from './figures.ts';
import { writeReportSection } from './report-section.ts';
import { type AddedUp, addedUp, inTurns } from './turns.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PAGE = '/FR';
const FLOOD_REQUESTS = 200;

execFileSync('bash', ['tests/helpers/ensure-nginx.sh'], { stdio: 'inherit', timeout: 300_000 });

function load(url: string, seconds: number, skipAggregateResult = false) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    skipAggregateResult,
    headers: { 'accept-encoding': 'gzip', accept: 'text/html' },
  } as autocannon.Options);
}

const database = await createTestDatabase('bench_pages');
const app = await startAppServer({ databaseUrl: database.url, seed: !database.seeded });
const root = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
let nginx: ReturnType<typeof spawn> | undefined;
try {
  // The same bytes as the app sends, for nginx to serve as a file with gzip on.
  const html = await (await fetch(`${app.baseUrl}${PAGE}`, { headers: { 'accept-encoding': 'identity' } })).text();
  writeFileSync(path.join(root, 'index.html'), html);
  // nginx at its best: the file compressed once beforehand (gzip_static), as the app keeps it.
  writeFileSync(path.join(root, 'index.html.gz'), gzipSync(html, { level: 9 }));
  const nginxPort = await freePort();
  writeFileSync(
    path.join(root, 'nginx.conf'),
    `worker_processes auto;
daemon off;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}; proxy_temp_path ${root}; fastcgi_temp_path ${root}; uwsgi_temp_path ${root}; scgi_temp_path ${root};
  default_type text/html;
  gzip_static on;
  server { listen 127.0.0.1:${nginxPort}; root ${root}; location = ${PAGE} { try_files /index.html =404; } }
}
`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-c', path.join(root, 'nginx.conf'), '-p', root], { stdio: 'inherit' });
  const nginxUrl = `http://127.0.0.1:${nginxPort}${PAGE}`;
  await waitFor(nginxUrl);

  // Warm both, then load them in turns (two cores: never side by side; ADR 0062).
  await load(`${app.baseUrl}${PAGE}`, 3);
  await load(nginxUrl, 3);
  const [appSide, nginxSide] = await inTurns(
    (seconds) => load(`${app.baseUrl}${PAGE}`, seconds, true),
    (seconds) => load(nginxUrl, seconds, true),
    SECONDS,
  );
  const appTurns = addedUp(appSide, CONNECTIONS);
  const nginxTurns = addedUp(nginxSide, CONNECTIONS);
  const ratio = appTurns.perSecond / nginxTurns.perSecond;
  recordFigure('pages.fr.shareOfNginx', ratio);
  const flood = await addressFlood(app.baseUrl, html);
  const row = (name: string, { result, perSecond }: AddedUp) =>
    `| ${name} | ${Math.round(perSecond)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors} |`;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
  writeReportSection(
    'pages',
    `## A public page against nginx (issue 17)

${new Date().toISOString().slice(0, 10)}, ${machine}. \`${PAGE}\` (${Math.round(Buffer.byteLength(html) / 1024)} KB of HTML), gzip on both
sides, ${CONNECTIONS} connections, ${SECONDS} s each, in turns (app, nginx, nginx, app, twice); the app is the production
server (\`make run\`'s, one process), nginx ${nginxVersion()} serves the same bytes from a file compressed
beforehand (\`gzip_static\`, a worker per core). The app's peak RSS: ${peakRssMiB(app.pid)} MiB.

| server | req/s | p50 ms | p99 ms | non-2xx | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('app', appTurns)}
${row('nginx', nginxTurns)}

**App / nginx: ${ratio.toFixed(2)}** (target ≥ 0.5).

### Addresses nobody links to (issue 29)

The same server, ${FLOOD_REQUESTS} requests one at a time for each row, in this run: \`/FR\` from the cache,
then ${FLOOD_REQUESTS} \`/FR/home-…\` addresses never seen before (each rendered, compressed at the
cheap levels and kept in the variants' tier, which is bounded apart from the canonical pages).
The last row (20 times) is what a new address used to add on top of its render: \`/FR\`'s HTML
compressed at brotli 11 and gzip 9, in this process.

| request | median ms | p90 ms |
| --- | ---: | ---: |
| \`/FR\`, kept | ${flood.hit.median.toFixed(2)} | ${flood.hit.p90.toFixed(2)} |
| a never-seen \`/FR/home-…\` | ${flood.fresh.median.toFixed(2)} | ${flood.fresh.p90.toFixed(2)} |
| brotli 11 + gzip 9 of the page alone | ${flood.bestCompression.median.toFixed(2)} | ${flood.bestCompression.p90.toFixed(2)} |

**A never-seen address: ${(flood.fresh.median / flood.hit.median).toFixed(1)} × a kept page, ${(flood.fresh.median / flood.bestCompression.median).toFixed(2)} × the best
compression alone** (so less than a fresh render with brotli 11 when below 1). \`/FR\` still kept
after the flood: ${flood.stillKept ? 'yes' : 'no'}.`,
  );
  console.log(
    `pages: app ${Math.round(appTurns.perSecond)} req/s, nginx ${Math.round(nginxTurns.perSecond)} req/s, ratio ${ratio.toFixed(2)}`,
  );
} finally {
  nginx?.kill('SIGTERM');
  await app.stop();
  await database.drop();
}

/** Sequential timings of a kept page, never-seen addresses, and the best compression of the page. */
async function addressFlood(baseUrl: string, html: string) {
  const timed = async (work: () => Promise<unknown> | unknown, times = FLOOD_REQUESTS) => {
    const samples: number[] = [];
    for (let index = 0; index < times; index++) {
      const start = performance.now();
      await work();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)]!, p90: samples[Math.floor(samples.length * 0.9)]! };
  };
  const get = async (pathname: string) => {
    const response = await fetch(`${baseUrl}${pathname}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    return response;
  };
  // First, away from the requests: a pause of seconds between two would meet the server's
  // keep-alive limit on a reused connection.
  const bestCompression = await timed(() => {
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    gzipSync(html, { level: 9 });
  }, 20);
  const hit = await timed(() => get(PAGE));
  const etag = (await get(PAGE)).headers.get('etag');
  let index = 0;
  const fresh = await timed(() => get(`/FR/home-flood-${Date.now()}-${index++}`));
  // Kept: the same bytes (ETag) are answered as fast as before the flood.
  const after = await timed(() => get(PAGE));
  const stillKept = (await get(PAGE)).headers.get('etag') === etag && after.median < fresh.median / 2;
  return { hit, fresh, bestCompression, stillKept };
}

async function waitFor(url: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function nginxVersion(): string {
  // nginx prints its version on stderr.
  return spawnSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8', timeout: 5_000 }).stderr.trim().replace('nginx version: ', '') || 'nginx';
}
