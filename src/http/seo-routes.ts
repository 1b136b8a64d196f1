import { Router } from 'express';
import { LANGUAGES, languagePrefix } from '../domain/language.ts';
import { SITE_PAGES } from '../domain/site-map.ts';

/** The public pages, as paths after the language prefix ('' is the home page). */
const PUBLIC_PAGES = ['', ...SITE_PAGES.filter((page) => page !== 'admin')];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every public page in every language, each with its alternates (hreflang and x-default). */
export function sitemapXml(siteUrl: string): string {
  const url = (language: (typeof LANGUAGES)[number], page: string) =>
    escapeXml(`${siteUrl}${languagePrefix(language)}${page ? `/${page}` : ''}`);
  const entries = PUBLIC_PAGES.flatMap((page) =>
    LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${url(language, page)}</loc>`,
        ...LANGUAGES.map((other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(other, page)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('fr', page)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

/** Crawlers may read every page but the back office and visitors' own quotes; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  const privatePaths = [
    '/admin',
    ...LANGUAGES.flatMap((language) => [`${languagePrefix(language)}/admin`, `${languagePrefix(language)}/quote`]),
  ];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

export function seoRoutes(siteUrl: string): Router {
  const router = Router();
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(siteUrl));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteUrl));
  });
  return router;
}
