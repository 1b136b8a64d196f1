import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { parseInput } from '../../application/inputs/parse-input.ts';
import { requireKey } from './api-key-guard.ts';
import { callerOf } from '../actor.ts';
import { type vehicleList, webhookRequest } from './contract.ts';
import { readerLanguage } from '../messages.ts';
import { apiWebhookOf, vehicleLabelIn } from './present.ts';
import { sendProblem } from './problems.ts';

/** What a business account's systems set up: the vehicle classes to choose from, and the receivers of its events. */
export function accountRoutes(services: Pick<ApplicationServices, 'api' | 'identify'>): Router {
  const { api } = services;
  const router = Router();
  const keyed = requireKey(services);

  router.get('/vehicles', keyed, (req, res) => {
    const language = readerLanguage(req, 'en');
    const vehicles = api.vehicles.map((vehicle) => ({
      code: vehicle.code,
      label: vehicleLabelIn(language, vehicle.code),
      payloadKg: vehicle.payloadKg,
      volumeM3: vehicle.volumeM3,
      lengthCm: vehicle.lengthCm,
      widthCm: vehicle.widthCm,
      heightCm: vehicle.heightCm,
      palletPlaces: vehicle.palletPlaces,
      dangerousGoods: vehicle.adr,
    }));
    res.json({ vehicles } satisfies z.infer<typeof vehicleList>);
  });

  router.post('/webhooks', keyed, async (req, res) => {
    const { url, events } = parseInput(webhookRequest, req.body);
    const { endpoint, secret } = await api.registerWebhook(callerOf(res).account.id, { url, ...(events ? { events } : {}) });
    res.status(201).json({ ...apiWebhookOf(endpoint), secret });
  });

  router.get('/webhooks', keyed, async (_req, res) => {
    res.json({ webhooks: (await api.listWebhooks(callerOf(res).account.id)).map(apiWebhookOf) });
  });

  router.delete('/webhooks/:id', keyed, async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success || !(await api.removeWebhook(callerOf(res).account.id, id.data))) return void sendProblem(res, 'not_found');
    res.status(204).end();
  });
  return router;
}
