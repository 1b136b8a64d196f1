import type { InboxEntry } from '../staff/inbox.ts';

/** What the agents' reminder says of a lead still waiting past its promise. */
export interface LeadReminderSummary {
  leadType: InboxEntry['type'];
  leadId: string;
  reference: string | null;
  client: { name: string; email: string | null; phone: string | null; company: string | null };
  route: InboxEntry['route'];
  receivedAt: string;
  promiseMinutes: number;
  waitedMinutes: number;
  /** the staff page's inbox */
  inboxUrl: string;
}

/** What the reminder of a lead waiting past its promise tells the agents. */
export function leadReminderSummary(entry: InboxEntry, inboxUrl: string): LeadReminderSummary {
  return {
    leadType: entry.type,
    leadId: entry.id,
    reference: entry.reference,
    client: { name: entry.name, email: entry.email, phone: entry.phone, company: entry.company },
    route: entry.route,
    receivedAt: entry.receivedAt.toISOString(),
    promiseMinutes: entry.promiseMinutes,
    waitedMinutes: entry.waitedMinutes,
    inboxUrl,
  };
}
