import { fileURLToPath } from 'node:url';
import { Router } from 'express';

// The road distances the estimate is derived from are © OpenStreetMap contributors under the
// Open Database License, which asks a derived database to be offered under the same licence:
// the table as the product uses it, the towns it names, and the licence's text.
const FOLDER = fileURLToPath(new URL('../../fixtures/road-distances/', import.meta.url));
const FILES = {
  'french-road-distances.csv': 'text/csv; charset=utf-8',
  'french-cities.csv': 'text/csv; charset=utf-8',
  'ODbL-1.0.txt': 'text/plain; charset=utf-8',
} as const;

export function openDataRoutes(): Router {
  const router = Router();
  for (const [file, type] of Object.entries(FILES))
    router.get(`/open-data/${file}`, (_req, res, next) => {
      res.type(type).set('Cache-Control', 'public, max-age=86400');
      res.sendFile(file, { root: FOLDER }, (error) => error && next(error));
    });
  return router;
}
