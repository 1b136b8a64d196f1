import { GROUPAGE_EXCESSES } from '../../domain/pricing/groupage.ts';
import { BAN_COUNTRIES, BAN_REASONS, ROAD_BY_ROAD_BAN_COUNTRIES } from '../../domain/driving-time/traffic-bans.ts';
import { CORRECTABLE_STEPS, INCIDENT_KINDS, SITES, TRANSPORT_STATES } from '../../domain/transport/transport-lifecycle.ts';
import { z } from 'zod';
import { quoteFormInput } from '../../application/inputs/quote-inputs.ts';
import { singleLine } from '../../application/inputs/text-fields.ts';
import { OFFER_VARIANTS } from '../../domain/pricing/offers.ts';
import { QUOTE_STATUSES } from '../../domain/quote/quote-lifecycle.ts';
import { WEBHOOK_EVENTS } from '../../domain/webhooks/webhook.ts';
import { LEAD_STATUSES } from '../../domain/staff/leads.ts';
import { FORM_COUNTRIES } from '../../domain/shipment/countries.ts';

// /api/v1's bodies, one zod schema each. The handlers parse and type with them, and
// the OpenAPI document (openapi.ts) is generated from them: the two cannot drift.

/** RFC 9457: every refusal of /api/v1, as application/problem+json. */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), key: z.string(), message: z.string() })).optional(),
  /** why an offer expired (`expired`): validity or pickupPassed */
  reason: z.enum(['validity', 'pickupPassed']).optional(),
});

const instant = z.string().meta({ format: 'date-time', description: 'ISO 8601 with offset' });

export const apiOffer = z.object({
  id: z.string(),
  variant: z.enum(OFFER_VARIANTS),
  title: z.string(),
  currency: z.literal('EUR'),
  priceExcludingTax: z.number(),
  vat: z.number(),
  priceIncludingTax: z.number().meta({ description: 'equal to priceExcludingTax when no VAT is on the invoice (vatRate 0)' }),
  vatCase: z.enum(['exempt', 'french', 'reverseCharge', 'outsideScope', 'departureCountry']).meta({
    description: 'which VAT applies, by who buys and where the goods go (Directive 2006/112/EC arts. 44, 49, 50, 144, 146(1)(e), 196)',
  }),
  vatRate: z.number().meta({ description: 'as a fraction: 0.2 for 20 %' }),
  vatCountry: z.enum(FORM_COUNTRIES).optional().meta({ description: 'the Member State whose VAT applies' }),
  vatNumber: z
    .object({ number: z.string(), status: z.enum(['valid', 'invalid', 'unverified']) })
    .optional()
    .meta({ description: 'the buyer’s VAT number on a reverse charge, and whether VIES confirmed it' }),
  pickupWindow: z.object({ from: instant, to: instant }),
  estimatedDelivery: instant,
  meetsRequestedDelivery: z.boolean().optional(),
  validUntil: instant.optional(),
  distanceKm: z.number().nullable(),
  distanceSource: z.enum(['routing', 'estimate']).nullable().meta({
    description:
      'routing: a routing engine’s road distance; estimate: estimated from road distances between French towns (© OpenStreetMap contributors, ODbL) or, abroad, a detour factor per pair of countries; null without a distance',
  }),
  distanceText: z.string().meta({ description: 'the distance and what it is, in the quote’s language, as the recap writes it' }),
  drive: z
    .object({
      drivers: z.union([z.literal(1), z.literal(2)]).meta({ description: 'one driver, or a crew of two taking turns (multi-manning)' }),
      drivingSeconds: z.number().int(),
      breaks: z.number().int().meta({ description: '45-minute breaks on the way (Regulation (EC) No 561/2006, art. 7)' }),
      dailyRests: z.number().int().meta({ description: 'daily rests on the way: 11 hours for one driver, 9 for a crew (art. 8)' }),
      elapsedSeconds: z.number().int().meta({ description: 'from the end of the pickup window to the estimated delivery, stops included' }),
    })
    .optional()
    .meta({ description: 'how the offer is driven within the EU driving-time rules' }),
  secondDriverPrice: z.number().optional().meta({ description: 'the part of priceExcludingTax that pays the second driver of a crew' }),
  trafficBans: z
    .array(
      z.object({
        country: z.enum(BAN_COUNTRIES),
        reason: z.enum(BAN_REASONS),
        at: z.enum(['pickup', 'departure', 'onTheWay']).meta({
          description: 'pickup: the vehicle may not come before it lifts; departure: it may not leave the pickup; onTheWay: it stops',
        }),
        from: instant,
        until: instant,
        text: z
          .string()
          .meta({ description: 'the ban and what it does to the promise, in the quote’s language, as the offers page says it' }),
      }),
    )
    .optional()
    .meta({ description: 'the heavy-goods-vehicle traffic bans the offer’s promise waits out (docs/traffic-bans.md); absent when none' }),
  roadByRoadBans: z
    .array(
      z.object({
        country: z.enum(ROAD_BY_ROAD_BAN_COUNTRIES),
        text: z.string().meta({ description: 'what it means for the promise, in the quote’s language, as the offers page says it' }),
      }),
    )
    .optional()
    .meta({
      description:
        'countries crossed whose heavy-goods-vehicle bans are set road by road (docs/traffic-bans.md): not waited out by the promise; an agent checks them before the pickup. Absent when none',
    }),
  lighterVehicle: z.string().optional().meta({
    description: 'a lighter vehicle class that carries the goods and that none of trafficBans binds: quote it to keep the promise',
  }),
  lighterVehicleText: z.string().optional().meta({ description: 'that proposal, in the quote’s language' }),
  co2eKg: z.number().positive().optional().meta({
    description:
      'greenhouse gases of the offer, kg CO2e well-to-wheel to 0.1 (French default values, Arrêtés du 10 avril 2012 and du 26 avril 2017); absent without a distance or for a vehicle class no default value stands for',
  }),
  co2eMethod: z.string().optional().meta({ description: 'how co2eKg was computed and what it covers, in the quote’s language' }),
});

