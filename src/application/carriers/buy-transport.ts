import { z } from 'zod';
import { carrierFits } from '../../domain/carriers/carrier.ts';
import type { CarrierOfferSms, CarrierOfferSummary } from '../../domain/carriers/carrier-messages.ts';
import {
  type CarrierAward,
  DEFAULT_DEADLINE_MINUTES,
  type Margin,
  TENDER_MODES,
  type Tender,
  awardablePrice,
  marginOf,
  proposedPurchasePrice,
} from '../../domain/carriers/tender.ts';
import type { Notification } from '../../domain/notifications/notification.ts';
import { DEFAULT_COUNTRY, isFormCountry } from '../../domain/shipment/countries.ts';
import { token } from '../../ports/token.ts';
import type { TransportRecord } from '../../ports/transport-log.ts';
import { parseInput } from '../inputs/parse-input.ts';
import { multiLine } from '../inputs/text-fields.ts';
import { TransportNotFound, transportMoveInput } from '../transport/move-transport.ts';
import type { TransportMove } from '../../domain/transport/transport-lifecycle.ts';
import { InvalidInput } from '../errors.ts';
import type { DirectoryEntry } from './carrier-directory.ts';
import { makeCarrierDirectoryServices } from './carrier-directory.ts';
import { AwardRefused, CarrierNotFound } from './carrier-errors.ts';
import {
  type CarrierBuyingDeps,
  awardNotifications,
  carriersOf,
  documentCheck,
  laneOf,
  siteOf,
  vehicleClassOf,
} from './carrier-buying-deps.ts';
import { carrierOfferLink } from './offer-link.ts';

/** What the request's record shows of buying its transport: the carriers that fit, the tenders and their answers, the award and the margin. */
export interface BuyingView {
  saleEuros: number | null;
  /** the price a new tender proposes, from the sale and the configured share */
  proposedPriceEuros: number | null;
  deadlineMinutes: number;
  vehicleClass: string;
  /** the carriers that run the vehicle, carry the goods and serve the pickup, best first; those with a document problem cannot be offered it */
  candidates: DirectoryEntry[];
  tenders: Tender[];
  award: CarrierAward | null;
  margin: Margin | null;
}

const euros = z.coerce
  .number()
  .min(0)
  .max(1_000_000)
  .transform((value) => Math.round(value * 100) / 100);
const reason = multiLine(500)
  .nullish()
  .transform((value) => value || null);

export const tenderInput = z.object({
  carrierIds: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.uuid()).min(1).max(50),
  ),
  priceEuros: euros.pipe(z.number().positive()),
  deadlineMinutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(DEFAULT_DEADLINE_MINUTES),
  mode: z.enum(TENDER_MODES),
  marginReason: reason,
});

export const awardInput = z.object({ carrierId: z.uuid(), marginReason: reason });

/** A booking by hand: the carrier of the directory and what Flash pays it (unless awarded already), with the booking's own fields. */
export const bookByHandInput = z.looseObject({
  carrierId: z.uuid(),
  priceEuros: z.union([euros, z.literal('').transform(() => undefined)]).optional(),
  marginReason: reason,
});

/** The agent who acts, as the staff session names them. */
export interface Agent {
  userId: string;
  username: string;
}

export interface BuyTransportServices {
  view(quoteRequestId: string): Promise<BuyingView>;
  /** Offers the job to the carriers chosen: each of their people gets an email and a text message with the offer's link. */
  openTender(agent: Agent, quoteRequestId: string, input: unknown): Promise<Tender>;
  /** Gives the job to a carrier that accepted, or whose proposal still holds, at its price. */
  award(agent: Agent, quoteRequestId: string, input: unknown): Promise<CarrierAward>;
  /**
   * Books by hand a carrier of the directory the agent reached, at the price stated (or the one
   * awarded it): the award and the booking, with the driver the carrier gave.
   */
  bookByHand(agent: Agent, quoteRequestId: string, input: unknown): Promise<CarrierAward>;
}
export const BuyTransportServices = token<BuyTransportServices>('BuyTransportServices');

