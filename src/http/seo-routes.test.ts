import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo-routes.ts';

describe('sitemap and robots', () => {
  const site = 'https://flash.example';

  it('lists every public page in every language, with its alternates', () => {
    const xml = sitemapXml(site);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(11 * 5);
    for (const expected of [
      'https://flash.example/FR',
      'https://flash.example/EN/transport-urgent',
      'https://flash.example/IT/landing-page-demo',
      'https://flash.example/DE/SPL',
    ]) {
      expect(locations).toContain(expected);
    }
    expect(locations.some((location) => location?.includes('admin'))).toBe(false);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://flash.example/FR/solutions-automobile"/>');
    expect(xml.match(/hreflang="es" href="https:\/\/flash.example\/ES\/index2"/g)).toHaveLength(5);
  });

  it('keeps crawlers out of the back office and names the sitemap', () => {
    const robots = robotsTxt(site);
    expect(robots).toContain('Disallow: /FR/admin');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /EN/quote');
    expect(robots).toContain('Sitemap: https://flash.example/sitemap.xml');
  });
});
