import type { Notification } from '../domain/notifications/notification.ts';

/** Messages are queued with their record; this only tells the deliverer there is work now. */
export interface Outbox {
  wake(): void;
}

export interface ClaimedMessage extends Pick<Notification, 'kind' | 'audience' | 'email' | 'language' | 'reference' | 'summary'> {
  id: string;
  /** this claim included */
  attempts: number;
}

/**
 * The queued messages as the deliverer sees them. A claim is a lease: the message is the
 * claimer's alone until the lease ends, unless it is renewed; a message whose lease ended
 * (its claimer died) is claimed again. Any number of claimers may share one store.
 */
export interface OutboxStore {
  /** Takes up to `limit` due messages, oldest first, for `leaseMs`; none taken by another claim. */
  claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]>;
  /** Extends the lease of claimed messages still being sent to `leaseMs` from now. */
  renew(ids: string[], leaseMs: number): Promise<void>;
  /** Gives back claimed messages that were not sent: due again at once, the claim not counted. */
  release(ids: string[]): Promise<void>;
  markSent(id: string): Promise<void>;
  /** Not sent this time: due again after `delayMs`. */
  markRetry(id: string, error: string, delayMs: number): Promise<void>;
  /** Not sent, and no more attempts: kept with its last error. */
  markFailed(id: string, error: string): Promise<void>;
  /** Puts a failed message back in the queue (staff's resend); false when it was not failed. */
  resend(id: string): Promise<boolean>;
}
