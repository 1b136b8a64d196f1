import { describe, expect, it } from 'vitest';
import { type InboxLead, inboxEntry, inboxOf, promiseMinutes, reminderDue } from './inbox.ts';

const promises = { callMinutes: 15, leadHours: 24 };
const now = new Date('2026-11-24T10:00:00Z');
const lead = (type: InboxLead['type'], minutesAgo: number, status: InboxLead['status'] = 'new'): InboxLead => ({
  type,
  id: `${type}-${minutesAgo}`,
  receivedAt: new Date(now.getTime() - minutesAgo * 60_000),
  status,
  statusBy: null,
  statusAt: null,
  name: 'Claire Martin',
  company: null,
  email: 'claire@example.com',
  phone: null,
  reference: null,
  route: null,
  language: 'fr',
  remindedAt: null,
  pickupAt: null,
  offer: null,
});

describe('the promise per lead kind', () => {
  it('is minutes for a callback and a confirmed offer, 24 h for account, demo and expert requests', () => {
    expect(promiseMinutes('callback', promises)).toBe(15);
    expect(promiseMinutes('quote-request', promises)).toBe(15);
    for (const type of ['account', 'demo', 'contact'] as const) expect(promiseMinutes(type, promises)).toBe(24 * 60);
    expect(promiseMinutes('callback', { callMinutes: 5, leadHours: 2 })).toBe(5);
    expect(promiseMinutes('demo', { callMinutes: 5, leadHours: 2 })).toBe(120);
  });
});

describe('an inbox entry', () => {
  it('says how long the lead waited and when its promise falls due', () => {
    const entry = inboxEntry(lead('callback', 12), now, promises);
    expect(entry.waitedMinutes).toBe(12);
    expect(entry.dueAt.toISOString()).toBe('2026-11-24T10:03:00.000Z');
    expect(entry.overdue).toBe(false);
  });

  it('stands out once past its promise, not a moment before', () => {
    expect(inboxEntry(lead('quote-request', 15), now, promises).overdue).toBe(false);
    expect(inboxEntry(lead('quote-request', 16), now, promises).overdue).toBe(true);
    expect(inboxEntry(lead('demo', 23 * 60), now, promises).overdue).toBe(false);
    expect(inboxEntry(lead('demo', 25 * 60), now, promises).overdue).toBe(true);
  });
});

describe('the inbox', () => {
  it('lists what still awaits a call, the oldest first among equal promises; called and closed leads are gone', () => {
    const leads = [
      lead('demo', 30),
      lead('callback', 90, 'taken'),
      lead('account', 5),
      lead('callback', 200, 'contacted'),
      lead('contact', 300, 'done'),
    ];
    expect(inboxOf(leads, now, promises).map((entry) => entry.id)).toEqual(['callback-90', 'demo-30', 'account-5']);
  });
});

describe('the escalation reminder', () => {
  it('is due once the delay past the promise has gone by, for a lead nobody called', () => {
    const entry = inboxEntry(lead('callback', 20), now, promises);
    expect(reminderDue(entry, now, 5)).toBe(true);
    expect(reminderDue(entry, now, 6)).toBe(false);
    expect(reminderDue(inboxEntry(lead('callback', 20, 'taken'), now, promises), now, 0)).toBe(true);
    expect(reminderDue(inboxEntry(lead('callback', 20, 'contacted'), now, promises), now, 0)).toBe(false);
    expect(reminderDue(inboxEntry(lead('callback', 20, 'done'), now, promises), now, 0)).toBe(false);
  });

  it('is sent once: a lead already reminded is not again', () => {
    const entry = inboxEntry({ ...lead('callback', 40), remindedAt: new Date(now.getTime() - 10 * 60_000) }, now, promises);
    expect(reminderDue(entry, now, 5)).toBe(false);
  });

  it('leaves a backlog older than a day to the inbox (no burst of emails at a first start)', () => {
    expect(reminderDue(inboxEntry(lead('demo', 47 * 60), now, promises), now, 0)).toBe(true);
    expect(reminderDue(inboxEntry(lead('demo', 49 * 60), now, promises), now, 0)).toBe(false);
  });

  it('puts first what is most urgent: a promise broken, then the soonest pickup, before an older request that can wait', () => {
    const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const leads = [
      // Confirmed 10 min ago, due in 5 min.
      { ...lead('quote-request', 10), id: 'due-in-5' },
      // A demo asked 20 h ago: due in 4 h.
      lead('demo', 20 * 60),
      // Confirmed 2 min ago, but its pickup is in 3 min: before the one due in 5.
      { ...lead('quote-request', 2), id: 'pickup-in-3', pickupAt: inHours(0.05) },
      // Its promise passed 15 min ago: first.
      { ...lead('callback', 30), id: 'late' },
      // Confirmed 1 min ago, pickup tomorrow: its promise (14 min) decides.
      { ...lead('quote-request', 1), id: 'tomorrow', pickupAt: inHours(24) },
    ];
    expect(inboxOf(leads, now, promises).map((entry) => entry.id)).toEqual(['late', 'pickup-in-3', 'due-in-5', 'tomorrow', 'demo-1200']);
  });
});
