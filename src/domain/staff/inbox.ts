import type { LeadStatus, LeadType } from './leads.ts';
import type { RouteEnds } from '../shipment/shipment.ts';

/**
 * The agents' inbox: every lead that still awaits a call, most urgent first, with the
 * promise the site made to its sender. A lead leaves it once an agent has called or closed it.
 */

/** The statuses of a lead still waiting for its call; 'taken' says an agent is on it. */
export const WAITING_STATUSES: readonly LeadStatus[] = ['new', 'taken'];

export interface CallPromises {
  /** "dans quelques minutes": a callback asked for, an offer confirmed (CALLBACK_PROMISE_MINUTES) */
  callMinutes: number;
  /** "sous 24 h": business account, demo and expert contact requests (LEAD_PROMISE_HOURS) */
  leadHours: number;
}

/** The time the site promised for a call back, in minutes, by what the visitor asked for. */
export function promiseMinutes(type: LeadType, promises: CallPromises): number {
  return type === 'callback' || type === 'quote-request' ? promises.callMinutes : promises.leadHours * 60;
}

export interface InboxLead {
  type: LeadType;
  id: string;
  /** when the visitor asked (the callback request, the confirmed offer, the form sent) */
  receivedAt: Date;
  status: LeadStatus;
  /** who moved it last, and when (the agent who took it) */
  statusBy: string | null;
  statusAt: Date | null;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  reference: string | null;
  /** the route, for quote leads: place and country code at each end */
  route: RouteEnds | null;
  language: string;
  /** when the agents were reminded of it, past its promise */
  remindedAt: Date | null;
  /** quote leads: when the goods are to be picked up (the offer's window, else the time asked for) */
  pickupAt: Date | null;
  /** a confirmed offer: its variant and its price excluding VAT (euros, as stored) */
  offer: { variant: string; price: string | null } | null;
}

export interface InboxEntry extends InboxLead {
  promiseMinutes: number;
  /** receivedAt + the promise */
  dueAt: Date;
  waitedMinutes: number;
  /** past its promise and not yet called */
  overdue: boolean;
  /** when it must be acted on at the latest: its promise, or its pickup if sooner */
  urgentAt: Date;
}

/** A lead as an agent sees it now: how long it waited and whether the promise is broken. */
export function inboxEntry(lead: InboxLead, now: Date, promises: CallPromises): InboxEntry {
  const minutes = promiseMinutes(lead.type, promises);
  const dueAt = new Date(lead.receivedAt.getTime() + minutes * 60_000);
  return {
    ...lead,
    promiseMinutes: minutes,
    dueAt,
    waitedMinutes: Math.max(0, Math.floor((now.getTime() - lead.receivedAt.getTime()) / 60_000)),
    overdue: now.getTime() > dueAt.getTime(),
    urgentAt: lead.pickupAt && lead.pickupAt.getTime() < dueAt.getTime() ? lead.pickupAt : dueAt,
  };
}

/**
 * The inbox, most urgent first: a promise already broken or a pickup coming soonest
 * before a request that can wait, whatever its age; the oldest first among equals.
 */
export function inboxOf(leads: readonly InboxLead[], now: Date, promises: CallPromises): InboxEntry[] {
  return leads
    .filter((lead) => WAITING_STATUSES.includes(lead.status))
    .map((lead) => inboxEntry(lead, now, promises))
    .sort((a, b) => a.urgentAt.getTime() - b.urgentAt.getTime() || a.receivedAt.getTime() - b.receivedAt.getTime());
}

/** A backlog older than this (found at a first start) is the inbox's to show, not a burst of emails. */
const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the agents are reminded of a lead now: still waiting `delayMinutes` past its promise,
 * not reminded before, and fallen due within the last day.
 */
export function reminderDue(entry: InboxEntry, now: Date, delayMinutes: number): boolean {
  const remindAt = entry.dueAt.getTime() + delayMinutes * 60_000;
  return (
    WAITING_STATUSES.includes(entry.status) &&
    entry.remindedAt === null &&
    now.getTime() >= remindAt &&
    now.getTime() - remindAt < REMINDER_WINDOW_MS
  );
}
