import { roundToCents } from '../money.ts';

// A job offered to carriers: each answers once, before the deadline, by its own link; one carrier
// is awarded the job, by an agent or as the first to accept.

export const TENDER_MODES = ['firstToAccept', 'agentAwards'] as const;
/** firstToAccept: the first acceptance is the award; agentAwards: the agent chooses among the answers. */
export type TenderMode = (typeof TENDER_MODES)[number];

export const DECLINE_REASONS = ['noVehicle', 'noDriver', 'lane', 'price', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** A carrier's answer; a proposed price (excl. VAT) holds until `validUntil` (ISO 8601). */
export type OfferAnswer =
  { kind: 'accept' } | { kind: 'propose'; priceEuros: number; validUntil: string } | { kind: 'decline'; reason: DeclineReason };

/** One carrier's offer within a tender. */
export interface TenderOffer {
  carrierId: string;
  carrierName: string;
  /** ISO 8601 */
  sentAt: string;
  answer: OfferAnswer | null;
  answeredAt: string | null;
}

export interface Tender {
  id: string;
  quoteRequestId: string;
  /** what Flash pays, excl. VAT */
  priceEuros: number;
  /** ISO 8601: answers are taken until then */
  deadline: string;
  mode: TenderMode;
  /** why the price exceeds the sale, when it does: an award at it keeps the reason */
  marginReason: string | null;
  /** the agent who opened it */
  openedBy: string;
  openedAt: string;
  offers: TenderOffer[];
}

/** The job's carrier: who, at what price excl. VAT, since when and by whom (null: the first to accept). */
export interface CarrierAward {
  quoteRequestId: string;
  carrierId: string;
  carrierName: string;
  tenderId: string | null;
  priceEuros: number;
  awardedAt: string;
  awardedBy: string | null;
  /** why Flash pays more than it sells, when it does */
  marginReason: string | null;
  /** the carrier's confirmation, with the driver it named */
  confirmedAt: string | null;
  /** a carrier established outside France on a job inside France declared it within the cabotage limits (Reg. 1072/2009 art. 8) */
  cabotageDeclaredAt: string | null;
  /** what the carrier's matched invoice bills it, excl. VAT, once one is: the margin reads it */
  invoicedEuros?: number;
}

/** The deadline an urgent job's tender proposes. */
export const DEFAULT_DEADLINE_MINUTES = 15;

/** Why an answer cannot be taken now. */
export type AnswerRefusal = 'awarded' | 'closed' | 'answered';

/** Whether the carrier may still answer: not once the job is awarded, past the deadline, or answered. */
export function answerRefusal(tender: Pick<Tender, 'deadline'>, offer: TenderOffer, award: unknown, now: Date): AnswerRefusal | undefined {
  if (award) return 'awarded';
  if (now.getTime() >= Date.parse(tender.deadline)) return 'closed';
  if (offer.answer) return 'answered';
  return undefined;
}

/** The price at which an agent may award the job to this offer's carrier now, or undefined (declined, silent, a lapsed proposal). */
export function awardablePrice(tender: Pick<Tender, 'priceEuros'>, offer: TenderOffer, now: Date): number | undefined {
  const { answer } = offer;
  if (answer?.kind === 'accept') return tender.priceEuros;
  if (answer?.kind === 'propose' && Date.parse(answer.validUntil) > now.getTime()) return answer.priceEuros;
  return undefined;
}

/** The purchase price a tender proposes: the sale excl. VAT times the configured share, to the euro below. */
export function proposedPurchasePrice(saleEuros: number, share: number): number {
  return Math.floor(saleEuros * share);
}

/** A margin under this share of the sale is flagged on the dashboard. */
export const LOW_MARGIN_RATE = 0.1;

/** Sale less purchase, in euros and as a share of the sale. */
export interface Margin {
  euros: number;
  /** of the sale, 0.18 for 18 %; null without a sale */
  rate: number | null;
}

export function marginOf(saleEuros: number, purchaseEuros: number): Margin {
  const euros = roundToCents(saleEuros - purchaseEuros);
  return { euros, rate: saleEuros > 0 ? euros / saleEuros : null };
}

/** A carrier's record with Flash: offers received, answered, accepted; deliveries, on time. */
export interface CarrierRecord {
  offers: number;
  answered: number;
  accepted: number;
  delivered: number;
  onTime: number;
}

export const NO_RECORD: CarrierRecord = { offers: 0, answered: 0, accepted: 0, delivered: 0, onTime: 0 };

/**
 * A carrier's standing, 0 to 1: how often it answers, accepts, and delivers on time. Each share
 * starts from one half, worth two observations, so a newcomer ranks in the middle and one good job
 * does not outrank a long record.
 */
export function carrierStanding(record: CarrierRecord): number {
  const share = (part: number, whole: number) => (part + 1) / (whole + 2);
  return (
    (share(record.answered, record.offers) + 2 * share(record.accepted, record.offers) + 2 * share(record.onTime, record.delivered)) / 5
  );
}
