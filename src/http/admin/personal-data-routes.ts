import { Router } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { answeringRefusals, staffSays, staffWrite } from './staff-request.ts';

/** A person's data: everything kept about an email address, as JSON, and its erasure. */
export function personalDataRoutes(services: ApplicationServices): Router {
  const { admin } = services;
  const router = Router();
  router.get('/admin/personal-data', (req, res) =>
    answeringRefusals(res, async () => {
      const exported = await admin.exportPersonalData(typeof req.query.email === 'string' ? req.query.email : '');
      res
        .attachment(`personal-data-${new Date().toISOString().slice(0, 10)}.json`)
        .json({ exportedAt: new Date().toISOString(), ...exported });
    }),
  );

  router.post(
    '/admin/personal-data/erase',
    staffWrite(
      services,
      'erasePersonalData',
      (req) => ({ email: req.body?.email }),
      (res, { records }) => res.status(200).json({ records, message: staffSays('admin.personalData.erased', { count: String(records) }) }),
    ),
  );
  return router;
}
