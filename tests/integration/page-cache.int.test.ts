import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { reachableTempDir } from '../helpers/reachable-temp-dir.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 17: the pages that are the same for everyone are rendered once, kept compressed and sent
// with a strong ETag; nothing of one visitor may reach another through them.

let testDb: TestDatabase;
let app: AppServer;
let linksFile: string;
const links = await readFile(new URL('../../config/site-links.json', import.meta.url), 'utf8');

beforeAll(async () => {
  testDb = await createTestDatabase('page_cache');
  linksFile = path.join(await reachableTempDir('links-'), 'site-links.json');
  await writeFile(linksFile, links);
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { SITE_LINKS_FILE: linksFile } });
});

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

/** A page as a browser asks for it, not decoded (fetch would): the bytes on the wire and the headers. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${app.baseUrl}${pathname}`,
      { headers: { 'accept-encoding': 'identity', ...headers }, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const received = new Headers();
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) received.set(name, String(value));
          resolve({ status: response.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${pathname} took over 10 s`)));
    request.on('error', reject);
  });
}

const BANNER = 'class="cookie-banner"';

describe('pages shared by every visitor', () => {
  it('keep each visitor’s consent choice to that visitor', async () => {
    // The first visitor to fill the cache has accepted; the next has not chosen; the third refused.
    const accepted = await get('/FR/transport-premium', { cookie: 'cookie_consent=accepted' });
    const undecided = await get('/FR/transport-premium');
    const refused = await get('/FR/transport-premium', { cookie: 'cookie_consent=refused' });
    expect(accepted.body.toString()).not.toContain(BANNER);
    expect(undecided.body.toString()).toContain(BANNER);
    expect(refused.body.toString()).not.toContain(BANNER);
    expect((await get('/FR/transport-premium', { cookie: 'cookie_consent=accepted' })).body.toString()).not.toContain(BANNER);
    expect((await get('/FR/transport-premium')).body.toString()).toContain(BANNER);
  });

  it('never carry a session, a quote or a cookie of the visitor who filled them', async () => {
    const first = await get('/EN/transport-urgent', {
      cookie: 'admin_session=staff-secret-value; quote_owner=owner-secret-value',
      host: 'evil.example',
    });
    const second = await get('/EN/transport-urgent');
    expect(first.body.equals(second.body)).toBe(true);
    for (const response of [first, second]) {
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.body.toString()).not.toMatch(/staff-secret-value|owner-secret-value|evil\.example/);
    }
  });

  it('never carry the form another visitor posted', async () => {
    const form = new URLSearchParams({
      departureLocation: '',
      arrivalLocation: 'Stuttgart',
      comments: 'KEPT-FORM-SECRET',
      parcelCount: '1',
    });
    const refused = await fetch(`${app.baseUrl}/FR/quote`, { method: 'POST', body: form, headers: { origin: app.baseUrl } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('KEPT-FORM-SECRET');
    expect((await get('/FR/quote')).body.toString()).not.toContain('KEPT-FORM-SECRET');
  });

  it('are sent pre-compressed with a strong ETag, and 304 when the visitor has them', async () => {
    const plain = await get('/DE/landing-page-demo');
    const brotli = await get('/DE/landing-page-demo', { 'accept-encoding': 'br, gzip' });
    const gzip = await get('/DE/landing-page-demo', { 'accept-encoding': 'gzip' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const etag = brotli.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}-br"$/);
    expect((await get('/DE/landing-page-demo', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/DE/landing-page-demo', { 'if-none-match': '"another"' })).status).toBe(200);
  });

  it('are rendered again when the links file changes', async () => {
    const changed = links.replace(
      'https://www.linkedin.com/company/flash-group-example',
      'https://www.linkedin.com/company/flash-group-renamed',
    );
    expect(changed).not.toBe(links);
    expect((await get('/IT')).body.toString()).toContain('flash-group-example');
    await writeFile(linksFile, changed);
    await expect.poll(async () => (await get('/IT')).body.toString(), { timeout: 10_000 }).toContain('flash-group-renamed');
  });

  it('carry no staff styles, which come with the staff page only', async () => {
    expect((await get('/FR')).body.toString()).not.toContain('.admin__kpi');
    expect((await get('/EN/quote')).body.toString()).not.toContain('.admin__kpi');
    expect((await get('/FR/admin')).body.toString()).toContain('.admin__kpi');
  });

  it('leave the per-visitor pages to be rendered for each request', async () => {
    const admin = await get('/FR/admin');
    expect(admin.headers.get('cache-control')).not.toContain('public');
    expect(admin.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });
});
