import { isApiV1Request } from './problem.ts';
import type { RequestHandler } from 'express';

/**
 * CSRF defence for cookie-authenticated writes, on top of SameSite=Strict cookies: a write
 * whose Origin (or, failing that, Referer) names another site is refused. /api/v1 is not
 * cookie-authenticated (a bearer key, which no other site's page can send): its callers'
 * Origin is theirs to set, and its answers are its own (problem documents).
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  if (isApiV1Request(req)) return next();
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
