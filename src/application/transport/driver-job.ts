import { z } from 'zod';
import { ApplicationError } from '../../domain/application-error.ts';
import { type QuoteDocument, jobGoodsOf } from '../../domain/quote/quote-document.ts';
import {
  type DriverStep,
  type DriverTap,
  MOVE_OF_STEP,
  driverNextStep,
  moveOfTap,
  orderedCount,
  stampTap,
  tapKept,
} from '../../domain/transport/driver-steps.ts';
import { happenedAt, withTimesDoubt } from '../../domain/transport/step-timing.ts';
import {
  INCIDENT_KINDS,
  type TransportMove,
  type TransportState,
  TransportMoveRefused,
  canMove,
  publicMove,
} from '../../domain/transport/transport-lifecycle.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { token } from '../../ports/token.ts';
import type { TransportLog, TransportRecord } from '../../ports/transport-log.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import { multiLine, nameLine } from '../inputs/text-fields.ts';
import type { ViewQuoteDocument } from '../quote-document.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import { InvalidInput, TooManySubmissions } from '../errors.ts';
import {
  type DeliveryProof,
  type KeptImage,
  type ProofImage,
  PHOTO_MAX_BYTES,
  SIGNATURE_MAX_BYTES,
  imageOf,
  proofRefusal,
  proofSummary,
} from '../../domain/transport/delivery-proof.ts';
import { parseInput } from '../inputs/parse-input.ts';
import type { Actor } from '../actor.ts';
import { DriverLinkRefused } from './driver-link.ts';
import type { DriverPositions } from '../../ports/driver-positions.ts';
import { CLOCK_TOLERANCE_MS } from '../../domain/transport/step-timing.ts';
import { TransportNotFound, invoiceDue, stepNotifications } from './move-transport.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    driverLinkExpired: DriverLinkExpired;
  }
}

/** How long a driver's link opens its job once the transport is over: then 410. */
export const DRIVER_LINK_DAYS_AFTER = 7;

/** A driver's link seven days past the delivery (or the cancellation): answered 410. */
export class DriverLinkExpired extends ApplicationError<'driverLinkExpired'> {
  override name = 'DriverLinkExpired';
  readonly code = 'driverLinkExpired';
  constructor() {
    super('the driver’s link has expired');
  }
}

/** One end of the job, as the driver needs it: where, the site's note (contact, hours), and when. */
export interface DriverJobEnd {
  address: string;
  country: QuoteDocument['departure']['country'];
  note: string | null;
}

/** What the driver's page shows: the job, its steps so far and the next one. No price. */
export interface DriverJob {
  quoteRequestId: string;
  reference: string;
  state: TransportState;
  next: DriverStep | undefined;
  /** whether a problem may be reported now */
  canReport: boolean;
  driverFirstName: string | null;
  pickup: DriverJobEnd & { window: { from: string; to: string } | null };
  delivery: DriverJobEnd & { by: string | null };
  /** who ordered it, to call at the pickup */
  shipper: { name: string; company: string | null; phone: string | null };
  goods: Pick<QuoteDocument, 'shippingType' | 'parcels' | 'totals' | 'isStackable' | 'isDangerous' | 'comments'>;
  /** how many pallets or parcels the driver counts at loading */
  ordered: number;
  /** the steps so far, oldest first, as the shipper sees them */
  steps: Array<{ move: TransportMove; at: string }>;
  /** the language the job's document is in: the page's default */
  language: string;
  /** a carrier of the directory has the job: its consignment note is the driver's to show */
  consignmentNote: boolean;
}

/** An image the page made, as a data: URL (its base64 a third longer than its bytes); absent is null. */
const dataUrl = (maxBytes: number) =>
  z
    .string()
    .max(Math.ceil((maxBytes * 4) / 3) + 64)
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/)
    .nullish()
    .transform((url) => url ?? null);

/** What a tap posts (the page's form or its queue of taps kept offline). */
export const driverTapInput = z.discriminatedUnion('step', [
  z.object({
    step: z.enum(['arrivedAtPickup', 'left', 'arrivedAtDelivery']),
    tap: z.uuid(),
    phoneAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  z.object({
    step: z.literal('loaded'),
    tap: z.uuid(),
    phoneAt: z.iso.datetime({ offset: true }).nullable(),
    counted: z.coerce.number().int().min(0).max(9_999),
  }),
  z.object({
    step: z.literal('delivered'),
    tap: z.uuid(),
    phoneAt: z.iso.datetime({ offset: true }).nullable(),
    receivedBy: nameLine(200).pipe(z.string().min(1)),
    note: multiLine(2_000)
      .nullish()
      .transform((note) => note || null),
    // A form's tick says "on"; the page's queue says true.
    inGoodOrder: z
      .union([z.boolean(), z.literal('on')])
      .optional()
      .transform((tick) => tick === true || tick === 'on'),
    signature: dataUrl(SIGNATURE_MAX_BYTES),
    photo: dataUrl(PHOTO_MAX_BYTES),
    position: z
      .object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180), accuracyM: z.number().min(0).max(100_000) })
      .nullish()
      .transform((position) => position ?? null),
  }),
  z.object({
    step: z.literal('problem'),
    tap: z.uuid(),
    phoneAt: z.iso.datetime({ offset: true }).nullable(),
    incident: z.enum(INCIDENT_KINDS),
    note: multiLine(2_000).pipe(z.string().min(1)),
    photo: dataUrl(PHOTO_MAX_BYTES),
  }),
]) satisfies z.ZodType<DriverTap, unknown>;

