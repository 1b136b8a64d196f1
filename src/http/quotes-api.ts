import { Router, type Request, type Response } from 'express';
import type { ApplicationServices } from '../composition/application-services.ts';
import { QuoteNotFound } from '../application/errors.ts';
import { parseInput as parse } from '../application/inputs/parse-input.ts';
import { addressQueryInput, confirmInput, contactInput, quoteFormInput, vehicleNeedsInput } from '../application/inputs/quote-inputs.ts';
import type { Language } from '../domain/language.ts';
import { answerFor, sendRefusal } from './error-answers.ts';
import { requestLanguage } from './messages.ts';
import { offerAsShown } from './offer-as-shown.ts';
import type {
  AddressesBody,
  CallbackBody,
  ConfirmedBody,
  ContactBody,
  CreatedQuote,
  OfferStreamEvent,
  OffersBody,
  SavedContactBody,
  VehicleOptionsBody,
} from './quotes-contract.ts';
import { ensureOwnerKey, ownerKey } from './quote-owner.ts';
import { actorOf, identifyAt } from './actor.ts';

/**
 * The quote tool's BFF (docs/api.md). Thin handlers: parse, call one use case, map
 * its outcome to HTTP. Bad input is 400 with field and key, never 5xx.
 */
export function quotesApi(services: ApplicationServices): Router {
  const router = Router();

  const handle = (work: (req: Request, res: Response, language: Language) => Promise<void>) => async (req: Request, res: Response) => {
    const language = requestLanguage(req.body?.language ?? req.query.language, req.get('accept-language'));
    try {
      await work(req, res, language);
    } catch (error) {
      if (res.headersSent) throw error;
      const answer = answerFor(error);
      if (!answer) throw error;
      sendRefusal(res, answer, language);
    }
  };

  const owner = (req: Request) => {
    const key = ownerKey(req);
    if (!key) throw new QuoteNotFound();
    return key;
  };

  router.post(
    '/quotes',
    identifyAt(services, 'account'),
    handle(async (req, res) => {
      const input = parse(quoteFormInput, req.body);
      // A quote made by a signed-in person is their company's.
      const actor = actorOf(res);
      const account = actor.kind === 'person' ? actor.person.accountId : null;
      const created = await services.createQuote(input, ensureOwnerKey(req, res), req.ip ?? 'unknown', account);
      res
        .status(201)
        .location(`/api/quotes/${created.id}`)
        .json(created satisfies CreatedQuote);
    }),
  );

  router.get(
    '/quotes/:id/offers',
    handle(async (req, res) => {
      const key = owner(req);
      const id = String(req.params.id);
      if (req.accepts(['application/json', 'application/x-ndjson']) === 'application/x-ndjson') {
        await streamEvents(res, async (send) => {
          const { offers, unpriced, pricesVisible } = await services.priceQuote(id, key, (offer, visible) =>
            send({ type: 'offer', offer: offerAsShown(offer, visible) }),
          );
          send({ type: 'done', offers: offers.map((offer) => offerAsShown(offer, pricesVisible)), unpriced });
        });
        return;
      }
      const { offers, unpriced, pricesVisible } = await services.priceQuote(id, key);
      res
        .set('Cache-Control', 'no-store')
        .json({ offers: offers.map((offer) => offerAsShown(offer, pricesVisible)), unpriced } satisfies OffersBody);
    }),
  );

  router.get(
    '/quotes/:id/contact',
    handle(async (req, res) => {
      const contact = await services.readContact(String(req.params.id), owner(req));
      res.set('Cache-Control', 'no-store').json({ contact } satisfies ContactBody);
    }),
  );

  router.put(
    '/quotes/:id/contact',
    handle(async (req, res) => {
      const contact = parse(contactInput, req.body);
      const { offers } = await services.saveContact(String(req.params.id), owner(req), contact);
      res.json({ offers } satisfies SavedContactBody);
    }),
  );

  router.post(
    '/quotes/:id/confirm',
    handle(async (req, res) => {
      const { selectedOffer } = parse(confirmInput, req.body);
      const result = await services.confirmOffer(String(req.params.id), owner(req), selectedOffer);
      res.status(201).json(result satisfies ConfirmedBody);
    }),
  );

  router.post(
    '/quotes/:id/reprice',
    handle(async (req, res) => {
      const created = await services.repriceQuote(String(req.params.id), owner(req), req.ip ?? 'unknown');
      res
        .status(201)
        .location(`/api/quotes/${created.id}`)
        .json(created satisfies CreatedQuote);
    }),
  );

  router.post(
    '/quotes/:id/callback',
    handle(async (req, res) => {
      const contact = parse(contactInput, req.body);
      await services.requestCallback(String(req.params.id), owner(req), contact);
      res.status(201).json({ status: 'callback_requested' } satisfies CallbackBody);
    }),
  );

  router.get(
    '/addresses',
    handle(async (req, res) => {
      const { query, country } = parse(addressQueryInput, req.query);
      res
        .set('Cache-Control', 'private, max-age=300')
        .json({ suggestions: await services.searchAddresses(query, country) } satisfies AddressesBody);
    }),
  );

  router.post(
    '/vehicle-options',
    handle(async (req, res) => {
      const needs = parse(vehicleNeedsInput, req.body);
      res.json((await services.adviseVehicles(needs)) satisfies VehicleOptionsBody);
    }),
  );

  return router;
}

/**
 * Newline-delimited JSON, one line per event, flushed as it happens. Headers go with the first
 * event, so a failure before it (unknown quote, wrong state) still gets its proper status.
 */
async function streamEvents(res: Response, produce: (send: (event: OfferStreamEvent) => void) => Promise<void>) {
  const send = (event: OfferStreamEvent) => {
    if (!res.headersSent) {
      res.status(200).type('application/x-ndjson').set('Cache-Control', 'no-store');
    }
    res.write(`${JSON.stringify(event)}\n`);
    (res as Response & { flush?: () => void }).flush?.();
  };
  try {
    await produce(send);
  } catch (error) {
    if (!res.headersSent) throw error;
    send({ type: 'error', error: 'failed' });
    throw error;
  } finally {
    if (res.headersSent) res.end();
  }
}
