import type { Request, RequestHandler } from 'express';
import { refuseAtEdge } from './edge-refusals.ts';
import { readerLanguage } from './messages.ts';

/**
 * Whether a write was sent from another site. The browser's own Sec-Fetch-Site says it first
 * (no page can set it): a page served with `Referrer-Policy: no-referrer` (a sign-in or driver's
 * link, whose token must not leak) posts its forms with `Origin: null`, which alone would refuse
 * the site's own form. Without it (an older browser), the Origin, or failing that the Referer,
 * must name this host.
 */
export function sentFromAnotherSite(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return false;
  const site = req.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const source = req.get('origin') ?? req.get('referer');
  if (!source) return false;
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    host = '';
  }
  return host !== req.get('host');
}

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Strict cookies: a write
 * whose Origin (or, failing that, Referer) names another site is refused. /api/v1 is not behind
 * it (src/http/api-v1/edge.ts): a bearer key is its authority, which no other site's page can
 * send, and its callers' Origin is theirs to set. The pages' forms have the same check in
 * page-request-guards.ts, answered as a page.
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (!sentFromAnotherSite(req)) return next();
  refuseAtEdge(res, 'otherSite', readerLanguage(req));
};
