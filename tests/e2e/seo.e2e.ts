import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/domain/language.ts';
import { SITE_PAGES } from '#src/domain/site-map.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 5 "Search engines": every public page in every language, as a crawler fetches it.

let testDb: TestDatabase;
let app: AppServer;
const SITE = 'https://www.flash.example';

beforeAll(async () => {
  testDb = await createTestDatabase('e2e_seo');
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { SITE_URL: SITE } });
});

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await testDb?.drop();
});

const PAGES = ['', 'home-summer', ...SITE_PAGES.filter((page) => page !== 'admin')];
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

async function crawl(path: string) {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
  const html = await response.text();
  const tags = (name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
  return { response, html, tags };
}

describe('search-engine metadata', () => {
  it('gives every page in every language its own title, lang, description, keywords, canonical and alternates', async () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      for (const page of PAGES) {
        const path = `/${language.toUpperCase()}${page ? `/${page}` : ''}`;
        const { response, html, tags } = await crawl(path);
        expect(response.status, path).toBe(200);
        expect(html, path).toContain(`<html lang="${language}"`);
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        expect(title, path).toBeTruthy();
        titles.add(title!);
        const meta = (name: string) => tags('meta').find((tag) => tag.includes(`name="${name}"`) || tag.includes(`property="${name}"`));
        expect(attribute(meta('description')!, 'content'), path).toBeTruthy();
        expect(attribute(meta('keywords')!, 'content'), path).toMatch(/,/);
        expect(attribute(meta('og:url')!, 'content'), path).toBe(`${SITE}${path}`);
        expect(attribute(meta('og:title')!, 'content'), path).toBe(title);
        const links = tags('link');
        expect(
          links.filter((tag) => tag.includes('rel="canonical"')).map((tag) => attribute(tag, 'href')),
          path,
        ).toEqual([`${SITE}${path}`]);
        const alternates = Object.fromEntries(
          links
            .filter((tag) => tag.includes('rel="alternate"'))
            .map((tag) => [attribute(tag, 'hrefLang') ?? attribute(tag, 'hreflang'), attribute(tag, 'href')]),
        );
        expect(alternates, path).toEqual({
          fr: `${SITE}/FR${page ? `/${page}` : ''}`,
          en: `${SITE}/EN${page ? `/${page}` : ''}`,
          de: `${SITE}/DE${page ? `/${page}` : ''}`,
          es: `${SITE}/ES${page ? `/${page}` : ''}`,
          it: `${SITE}/IT${page ? `/${page}` : ''}`,
          'x-default': `${SITE}/FR${page ? `/${page}` : ''}`,
        });
        const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
        const graph = (JSON.parse(jsonLd!) as { '@graph': { '@type': string }[] })['@graph'].map((node) => node['@type']);
        expect(graph, path).toEqual(page ? ['Organization', 'Service', 'BreadcrumbList'] : ['Organization', 'Service']);
      }
    }
    // Each landing page has a title of its own in each language (home variants share the variant's).
    expect(titles.size).toBe(LANGUAGES.length * PAGES.length);
  }, 60_000);

  it('keeps the back office and visitors’ quotes out of the index', async () => {
    const { html } = await crawl('/FR/quote');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const admin = await crawl('/FR/admin');
    expect(admin.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('serves the sitemap and robots.txt with the configured address', async () => {
    const sitemap = await fetch(`${app.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect([...xml.matchAll(/<loc>/g)]).toHaveLength((PAGES.length - 1) * LANGUAGES.length);
    expect(xml).toContain(`<loc>${SITE}/DE/transport-premium</loc>`);
    const robots = await (await fetch(`${app.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /FR/admin');
  });
});
