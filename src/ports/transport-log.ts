import type { Language } from '../domain/language.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import type { TransportMove, TransportState } from '../domain/transport/transport-lifecycle.ts';
import type { RouteEnds } from '../domain/shipment/shipment.ts';
import { token } from './token.ts';
import type { RoadAllowance } from '../domain/transport/plausible-times.ts';
import type { BuyerAddress } from '../domain/invoicing/buyer-address.ts';
import type { DeliveryProof, KeptImage, KeptProof, ProofImage } from '../domain/transport/delivery-proof.ts';

/** A confirmed transport as the agents follow it. */
export interface TransportRecord {
  quoteRequestId: string;
  quoteId: string;
  reference: string;
  confirmedAt: Date;
  /** ISO 8601: the end of the pickup window and the delivery the chosen offer promised */
  pickupWindowTo: string | null;
  promisedDelivery: string | null;
  state: TransportState;
  /** who is told of each step: the shipper who confirmed, in the quote's language */
  shipper: { name: string; email: string; language: Language; company: string | null; phone: string | null };
  /** the place and country code at each end */
  route: RouteEnds;
  /** what the transport needs of a carrier, what it was sold for and bought for excl. VAT (null: not priced, not awarded) */
  job: { vehicleType: string; dangerous: boolean; saleEuros: number | null; purchaseEuros: number | null };
  /** what the road allows: the times the steps record are checked against it (plausible-times.ts) */
  road: RoadAllowance;
  /** the buyer's postal address its invoice names: the account's billing address, else the one an agent typed; null while unknown */
  buyerAddress: BuyerAddress | null;
  /** the quote's owner key, from which its signed link is made; never sent out */
  ownerKey: string;
  /** every move, oldest first, with who recorded it (an agent's name; null: the driver) and when: never rewritten */
  moves: Array<{ move: TransportMove; at: Date; by: string | null }>;
}

/**
 * Who records a step: a signed-in agent, the driver by the job's link, or the carrier confirming
 * its award (the lead it closes is closed in the name of the agent who gave the job: a username).
 */
export type StepAuthor = { staffUserId: string } | 'driver' | { carrierId: string; leadClosedBy: string };

/** What a step adds, decided from the record read under the request's lock: the move and who is told of it. */
export interface DecidedStep {
  move: TransportMove;
  notifications: Notification[];
  /** a delivery's proof, kept with its step */
  proof?: DeliveryProof;
  /** the photo of a problem the driver reported */
  incidentPhoto?: ProofImage;
  /** the carrier's booking confirms its award, with its cabotage declaration when it made one */
  confirmsAward?: { carrierId: string; cabotageDeclared: boolean };
}

/** The append-only history of each confirmed transport. */
export interface TransportLog {
  /** The transport of a confirmed request; undefined when there is no such request. */
  record(quoteRequestId: string): Promise<TransportRecord | undefined>;
  /** Every confirmed transport neither delivered nor cancelled (at most 500, newest first): the agents' board. */
  underWay(): Promise<TransportRecord[]>;
  /** The proof of the transport's last delivery from the driver's phone, images included. */
  proofOf(quoteRequestId: string): Promise<KeptProof | undefined>;
  /** The photo of the problem the driver reported by this tap, for the agents. */
  incidentPhoto(quoteRequestId: string, tap: string): Promise<KeptImage | undefined>;
  /** Keeps the buyer's postal address an agent typed for the invoice; false when there is no such request. */
  keepBuyerAddress(quoteRequestId: string, address: BuyerAddress): Promise<boolean>;
  /** How many those are (the board's tab, on every staff view): a count, not the records. */
  countUnderWay(): Promise<number>;
  /**
   * Adds the move `decide` makes of the record before it, if it may follow the moves kept, and
   * queues its notifications in the same transaction. It is decided while the request is locked,
   * so two agents, a driver and an agent, or two processes cannot both move it on or both tell the
   * same step; `decide` returns undefined when there is nothing to add (a tap already kept). The
   * record after it, or undefined when there is no such request. An out-of-order move throws
   * TransportMoveRefused and changes nothing.
   */
  append(
    quoteRequestId: string,
    author: StepAuthor,
    decide: (before: TransportRecord) => DecidedStep | undefined,
  ): Promise<TransportRecord | undefined>;
}
export const TransportLog = token<TransportLog>('TransportLog');
