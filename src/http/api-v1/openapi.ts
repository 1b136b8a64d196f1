import { z } from 'zod';
import type { WebhookEvent } from '../../domain/webhooks/webhook.ts';
import { QUOTE_STATUSES } from '../../domain/quote/quote-lifecycle.ts';
import {
  apiQuote,
  confirmedQuote,
  confirmRequest,
  apiQuoteList,
  problem,
  quoteConfirmedEvent,
  quoteRequest,
  quoteStatusChangedEvent,
  shipmentEvent,
  carrierAssignedEvent,
  registeredWebhook,
  vehicleList,
  webhookList,
  webhookRequest,
  apiInvoice,
  apiInvoiceList,
  invoiceIssuedEvent,
} from './contract.ts';
import { PROBLEMS, type ProblemCode } from './problems.ts';

const SCHEMAS = {
  Invoice: apiInvoice,
  InvoiceIssuedEvent: invoiceIssuedEvent,
  InvoiceList: apiInvoiceList,
  Shipment: quoteRequest,
  Quote: apiQuote,
  QuoteList: apiQuoteList,
  Confirmation: confirmRequest,
  Confirmed: confirmedQuote,
  WebhookRequest: webhookRequest,
  RegisteredWebhook: registeredWebhook,
  Webhooks: webhookList,
  Vehicles: vehicleList,
  Problem: problem,
  QuoteConfirmedEvent: quoteConfirmedEvent,
  QuoteStatusChangedEvent: quoteStatusChangedEvent,
  ShipmentEvent: shipmentEvent,
  CarrierAssignedEvent: carrierAssignedEvent,
};

/** What each event tells a receiver, and the schema of its body. */
const EVENT_SCHEMAS: Record<WebhookEvent, [summary: string, schema: keyof typeof SCHEMAS]> = {
  'quote.confirmed': ['An offer of one of the account’s quotes was confirmed', 'QuoteConfirmedEvent'],
  'quote.status_changed': ['The agents moved a confirmed request on', 'QuoteStatusChangedEvent'],
  'shipment.booked': ['A carrier was booked (again, if replaced before pickup)', 'ShipmentEvent'],
  'shipment.arrived': ['The driver arrived at the pickup or the delivery site', 'ShipmentEvent'],
  'shipment.loaded': ['The goods were loaded, counted by the driver against the order', 'ShipmentEvent'],
  'shipment.carrier_assigned': ['The carrier that takes the job: its name and the vehicle’s plate only', 'CarrierAssignedEvent'],
  'shipment.picked_up': ['The goods were picked up', 'ShipmentEvent'],
  'shipment.eta_changed': ['A new estimated delivery, and why', 'ShipmentEvent'],
  'shipment.incident': ['An incident: delay, damage, refused at delivery or access problem', 'ShipmentEvent'],
  'shipment.delivered': ['The goods were delivered, to whom and when', 'ShipmentEvent'],
  'shipment.cancelled': ['The transport was cancelled, by whom and why', 'ShipmentEvent'],
  'shipment.corrected': ['The time of a pickup or a delivery was set right, and why', 'ShipmentEvent'],
  'invoice.issued': ['An invoice or a credit note was issued: its figures and where to get its documents', 'InvoiceIssuedEvent'],
};
const INPUTS = new Set(['Shipment', 'Confirmation', 'WebhookRequest']);

const ref = (name: keyof typeof SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: keyof typeof SCHEMAS) => ({ 'application/json': { schema: ref(name) } });
/** The problems an operation answers (problems.ts), by status: each code and what it means. */
const problems = (...codes: ProblemCode[]) => {
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of codes) byStatus.set(PROBLEMS[code].status, [...(byStatus.get(PROBLEMS[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, shared]) => [
      String(status),
      {
        description: shared.map((code) => `\`${code}\`: ${PROBLEMS[code].meaning}`).join('; '),
        content: { 'application/problem+json': { schema: ref('Problem') } },
      },
    ]),
  );
};
/** What every operation behind a key may answer. */
const KEYED: ProblemCode[] = ['unauthorized', 'account_not_accepted', 'too_many'];
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };

/** A document of a quote, as a PDF; `refusals`: the problems besides the key's and an unknown quote. */
const pdfPath = (summary: string, refusals: ProblemCode[] = []) => ({
  get: {
    summary,
    parameters: [idParameter],
    responses: {
      '200': {
        description: 'the PDF',
        content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
      },
      ...problems(...KEYED, 'not_found', ...refusals),
    },
  },
});

