import { z } from 'zod';
import {
  CORRECTABLE_STEPS,
  INCIDENT_KINDS,
  type TransportMove,
  nextTransportState,
  publicMove,
} from '../../domain/transport/transport-lifecycle.ts';
import { checkStepTiming, withTimesDoubt } from '../../domain/transport/step-timing.ts';
import { heldTimes } from '../../domain/transport/plausible-times.ts';
import { SHIPMENT_EVENT, shipperNewsOf } from '../../domain/transport/transport-news.ts';
import { type Notification, webhookNotifications } from '../../domain/notifications/notification.ts';
import { webhookDeliveries } from '../../domain/webhooks/webhook.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import { quoteLinkPath } from '../quote-link.ts';
import type { TransportLog, TransportRecord } from '../../ports/transport-log.ts';
import { multiLine, nameLine, singleLine } from '../inputs/text-fields.ts';
import { ApplicationError } from '../../domain/application-error.ts';
import { token } from '../../ports/token.ts';
import { LANGUAGES } from '../../domain/language.ts';
import { driverLanguageOf } from '../../domain/transport/driver-language.ts';
import { driverLink } from './driver-link-path.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    transportNotFound: TransportNotFound;
  }
}

const instant = z.iso.datetime({ offset: true });
const required = (max: number) => singleLine(max).pipe(z.string().min(1));

/** What an agent posts for each move; instants are ISO 8601 with their offset. */
export const transportMoveInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('book'),
    carrier: required(200),
    vehicle: required(100),
    registration: required(20),
    driverFirstName: required(100),
    driverPhone: required(40),
    // Empty from the record's form: the phone's country calling code decides (driver-language.ts).
    driverLanguage: z.union([z.enum(LANGUAGES), z.literal('').transform(() => undefined)]).optional(),
    plannedPickup: instant,
  }),
  z.object({ kind: z.literal('eta'), estimatedDelivery: instant, reason: required(500) }),
  z.object({ kind: z.literal('incident'), incident: z.enum(INCIDENT_KINDS), note: multiLine(2_000).pipe(z.string().min(1)) }),
  z.object({ kind: z.literal('pickUp'), at: instant }),
  z.object({
    kind: z.literal('deliver'),
    at: instant,
    receivedBy: nameLine(200).pipe(z.string().min(1)),
    note: multiLine(2_000)
      .nullish()
      .transform((note) => note || null),
  }),
  z.object({ kind: z.literal('cancel'), by: required(200), reason: multiLine(2_000).pipe(z.string().min(1)) }),
  z.object({
    kind: z.literal('correct'),
    step: z.enum(CORRECTABLE_STEPS),
    at: instant,
    reason: required(500),
    // the record's "confirm the times" form: the time stands, checked by the agent although the road cannot explain it
    confirms: z
      .literal(['true', true])
      .transform(() => true as const)
      .optional(),
  }),
]) satisfies z.ZodType<TransportMove, unknown>;

export class TransportNotFound extends ApplicationError<'transportNotFound'> {
  override name = 'TransportNotFound';
  readonly code = 'transportNotFound';
}

export type MoveTransport = (input: { staffUserId: string; quoteRequestId: string; move: TransportMove }) => Promise<TransportRecord>;
export const MoveTransport = token<MoveTransport>('MoveTransport');

interface MoveDeps {
  log: TransportLog;
  webhooks: Pick<WebhookEndpoints, 'forQuoteRequest'>;
  secrets: Secrets;
  siteUrl: string;
  clock: Clock;
  outbox: { wake(): void };
  /** told of each delivery once it is kept: its invoice follows */
  delivered?: (quoteRequestId: string) => void;
}

/**
 * An agent records the next step of a confirmed transport; an out-of-order step is refused
 * (TransportMoveRefused), and so is one the clock or the step before it belies (TransportStepRefused). The shipper's email and the account's webhooks are queued with the step,
 * in its transaction: a step recorded once is told once, whichever process sends the outbox.
 */
export function makeMoveTransport(deps: MoveDeps): MoveTransport {
  return async ({ staffUserId, quoteRequestId, move }) => {
    const account = await deps.webhooks.forQuoteRequest(quoteRequestId);
    let told = 0;
    const decide = (before: TransportRecord) => {
      // Checked against the steps read under the lock, and the clock read then: a delivery cannot slip
      // before a pickup recorded meanwhile, nor a process paused on the lock judge by a stale clock.
      const now = deps.clock.now();
      nextTransportState(before.state, move.kind);
      checkStepTiming(move, before.moves, now);
      const kept = withTimesDoubt(
        move,
        before.moves.map(({ move }) => move),
        before.road,
      );
      const notifications = stepNotifications(deps, account, before, kept, now);
      told = notifications.length;
      return { move: kept, notifications };
    };
    const record = await deps.log.append(quoteRequestId, { staffUserId }, decide);
    if (!record) throw new TransportNotFound(quoteRequestId);
    if (told > 0) deps.outbox.wake();
    if (invoiceDue(record, move.kind)) deps.delivered?.(quoteRequestId);
    return record;
  };
}

