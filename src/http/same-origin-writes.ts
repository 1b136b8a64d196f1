import type { RequestHandler } from 'express';

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Strict cookies: a write
 * whose Origin (or, failing that, Referer) names another site is refused. /api/v1 is not behind
 * it (src/http/api-v1/edge.ts): a bearer key is its authority, which no other site's page can
 * send, and its callers' Origin is theirs to set.
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  const source = req.get('origin') ?? req.get('referer');
  if (!source) return next();
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    host = '';
  }
  if (host === req.get('host')) return next();
  res.status(403).json({ error: 'cross_site_request' });
};