interface Deps {
  log: TransportLog;
  viewDocument: ViewQuoteDocument;
  clock: Clock;
}

/**
 * The record the driver of a transport opens: TransportNotFound to anyone else (the actor's link
 * was checked at the edge: actor.ts), DriverLinkExpired a week after the end.
 */
async function openRecord(deps: Pick<Deps, 'log' | 'clock'>, driver: Actor): Promise<TransportRecord> {
  const record = driver.kind === 'driver' ? await deps.log.record(driver.quoteRequestId) : undefined;
  if (!record) throw new TransportNotFound();
  const end =
    record.state === 'delivered'
      ? happenedAt(record.moves.map(({ move }) => move)).deliveredAt
      : record.state === 'cancelled'
        ? record.moves.findLast(({ move }) => move.kind === 'cancel')?.at.toISOString()
        : null;
  if (end && deps.clock.now().getTime() > Date.parse(end) + DRIVER_LINK_DAYS_AFTER * 86_400_000) throw new DriverLinkExpired();
  return record;
}

/** The job's goods, addresses and windows: the quote's document, read once per request. */
const documentOf = async (deps: Deps, record: TransportRecord) => (await deps.viewDocument(record.quoteId, record.ownerKey)).document;

function jobOf(record: TransportRecord, document: QuoteDocument): DriverJob {
  const moves = record.moves.map(({ move }) => move);
  const booking = moves.findLast((move) => move.kind === 'book');
  const chosen = document.offers.find((offer) => offer.chosen);
  return {
    quoteRequestId: record.quoteRequestId,
    reference: record.reference,
    state: record.state,
    next: driverNextStep(moves),
    canReport: canMove(record.state, 'incident') && record.state !== 'delivered',
    driverFirstName: booking?.kind === 'book' ? booking.driverFirstName : null,
    pickup: { ...document.departure, window: chosen?.pickupWindow ?? null },
    delivery: { ...document.arrival, by: record.promisedDelivery },
    shipper: { name: record.shipper.name, company: record.shipper.company, phone: record.shipper.phone },
    goods: jobGoodsOf(document),
    ordered: orderedCount(document.parcels),
    steps: record.moves.map(({ move, at }) => ({ move: publicMove(move), at: at.toISOString() })),
    language: document.language,
    consignmentNote: record.job.purchaseEuros !== null,
  };
}

export type ViewDriverJob = (driver: Actor) => Promise<DriverJob>;
export const ViewDriverJob = token<ViewDriverJob>('ViewDriverJob');

/** The job a driver's link opens. */
export function makeViewDriverJob(deps: Deps): ViewDriverJob {
  return async (driver) => {
    const record = await openRecord(deps, driver);
    return jobOf(record, await documentOf(deps, record));
  };
}

/** How many taps one transport takes in an hour: a driver taps a dozen; a looping page or a leaked link no more. */
export const DRIVER_TAPS_PER_HOUR = 60;

/** `tap` as posted (driverTapInput checks it): the page's form, or its queue of taps kept offline. */
export type RecordDriverStep = (input: { driver: Actor; tap: unknown }) => Promise<DriverJob>;
export const RecordDriverStep = token<RecordDriverStep>('RecordDriverStep');

/**
 * A driver's tap, recorded in the transport's one log with the same emails and webhooks
 * as an agent's step. Only the next step may be tapped, and a problem while the goods are on their
 * way (TransportMoveRefused otherwise); a tap already kept is not kept twice. The phone's time is
 * the step's when the step rules allow it, else the server's, flagged for the agents.
 */