const text = z.string();

/** The moves an agent (or the driver) records, as a shipment.* webhook sends them. */
const MOVES = {
  book: z.object({
    kind: z.literal('book'),
    carrier: text,
    vehicle: text,
    registration: text,
    driverFirstName: text,
    driverPhone: text,
    plannedPickup: instant,
  }),
  eta: z.object({ kind: z.literal('eta'), estimatedDelivery: instant, reason: text }),
  incident: z.object({
    kind: z.literal('incident'),
    incident: z.enum(INCIDENT_KINDS),
    note: text,
    photos: z.number().int().optional().meta({ description: 'photos the driver added to the report (for the agents)' }),
  }),
  arrive: z.object({
    kind: z.literal('arrive'),
    site: z.enum(SITES).meta({ description: 'where the driver arrived' }),
    at: instant.meta({ description: 'when the driver arrived, by the driver’s phone' }),
  }),
  load: z.object({
    kind: z.literal('load'),
    at: instant.meta({ description: 'when the goods were loaded, by the driver’s phone' }),
    counted: z.number().int().meta({ description: 'the pallets or parcels the driver counted on board' }),
    ordered: z.number().int().meta({ description: 'how many the order holds' }),
  }),
  pickUp: z.object({ kind: z.literal('pickUp'), at: instant.meta({ description: 'when the goods were picked up' }) }),
  deliver: z.object({
    kind: z.literal('deliver'),
    at: instant.meta({ description: 'when the goods were delivered' }),
    receivedBy: text,
    note: text.nullable(),
    proof: z
      .object({ signed: z.boolean(), inGoodOrder: z.boolean(), photos: z.number().int() })
      .optional()
      .meta({ description: 'what the driver’s phone gathered: a signature drawn, the tick “received in good order”, how many photos' }),
  }),
  cancel: z.object({ kind: z.literal('cancel'), by: text, reason: text }),
  correct: z.object({
    kind: z.literal('correct'),
    step: z.enum(CORRECTABLE_STEPS).meta({ description: 'the step whose time was set right' }),
    at: instant.meta({ description: 'when that step truly happened' }),
    reason: text,
    confirms: z
      .boolean()
      .optional()
      .meta({ description: 'true when an agent confirmed the time recorded, which the road alone could not explain' }),
  }),
};
const transportMove = z.discriminatedUnion('kind', [
  MOVES.book,
  MOVES.eta,
  MOVES.incident,
  MOVES.arrive,
  MOVES.load,
  MOVES.pickUp,
  MOVES.deliver,
  MOVES.cancel,
  MOVES.correct,
]);

