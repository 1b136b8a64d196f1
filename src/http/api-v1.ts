import type { ShipperTransport } from '../application/transport/follow-transport.ts';
import { co2eMethod } from '../domain/emissions/emissions-text.ts';
import { type Language, LOCALE_OF } from '../domain/language.ts';
import { withDeclaredDangerousGoods } from '../domain/dangerous-goods/declaration.ts';
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { AccountNotAccepted, ApiKeyRefused } from '../application/api/api-access.ts';
import { IdempotencyConflict, IdempotencyInProgress } from '../application/api/idempotency.ts';
import type { ApplicationServices } from '../application/application-services.ts';
import { QuoteNotFound } from '../application/errors.ts';
import { parseInput } from '../application/inputs/parse-input.ts';
import type { PricedQuote } from '../application/price-quote.ts';
import { DocumentNotReady } from '../application/quote-document.ts';
import { vatOn, withVat } from '../domain/money.ts';
import { vatOfOffer } from '../domain/tax/vat-text.ts';
import { QuotaSpent } from '../ports/rate-limiter.ts';
import type { ApiAccount, ApiKeyRecord } from '../ports/api-keys.ts';
import {
  type ApiQuote,
  type ApiQuoteList,
  type ApiWebhook,
  quoteListQuery,
  type ConfirmedQuote,
  confirmRequest,
  quoteRequest,
  type vehicleList,
  webhookRequest,
} from './api-v1-contract.ts';
import { smallestFitting } from '../domain/shipment/vehicle-fit.ts';

type VehicleList = z.infer<typeof vehicleList>;
import type { WebhookEndpoint } from '../domain/webhooks/webhook.ts';
import { API_DOCS_POLICY, apiDocsPage } from './api-v1-docs.ts';
import { openApiDocument } from './api-v1-openapi.ts';
import { answerFor, errorBody } from './error-answers.ts';
import { requestLanguage, translate } from './messages.ts';
import { sendProblem } from './problem.ts';
import { instantOf } from '../domain/shipment/local-time.ts';

/** A quote as /api/v1 gives it: each offer with its price excluding VAT, the VAT and including it. */
function apiQuoteOf(
  id: string,
  priced: PricedQuote,
  history: Array<{ status: ApiQuote['history'][number]['status']; at: Date }> = [],
): ApiQuote {
  return {
    id,
    reference: priced.reference,
    status: priced.status,
    vehicleType: priced.shipment.vehicleType ?? '',
    offers: priced.offers.map((offer) => ({
      ...apiVat(offer),
      id: offer.id,
      variant: offer.variant,
      title: offer.title,
      currency: 'EUR',
      priceExcludingTax: offer.price,
      pickupWindow: offer.pickupWindow,
      estimatedDelivery: offer.estimatedDelivery,
      ...(offer.meetsRequestedDelivery === undefined ? {} : { meetsRequestedDelivery: offer.meetsRequestedDelivery }),
      ...(offer.validUntil ? { validUntil: offer.validUntil } : {}),
      distanceKm: offer.distance,
      ...(offer.drive
        ? {
            drive: {
              drivers: offer.drive.crew,
              drivingSeconds: offer.drive.drivingSeconds,
              breaks: offer.drive.breaks,
              dailyRests: offer.drive.dailyRests,
              elapsedSeconds: offer.drive.elapsedSeconds,
            },
          }
        : {}),
      ...(offer.secondDriverPrice === undefined ? {} : { secondDriverPrice: offer.secondDriverPrice }),
      ...apiCo2e(offer, priced.shipment.language),
    })),
    unpriced: priced.unpriced,
    selectedOffer: priced.selectedOffer,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
  };
}

/** The VAT of an offer by who buys and where the goods go (ADR 0031): its case, rate and amounts. */
function apiVat(offer: PricedQuote['offers'][number]) {
  const vat = vatOfOffer(offer);
  return {
    vatCase: vat.case,
    vatRate: vat.rate,
    ...(vat.country ? { vatCountry: vat.country } : {}),
    ...(vat.vatNumber ? { vatNumber: vat.vatNumber } : {}),
    vat: vatOn(offer.price, vat.rate),
    priceIncludingTax: withVat(offer.price, vat.rate),
  };
}

/** An offer's greenhouse gases (issue 37): the figure and, in the quote's language, its method. */
function apiCo2e(offer: PricedQuote['offers'][number], language: Language) {
  if (!offer.co2e) return {};
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const number = new Intl.NumberFormat(LOCALE_OF[language]);
  return { co2eKg: offer.co2e.kg, co2eMethod: co2eMethod(offer.co2e, t, (value) => number.format(value)) };
}

