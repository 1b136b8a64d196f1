import type { Notification } from '../domain/notifications/notification.ts';

/** Messages are queued with their record; this only tells the deliverer there is work now. */
export interface Outbox {
  wake(): void;
}

/** A message as one claim holds it. */
export type ClaimedMessage = Notification & {
  id: string;
  /** this claim included */
  attempts: number;
  /**
   * The claim's fencing token: the message's claim count when this claim took it. A later claim
   * (after this one's lease ended) counts one more, so every write this claim makes is refused.
   */
  claim: number;
};

/** What a write about a claimed message names: the message, and the claim it was taken by. */
export type Held = Pick<ClaimedMessage, 'id' | 'claim'>;

/**
 * The queued messages as the deliverer sees them. A claim is a lease: the message is the
 * claimer's alone until the lease ends, unless it is renewed; a message whose lease ended
 * (its claimer stalled or died) may be claimed again, and from then on the earlier claim is
 * stale: its renewals, marks and releases change nothing. Any number of claimers may share one
 * store. A stale claim's write is not an error: the newer claim decides the message's fate.
 */
export interface OutboxStore {
  /** Takes up to `limit` due messages, oldest first, for `leaseMs`; none taken by another claim. */
  claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]>;
  /**
   * Extends the lease of claimed messages still being sent to `leaseMs` from now, and answers
   * the ids of those no longer this claim's (taken by a newer claim, or no longer being sent).
   */
  renew(held: readonly Held[], leaseMs: number): Promise<string[]>;
  /** Gives back claimed messages that were not sent: due again at once, the claim not counted. */
  release(held: readonly Held[]): Promise<void>;
  markSent(held: Held): Promise<void>;
  /** Not sent this time: due again after `delayMs`. */
  markRetry(held: Held, error: string, delayMs: number): Promise<void>;
  /** Not sent, and no more attempts: kept with its last error. */
  markFailed(held: Held, error: string): Promise<void>;
  /** Puts a failed message back in the queue (staff's resend); false when it was not failed. */
  resend(id: string): Promise<boolean>;
}
