import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { createApp } from '#src/http/app.ts';
import { listen } from '../helpers/listen.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// The pages themselves are exercised in the browser suite; here a page answers with its path
// so the routing in front of it (health, /api, redirects) can be checked in isolation.
const echoPage: RequestHandler = (req, res) => {
  res.type('text/plain').send(`page ${req.path}`);
};

let testDb: TestDatabase;
let composition: Composition;
let server: Awaited<ReturnType<typeof listen>>;
const logger = recordingLogger();

beforeAll(async () => {
  testDb = await createTestDatabase('http');
  const config = loadConfig({ DATABASE_URL: testDb.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) });
  composition = await compose(config, logger);
  server = await listen(createApp({ services: composition.services, pages: echoPage }));
});

afterAll(async () => {
  await server?.close();
  await composition?.dispose();
  await testDb?.drop();
});

const get = (pathname: string, init?: RequestInit) => fetch(`${server.baseUrl}${pathname}`, { redirect: 'manual', ...init });

describe('the road distances offered under the ODbL (NOTICE, docs/distances.md)', () => {
  it('serves the table the estimate uses, its towns and the licence; nothing else of the folder', async () => {
    const table = await get('/open-data/french-road-distances.csv');
    expect(table.status).toBe(200);
    expect(table.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await table.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('from_insee,to_insee,road_km,drive_minutes');
    expect(lines).toHaveLength(6_481);
    expect((await (await get('/open-data/french-cities.csv')).text()).split(/\r?\n/)[1]).toMatch(/^75056,Paris,/);
    expect(await (await get('/open-data/ODbL-1.0.txt')).text()).toContain('Open Database License');
    // Anything else goes on to the pages (here the echo), never to the folder or beside it.
    expect(await (await get('/open-data/README.md')).text()).toBe('page /open-data/README.md');
    expect(await (await get('/open-data/..%2Fvehicles.json')).text()).not.toContain('"code"');
  });
});

describe('HTTP edge', () => {
  it('logs a 5,000-character unknown path cut to 200 characters, its length said', async () => {
    const probe = `/api/${'x'.repeat(4_995)}`;
    expect((await get(probe)).status).toBe(404);
    await expect.poll(() => logger.lines.some((line) => line.message === 'request' && line.meta?.status === 404)).toBe(true);
    const logged = logger.lines
      .filter((line) => String(line.meta?.path ?? '').startsWith('/api/xxx'))
      .map((line) => String(line.meta!.path));
    expect(logged.length).toBeGreaterThan(0);
    for (const path of logged) expect(path).toBe(`/api/${'x'.repeat(195)}… (5000 characters)`);
  });

  it('redirects / to /FR and unprefixed pages to their French version, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/', '/FR'],
      ['/landing-page-demo', '/FR/landing-page-demo'],
      ['/admin', '/FR/admin'],
      ['/SPL?utm_source=mail', '/FR/SPL?utm_source=mail'],
      ['/home-marseille', '/FR/home-marseille'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('hands language routes and unknown paths to the pages', async () => {
    for (const pathname of ['/FR', '/en/SPL', '/FR/no-such-page', '/no-such-page']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(`page ${pathname}`);
    }
  });

  it('answers unknown /api paths with JSON, and malformed JSON with 400', async () => {
    const missing = await get('/api/no-such-endpoint');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'not_found', message: "Cette adresse n'existe pas." });

    const malformed = await get('/api/anything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'bad_request',
      message: 'Requête invalide. Veuillez vérifier les informations envoyées.',
    });
  });

  it('sends the security headers on pages and API answers alike', async () => {
    for (const pathname of ['/FR', '/api/no-such-endpoint', '/healthz']) {
      const response = await get(pathname);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(response.headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), pathname).toBeNull(); // plain HTTP here
    }
  });

  it('gives every response a request id, and keeps a sane one from the proxy', async () => {
    const fresh = await get('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await get('/healthz', { headers: { 'x-request-id': 'lb-1234' } });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-1234');
    const hostile = await get('/healthz', { headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers.get('x-request-id')).not.toContain('<');
  });
});

describe('health probes', () => {
  it('/healthz and /readyz answer 200 while the database is up', async () => {
    expect((await get('/healthz')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
  });

  it('/readyz answers 503 once the database is gone, while /healthz stays 200', async () => {
    await testDb.drop();
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'down' } });
    expect((await get('/healthz')).status).toBe(200);
  });
});