/** One step of a confirmed transport, as an agent recorded it: the move, and when it was recorded (a pickup and a delivery say when they happened). */
export const apiTransportStep = z
  .discriminatedUnion('kind', [
    MOVES.book.extend({ at: instant }),
    MOVES.eta.extend({ at: instant }),
    MOVES.incident.extend({ at: instant }),
    MOVES.arrive,
    MOVES.load,
    MOVES.pickUp,
    MOVES.deliver,
    MOVES.cancel.extend({ at: instant }),
    MOVES.correct,
  ])
  .meta({
    description:
      'a step; `at` is when it was recorded, or for a pickup and a delivery when it happened (as last corrected), or for a correction the time it sets',
  });

export const apiTransport = z.object({
  state: z.enum(TRANSPORT_STATES),
  confirmedAt: instant,
  promisedDelivery: instant.nullable().meta({ description: 'the delivery the chosen offer promised' }),
  steps: z.array(apiTransportStep),
});

export const apiQuote = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** the vehicle class priced: the one asked for, or the one chosen for `unknown` (or none named) */
  vehicleType: z.string(),
  vehicleLabel: z.string().meta({ description: 'the vehicle class named in the language of the request (Accept-Language)' }),
  vehicleChosen: z.boolean().meta({ description: 'true when the vehicle was chosen for the goods (`unknown`, or none named)' }),
  offers: z.array(apiOffer),
  unpriced: z.array(
    z.discriminatedUnion('reason', [
      z.object({ variant: z.enum(OFFER_VARIANTS), reason: z.enum(['noTariff', 'noRoadLink']) }),
      z
        .object({
          variant: z.enum(OFFER_VARIANTS),
          reason: z.literal('overGroupage'),
          limit: z.enum(GROUPAGE_EXCESSES),
          value: z.number(),
        })
        .meta({ description: 'no Eco offer: the goods pass what a shared truck takes (weight kg, pallet places or loading metres)' }),
    ]),
  ),
  selectedOffer: z.string().nullable(),
  /** once confirmed, where it stands with the agents, oldest first */
  history: z.array(z.object({ status: z.enum(LEAD_STATUSES), at: instant })),
  transport: apiTransport.optional().meta({ description: 'once confirmed, the transport as the agents follow it to its delivery' }),
});
export type ApiQuote = z.infer<typeof apiQuote>;

