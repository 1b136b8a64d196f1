import { Router } from 'express';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { staffWrite } from './staff-request.ts';

/** An accepted business account's API keys and webhook receivers, as staff manage them (the staff page's forms run the same writes). */
export function integrationRoutes(services: ApplicationServices): Router {
  const router = Router();
  // Keys are issued here and shown once, in this answer.
  router.post(
    '/admin/accounts/:id/api-keys',
    staffWrite(
      services,
      'issueKey',
      (req) => ({ accountId: req.params.id, name: req.body?.name }),
      (res, { key, record }) => res.status(201).json({ key, id: record.id, name: record.name, limitPerMinute: record.limitPerMinute }),
    ),
  );

  router.post(
    '/admin/api-keys/:id/revoke',
    staffWrite(
      services,
      'revokeKey',
      (req) => ({ keyId: req.params.id }),
      (res) => res.status(204).end(),
    ),
  );

  // Where an accepted account's events go; the signing secret is shown once.
  router.post(
    '/admin/accounts/:id/webhooks',
    staffWrite(
      services,
      'registerWebhook',
      (req) => ({ accountId: req.params.id, url: req.body?.url, events: req.body?.events }),
      (res, { endpoint, secret }) => res.status(201).json({ id: endpoint.id, url: endpoint.url, events: endpoint.events, secret }),
    ),
  );

  router.post(
    '/admin/accounts/:accountId/webhooks/:id/remove',
    staffWrite(
      services,
      'removeWebhook',
      (req) => ({ accountId: req.params.accountId, webhookId: req.params.id }),
      (res) => res.status(204).end(),
    ),
  );
  return router;
}
