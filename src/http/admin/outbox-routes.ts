import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { listInput } from './staff-request.ts';

/** Every email the product owes, what failed and why, and sending one again. */
export function outboxRoutes(admin: ApplicationServices['admin']): Router {
  const router = Router();
  router.get('/admin/outbox', async (req, res) => {
    const { page, pageSize } = listInput.parse(req.query);
    const status = z
      .enum(['pending', 'sending', 'sent', 'failed'])
      .optional()
      .parse(req.query.status || undefined);
    res.json(await admin.listOutbox(status, { page, pageSize }));
  });

  router.post('/admin/outbox/:id/resend', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await admin.resendFromOutbox(id.data))) return void res.status(404).json({ error: 'not_found' });
    res.status(202).json({ status: 'pending' });
  });
  return router;
}
