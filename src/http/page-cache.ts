import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LANGUAGES, languagePrefix, parseLanguage } from '../domain/language.ts';
import { SITE_PAGES, findSitePage, isHomeVariant } from '../domain/site-map.ts';
import { CONSENT_COOKIE } from './consent-cookie.ts';
import { pageContentSecurityPolicy } from './content-security-policy.ts';
import { readCookie } from './cookies.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Renders a page as the server would for a request (React Router's handler on the build). */
export type RenderPage = (request: globalThis.Request) => Promise<globalThis.Response>;

export interface PageCacheOptions {
  render: RenderPage;
  /** what a new build changes (its assets version): pages of another build are never served */
  buildVersion: string;
  /** the external links the pages show, as configured now: another object renders them again */
  links: () => object;
  /**
   * What the quote form on a page shows by default and changes with time (today's date, the
   * earliest pickup slot): a page is kept per value, so at most a quarter of an hour.
   */
  formDefaults: () => string;
  /** the site's own address (SITE_URL): never the request's Host, which a visitor writes */
  siteUrl: string;
  /** origins the pages may frame (the demo video), as configured now */
  frameOrigins: () => string[];
  /** how many pages at their canonical address to keep; the least recently served goes first */
  maxEntries?: number;
  /** how many pages at any other address (home-{name}, other letter cases) to keep, likewise */
  maxVariantEntries?: number;
}

interface CachedPage {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  csp: string;
}

// A page is the same for every visitor of a language with the same consent choice:
// kept rendered and compressed, and sent as a static file would be. Per-visitor pages (the
// offers of a quote, the admin) and anything with a query string are rendered each time.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const CANONICAL_AGENT = 'flash-page-cache-bot/1';

/** The public pages, the same for everyone: /{lang}, a marketing page, a home variant, the quote form. */
export function isSharedPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || segments.length > 2 || !parseLanguage(segments[0])) return false;
  const page = segments[1];
  if (page === undefined || page === 'quote') return true;
  const sitePage = findSitePage(page);
  return (sitePage !== undefined && sitePage !== 'admin') || isHomeVariant(page);
}

/**
 * The addresses the site links to (/FR, /FR/quote, /FR/transport-urgent…): a fixed, small set.
 * Every other shared address is a free name (home-{name}) or another letter case of one of
 * these, as many as a visitor cares to type.
 */
const CANONICAL_PATHS = new Set(
  LANGUAGES.flatMap((language) =>
    ['', '/quote', ...SITE_PAGES.filter((page) => page !== 'admin').map((page) => `/${page}`)].map(
      (page) => `${languagePrefix(language)}${page}`,
    ),
  ),
);

/**
 * How the cache stays bounded whatever is asked of it (ADR 0015): pages at their canonical
 * address are kept in a tier of their own, compressed at the best levels once; pages at any
 * other address go to a small tier of their own, compressed at cheap levels, so a flood of new
 * addresses costs about a render each and never pushes a canonical page out.
 */
const CANONICAL = { compression: { gzipLevel: 9, brotliQuality: 11 } };
const VARIANT = { compression: { gzipLevel: 1, brotliQuality: 4 } };
type Compression = (typeof CANONICAL)['compression'];

/** The consent choice a page shows: its banner, or not. */
function consentOf(req: Request): 'accepted' | 'refused' | 'none' {
  const consent = readCookie(req.headers.cookie ?? null, CONSENT_COOKIE);
  return consent === 'accepted' || consent === 'refused' ? consent : 'none';
}

/** The inline scripts of a page, allowed by their hashes: the same bytes for every visitor, no nonce to keep. */
function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]) hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return [...hashes];
}

function wantedEncoding(req: Request): 'br' | 'gzip' | undefined {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : undefined;
}

export interface PageCache {
  middleware: RequestHandler;
  /** pages kept now at their canonical address and at any other, for tests and the benchmark */
  size(): { canonical: number; variants: number };
}

export function pageCache(options: PageCacheOptions): PageCache {
  const canonical = { ...CANONICAL, pages: new Map<string, CachedPage>(), maxEntries: options.maxEntries ?? 300 };
  const variants = { ...VARIANT, pages: new Map<string, CachedPage>(), maxEntries: options.maxVariantEntries ?? 50 };
  const filling = new Map<string, Promise<CachedPage | undefined>>();
  let links = options.links();

  /** New links (config/site-links.json changed, see liveSiteLinks) empty the cache. */
  const dropIfLinksChanged = () => {
    const current = options.links();
    if (current !== links) {
      links = current;
      canonical.pages.clear();
      variants.pages.clear();
    }
  };

  const fill = async (req: Request, consent: string, compression: Compression): Promise<CachedPage | undefined> => {
    // A canonical request: nothing of this visitor but the consent choice reaches the render.
    const url = new URL(req.path, options.siteUrl);
    const headers = new Headers({ 'user-agent': CANONICAL_AGENT, accept: 'text/html' });
    if (consent !== 'none') headers.set('cookie', `${CONSENT_COOKIE}=${consent}`);
    const response = await options.render(new Request(url, { headers }));
    const html = await response.text();
    if (response.status !== 200 || response.headers.has('set-cookie')) return undefined;
    const body = Buffer.from(html);
    const [gzipped, brotlied] = await Promise.all([
      gzip(body, { level: compression.gzipLevel }),
      brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ]);
    return {
      body,
      gzip: gzipped,
      brotli: brotlied,
      etag: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      csp: pageContentSecurityPolicy({ scriptSources: scriptHashes(html), frameOrigins: options.frameOrigins() }),
    };
  };

  const send = (req: Request, res: Response, page: CachedPage) => {
    const encoding = wantedEncoding(req);
    const etag = `"${page.etag}${encoding ? `-${encoding}` : ''}"`;
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    res.setHeader('ETag', etag);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Any representation of this page the client holds is still right.
    const held = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (held.some((tag) => tag === '*' || tag.replace(/-(br|gzip)"$/, '"') === `"${page.etag}"`)) {
      res.status(304).end();
      return;
    }
    const bytes = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(bytes.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
  };

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.includes('?') || !isSharedPage(req.path)) return next();
    dropIfLinksChanged();
    const consent = consentOf(req);
    const tier = CANONICAL_PATHS.has(req.path) ? canonical : variants;
    const key = `${options.buildVersion}|${options.formDefaults()}|${consent}|${req.path}`;
    const kept = tier.pages.get(key);
    if (kept) {
      // Most recently served last: the first entry is the one to drop.
      tier.pages.delete(key);
      tier.pages.set(key, kept);
      send(req, res, kept);
      return;
    }
    let pending = filling.get(key);
    if (!pending) {
      pending = fill(req, consent, tier.compression).finally(() => filling.delete(key));
      filling.set(key, pending);
    }
    pending.then(
      (page) => {
        if (!page) return next();
        tier.pages.set(key, page);
        while (tier.pages.size > tier.maxEntries) tier.pages.delete(tier.pages.keys().next().value!);
        send(req, res, page);
      },
      (error: unknown) => next(error),
    );
  };

  return { middleware, size: () => ({ canonical: canonical.pages.size, variants: variants.pages.size }) };
}
