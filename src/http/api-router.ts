import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { requestLanguage } from './messages.ts';
import { refuseAtEdge } from './edge-refusals.ts';

/** JSON everywhere; the consent banner's form posts urlencoded (the staff page's forms post to the page itself). */
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
  router.use((req, res) => {
    const allowed = methodsAt(features, req.path);
    const language = requestLanguage(undefined, req.get('accept-language'));
    if (allowed.length === 0) return refuseAtEdge(res, 'noRoute', language);
    res.set('Allow', allowed.join(', '));
    refuseAtEdge(res, 'methodNotAllowed', language);
  });
  return router;
}

interface RouterLayer {
  match(path: string): unknown;
  route?: { methods: Record<string, boolean> };
  handle: { stack?: RouterLayer[] };
}

/** The methods the features answer at `path` (an unknown method on a known path is 405, not 404). */
export function methodsAt(routers: Router[], path: string): string[] {
  const methods = new Set<string>();
  const visit = (stack: RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route && layer.match(path)) for (const method of Object.keys(layer.route.methods)) methods.add(method.toUpperCase());
      // Routers mounted without a path (the admin's staff routes) are searched too.
      else if (!layer.route && layer.handle.stack && layer.match(path)) visit(layer.handle.stack);
    }
  };
  for (const router of routers) visit((router as unknown as { stack: RouterLayer[] }).stack);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

function acceptedBodyTypes(req: Request, res: Response, next: NextFunction) {
  if (!req.is(BODY_TYPES) && hasBody(req)) {
    res.set('Connection', 'close');
    return refuseAtEdge(res, 'unsupportedType', requestLanguage(undefined, req.get('accept-language')));
  }
  next();
}

export function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}
