import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { requestLanguage, translate } from './messages.ts';

/** JSON everywhere; the forms of the consent banner and the staff login post urlencoded. */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * The BFF's JSON endpoints live under /api. Each feature mounts its own router here; anything
 * else under /api is a JSON 404, never an HTML page. A body of another type is 415, one over
 * 100 kB is 413 (express.json), each with a message in the request's language.
 */
export function apiRouter(features: Router[] = []): Router {
  const router = Router();
  router.use(acceptedBodyTypes);
  router.use(express.json({ limit: '100kb' }));
  for (const feature of features) router.use(feature);
  router.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });
  return router;
}

function acceptedBodyTypes(req: Request, res: Response, next: NextFunction) {
  if (!req.is(BODY_TYPES) && hasBody(req)) {
    const language = requestLanguage(undefined, req.get('accept-language'));
    res.set('Connection', 'close').status(415).json({ error: 'unsupported_media_type', message: translate(language, 'requestErrors.unsupportedType') });
    return;
  }
  next();
}

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}
