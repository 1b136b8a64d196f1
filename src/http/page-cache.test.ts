import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../tests/helpers/listen.ts';
import { type PageCache, pageCache } from './page-cache.ts';

// The cache in front of a render that counts its calls: what a flood of addresses nobody links
// to (home-{anything}, other letter cases) does to the pages the site links to.

const renders = new Map<string, number>();
let cache: PageCache;
let site: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  cache = pageCache({
    render: async (request) => {
      const { pathname } = new URL(request.url);
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
      return new Response(`<!doctype html><html><body><h1>${pathname}</h1>${'<p>Transport urgent</p>'.repeat(200)}</body></html>`, {
        headers: { 'content-type': 'text/html' },
      });
    },
    buildVersion: 'build-1',
    links: () => LINKS,
    formDefaults: () => '2026-11-24 2026-11-24T10:45',
    siteUrl: 'https://flash.example',
    frameOrigins: () => [],
    maxEntries: 300,
    maxVariantEntries: 50,
  });
  const app = express();
  app.use(cache.middleware);
  app.use((_req, res) => void res.status(404).end());
  site = await listen(app);
});

afterAll(() => site?.close());

const LINKS = {};
const get = (pathname: string) => fetch(`${site.baseUrl}${pathname}`, { headers: { 'accept-encoding': 'br' } });

describe('the page cache under addresses nobody links to', () => {
  it('keeps /FR through 300 distinct home- addresses, and keeps at most its variant bound of them', async () => {
    expect((await get('/FR')).status).toBe(200);
    for (let index = 0; index < 300; index++) expect((await get(`/FR/home-junk-${index}`)).status).toBe(200);
    for (const pathname of ['/fr', '/Fr/Transport-Urgent', '/FR/TRANSPORT-URGENT']) expect((await get(pathname)).status).toBe(200);
    expect((await get('/FR')).status).toBe(200);
    expect(renders.get('/FR')).toBe(1);
    expect(cache.size()).toEqual({ canonical: 1, variants: 50 });
  });

  it('still keeps a home variant that is asked for again, compressed', async () => {
    await get('/EN/home-campaign');
    const again = await get('/EN/home-campaign');
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toContain('<h1>/EN/home-campaign</h1>');
    expect(renders.get('/EN/home-campaign')).toBe(1);
  });
});
