import { z } from 'zod';
import { type TransportOrder, cabotageApplies } from '../../domain/carriers/transport-order.ts';
import { consignmentNote } from '../../domain/carriers/consignment-note.ts';
import {
  type CarrierAward,
  DECLINE_REASONS,
  type OfferAnswer,
  type Tender,
  type TenderOffer,
  answerRefusal,
} from '../../domain/carriers/tender.ts';
import type { Language } from '../../domain/language.ts';
import { LANGUAGES } from '../../domain/language.ts';
import { type QuoteDocument, jobGoodsOf } from '../../domain/quote/quote-document.ts';
import type { TransportMove } from '../../domain/transport/transport-lifecycle.ts';
import { token } from '../../ports/token.ts';
import type { TransportRecord } from '../../ports/transport-log.ts';
import type { Actor } from '../actor.ts';
import { InvalidInput } from '../errors.ts';
import { parseInput } from '../inputs/parse-input.ts';
import { nameLine, singleLine } from '../inputs/text-fields.ts';
import { stepNotifications } from '../transport/move-transport.ts';
import { AwardRefused, CarrierNotFound, OfferClosed, OfferTaken } from './carrier-errors.ts';
import { type CarrierBuyingDeps, awardNotifications, carriersOf, documentCheck, placeOnly, vehicleClassOf } from './carrier-buying-deps.ts';

/**
 * What a carrier's offer link shows. Before the award: the lane (towns and postal codes), the
 * windows, the vehicle, the goods with their dangerous goods, the distance and the price; never
 * the street, the shipper or the sale price. Once awarded to this carrier: the transport order.
 */
export type CarrierOfferView =
  | {
      status: 'open' | 'answered' | 'awarded';
      tenderId: string;
      carrierName: string;
      reference: string;
      from: string;
      fromCountry: string;
      to: string;
      toCountry: string;
      pickupWindow: { from: string; to: string } | null;
      deliveryBy: string | null;
      vehicleClass: string;
      goods: Pick<QuoteDocument, 'shippingType' | 'parcels' | 'totals' | 'isStackable' | 'isDangerous'>;
      distanceKm: number | null;
      priceEuros: number;
      deadline: string;
      mode: Tender['mode'];
      answer: OfferAnswer | null;
      /** this carrier's award: the order, and whether it is confirmed with a driver */
      award: { priceEuros: number; confirmed: boolean; cabotageRequired: boolean; order: TransportOrder } | null;
    }
  /** the job went to another carrier: the link shows no more of it */
  | { status: 'taken'; reference: string };

const euros = z.coerce
  .number()
  .positive()
  .max(1_000_000)
  .transform((value) => Math.round(value * 100) / 100);

export const offerAnswerInput = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('accept') }),
  z.object({
    answer: z.literal('propose'),
    priceEuros: euros,
    validMinutes: z.coerce
      .number()
      .int()
      .min(5)
      .max(48 * 60)
      .default(60),
  }),
  z.object({ answer: z.literal('decline'), reason: z.enum(DECLINE_REASONS) }),
]);

export const confirmJobInput = z.object({
  driverFirstName: nameLine(100).pipe(z.string().min(1)),
  driverPhone: singleLine(40).pipe(z.string().regex(/^\+?[\d ().-]{6,25}$/)),
  driverLanguage: z.union([z.enum(LANGUAGES), z.literal('').transform(() => undefined)]).optional(),
  registration: singleLine(20).pipe(z.string().min(2)),
  cabotage: z
    .union([z.literal('on'), z.literal(true)])
    .optional()
    .transform((value) => value !== undefined),
});

/** The goods as an offer shows them: the shipper's comments may name people or phones, which wait for the award. */
const withoutComments = ({ comments: _afterTheAward, ...goods }: ReturnType<typeof jobGoodsOf>) => goods;

export interface CarrierOfferServices {
  view(actor: Actor): Promise<CarrierOfferView>;
  answer(actor: Actor, input: unknown): Promise<CarrierOfferView>;
  /** The carrier awarded confirms the order and names the driver: the transport is booked and the driver's link texted. */
  confirm(actor: Actor, input: unknown): Promise<CarrierOfferView>;
  /** The transport order's PDF, for the carrier it was awarded to, in the language asked. */
  orderPdf(actor: Actor, language: Language): Promise<{ reference: string; pdf: Buffer }>;
  /**
   * The job's consignment note as its steps have filled it: for the carrier awarded (its link), the
   * transport's driver (theirs), or staff; 404 to anyone else, or before an award.
   */
  consignmentNotePdf(actor: Actor, request: { quoteRequestId?: string; language: Language }): Promise<{ reference: string; pdf: Buffer }>;
  /** The transport order's PDF of a request's award (its email's attachment, the record's link). */
  orderPdfOf(quoteRequestId: string, language: Language): Promise<{ reference: string; pdf: Buffer } | undefined>;
}
export const CarrierOfferServices = token<CarrierOfferServices>('CarrierOfferServices');

