import { Router } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';

/** /healthz: the process answers. /readyz: it can serve, so a load balancer may send traffic. */
export function healthRoutes(services: ApplicationServices): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const readiness = await services.checkReadiness();
    res
      .status(readiness.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: readiness.ready ? 'ready' : 'unavailable', checks: readiness.checks });
  });
  return router;
}