/**
 * Whether the step just kept lets the delivery be invoiced: a delivery, or a correction or
 * confirmation of its times, that leaves them as the road explains them (or an agent vouched for).
 */
export function invoiceDue(record: TransportRecord, kept: TransportMove['kind']): boolean {
  return (
    (kept === 'deliver' || kept === 'correct') &&
    record.state === 'delivered' &&
    heldTimes(record.moves.map(({ move }) => move)) === undefined
  );
}

/**
 * Who is told of a step, decided from the record read under the request's lock: the step's number
 * (hence each webhook's event id) and whether a late estimate is news cannot be read twice. The
 * same for an agent's step and a driver's; the driver's stamp stays with the agents.
 */
export function stepNotifications(
  deps: Pick<MoveDeps, 'secrets' | 'siteUrl'>,
  account: Awaited<ReturnType<WebhookEndpoints['forQuoteRequest']>>,
  before: TransportRecord,
  move: TransportMove,
  now: Date,
): Notification[] {
  const state = nextTransportState(before.state, move.kind);
  const eventId = `${SHIPMENT_EVENT[move.kind]}:${before.quoteRequestId}:${before.moves.length}`;
  const data = {
    quoteId: before.quoteId,
    reference: before.reference,
    quoteRequestId: before.quoteRequestId,
    state,
    move: publicMove(move),
    // The delivered event links its proof, read with the account's key.
    ...(move.kind === 'deliver'
      ? { proofOfDelivery: `${deps.siteUrl.replace(/\/$/, '')}/api/v1/quotes/${before.quoteId}/proof-of-delivery` }
      : {}),
  };
  const hooks = account
    ? webhookNotifications(
        [
          ...webhookDeliveries(account.endpoints, SHIPMENT_EVENT[move.kind], eventId, now, data),
          // A carrier of the directory takes the job: its name and the plate, nothing else of it.
          ...(move.kind === 'book' && move.carrierId
            ? webhookDeliveries(
                account.endpoints,
                'shipment.carrier_assigned',
                `shipment.carrier_assigned:${before.quoteRequestId}:${before.moves.length}`,
                now,
                {
                  quoteId: before.quoteId,
                  reference: before.reference,
                  quoteRequestId: before.quoteRequestId,
                  carrier: move.carrier,
                  registration: move.registration,
                },
              )
            : []),
        ],
        before.quoteId,
      )
    : [];
  return [...newsEmail(deps, publicMove(move), before), ...hooks, ...driverLinkMessage(deps, move, before)];
}

/**
 * A carrier booked with a driver's phone is sent the job's link by text message, queued with the
 * booking (the outbox tries again while the provider is down), in the driver's language: the
 * agent's choice, else the phone's country calling code's; the page offers the others.
 */
function driverLinkMessage(deps: Pick<MoveDeps, 'secrets' | 'siteUrl'>, move: TransportMove, before: TransportRecord): Notification[] {
  if (move.kind !== 'book') return [];
  const language = driverLanguageOf(move);
  const summary = {
    to: move.driverPhone,
    language,
    driverFirstName: move.driverFirstName,
    reference: before.reference,
    link: driverLink(deps.secrets, deps.siteUrl.replace(/\/$/, ''), before.quoteRequestId, language),
  };
  return [{ kind: 'driver-link', audience: 'driver', email: null, language, reference: before.quoteRequestId, summary }];
}

function newsEmail(deps: Pick<MoveDeps, 'secrets' | 'siteUrl'>, move: TransportMove, before: TransportRecord): Notification[] {
  const news = shipperNewsOf(move, before);
  if (!news) return [];
  const { shipper } = before;
  const link = `${deps.siteUrl.replace(/\/$/, '')}${quoteLinkPath(deps.secrets, before.quoteId, before.ownerKey, shipper.language)}`;
  return [
    {
      kind: 'transport-news',
      audience: 'visitor',
      email: shipper.email,
      language: shipper.language,
      reference: before.quoteId,
      summary: {
        quoteId: before.quoteId,
        reference: before.reference,
        news,
        move,
        promisedDelivery: before.promisedDelivery,
        client: { name: shipper.name, email: shipper.email },
        language: shipper.language,
        link,
      },
    },
  ];
}

export type ViewTransport = (quoteRequestId: string) => Promise<TransportRecord>;
export const ViewTransport = token<ViewTransport>('ViewTransport');

export function makeViewTransport(deps: { log: TransportLog }): ViewTransport {
  return async (quoteRequestId) => {
    const record = await deps.log.record(quoteRequestId);
    if (!record) throw new TransportNotFound(quoteRequestId);
    return record;
  };
}
