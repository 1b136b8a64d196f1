import type { Carrier, CarrierDocumentFields, CarrierPerson } from '../domain/carriers/carrier.ts';
import type { CarrierAward, CarrierRecord, OfferAnswer, Tender, TenderMode, TenderOffer } from '../domain/carriers/tender.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import { token } from './token.ts';

/** A carrier as staff enter it: its people without ids, no documents yet. */
export type NewCarrier = Omit<Carrier, 'id' | 'people' | 'documents'> & { people: Array<Omit<CarrierPerson, 'id'>> };

/**
 * A document as staff or the carrier record it, with its scan when one is uploaded: staff check
 * what they record as they record it; a carrier's upload waits for their check.
 */
export type NewCarrierDocument = CarrierDocumentFields & {
  file: { name: string; type: string; bytes: Uint8Array } | null;
  recordedBy: { staffUserId: string } | { carrierPersonId: string };
};

/** The carriers Flash buys transports from. */
export interface CarrierDirectory {
  /** every carrier, by name, with its people and documents (not their scans) */
  all(): Promise<Carrier[]>;
  byId(id: string): Promise<Carrier | undefined>;
  /** undefined when one of its people's addresses is already another carrier's */
  add(carrier: NewCarrier): Promise<Carrier | undefined>;
  /** false when there is no such carrier */
  addDocument(carrierId: string, document: NewCarrierDocument): Promise<boolean>;
  documentFile(carrierId: string, documentId: string): Promise<{ name: string; type: string; bytes: Uint8Array } | undefined>;
  /** A carrier's upload checked by staff: false when there is no such document waiting for a check. */
  checkDocument(carrierId: string, documentId: string, staffUserId: string, at: Date): Promise<boolean>;
  /** each carrier's record with Flash: offers, answers, acceptances, deliveries on time */
  records(carrierIds: readonly string[]): Promise<Map<string, CarrierRecord>>;
  /** what Flash awarded each carrier in the calendar year (Paris), excl. VAT; 0 for one awarded nothing */
  yearTotals(carrierIds: readonly string[], year: number): Promise<Map<string, number>>;
}
export const CarrierDirectory = token<CarrierDirectory>('CarrierDirectory');

/** A request's tenders and its award, as read under the request's lock. */
export interface Buying {
  tenders: Tender[];
  award: CarrierAward | undefined;
}

/** What an answer adds, decided under the lock: the answer, and the award when it is one. */
export interface DecidedAnswer {
  answer: OfferAnswer;
  award?: Omit<CarrierAward, 'quoteRequestId' | 'confirmedAt' | 'cabotageDeclaredAt'>;
  notifications: Notification[];
}

/** Tenders, answers and awards: each decided under the request's lock, so one request has one carrier. */
export interface CarrierBuying {
  of(quoteRequestId: string): Promise<Buying>;
  /** The request of a tender, the offer to one carrier, and the request's buying; undefined when there is no such offer. */
  offer(
    tenderId: string,
    carrierId: string,
  ): Promise<{ quoteRequestId: string; tender: Tender; offer: TenderOffer; buying: Buying } | undefined>;
  /** undefined when there is no such request */
  open(
    tender: {
      quoteRequestId: string;
      priceEuros: number;
      deadline: Date;
      mode: TenderMode;
      marginReason: string | null;
      openedBy: string;
      carrierIds: string[];
    },
    decide: (before: Buying, tenderId: string) => Notification[],
  ): Promise<Tender | undefined>;
  /** The carrier's answer; `decide` throws to refuse it (nothing is written). */
  answer(
    tenderId: string,
    carrierId: string,
    decide: (before: Buying, tender: Tender, offer: TenderOffer) => DecidedAnswer,
  ): Promise<Buying>;
  /** An agent's award (after a tender, or by hand); `decide` throws to refuse it. */
  award(
    quoteRequestId: string,
    decide: (before: Buying) => {
      award: Omit<CarrierAward, 'quoteRequestId' | 'confirmedAt' | 'cabotageDeclaredAt'>;
      notifications: Notification[];
    },
  ): Promise<Buying | undefined>;
}
export const CarrierBuying = token<CarrierBuying>('CarrierBuying');
