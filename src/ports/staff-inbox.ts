import type { Notification } from '../domain/notifications/notification.ts';
import type { InboxLead } from '../domain/staff/inbox.ts';
import type { LeadType } from '../domain/staff/leads.ts';
import { token } from './token.ts';

/** The leads that still await a call, as stored. */
export interface StaffInbox {
  /** Every lead nobody has called or closed yet (status new or taken), oldest first. */
  waiting(): Promise<InboxLead[]>;
  /** Queues the agents' reminder of a lead, unless one was queued before: true when queued now. */
  remindOnce(lead: Pick<InboxLead, 'type' | 'id'>, notification: Notification): Promise<boolean>;
}
export const StaffInbox = token<StaffInbox>('StaffInbox');

/** A lead arrived, or an agent moved one on. */
export interface InboxChange {
  type: LeadType;
  id: string;
}

export interface InboxSubscriber {
  /** A change; null when some may have been missed (the database was away): read it all again. */
  change(change: InboxChange | null): void;
  /**
   * Whether this instance hears the database's changes: false when it lost them (the database
   * away), true once it hears them again (a `change(null)` follows). Told as it happens, and at
   * once on subscribing while they are lost.
   */
  hearing(on: boolean): void;
  /** No more changes will come (the instance is stopping); never called during `subscribe`. */
  end(): void;
}

/** Every change to the inbox, whichever app instance (or hand) wrote it. */
export interface InboxEvents {
  /** Tells `subscriber` of each change from now on; the function returned stops it. */
  subscribe(subscriber: InboxSubscriber): () => void;
  /** Ends every subscription and stops listening. */
  close(): Promise<void>;
}
export const InboxEvents = token<InboxEvents>('InboxEvents');
