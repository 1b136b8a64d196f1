import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Content-Security-Policy for the pages: scripts run only with this response's nonce (React
 * Router's inline data and module script, the inline loader) and what they load ('strict-dynamic');
 * no inline script without it, no plugin, no framing, forms post to this site only. The only
 * other origin is the demo video's, once the group configures it. The nonce reaches the page
 * through res.locals (pages.ts puts it in the load context).
 */
export function contentSecurityPolicy({ frameOrigins = () => [] }: { frameOrigins?: () => string[] } = {}): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader(
      'Content-Security-Policy',
      pageContentSecurityPolicy({ scriptSources: [`'nonce-${nonce}'`], frameOrigins: frameOrigins() }),
    );
    next();
  };
}

/**
 * The policy itself. `scriptSources` allow the page's own inline scripts: this response's nonce,
 * or, for a page rendered once and served to many (page-cache.ts), the hashes of its scripts.
 */
export function pageContentSecurityPolicy({ scriptSources, frameOrigins }: { scriptSources: string[]; frameOrigins: string[] }): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')} 'strict-dynamic' 'self'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigins.length ? frameOrigins.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}