/** The OpenAPI 3.1 document of /api/v1, generated from the schemas the handlers parse with. */
export function openApiDocument(siteUrl: string) {
  const schemas = Object.fromEntries(
    Object.entries(SCHEMAS).map(([name, schema]) => {
      const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
        io: INPUTS.has(name) ? 'input' : 'output',
        unrepresentable: 'any',
      }) as Record<string, unknown>;
      return [name, json];
    }),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Flash — quotes for your systems',
      version: '1.0.0',
      description:
        'Urgent road transport quotes with a dedicated vehicle, priced at once. Authenticate with `Authorization: Bearer <key>`; every error is application/problem+json (RFC 9457).',
    },
    servers: [{ url: `${siteUrl.replace(/\/$/, '')}/api/v1` }],
    security: [{ apiKey: [] }],
    components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } }, schemas },
    paths: {
      '/quotes': {
        get: {
          summary: "The account's quotes, newest first: paged, by status and by creation day (Europe/Paris)",
          parameters: [
            { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: [...QUOTE_STATUSES] } },
            {
              name: 'from',
              in: 'query',
              required: false,
              schema: { type: 'string', format: 'date' },
              description: 'created on or after this day',
            },
            {
              name: 'to',
              in: 'query',
              required: false,
              schema: { type: 'string', format: 'date' },
              description: 'created on or before this day',
            },
            { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 } },
            { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          ],
          responses: { '200': { description: 'a page of quotes', content: json('QuoteList') }, ...problems('invalid', ...KEYED) },
        },
        post: {
          summary: 'Quote a shipment: its offers, priced at once',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 255 },
              description:
                'A retry with the same key gets the first answer (kept 24 h); the same key with another body is 422; while the first request with the key is still being worked on, 409.',
            },
          ],
          requestBody: { required: true, content: json('Shipment') },
          responses: {
            '201': { description: 'the quote and its offers', content: json('Quote') },
            ...problems('invalid', ...KEYED, 'idempotency_in_progress', 'idempotency_conflict'),
          },
        },
      },
      '/invoices': {
        get: {
          summary: "The account's invoices and credit notes, newest first: paged, paid or not, by issue day",
          parameters: [
            { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['paid', 'unpaid'] } },
            { name: 'from', in: 'query', required: false, schema: { type: 'string', format: 'date' }, description: 'issued on or after' },
            { name: 'to', in: 'query', required: false, schema: { type: 'string', format: 'date' }, description: 'issued on or before' },
            { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1, default: 1 } },
            { name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          ],
          responses: { '200': { description: 'a page of invoices', content: json('InvoiceList') }, ...problems('invalid', ...KEYED) },
        },
      },
      '/invoices/{id}': {
        get: {
          summary: 'An invoice or credit note of this account: JSON, its Factur-X PDF (EN 16931, PDF/A-3) or its CII XML, as `Accept` asks',
          parameters: [idParameter],
          responses: {
            '200': {
              description: 'the invoice',
              content: {
                ...json('Invoice'),
                'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
                'application/xml': { schema: { type: 'string', contentMediaType: 'application/xml' } },
              },
            },
            ...problems(...KEYED, 'not_found'),
          },
        },
      },
      '/quotes/{id}': {
        get: {
          summary: 'A quote of this account, its offers and its status',
          parameters: [idParameter],
          responses: { '200': { description: 'the quote', content: json('Quote') }, ...problems(...KEYED, 'not_found') },
        },
      },
      '/quotes/{id}/confirm': {
        post: {
          summary: 'Confirm an offer: the agents take it from there',
          parameters: [idParameter],
          requestBody: { required: true, content: json('Confirmation') },
          responses: {
            '201': { description: 'confirmed', content: json('Confirmed') },
            ...problems('invalid', ...KEYED, 'not_found', 'expired', 'conflict'),
          },
        },
      },
      '/vehicles': {
        get: {
          summary:
            'The vehicle classes and their limits: a shipment whose goods exceed its vehicle is refused (400, naming the limit); a shipment without a vehicle gets the smallest that carries it',
          responses: { '200': { description: 'the classes, smallest first', content: json('Vehicles') }, ...problems(...KEYED) },
        },
      },
      '/webhooks': {
        post: {
          summary: "Register a receiver of the account's events (quote.confirmed, quote.status_changed); its signing secret is given once",
          requestBody: { required: true, content: json('WebhookRequest') },
          responses: {
            '201': { description: 'registered, with its secret', content: json('RegisteredWebhook') },
            ...problems('invalid', ...KEYED),
          },
        },
        get: {
          summary: "The account's receivers",
          responses: { '200': { description: 'the receivers', content: json('Webhooks') }, ...problems(...KEYED) },
        },
      },
      '/webhooks/{id}': {
        delete: {
          summary: 'Remove a receiver: nothing more is sent to it',
          parameters: [idParameter],
          responses: { '204': { description: 'removed' }, ...problems(...KEYED, 'not_found') },
        },
      },
      '/quotes/{id}/document': pdfPath('The quote document, as a PDF'),
      '/quotes/{id}/delivery-note': pdfPath(
        'The delivery note of a delivered transport, as a PDF: route, goods, picked up at, delivered at (as last corrected), received by (409 `conflict` until delivered)',
        ['conflict'],
      ),
      '/quotes/{id}/proof-of-delivery': pdfPath(
        'The proof of delivery: the delivery note with what the driver’s phone gathered — the consignee’s name and signature (or the tick “received in good order”), the time, the place when shared, the photo count; `?part=photo` answers the photo itself (image/jpeg or image/png, its SHA-256 in `Digest`). 409 `conflict` until delivered (with a photo, for the photo)',
        ['conflict'],
      ),
    },
    // OpenAPI 3.1: what the account's receivers are sent, each POST signed the Standard Webhooks way (ADR 0051).
    webhooks: Object.fromEntries(
      Object.entries(EVENT_SCHEMAS).map(([event, [summary, schema]]) => [
        event,
        {
          post: {
            summary,
            requestBody: { required: true, content: json(schema) },
            responses: { '2XX': { description: 'received; any other answer is tried again later' } },
          },
        },
      ]),
    ),
  };
}
