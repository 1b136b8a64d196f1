import type { RequestHandler } from 'express';
import { DEFAULT_LANGUAGE, languagePrefix } from '../domain/language.ts';
import { isUnprefixedPagePath } from '../domain/site-map.ts';

/** Spec §2: / goes to /FR, and a named page without its language prefix to its French version. */
export const languageRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const home = languagePrefix(DEFAULT_LANGUAGE);
  // The query as parsed from the target, whatever form the target took.
  const query = new URL(req.originalUrl, 'http://localhost').search;
  if (req.path === '/') return res.redirect(302, `${home}${query}`);
  if (isUnprefixedPagePath(req.path)) return res.redirect(302, `${home}${req.path}${query}`);
  next();
};
