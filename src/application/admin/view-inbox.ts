import { type CallPromises, type InboxEntry, inboxOf } from '../../domain/staff/inbox.ts';
import type { Clock } from '../../ports/clock.ts';
import type { InboxEvents, InboxSubscriber, StaffInbox } from '../../ports/staff-inbox.ts';
import { token } from '../../ports/token.ts';

export type ViewInbox = () => Promise<{ at: Date; entries: InboxEntry[] }>;
export const ViewInbox = token<ViewInbox>('ViewInbox');

/** What awaits a call, oldest first, each with its wait and its promise. */
export function makeViewInbox(deps: { inbox: StaffInbox; clock: Clock; promises: CallPromises }): ViewInbox {
  return async () => {
    const leads = await deps.inbox.waiting();
    const at = deps.clock.now();
    return { at, entries: inboxOf(leads, at, deps.promises) };
  };
}

/** Each change to the inbox from now on, whichever instance wrote it; the function returned stops it. */
export type WatchInbox = (subscriber: InboxSubscriber) => () => void;
export const WatchInbox = token<WatchInbox>('WatchInbox');
export const makeWatchInbox =
  ({ events }: { events: Pick<InboxEvents, 'subscribe'> }): WatchInbox =>
  (subscriber) =>
    events.subscribe(subscriber);