/** GET /quotes: which of the account's quotes, and which page of them. */
const day = z.iso.date();
export const quoteListQuery = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  from: day.optional().meta({ description: 'created on or after this day (Europe/Paris)' }),
  to: day.optional().meta({ description: 'created on or before this day (Europe/Paris)' }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** The account's quotes, newest first. */
export const apiQuoteList = z.object({
  quotes: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      status: z.enum(QUOTE_STATUSES),
      createdAt: instant,
      pickupDate: z.string().meta({ description: 'YYYY-MM-DD' }),
      route: z.object({ from: z.string(), fromCountry: z.string(), to: z.string(), toCountry: z.string() }),
      poNumber: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ApiQuoteList = z.infer<typeof apiQuoteList>;

/** The shipment: the same fields and rules as the web form. */
export const quoteRequest = quoteFormInput;

export const confirmRequest = z.object({
  offerId: z.string().min(1).max(40),
  /** the buyer's purchase order number: on the agents' email and the admin record */
  poNumber: singleLine(100).optional(),
  /** the buyer's own reference for this transport */
  reference: singleLine(100).optional(),
});

export const confirmedQuote = z.object({ quoteId: z.uuid(), quoteRequestId: z.uuid(), status: z.literal('offer_confirmed') });
export type ConfirmedQuote = z.infer<typeof confirmedQuote>;

export const webhookRequest = z.object({
  url: z.string().min(1).max(2_000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).optional(),
});

export const webhook = z.object({ id: z.uuid(), url: z.string(), events: z.array(z.enum(WEBHOOK_EVENTS)), createdAt: instant });
export type ApiWebhook = z.infer<typeof webhook>;

/** Registered: the signing secret, given this once. */
export const registeredWebhook = webhook.extend({ secret: z.string() });

export const webhookList = z.object({ webhooks: z.array(webhook) });

/** What every event sends: its id (the same on each attempt, so a receiver drops a repeat), its type, when, and its data. */
const webhookEnvelope = <T extends z.ZodType>(types: readonly [string, ...string[]], data: T) =>
  z.object({
    id: z.string().meta({ description: 'the event’s id, the same on every attempt: a receiver that saw it already drops it' }),
    type: z.enum(types),
    createdAt: instant,
    data,
  });

/** quote.confirmed: an offer of the account's quote was confirmed. */
export const quoteConfirmedEvent = webhookEnvelope(
  ['quote.confirmed'],
  z.object({
    quoteId: z.uuid(),
    reference: z.string(),
    offerId: z.string(),
    variant: z.enum(OFFER_VARIANTS),
    priceExcludingTax: z.number(),
    status: z.literal('offer_confirmed'),
    poNumber: z.string().optional(),
    customerReference: z.string().optional(),
  }),
);

/** quote.status_changed: the agents moved the confirmed request on. */
export const quoteStatusChangedEvent = webhookEnvelope(
  ['quote.status_changed'],
  z.object({ quoteId: z.uuid(), reference: z.string(), quoteRequestId: z.uuid(), status: z.enum(LEAD_STATUSES) }),
);

/** shipment.*: each step of a confirmed transport. */
export const shipmentEvent = webhookEnvelope(
  WEBHOOK_EVENTS.filter((event) => event.startsWith('shipment.') && event !== 'shipment.carrier_assigned') as [string, ...string[]],
  z.object({
    quoteId: z.uuid(),
    reference: z.string(),
    quoteRequestId: z.uuid(),
    state: z.enum(TRANSPORT_STATES).meta({ description: 'the transport’s state once the step is recorded' }),
    move: transportMove,
    proofOfDelivery: z.url().optional().meta({ description: 'shipment.delivered: the proof of delivery, GET with the account’s key' }),
  }),
);

/** shipment.carrier_assigned: the carrier that took the job, named, and the vehicle's plate; nothing else of the carrier. */
export const carrierAssignedEvent = webhookEnvelope(
  ['shipment.carrier_assigned'],
  z.object({
    quoteId: z.uuid(),
    reference: z.string(),
    quoteRequestId: z.uuid(),
    carrier: z.string().meta({ description: 'the carrier’s company name' }),
    registration: z.string().meta({ description: 'the vehicle’s registration plate' }),
  }),
);

/** A vehicle class and what it carries (GET /vehicles): a shipment's goods must fit its limits. */
export const apiVehicle = z.object({
  code: z.string(),
  label: z.string(),
  payloadKg: z.number(),
  volumeM3: z.number(),
  lengthCm: z.number().meta({ description: 'cargo space' }),
  widthCm: z.number(),
  heightCm: z.number(),
  palletPlaces: z.number().int(),
  dangerousGoods: z.boolean().meta({ description: 'equipped and allowed for ADR loads' }),
});
export const vehicleList = z.object({ vehicles: z.array(apiVehicle) });

/** GET /invoices: which of the account's invoices, and which page of them. */
export const invoiceListQuery = z.object({
  status: z
    .enum(['paid', 'unpaid'])
    .optional()
    .meta({ description: 'paid: recorded as paid; unpaid: invoices still owed (neither paid nor cancelled by a credit note)' }),
  from: day.optional().meta({ description: 'issued on or after this day' }),
  to: day.optional().meta({ description: 'issued on or before this day' }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An invoice or credit note of the account; its Factur-X PDF or CII XML by `Accept`. */
export const apiInvoice = z.object({
  id: z.uuid(),
  number: z.string().meta({ description: 'F-YYYY-NNNNNN for an invoice, A-YYYY-NNNNNN for a credit note: one sequence per year, no gap' }),
  kind: z.enum(['invoice', 'creditNote']),
  issueDate: day,
  deliveryDate: day,
  dueDate: day,
  status: z.enum(['paid', 'unpaid']),
  paidAt: instant.nullable(),
  refersTo: z.object({ id: z.uuid().nullable(), number: z.string() }).nullable().meta({ description: 'a credit note’s invoice' }),
  references: z.array(z.string()).meta({ description: 'the quotes’ references it invoices' }),
  currency: z.literal('EUR'),
  totalExcludingTax: z.number().meta({ description: 'negative on a credit note' }),
  vat: z.number(),
  totalIncludingTax: z.number(),
  vatCase: z.enum(['french', 'departureCountry', 'reverseCharge', 'exempt', 'outsideScope']),
  vatRate: z.number(),
});
export type ApiInvoice = z.infer<typeof apiInvoice>;

export const apiInvoiceList = z.object({
  invoices: z.array(apiInvoice),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** invoice.issued: an invoice or a credit note of the account was issued. */
export const invoiceIssuedEvent = webhookEnvelope(
  ['invoice.issued'],
  z.object({
    invoice: apiInvoice,
    url: z.url().meta({ description: 'GET it with the account’s key: JSON, or its Factur-X PDF or CII XML by Accept' }),
  }),
);