export function makeRecordDriverStep(
  deps: Deps & {
    webhooks: Pick<WebhookEndpoints, 'forQuoteRequest'>;
    /** the links the step's emails carry */
    secrets: Secrets;
    siteUrl: string;
    outbox: { wake(): void };
    limiter: RateLimiter;
    /** told of each delivery once it is kept: its invoice follows */
    delivered?: (quoteRequestId: string) => void;
  },
): RecordDriverStep {
  return async ({ driver, tap: posted }) => {
    const opened = await openRecord(deps, driver);
    const tap: DriverTap = parseInput(driverTapInput, posted);
    const { allowed, retryAfterMs } = await deps.limiter.hit(`driver-tap:${opened.quoteRequestId}`, DRIVER_TAPS_PER_HOUR, 3_600_000);
    if (!allowed) throw new TooManySubmissions(retryAfterMs);
    // The proof is read before the lock: a wrong image is the driver's to take again, nothing is kept.
    const delivered = tap.step === 'delivered' ? proofOfTap(tap) : undefined;
    const incidentPhoto = tap.step === 'problem' ? (imageOfUrl(tap.photo, 'photo') ?? undefined) : undefined;
    const document = await documentOf(deps, opened);
    const ordered = orderedCount(document.parcels);
    const account = await deps.webhooks.forQuoteRequest(opened.quoteRequestId);
    let told = 0;
    let added: string | undefined;
    const record = await deps.log.append(opened.quoteRequestId, 'driver', (before) => {
      if (tapKept(before.moves, tap.tap)) return undefined;
      const moves = before.moves.map(({ move }) => move);
      const allowed = tap.step === 'problem' ? before.state !== 'delivered' : driverNextStep(moves) === tap.step;
      if (!allowed) throw new TransportMoveRefused(before.state, MOVE_OF_STEP[tap.step]);
      const now = deps.clock.now();
      const stamped = stampTap(tap, before.moves, now);
      const proof = tap.step === 'delivered' ? { ...delivered!, at: stamped.at } : undefined;
      const move = withTimesDoubt(moveOfTap(tap, stamped, ordered, proof && proofSummary(proof)), moves, before.road);
      const notifications = stepNotifications(deps, account, before, move, now);
      told = notifications.length;
      added = move.kind;
      return { move, notifications, proof, incidentPhoto };
    });
    if (!record) throw new TransportNotFound();
    if (told > 0) deps.outbox.wake();
    if (added === 'deliver' && invoiceDue(record, added)) deps.delivered?.(record.quoteRequestId);
    return jobOf(record, document);
  };
}

/** The proof a delivery tap carries, its images decoded and hashed; InvalidInput when it proves nothing. */
/** An image posted as a data: URL, checked for what it claims to be; InvalidInput when it is not. */
function imageOfUrl(url: string | null, kind: 'signature' | 'photo'): ProofImage | null {
  if (url === null) return null;
  const bytes = new Uint8Array(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
  const type = imageOf(bytes, kind);
  if (!type) throw new InvalidInput([{ field: kind, key: kind === 'signature' ? 'signatureImage' : 'photoImage' }]);
  return { bytes, type };
}

function proofOfTap(tap: Extract<DriverTap, { step: 'delivered' }>): Omit<DeliveryProof, 'at'> {
  const proof = {
    receivedBy: tap.receivedBy,
    inGoodOrder: tap.inGoodOrder,
    signature: imageOfUrl(tap.signature, 'signature'),
    photo: imageOfUrl(tap.photo, 'photo'),
    position: tap.position,
  };
  const refusal = proofRefusal(proof);
  if (refusal) throw new InvalidInput([{ field: 'inGoodOrder', key: refusal }]);
  return proof;
}

/** What the page posts every few minutes while the driver shares the phone's position. */
export const driverPositionInput = z.object({
  at: z.iso.datetime({ offset: true }),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  accuracyM: z.number().min(0).max(100_000),
});

/** Positions one transport takes in an hour: one every 3 minutes, and some to spare. */
export const DRIVER_POSITIONS_PER_HOUR = 40;

export type RecordDriverPosition = (input: { driver: Actor; position: unknown }) => Promise<void>;
export const RecordDriverPosition = token<RecordDriverPosition>('RecordDriverPosition');

/**
 * Where the phone is, kept while the transport is under way (refused before a booking
 * and once it is over); a phone's time ahead of the server's clock, or an hour old, is the time it
 * was received.
 */
export function makeRecordDriverPosition(
  deps: Pick<Deps, 'log' | 'clock'> & { positions: DriverPositions; limiter: RateLimiter },
): RecordDriverPosition {
  return async ({ driver, position: posted }) => {
    const record = await openRecord(deps, driver);
    const { at, ...position } = parseInput(driverPositionInput, posted);
    if (record.state === 'confirmed') throw new DriverLinkRefused('notBooked');
    if (record.state !== 'booked' && record.state !== 'picked_up') throw new DriverLinkRefused('over');
    const { allowed, retryAfterMs } = await deps.limiter.hit(
      `driver-position:${record.quoteRequestId}`,
      DRIVER_POSITIONS_PER_HOUR,
      3_600_000,
    );
    if (!allowed) throw new TooManySubmissions(retryAfterMs);
    const now = deps.clock.now();
    const phone = Date.parse(at);
    const plausible = phone <= now.getTime() + CLOCK_TOLERANCE_MS && phone >= now.getTime() - 3_600_000;
    await deps.positions.add(record.quoteRequestId, position, plausible ? new Date(phone) : now);
  };
}

export type ViewIncidentPhoto = (quoteRequestId: string, tap: string) => Promise<KeptImage | undefined>;
export const ViewIncidentPhoto = token<ViewIncidentPhoto>('ViewIncidentPhoto');

/** The photo of a problem the driver reported, for the agents who follow the transport. */
export function makeViewIncidentPhoto(deps: { log: Pick<TransportLog, 'incidentPhoto'> }): ViewIncidentPhoto {
  return (quoteRequestId, tap) => deps.log.incidentPhoto(quoteRequestId, tap);
}
