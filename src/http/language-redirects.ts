import type { RequestHandler } from 'express';
import { DEFAULT_LANGUAGE, languagePrefix } from '../domain/language.ts';
import { isUnprefixedPagePath } from '../domain/site-map.ts';

/** Spec §2: / goes to /FR, and a named page without its language prefix to its French version. */
export const languageRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const home = languagePrefix(DEFAULT_LANGUAGE);
  // The target is in origin form here (request-shape.ts): its query is what follows the first '?'.
  const start = req.originalUrl.indexOf('?');
  const query = start === -1 ? '' : req.originalUrl.slice(start);
  if (req.path === '/') return res.redirect(302, `${home}${query}`);
  if (isUnprefixedPagePath(req.path)) return res.redirect(302, `${home}${req.path}${query}`);
  next();
};