interface Opened {
  record: TransportRecord;
  tender: Tender;
  offer: TenderOffer;
  /** every tender of the request (who else was offered the job), as read with the offer */
  tenders: Tender[];
  award: CarrierAward | undefined;
  carrierId: string;
}

export function makeCarrierOfferServices(deps: CarrierBuyingDeps): CarrierOfferServices {
  /** The offer the carrier's link opens; CarrierNotFound for any other actor or offer. */
  async function open(actor: Actor): Promise<Opened> {
    if (actor.kind !== 'carrier') throw new CarrierNotFound('not a carrier');
    const found = await deps.buying.offer(actor.tenderId, actor.carrierId);
    if (!found) throw new CarrierNotFound(actor.tenderId);
    const record = await deps.log.record(found.quoteRequestId);
    if (!record) throw new CarrierNotFound(actor.tenderId);
    return {
      record,
      tender: found.tender,
      offer: found.offer,
      tenders: found.buying.tenders,
      award: found.buying.award,
      carrierId: actor.carrierId,
    };
  }

  const documentOf = async (record: TransportRecord) => (await deps.viewDocument(record.quoteId, record.ownerKey)).document;

  async function orderOf(record: TransportRecord, award: CarrierAward, document: QuoteDocument): Promise<TransportOrder> {
    const carrier = await deps.directory.byId(award.carrierId);
    if (!carrier) throw new CarrierNotFound(award.carrierId);
    const chosen = document.offers.find((offer) => offer.chosen);
    return {
      reference: record.reference,
      issuedAt: award.awardedAt,
      operator: deps.operator,
      carrier: { company: carrier.company, siren: carrier.siren, vatNumber: carrier.vatNumber, address: carrier.address },
      pickup: { ...document.departure, window: chosen?.pickupWindow ?? null },
      delivery: { ...document.arrival, by: record.promisedDelivery },
      goods: jobGoodsOf(document),
      vehicle: deps.vehicleName(vehicleClassOf(record.job.vehicleType)),
      distanceKm: document.distanceKm,
      priceEuros: award.priceEuros,
      cabotage: { required: cabotageApplies(carrier.address.country, record.route), declaredAt: award.cabotageDeclaredAt },
    };
  }

  async function viewOf({ record, tender, offer, award, carrierId }: Opened): Promise<CarrierOfferView> {
    const now = deps.clock.now();
    const ours = award?.carrierId === carrierId ? award : undefined;
    if (award && !ours) return { status: 'taken', reference: record.reference };
    if (!ours && now.getTime() >= Date.parse(tender.deadline)) throw new OfferClosed();
    const document = await documentOf(record);
    const chosen = document.offers.find((candidate) => candidate.chosen);
    const order = ours ? await orderOf(record, ours, document) : null;
    return {
      status: ours ? 'awarded' : offer.answer ? 'answered' : 'open',
      tenderId: tender.id,
      carrierName: offer.carrierName,
      reference: record.reference,
      from: placeOnly(record.route.from, record.route.fromCountry),
      fromCountry: record.route.fromCountry,
      to: placeOnly(record.route.to, record.route.toCountry),
      toCountry: record.route.toCountry,
      pickupWindow: chosen?.pickupWindow ?? null,
      deliveryBy: record.promisedDelivery,
      vehicleClass: vehicleClassOf(record.job.vehicleType),
      goods: withoutComments(jobGoodsOf(document)),
      distanceKm: document.distanceKm,
      priceEuros: tender.priceEuros,
      deadline: tender.deadline,
      mode: tender.mode,
      answer: offer.answer,
      award:
        ours && order
          ? {
              priceEuros: ours.priceEuros,
              confirmed: ours.confirmedAt !== null,
              cabotageRequired: order.cabotage.required,
              order,
            }
          : null,
    };
  }

  return {
    view: async (actor) => viewOf(await open(actor)),

    async answer(actor, input) {
      // Whose offer first: a link that opens none is refused before its form is read.
      const opened = await open(actor);
      const parsed = parseInput(offerAnswerInput, input);
      const { record, carrierId } = opened;
      const now = deps.clock.now();
      const answer: OfferAnswer =
        parsed.answer === 'accept'
          ? { kind: 'accept' }
          : parsed.answer === 'propose'
            ? {
                kind: 'propose',
                priceEuros: parsed.priceEuros,
                validUntil: new Date(now.getTime() + parsed.validMinutes * 60_000).toISOString(),
              }
            : { kind: 'decline', reason: parsed.reason };
      const carriers = await carriersOf(
        deps.directory,
        opened.tenders.flatMap((tender) => tender.offers.map((offer) => offer.carrierId)),
      );
      const winner = carriers.get(carrierId);
      const problemsOf = await documentCheck(deps, [carrierId]);
      let awarded = false;
      await deps.buying.answer(opened.tender.id, carrierId, (before, tender, offer) => {
        // Read again under the request's lock: of two acceptances at once, the second sees the first's award.
        const refusal = answerRefusal(tender, offer, before.award, deps.clock.now());
        if (refusal === 'closed') throw new OfferClosed();
        if (refusal) throw new OfferTaken(refusal);
        const firstToAccept =
          answer.kind === 'accept' &&
          tender.mode === 'firstToAccept' &&
          winner !== undefined &&
          problemsOf(winner, tender.priceEuros).length === 0;
        if (!firstToAccept) return { answer, notifications: [] };
        awarded = true;
        const award = {
          carrierId,
          carrierName: winner.company,
          tenderId: tender.id,
          priceEuros: tender.priceEuros,
          awardedAt: now.toISOString(),
          awardedBy: null,
          marginReason: tender.marginReason,
        };
        return { answer, award, notifications: awardNotifications(deps, record, award, winner, before.tenders, carriers) };
      });
      if (awarded) deps.outbox.wake();
      return viewOf(await open(actor));
    },

    async confirm(actor, input) {
      const opened = await open(actor);
      const { driverFirstName, driverPhone, driverLanguage, registration, cabotage } = parseInput(confirmJobInput, input);
      const { record, award, carrierId } = opened;
      if (!award || award.carrierId !== carrierId || award.confirmedAt) throw new AwardRefused('notConfirmable');
      const carrier = await deps.directory.byId(carrierId);
      if (!carrier) throw new CarrierNotFound(carrierId);
      const cabotageRequired = cabotageApplies(carrier.address.country, record.route);
      if (cabotageRequired && !cabotage) throw new InvalidInput([{ field: 'cabotage', key: 'required' }]);
      const now = deps.clock.now();
      const windowFrom = record.road.pickupWindowFrom;
      const move: TransportMove = {
        kind: 'book',
        carrier: carrier.company,
        carrierId,
        vehicle: deps.vehicleName(vehicleClassOf(record.job.vehicleType)),
        registration: registration.toUpperCase(),
        driverFirstName,
        driverPhone,
        ...(driverLanguage ? { driverLanguage } : {}),
        plannedPickup: windowFrom && Date.parse(windowFrom) > now.getTime() ? windowFrom : now.toISOString(),
        byCarrier: true,
      };
      const account = await deps.webhooks.forQuoteRequest(record.quoteRequestId);
      // The lead the booking closes is closed in the name of the agent who gave the job.
      const leadClosedBy = award.awardedBy ?? opened.tender.openedBy;
      await deps.log.append(record.quoteRequestId, { carrierId, leadClosedBy }, (before) => ({
        move,
        notifications: stepNotifications(deps, account, before, move, deps.clock.now()),
        confirmsAward: { carrierId, cabotageDeclared: cabotageRequired && cabotage },
      }));
      deps.outbox.wake();
      return viewOf(await open(actor));
    },

    async orderPdf(actor, language) {
      const opened = await open(actor);
      if (opened.award?.carrierId !== opened.carrierId) throw new CarrierNotFound(opened.tender.id);
      const order = await orderOf(opened.record, opened.award, await documentOf(opened.record));
      return { reference: opened.record.reference, pdf: await deps.renderer.transportOrder(order, language) };
    },

    async consignmentNotePdf(actor, { quoteRequestId: asked, language }) {
      // The carrier's link has read the record and its award already; the driver and staff name the request.
      const awarded = async (): Promise<{ record: TransportRecord | undefined; award: CarrierAward | undefined }> => {
        if (actor.kind === 'carrier') {
          const opened = await open(actor);
          return { record: opened.record, award: opened.award?.carrierId === opened.carrierId ? opened.award : undefined };
        }
        const quoteRequestId = actor.kind === 'driver' ? actor.quoteRequestId : actor.kind === 'staff' ? asked : undefined;
        if (!quoteRequestId) return { record: undefined, award: undefined };
        const [record, buying] = await Promise.all([deps.log.record(quoteRequestId), deps.buying.of(quoteRequestId)]);
        return { record, award: buying.award };
      };
      const { record, award } = await awarded();
      if (!record || !award) throw new CarrierNotFound(asked ?? 'none');
      const [document, proof] = await Promise.all([documentOf(record), deps.log.proofOf(record.quoteRequestId)]);
      const order = await orderOf(record, award, document);
      const note = consignmentNote(
        order,
        document,
        record.route,
        record.moves.map(({ move }) => move),
        proof,
      );
      return { reference: record.reference, pdf: await deps.renderer.consignmentNote(note, language) };
    },

    async orderPdfOf(quoteRequestId, language) {
      const [record, buying] = await Promise.all([deps.log.record(quoteRequestId), deps.buying.of(quoteRequestId)]);
      if (!record || !buying.award) return undefined;
      const order = await orderOf(record, buying.award, await documentOf(record));
      return { reference: record.reference, pdf: await deps.renderer.transportOrder(order, language) };
    },
  };
}