export function makeBuyTransportServices(deps: CarrierBuyingDeps & { vehicleClasses: readonly string[] }): BuyTransportServices {
  const directory = makeCarrierDirectoryServices(deps);
  async function recordOf(quoteRequestId: string): Promise<TransportRecord> {
    const record = await deps.log.record(quoteRequestId);
    if (!record) throw new TransportNotFound(quoteRequestId);
    return record;
  }
  const needsReason = (record: TransportRecord, price: number, given: string | null) =>
    record.job.saleEuros !== null && price > record.job.saleEuros && !given;

  return {
    async view(quoteRequestId) {
      const record = await recordOf(quoteRequestId);
      const [buying, entries] = await Promise.all([deps.buying.of(quoteRequestId), directory.list()]);
      const vehicleClass = vehicleClassOf(record.job.vehicleType);
      const needs = {
        vehicleClass,
        dangerous: record.job.dangerous,
        pickupCountry: isFormCountry(record.route.fromCountry) ? record.route.fromCountry : DEFAULT_COUNTRY,
        pickupPlace: record.route.from,
      };
      const candidates = entries
        .filter((entry) => carrierFits(entry.carrier, needs))
        .sort(
          (a, b) => a.problems.length - b.problems.length || b.standing - a.standing || a.carrier.company.localeCompare(b.carrier.company),
        );
      const sale = record.job.saleEuros;
      return {
        saleEuros: sale,
        proposedPriceEuros: sale === null ? null : proposedPurchasePrice(sale, deps.priceShare),
        deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
        vehicleClass,
        candidates,
        tenders: buying.tenders,
        award: buying.award ?? null,
        margin: buying.award && sale !== null ? marginOf(sale, buying.award.invoicedEuros ?? buying.award.priceEuros) : null,
      };
    },

    async openTender(agent, quoteRequestId, input) {
      const { carrierIds, priceEuros, deadlineMinutes, mode, marginReason } = parseInput(tenderInput, input);
      const record = await recordOf(quoteRequestId);
      if (record.state !== 'confirmed') throw new AwardRefused('alreadyAwarded');
      if (needsReason(record, priceEuros, marginReason)) throw new AwardRefused('marginReason');
      const [carriers, problemsOf] = await Promise.all([carriersOf(deps.directory, carrierIds), documentCheck(deps, carrierIds)]);
      for (const id of carrierIds) {
        const carrier = carriers.get(id);
        if (!carrier) throw new CarrierNotFound(id);
        const problems = problemsOf(carrier, priceEuros);
        if (problems.length > 0) throw new AwardRefused('documents', problems);
      }
      const deadline = new Date(deps.clock.now().getTime() + deadlineMinutes * 60_000);
      const tender = await deps.buying.open(
        { quoteRequestId, priceEuros, deadline, mode, marginReason, openedBy: agent.username, carrierIds },
        (before, tenderId) => {
          if (before.award) throw new AwardRefused('alreadyAwarded');
          const lane = laneOf(record, { deadline: deadline.toISOString(), priceEuros });
          return carrierIds.flatMap((carrierId): Notification[] => {
            const carrier = carriers.get(carrierId)!;
            return carrier.people.flatMap((person): Notification[] => {
              const link = carrierOfferLink(deps.secrets, siteOf(deps), { tenderId, carrierId }, person.language);
              const email: CarrierOfferSummary = {
                name: person.name,
                company: carrier.company,
                language: person.language,
                offer: lane,
                link,
              };
              const text: CarrierOfferSms = { to: person.mobile, language: person.language, offer: lane, link };
              const envelope = { audience: 'carrier', language: person.language, reference: quoteRequestId } as const;
              return [
                { ...envelope, kind: 'carrier-offer', email: person.email, summary: email },
                { ...envelope, kind: 'carrier-offer-text', email: null, summary: text },
              ];
            });
          });
        },
      );
      if (!tender) throw new TransportNotFound(quoteRequestId);
      deps.outbox.wake();
      return tender;
    },

    async award(agent, quoteRequestId, input) {
      const { carrierId, marginReason } = parseInput(awardInput, input);
      const record = await recordOf(quoteRequestId);
      const before = await deps.buying.of(quoteRequestId);
      const carriers = await carriersOf(
        deps.directory,
        before.tenders.flatMap((tender) => tender.offers.map((offer) => offer.carrierId)),
      );
      const winner = carriers.get(carrierId);
      if (!winner) throw new CarrierNotFound(carrierId);
      const problemsOf = await documentCheck(deps, [carrierId]);
      const now = deps.clock.now();
      const kept = await deps.buying.award(quoteRequestId, (locked) => {
        if (locked.award) throw new AwardRefused('alreadyAwarded');
        // The latest tender in which the carrier's answer still stands.
        const standing = locked.tenders
          .toReversed()
          .flatMap((tender) =>
            tender.offers
              .filter((offer) => offer.carrierId === carrierId)
              .map((offer) => ({ tender, price: awardablePrice(tender, offer, now) })),
          )
          .find(({ price }) => price !== undefined);
        if (!standing) throw new AwardRefused('notAnswered');
        const price = standing.price!;
        const problems = problemsOf(winner, price);
        if (problems.length > 0) throw new AwardRefused('documents', problems);
        const reasonGiven = marginReason ?? (price === standing.tender.priceEuros ? standing.tender.marginReason : null);
        if (needsReason(record, price, reasonGiven)) throw new AwardRefused('marginReason');
        const award = {
          carrierId,
          carrierName: winner.company,
          tenderId: standing.tender.id,
          priceEuros: price,
          awardedAt: now.toISOString(),
          awardedBy: agent.username,
          marginReason: record.job.saleEuros !== null && price > record.job.saleEuros ? reasonGiven : null,
        };
        return { award, notifications: awardNotifications(deps, record, award, winner, locked.tenders, carriers) };
      });
      if (!kept?.award) throw new TransportNotFound(quoteRequestId);
      deps.outbox.wake();
      return kept.award;
    },

    async bookByHand(agent, quoteRequestId, input) {
      const { carrierId, priceEuros, marginReason, ...fields } = parseInput(bookByHandInput, input);
      const carrier = await deps.directory.byId(carrierId);
      if (!carrier) throw new CarrierNotFound(carrierId);
      // The booking's fields are checked before anything is kept: a wrong one leaves no award behind.
      const move = { ...parseInput(transportMoveInput, { ...fields, kind: 'book', carrier: carrier.company }), carrierId } as TransportMove;
      const record = await recordOf(quoteRequestId);
      const before = await deps.buying.of(quoteRequestId);
      let award = before.award;
      if (award && award.carrierId !== carrierId) throw new AwardRefused('alreadyAwarded');
      if (!award) {
        if (priceEuros === undefined) throw new InvalidInput([{ field: 'priceEuros', key: 'required' }]);
        const problems = (await documentCheck(deps, [carrierId]))(carrier, priceEuros);
        if (problems.length > 0) throw new AwardRefused('documents', problems);
        if (needsReason(record, priceEuros, marginReason)) throw new AwardRefused('marginReason');
        const others = await carriersOf(
          deps.directory,
          before.tenders.flatMap((tender) => tender.offers.map((offer) => offer.carrierId)),
        );
        const kept = await deps.buying.award(quoteRequestId, (locked) => {
          if (locked.award) throw new AwardRefused('alreadyAwarded');
          const given = {
            carrierId,
            carrierName: carrier.company,
            tenderId: null,
            priceEuros,
            awardedAt: deps.clock.now().toISOString(),
            awardedBy: agent.username,
            marginReason: record.job.saleEuros !== null && priceEuros > record.job.saleEuros ? marginReason : null,
          };
          // Those a tender asked are told the job is taken; the carrier booked was reached by phone.
          return { award: given, notifications: awardNotifications(deps, record, given, carrier, locked.tenders, others) };
        });
        award = kept?.award;
        if (!award) throw new TransportNotFound(quoteRequestId);
      }
      await deps.moveTransport({ staffUserId: agent.userId, quoteRequestId, move });
      deps.outbox.wake();
      return award;
    },
  };
}
