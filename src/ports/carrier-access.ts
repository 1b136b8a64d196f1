import type { CarrierPerson } from '../domain/carriers/carrier.ts';
import type { OfferAnswer } from '../domain/carriers/tender.ts';
import type { Language } from '../domain/language.ts';
import type { TransportState } from '../domain/transport/transport-lifecycle.ts';
import { token } from './token.ts';

/** A carrier's person signed in to the carriers' pages, and the carrier they answer for. */
export interface CarrierPortalPerson extends CarrierPerson {
  carrierId: string;
  company: string;
}

/**
 * An offer made to the carrier, as its pages list it. The request's route is as typed (the
 * application shows its towns only); of an award to another carrier, only that it is one.
 */
export interface CarrierOfferLine {
  tenderId: string;
  reference: string;
  route: { from: string; fromCountry: string; to: string; toCountry: string };
  /** ISO 8601: the pickup window's start, and the delivery promised */
  pickupFrom: string | null;
  deliveryBy: string | null;
  /** the tender's price excl. VAT */
  priceEuros: number;
  deadline: string;
  answer: OfferAnswer | null;
  award: { ours: true; priceEuros: number; confirmedAt: string | null } | { ours: false } | null;
  transportState: TransportState;
}

/** The carriers' people's sign-in links and sessions, and what their pages list. */
export interface CarrierAccess {
  /**
   * Keeps a link's token digest for the address until `expiresAt`, and queues its email
   * ('carrier-sign-in') only when the address is one of a carrier's people: the same work, in one
   * statement, for a known and an unknown address.
   */
  issueLink(
    link: { tokenHash: string; email: string; expiresAt: Date },
    message: { language: Language; link: string; minutes: number },
  ): Promise<void>;
  /** Uses the link once: its address's person when it is unused and unexpired at `now`. */
  useLink(tokenHash: string, now: Date): Promise<CarrierPortalPerson | undefined>;
  startSession(tokenHash: string, personId: string, at: Date): Promise<void>;
  /** The session's person, when it started and was last used; undefined once ended or its person removed. */
  session(tokenHash: string): Promise<{ person: CarrierPortalPerson; startedAt: Date; lastSeenAt: Date } | undefined>;
  touch(tokenHash: string, at: Date): Promise<void>;
  endSession(tokenHash: string): Promise<void>;
  /** The offers made to the carrier, newest first (at most `limit`). */
  offers(carrierId: string, limit: number): Promise<CarrierOfferLine[]>;
}
export const CarrierAccess = token<CarrierAccess>('CarrierAccess');
