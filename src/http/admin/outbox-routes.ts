import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { listInput, staffWrite } from './staff-request.ts';

/** Every email the product owes, what failed and why, and sending one again. */
export function outboxRoutes(services: ApplicationServices): Router {
  const { admin } = services;
  const router = Router();
  router.get('/admin/outbox', async (req, res) => {
    const { page, pageSize } = listInput.parse(req.query);
    const status = z
      .enum(['pending', 'sending', 'sent', 'failed'])
      .optional()
      .parse(req.query.status || undefined);
    res.json(await admin.listOutbox(status, { page, pageSize }));
  });

  router.post(
    '/admin/outbox/:id/resend',
    staffWrite(
      services,
      'resendEmail',
      (req) => ({ emailId: req.params.id }),
      (res) => res.status(202).json({ status: 'pending' }),
    ),
  );
  return router;
}
