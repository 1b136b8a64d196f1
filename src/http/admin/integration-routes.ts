import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { InvalidInput } from '../../application/errors.ts';
import { WEBHOOK_EVENTS } from '../../domain/webhooks/webhook.ts';
import { readerLanguage, translate } from '../messages.ts';
import { staffSays } from './staff-request.ts';

/** An accepted business account's API keys and webhook receivers, as staff manage them. */
export function integrationRoutes({ admin, api }: Pick<ApplicationServices, 'admin' | 'api'>): Router {
  const router = Router();
  // Keys are issued here and shown once.
  router.post('/admin/accounts/:id/api-keys', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found' });
    if (!(await admin.isAccountAccepted(id.data)))
      return void res.status(409).json({ error: 'conflict', message: staffSays('admin.apiKeys.notApproved') });
    try {
      const { key, record } = await api.issueKey({ accountId: id.data, name: typeof req.body?.name === 'string' ? req.body.name : '' });
      // Shown once, in this answer; the staff page's form shows it on its own answer (web/routes/admin.tsx).
      res.status(201).json({ key, id: record.id, name: record.name, limitPerMinute: record.limitPerMinute });
    } catch (error) {
      if (error instanceof InvalidInput)
        return void res.status(400).json({ error: 'invalid', message: staffSays('admin.apiKeys.nameRequired') });
      throw error;
    }
  });

  router.post('/admin/api-keys/:id/revoke', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await api.revoke(id.data))) return void res.status(404).json({ error: 'not_found' });
    res.status(204).end();
  });

  // Where an accepted account's events go; the signing secret is shown once.
  router.post('/admin/accounts/:id/webhooks', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found' });
    const language = readerLanguage(req);
    if (!(await admin.isAccountAccepted(id.data)))
      return void res.status(409).json({ error: 'conflict', message: translate(language, 'admin.webhooks.notApproved') });
    const events = z.array(z.enum(WEBHOOK_EVENTS)).safeParse([req.body?.events ?? []].flat());
    try {
      const { endpoint, secret } = await api.registerWebhook(id.data, {
        url: typeof req.body?.url === 'string' ? req.body.url.trim() : '',
        events: events.success ? events.data : [],
      });
      res.status(201).json({ id: endpoint.id, url: endpoint.url, events: endpoint.events, secret });
    } catch (error) {
      if (!(error instanceof InvalidInput)) throw error;
      const reasons = error.errors.map((field) => translate(language, `validation.${field.key}`));
      res.status(400).json({ error: 'invalid', message: reasons.join(' ') });
    }
  });

  router.post('/admin/accounts/:accountId/webhooks/:id/remove', async (req, res) => {
    const ids = z.object({ accountId: z.uuid(), id: z.uuid() }).safeParse(req.params);
    if (!ids.success || !(await api.removeWebhook(ids.data.accountId, ids.data.id)))
      return void res.status(404).json({ error: 'not_found' });
    res.status(204).end();
  });
  return router;
}
