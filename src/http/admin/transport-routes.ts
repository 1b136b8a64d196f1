import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { transportMoveInput } from '../../application/transport/move-transport.ts';
import { readerLanguage } from '../messages.ts';
import type { TransportRecord } from '../../ports/transport-log.ts';
import { answeringRefusals, currentStaff, refuseMalformed, staffSays } from './staff-request.ts';

// The quote's owner key, from which its links are made, never leaves the server.
const transportView = ({ ownerKey: _secret, ...view }: TransportRecord) => view;

/** A confirmed transport followed to its delivery, one recorded step at a time. */
export function transportRoutes(
  admin: ApplicationServices['admin'],
  transport: ApplicationServices['transport'],
  invoicing: ApplicationServices['invoicing'],
): Router {
  const router = Router();
  // The "En cours" board: every transport under way, at risk first.
  router.get('/admin/transports', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await admin.viewTransportBoard());
  });

  router.get('/admin/transports/:id', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found', message: staffSays('admin.transportNotFound') });
    await answeringRefusals(res, async () => void res.json({ transport: transportView(await admin.viewTransport(id.data)) }));
  });

  router.post('/admin/transports/:id/moves', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    const move = transportMoveInput.safeParse(req.body ?? {});
    if (!id.success || !move.success) return void refuseMalformed(res, [...(id.error?.issues ?? []), ...(move.error?.issues ?? [])]);
    await answeringRefusals(
      res,
      async () => {
        const transport = await admin.moveTransport({ staffUserId: currentStaff(res).userId, quoteRequestId: id.data, move: move.data });
        res.status(201).json({ transport: transportView(transport) });
      },
      readerLanguage(req),
    );
  });
  // The buyer's postal address a held invoice waits for; the invoice follows once delivered.
  router.put('/admin/transports/:id/buyer-address', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found', message: staffSays('admin.transportNotFound') });
    await answeringRefusals(
      res,
      async () => {
        await invoicing.keepBuyerAddress(id.data, (req.body ?? {}) as Record<string, unknown>);
        res.json({ transport: transportView(await admin.viewTransport(id.data)) });
      },
      readerLanguage(req),
    );
  });

  // The photo a driver added to a problem reported from the phone.
  router.get('/admin/transports/:id/photos/:tap', async (req, res) => {
    const ids = z.object({ id: z.uuid(), tap: z.uuid() }).safeParse(req.params);
    const photo = ids.success ? await transport.incidentPhoto(ids.data.id, ids.data.tap) : undefined;
    if (!photo) return void res.status(404).json({ error: 'not_found', message: staffSays('admin.transportNotFound') });
    res.set('Cache-Control', 'private, no-store').type(photo.type).send(Buffer.from(photo.bytes));
  });

  // The driver's link, by text message to the phone the booking gave (again each time).
  router.post('/admin/transports/:id/driver-link', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ error: 'not_found', message: staffSays('admin.transportNotFound') });
    await answeringRefusals(
      res,
      async () => void res.json(await transport.sendDriverLink({ quoteRequestId: id.data })),
      readerLanguage(req),
    );
  });
  return router;
}
