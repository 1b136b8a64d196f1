import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { TransportNotFound } from '../../application/transport/move-transport.ts';
import { answeringRefusals, staffWrite } from './staff-request.ts';
import { actorOf } from '../actor.ts';
import { CarrierNotFound } from '../../application/carriers/carrier-errors.ts';
import { scanHeaders } from '../scan-answer.ts';

/** The carriers' directory, and buying a confirmed transport from them: tenders, answers, the award. */
export function carrierRoutes(services: ApplicationServices): Router {
  const { carriers } = services;
  const router = Router();
  const body = (value: unknown) => (value ?? {}) as Record<string, unknown>;

  router.get('/admin/carriers', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ carriers: await carriers.directory.list() });
  });
  router.post(
    '/admin/carriers',
    staffWrite(
      services,
      'registerCarrier',
      (req) => ({ carrier: body(req.body) }),
      (res, carrier) => res.status(201).json({ carrier }),
    ),
  );
  router.post(
    '/admin/carriers/:id/documents',
    staffWrite(
      services,
      'recordCarrierDocument',
      (req) => ({ carrierId: req.params.id, document: body(req.body), file: null }),
      (res, entry) => res.status(201).json(entry),
    ),
  );
  router.post(
    '/admin/carriers/:id/documents/:documentId/check',
    staffWrite(
      services,
      'checkCarrierDocument',
      (req) => ({ carrierId: req.params.id, documentId: req.params.documentId }),
      (res, entry) => res.json(entry),
    ),
  );
  // A document's scan, for staff to check it against what was typed.
  router.get('/admin/carriers/:id/documents/:documentId/file', (req, res) =>
    answeringRefusals(res, async () => {
      const carrierId = z.uuid().safeParse(req.params.id);
      if (!carrierId.success) throw new CarrierNotFound();
      const file = await carriers.directory.documentFile(carrierId.data, req.params.documentId);
      res.set(scanHeaders(file)).send(Buffer.from(file.bytes));
    }),
  );

  // What the record shows of buying the transport: the carriers that fit, the tenders, the award and the margin.
  router.get('/admin/transports/:id/buying', (req, res) =>
    answeringRefusals(res, async () => {
      const id = z.uuid().safeParse(req.params.id);
      if (!id.success) throw new TransportNotFound();
      res.set('Cache-Control', 'no-store').json(await carriers.buy.view(id.data));
    }),
  );
  router.post(
    '/admin/transports/:id/tenders',
    staffWrite(
      services,
      'openTender',
      (req) => ({ quoteRequestId: req.params.id, tender: body(req.body) }),
      (res, tender) => res.status(201).json({ tender }),
    ),
  );
  router.post(
    '/admin/transports/:id/award',
    staffWrite(
      services,
      'awardCarrier',
      (req) => ({ quoteRequestId: req.params.id, award: body(req.body) }),
      (res, award) => res.status(201).json({ award }),
    ),
  );
  // The job's consignment note (CMR or lettre de voiture), as its steps have filled it.
  router.get('/admin/transports/:id/consignment-note.pdf', (req, res) =>
    answeringRefusals(res, async () => {
      const id = z.uuid().safeParse(req.params.id);
      if (!id.success) throw new TransportNotFound();
      const { reference, pdf } = await carriers.offer.consignmentNotePdf(actorOf(res), { quoteRequestId: id.data, language: 'fr' });
      res
        .set({ 'Cache-Control': 'private, no-store', 'Content-Disposition': `attachment; filename="${reference}-consignment-note.pdf"` })
        .type('application/pdf')
        .send(pdf);
    }),
  );
  router.post(
    '/admin/transports/:id/book-carrier',
    staffWrite(
      services,
      'bookCarrier',
      (req) => ({ quoteRequestId: req.params.id, booking: body(req.body) }),
      (res, award) => res.status(201).json({ award }),
    ),
  );
  return router;
}
