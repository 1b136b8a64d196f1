import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { QuoteNotFound } from '../../application/errors.ts';
import { parseInput } from '../../application/inputs/parse-input.ts';
import { instantOf } from '../../domain/shipment/local-time.ts';
import { readerLanguage, requestLanguage } from '../messages.ts';
import { requireKey } from './api-key-guard.ts';
import { callerOf } from '../actor.ts';
import { type ApiQuote, type ApiQuoteList, type ConfirmedQuote, confirmRequest, quoteListQuery } from './contract.ts';
import { apiQuoteOf, apiTransportOf } from './present.ts';
import { sendProblem } from './problems.ts';

const idempotencyKey = z.string().trim().min(1).max(255).optional();

/** JSON with every object's fields in one order: the same document, however its fields were written. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const quoteId = (req: Request) => {
  const id = z.uuid().safeParse(req.params.id);
  if (!id.success) throw new QuoteNotFound();
  return id.data;
};

/** The quote of the path and its owner key, when it is one of the caller's account's quotes; else QuoteNotFound. */
async function companyQuote(services: ApplicationServices, req: Request, res: Response) {
  const id = quoteId(req);
  return { id, ownerKey: await services.api.quoteKey(callerOf(res).account.id, id) };
}

/** A business account's quotes: asked, listed, read, confirmed, and their documents. */
export function quoteRoutes(services: ApplicationServices): Router {
  const router = Router();
  const keyed = requireKey(services);

  router.post('/quotes', keyed, async (req, res) => {
    const caller = callerOf(res);
    // The same JSON, its fields in any order, is the same request.
    const hash = createHash('sha256')
      .update(canonicalJson(req.body ?? null))
      .digest('hex');
    const retryKey = idempotencyKey.safeParse(req.get('idempotency-key'));
    if (!retryKey.success) return void sendProblem(res, 'invalid', 'Idempotency-Key: 1 to 255 characters.');
    const answer = await services.api.idempotently(caller.account.id, retryKey.data, hash, async () => {
      const { id, priced } = await services.api.quoteForAccount(caller, req.body);
      return { status: 201, body: apiQuoteOf(id, priced, readerLanguage(req, priced.shipment.language)) };
    });
    const body = answer.body as ApiQuote;
    res
      .status(answer.status)
      .location(`/api/v1/quotes/${body.id}`)
      .set(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {})
      .json(body);
  });

  // The account's quotes for its systems, newest first, paged, by status and creation day.
  router.get('/quotes', keyed, async (req, res) => {
    const query = quoteListQuery.safeParse(req.query);
    if (!query.success)
      return void sendProblem(res, 'invalid', query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    const { status, from, to, page, pageSize } = query.data;
    const dayAfter = (date: string) => new Date(instantOf({ date, time: '00:00' }).getTime() + 86_400_000);
    const { rows, total } = await services.api.listQuotes(callerOf(res).account.id, {
      status,
      from: from ? instantOf({ date: from, time: '00:00' }) : undefined,
      to: to ? dayAfter(to) : undefined,
      page,
      pageSize,
    });
    res.json({
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
  });

  router.get('/quotes/:id', keyed, async (req, res) => {
    // The company's quote first (404 for another account's), then its history.
    const { id, ownerKey } = await companyQuote(services, req, res);
    const priced = await services.priceQuote(id, ownerKey);
    const transport = await services.followTransport(id, ownerKey);
    res.json({
      ...apiQuoteOf(id, priced, readerLanguage(req, priced.shipment.language), await services.api.quoteHistory(id)),
      ...(transport ? { transport: apiTransportOf(transport) } : {}),
    } satisfies ApiQuote);
  });

  router.post('/quotes/:id/confirm', keyed, async (req, res) => {
    const { id, ownerKey } = await companyQuote(services, req, res);
    const { offerId, poNumber, reference } = parseInput(confirmRequest, req.body);
    const { quoteRequestId } = await services.confirmOffer(id, ownerKey, offerId, {
      poNumber: poNumber || null,
      customerReference: reference || null,
    });
    res.status(201).json({ quoteId: id, quoteRequestId, status: 'offer_confirmed' } satisfies ConfirmedQuote);
  });

  router.get('/quotes/:id/document', keyed, async (req, res) => {
    const { key } = callerOf(res);
    const { id, ownerKey } = await companyQuote(services, req, res);
    const { document } = await services.quoteDocuments.view(id, ownerKey);
    const language = requestLanguage(document.language, undefined);
    const pdf = await services.quoteDocuments.pdf(document, language, `api-key:${key.id}`);
    res.type('application/pdf').attachment(`${document.reference}.pdf`).send(pdf);
  });

  // Once delivered, the note of the delivery (404 before).
  router.get('/quotes/:id/delivery-note', keyed, async (req, res) => {
    const { key } = callerOf(res);
    const { id, ownerKey } = await companyQuote(services, req, res);
    const { reference, pdf } = await services.quoteDocuments.deliveryNote({
      quoteId: id,
      ownerKey,
      reader: `api-key:${key.id}`,
    });
    res.type('application/pdf').attachment(`${reference}-delivery-note.pdf`).send(pdf);
  });

  // The proof of delivery — the delivery note with the consignee's signature, the tick,
  // the place and the photo count; `?part=photo` the photo itself (409 until delivered with one).
  router.get('/quotes/:id/proof-of-delivery', keyed, async (req, res) => {
    const { key } = callerOf(res);
    const { id, ownerKey } = await companyQuote(services, req, res);
    if (req.query.part === 'photo') {
      const photo = await services.quoteDocuments.deliveryPhoto({ quoteId: id, ownerKey });
      res
        .type(photo.type)
        .set('Digest', `sha-256=${Buffer.from(photo.sha256, 'hex').toString('base64')}`)
        .send(Buffer.from(photo.bytes));
      return;
    }
    const { reference, pdf } = await services.quoteDocuments.deliveryNote({ quoteId: id, ownerKey, reader: `api-key:${key.id}` });
    res.type('application/pdf').attachment(`${reference}-proof-of-delivery.pdf`).send(pdf);
  });
  return router;
}
