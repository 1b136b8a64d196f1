import express, { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../composition/application-services.ts';
import { inboxRoutes } from './admin/inbox-routes.ts';
import { integrationRoutes } from './admin/integration-routes.ts';
import { invoiceRoutes } from './admin/invoice-routes.ts';
import { outboxRoutes } from './admin/outbox-routes.ts';
import { personalDataRoutes } from './admin/personal-data-routes.ts';
import { recordsRoutes } from './admin/records-routes.ts';
import { refuseMalformed } from './admin/staff-request.ts';
import { loginRoute, requireStaff, sessionRoutes } from './admin/staff-session.ts';
import { transportRoutes } from './admin/transport-routes.ts';
import { carrierRoutes } from './admin/carrier-routes.ts';
import { purchaseRoutes } from './admin/purchase-routes.ts';

/**
 * The back office API (docs/api.md), one router per thing it serves (src/http/admin). Login is
 * the one open door; every other route needs a live session (401 otherwise), and every write its
 * CSRF token too (403 otherwise).
 */
export function adminApi(services: ApplicationServices, { sessionCheckMs }: { sessionCheckMs?: number } = {}): Router {
  const { admin } = services;
  const router = Router();
  router.use(loginRoute(admin));

  const staff = Router();
  staff.use('/admin', ...requireStaff(services));
  staff.use(
    sessionRoutes(admin),
    recordsRoutes(services),
    inboxRoutes(admin, { sessionCheckMs }),
    transportRoutes(services),
    carrierRoutes(services),
    purchaseRoutes(services),
    integrationRoutes(services),
    outboxRoutes(services),
    invoiceRoutes(services),
    personalDataRoutes(services),
  );
  router.use(staff);
  // zod errors from query parsing are bad requests, not faults.
  router.use('/admin', ((error, _req, res, next) => {
    if (error instanceof z.ZodError) return void refuseMalformed(res, error.issues);
    next(error);
  }) as express.ErrorRequestHandler);
  return router;
}
