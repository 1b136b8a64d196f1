import { Router } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { InvalidInput } from '../../application/errors.ts';
import { currentStaff, staffSays } from './staff-request.ts';

/** A person's data: everything kept about an email address, as JSON, and its erasure. */
export function personalDataRoutes(admin: ApplicationServices['admin']): Router {
  const router = Router();
  router.get('/admin/personal-data', async (req, res) => {
    try {
      const exported = await admin.exportPersonalData(typeof req.query.email === 'string' ? req.query.email : '');
      res
        .attachment(`personal-data-${new Date().toISOString().slice(0, 10)}.json`)
        .json({ exportedAt: new Date().toISOString(), ...exported });
    } catch (error) {
      if (error instanceof InvalidInput)
        return void res.status(400).json({ error: 'invalid', message: staffSays('admin.personalData.emailInvalid') });
      throw error;
    }
  });

  router.post('/admin/personal-data/erase', async (req, res) => {
    try {
      const { records } = await admin.erasePersonalData({
        email: typeof req.body?.email === 'string' ? req.body.email : '',
        staffUserId: currentStaff(res).userId,
      });
      res.status(200).json({ records, message: staffSays('admin.personalData.erased', { count: String(records) }) });
    } catch (error) {
      if (error instanceof InvalidInput) {
        return void res.status(400).json({ error: 'invalid', message: staffSays('admin.personalData.emailInvalid') });
      }
      throw error;
    }
  });
  return router;
}
