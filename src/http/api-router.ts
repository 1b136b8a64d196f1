import express, { Router } from 'express';

/**
 * The BFF's JSON endpoints live under /api. Each feature mounts its own router here; anything
 * else under /api is a JSON 404, never an HTML page.
 */
export function apiRouter(features: Router[] = []): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  for (const feature of features) router.use(feature);
  router.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });
  return router;
}