/** A transport's steps for a shipper's systems: a pickup's and a delivery's `at` is when it happened. */
function apiTransportOf(transport: ShipperTransport): NonNullable<ApiQuote['transport']> {
  return {
    state: transport.state,
    confirmedAt: transport.confirmedAt,
    promisedDelivery: transport.promisedDelivery,
    steps: transport.steps.map(({ move, at }) => (move.kind === 'pickUp' || move.kind === 'deliver' ? move : { ...move, at })),
  };
}

const idParam = z.uuid();
const idempotencyKey = z.string().trim().min(1).max(255).optional();

/**
 * Issue 28: /api/v1 for shippers' own systems (docs/api.md "For your systems"). A key per
 * business account (`Authorization: Bearer …`), its own limit per minute, quotes priced at once,
 * retries made safe by an Idempotency-Key, and every refusal as application/problem+json.
 */
/** JSON with every object's fields in one order: the same document, however its fields were written. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function apiV1(services: ApplicationServices): Router {
  const router = Router();
  router.get('/v1/openapi.json', (_req, res) => void res.json(openApiDocument(services.site.url)));
  router.get(
    '/v1/docs',
    (_req, res) =>
      void res
        .set('Content-Security-Policy', API_DOCS_POLICY)
        .type('html')
        .send(apiDocsPage(openApiDocument(services.site.url))),
  );

  type Authed = (req: Request, res: Response, api: { key: ApiKeyRecord; account: ApiAccount }) => Promise<void>;
  const authed = (work: Authed) => async (req: Request, res: Response) => {
    const language = requestLanguage(undefined, req.get('accept-language') ?? 'en');
    res.set('Cache-Control', 'no-store');
    try {
      const api = await services.api.authenticate(req.get('authorization'));
      await work(req, res, api);
    } catch (error) {
      if (res.headersSent) throw error;
      if (error instanceof ApiKeyRefused)
        return void sendProblem(
          res.set('WWW-Authenticate', 'Bearer'),
          401,
          'unauthorized',
          'A valid API key is required: Authorization: Bearer <key>.',
        );
      if (error instanceof AccountNotAccepted)
        return void sendProblem(
          res,
          403,
          'account_not_accepted',
          'The business account of this key is not accepted: its keys open nothing until it is accepted again.',
        );
      if (error instanceof QuotaSpent) {
        const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
        return void sendProblem(res.set('Retry-After', String(seconds)), 429, 'too_many', `Retry after ${seconds} s.`);
      }
      if (error instanceof IdempotencyConflict)
        return void sendProblem(res, 422, 'idempotency_conflict', 'This Idempotency-Key was used with another request.');
      if (error instanceof IdempotencyInProgress)
        return void sendProblem(
          res.set('Retry-After', '1'),
          409,
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still being worked on: retry in a moment for its answer.',
        );
      if (error instanceof DocumentNotReady) return void sendProblem(res, 404, 'not_found');
      const answer = answerFor(error);
      if (!answer) throw error;
      const body = errorBody(answer, language);
      sendProblem(res, answer.status, answer.code, body.message, {
        ...(body.errors ? { errors: body.errors.map(({ field, key, message }) => ({ field, key, message })) } : {}),
        ...(body.reason ? { reason: body.reason } : {}),
      });
    }
  };
  const quoteId = (req: Request) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw new QuoteNotFound();
    return id.data;
  };

  router.post(
    '/v1/quotes',
    authed(async (req, res, { key, account }) => {
      // The same JSON, its fields in any order, is the same request.
      const hash = createHash('sha256')
        .update(canonicalJson(req.body ?? null))
        .digest('hex');
      const retryKey = idempotencyKey.safeParse(req.get('idempotency-key'));
      if (!retryKey.success) return void sendProblem(res, 400, 'invalid', 'Idempotency-Key: 1 to 255 characters.');
      const answer = await services.api.idempotently(account.id, retryKey.data, hash, async () => {
        const asked = withDeclaredDangerousGoods(parseInput(quoteRequest, req.body));
        // A system that names no vehicle gets the smallest class that carries its goods.
        const shipment = asked.vehicleType ? asked : { ...asked, vehicleType: smallestFitting(services.api.vehicles, asked)?.code };
        // Counted against the account (all its keys), as a visitor's quotes are against their address.
        const { id } = await services.createQuote(shipment, key.ownerKey, `api-account:${account.id}`);
        // Priced first, then the account's contact given: the prices are shown (spec §4.5).
        await services.priceQuote(id, key.ownerKey);
        await services.saveContact(id, key.ownerKey, {
          firstName: account.firstName,
          lastName: account.lastName,
          company: account.company,
          email: account.email,
          phone: account.phone,
        });
        return { status: 201, body: apiQuoteOf(id, await services.priceQuote(id, key.ownerKey)) };
      });
      const body = answer.body as ApiQuote;
      res
        .status(answer.status)
        .location(`/api/v1/quotes/${body.id}`)
        .set(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {})
        .json(body);
    }),
  );

  router.get(
    '/v1/vehicles',
    authed(async (_req, res) => {
      const vehicles = services.api.vehicles.map((vehicle) => ({
        code: vehicle.code,
        label: vehicle.label,
        payloadKg: vehicle.payloadKg,
        volumeM3: vehicle.volumeM3,
        lengthCm: vehicle.lengthCm,
        widthCm: vehicle.widthCm,
        heightCm: vehicle.heightCm,
        palletPlaces: vehicle.palletPlaces,
        dangerousGoods: vehicle.adr,
      }));
      res.json({ vehicles } satisfies VehicleList);
    }),
  );

  // Issue 39: the account's quotes for its systems, newest first, paged, by status and creation day.
  router.get(
    '/v1/quotes',
    authed(async (req, res, { account }) => {
      const query = quoteListQuery.safeParse(req.query);
      if (!query.success)
        return void sendProblem(
          res,
          400,
          'invalid',
          query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        );
      const { status, from, to, page, pageSize } = query.data;
      const dayAfter = (date: string) => new Date(instantOf({ date, time: '00:00' }).getTime() + 86_400_000);
      const { rows, total } = await services.api.listQuotes(account.id, {
        status,
        from: from ? instantOf({ date: from, time: '00:00' }) : undefined,
        to: to ? dayAfter(to) : undefined,
        page,
        pageSize,
      });
      res.set('Cache-Control', 'no-store').json({
        quotes: rows.map((row) => ({
          id: row.quoteId,
          reference: row.reference,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          pickupDate: row.pickupDate,
          route: row.route,
          poNumber: row.poNumber,
        })),
        page,
        pageSize,
        total,
      } satisfies ApiQuoteList);
    }),
  );

  router.get(
    '/v1/quotes/:id',
    authed(async (req, res, { key }) => {
      const id = quoteId(req);
      // The owner first (404 for another account's quote), then its history.
      const priced = await services.priceQuote(id, key.ownerKey);
      const transport = await services.followTransport(id, key.ownerKey);
      res.json({
        ...apiQuoteOf(id, priced, await services.api.quoteHistory(id)),
        ...(transport ? { transport: apiTransportOf(transport) } : {}),
      } satisfies ApiQuote);
    }),
  );

  router.post(
    '/v1/quotes/:id/confirm',
    authed(async (req, res, { key }) => {
      const id = quoteId(req);
      const { offerId, poNumber, reference } = parseInput(confirmRequest, req.body);
      const { quoteRequestId } = await services.confirmOffer(id, key.ownerKey, offerId, {
        poNumber: poNumber || null,
        customerReference: reference || null,
      });
      res.status(201).json({ quoteId: id, quoteRequestId, status: 'offer_confirmed' } satisfies ConfirmedQuote);
    }),
  );

  const webhookOf = (endpoint: WebhookEndpoint): ApiWebhook => ({
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    createdAt: endpoint.createdAt.toISOString(),
  });

  router.post(
    '/v1/webhooks',
    authed(async (req, res, { account }) => {
      const { url, events } = parseInput(webhookRequest, req.body);
      const { endpoint, secret } = await services.api.registerWebhook(account.id, { url, ...(events ? { events } : {}) });
      res.status(201).json({ ...webhookOf(endpoint), secret });
    }),
  );

  router.get(
    '/v1/webhooks',
    authed(async (_req, res, { account }) => {
      res.json({ webhooks: (await services.api.webhooks.list(account.id)).map(webhookOf) });
    }),
  );

  router.delete(
    '/v1/webhooks/:id',
    authed(async (req, res, { account }) => {
      const id = idParam.safeParse(req.params.id);
      if (!id.success || !(await services.api.webhooks.remove(account.id, id.data))) return void sendProblem(res, 404, 'not_found');
      res.status(204).end();
    }),
  );

  router.get(
    '/v1/quotes/:id/document',
    authed(async (req, res, { key }) => {
      const id = quoteId(req);
      const { document } = await services.quoteDocuments.view(id, key.ownerKey);
      const language = requestLanguage(document.language, undefined);
      const pdf = await services.quoteDocuments.pdf(document, language, `api-key:${key.id}`);
      res.type('application/pdf').attachment(`${document.reference}.pdf`).send(pdf);
    }),
  );

  // Issue 38: once delivered, the note of the delivery (404 before).
  router.get(
    '/v1/quotes/:id/delivery-note',
    authed(async (req, res, { key }) => {
      const { reference, pdf } = await services.quoteDocuments.deliveryNote({
        quoteId: quoteId(req),
        ownerKey: key.ownerKey,
        reader: `api-key:${key.id}`,
      });
      res.type('application/pdf').attachment(`${reference}-delivery-note.pdf`).send(pdf);
    }),
  );
  return router;
}
