import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { TransportNotFound } from '../../application/transport/move-transport.ts';
import type { TransportRecord } from '../../ports/transport-log.ts';
import { answeringRefusals, staffWrite } from './staff-request.ts';

// The quote's owner key, from which its links are made, never leaves the server.
const transportView = ({ ownerKey: _secret, ...view }: TransportRecord) => view;

/** A confirmed transport followed to its delivery, one recorded step at a time. */
export function transportRoutes(services: ApplicationServices): Router {
  const { admin, transport } = services;
  const router = Router();
  // The "En cours" board: every transport under way, at risk first.
  router.get('/admin/transports', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await admin.viewTransportBoard());
  });

  router.get('/admin/transports/:id', (req, res) =>
    answeringRefusals(res, async () => {
      const id = z.uuid().safeParse(req.params.id);
      if (!id.success) throw new TransportNotFound();
      res.json({ transport: transportView(await admin.viewTransport(id.data)) });
    }),
  );

  router.post(
    '/admin/transports/:id/moves',
    staffWrite(
      services,
      'moveTransport',
      (req) => ({ quoteRequestId: req.params.id, move: (req.body ?? {}) as Record<string, unknown> }),
      (res, moved) => res.status(201).json({ transport: transportView(moved) }),
    ),
  );
  // The buyer's postal address a held invoice waits for; the invoice follows once delivered.
  router.put(
    '/admin/transports/:id/buyer-address',
    staffWrite(
      services,
      'keepBuyerAddress',
      (req) => ({ quoteRequestId: req.params.id, address: (req.body ?? {}) as Record<string, unknown> }),
      (res, kept) => res.json({ transport: transportView(kept) }),
    ),
  );

  // The photo a driver added to a problem reported from the phone.
  router.get('/admin/transports/:id/photos/:tap', (req, res) =>
    answeringRefusals(res, async () => {
      const ids = z.object({ id: z.uuid(), tap: z.uuid() }).safeParse(req.params);
      const photo = ids.success ? await transport.incidentPhoto(ids.data.id, ids.data.tap) : undefined;
      if (!photo) throw new TransportNotFound();
      res.set('Cache-Control', 'private, no-store').type(photo.type).send(Buffer.from(photo.bytes));
    }),
  );

  // The driver's link, by text message to the phone the booking gave (again each time).
  router.post(
    '/admin/transports/:id/driver-link',
    staffWrite(
      services,
      'sendDriverLink',
      (req) => ({ quoteRequestId: req.params.id }),
      (res, sent) => res.json(sent),
    ),
  );
  return router;
}
