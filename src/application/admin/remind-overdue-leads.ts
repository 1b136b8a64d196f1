import { leadReminderSummary } from '../../domain/notifications/lead-reminder.ts';
import { leadReminderNotification } from '../../domain/notifications/notification.ts';
import { type CallPromises, inboxOf, reminderDue } from '../../domain/staff/inbox.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Outbox } from '../../ports/outbox.ts';
import type { StaffInbox } from '../../ports/staff-inbox.ts';
import { token } from '../../ports/token.ts';

export type RemindOverdueLeads = () => Promise<{ reminded: number }>;
export const RemindOverdueLeads = token<RemindOverdueLeads>('RemindOverdueLeads');

/**
 * The escalation: a lead still waiting `delayMinutes` past its promise sends the agents
 * one reminder email, through the outbox. Run every minute by each instance; the store keeps it
 * to one reminder per lead.
 */
export function makeRemindOverdueLeads(deps: {
  inbox: StaffInbox;
  clock: Clock;
  outbox: Outbox;
  promises: CallPromises;
  delayMinutes: number;
  /** the staff page, named in the email */
  inboxUrl: string;
}): RemindOverdueLeads {
  return async () => {
    const now = deps.clock.now();
    const due = inboxOf(await deps.inbox.waiting(), now, deps.promises).filter((entry) => reminderDue(entry, now, deps.delayMinutes));
    let reminded = 0;
    for (const entry of due) {
      if (await deps.inbox.remindOnce(entry, leadReminderNotification(leadReminderSummary(entry, deps.inboxUrl)))) reminded++;
    }
    if (reminded > 0) deps.outbox.wake();
    return { reminded };
  };
}
