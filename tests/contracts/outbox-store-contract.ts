import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification } from '#src/domain/notifications/notification.ts';
import type { ClaimedMessage, OutboxStore } from '#src/ports/outbox.ts';

// What every OutboxStore promises (src/ports/outbox.ts), run against the in-memory one and
// against the outbox table on PostgreSQL: a statement that is wrong on one side fails its run.
// Leases are measured by the store's own clock (PostgreSQL's now()), so the tests read them
// against the wall clock with a wide margin and wait for expiries instead of timing them.

export interface OutboxRow {
  status: string;
  attempts: number;
  lockedUntil: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
}

export interface OutboxStoreHarness {
  /** Another handle on the same outbox: a second worker, or a second app instance. */
  store(): OutboxStore;
  /** Queues a message as a record's transaction does; returns its id. */
  enqueue(notification: Notification, createdAt: Date): Promise<string>;
  row(id: string): Promise<OutboxRow>;
  /** Empties the outbox (each test starts with none). */
  clear(): Promise<void>;
}

const MINUTE = 60_000;
const notification = (reference: string): Notification => ({
  kind: 'quote-summary',
  audience: 'agent',
  email: null,
  language: 'fr',
  reference,
  summary: { client: { name: 'Claire Martin' } } as unknown as Extract<Notification, { kind: 'quote-summary' }>['summary'],
});
const REFERENCES = ['0190a1b2-0000-7000-8000-000000000001', '0190a1b2-0000-7000-8000-000000000002', '0190a1b2-0000-7000-8000-000000000003'];

export function outboxStoreContract(name: string, harness: () => OutboxStoreHarness) {
  describe(`${name}: the OutboxStore contract`, () => {
    let outbox: OutboxStoreHarness;
    /** Three messages queued a second apart, oldest first. */
    let ids: string[];

    beforeEach(async () => {
      outbox = harness();
      await outbox.clear();
      const base = Date.now() - 10 * MINUTE;
      ids = [];
      for (const [index, reference] of REFERENCES.entries())
        ids.push(await outbox.enqueue(notification(reference), new Date(base + index * 1000)));
    });

    it('claims due messages oldest first, up to the limit, marked sending under a lease and counted as an attempt', async () => {
      const store = outbox.store();
      const claimed = await store.claim(2, 10 * MINUTE);
      expect(claimed.map((message) => message.id)).toEqual(ids.slice(0, 2));
      expect(claimed[0]).toMatchObject({
        kind: 'quote-summary',
        audience: 'agent',
        email: null,
        language: 'fr',
        reference: REFERENCES[0],
        attempts: 1,
      });
      expect(claimed[0]!.summary).toEqual({ client: { name: 'Claire Martin' } });
      const row = await outbox.row(ids[0]!);
      expect(row.status).toBe('sending');
      expect(row.attempts).toBe(1);
      expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 9 * MINUTE);
      expect((await store.claim(10, 10 * MINUTE)).map((message) => message.id)).toEqual([ids[2]]);
      expect(await store.claim(10, 10 * MINUTE)).toEqual([]);
    });

    it('never gives one message to two claimers at the same time', async () => {
      const claims = await Promise.all(Array.from({ length: 6 }, () => outbox.store().claim(1, 10 * MINUTE)));
      const taken = claims.flat().map((message) => message.id);
      expect(taken.sort()).toEqual([...ids].sort());
    });

    it('gives a message whose lease ended to the next claimer, counting one more attempt', async () => {
      await outbox.store().claim(1, 1);
      await expect
        .poll(async () => (await outbox.store().claim(1, 10 * MINUTE)).map((message) => [message.id, message.attempts]))
        .toEqual([[ids[0], 2]]);
    });

    it('renews the lease of messages still being sent: they stay with their claimer', async () => {
      const store = outbox.store();
      const claimed = await store.claim(2, 2_000);
      expect(await store.renew(claimed, 10 * MINUTE)).toEqual([]);
      for (const id of ids.slice(0, 2)) expect((await outbox.row(id)).lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 9 * MINUTE);
      // Past the first lease, another claimer finds only the message nobody held.
      await expect
        .poll(async () => (await outbox.store().claim(10, 10 * MINUTE)).map((message) => message.id), { timeout: 5_000 })
        .toEqual([ids[2]]);
      expect(await outbox.store().claim(10, 10 * MINUTE)).toEqual([]);
    });

    it('renews nothing that is no longer being sent, and takes an empty list', async () => {
      const store = outbox.store();
      const claimed = await store.claim(1, 10 * MINUTE);
      await store.markSent(claimed[0]!);
      expect(await store.renew([...claimed, { id: ids[1]!, claim: 0 }], 10 * MINUTE)).toEqual([ids[0], ids[1]]);
      expect(await store.renew([], 10 * MINUTE)).toEqual([]);
      expect(await outbox.row(ids[0]!)).toMatchObject({ status: 'sent', lockedUntil: null });
      expect(await outbox.row(ids[1]!)).toMatchObject({ status: 'pending', lockedUntil: null });
    });

    it('takes back released messages: due again at once, their claim not counted', async () => {
      const store = outbox.store();
      const claimed = await store.claim(2, 10 * MINUTE);
      await store.release(claimed);
      await store.release([]);
      expect(await outbox.row(ids[0]!)).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
      expect((await outbox.store().claim(10, 10 * MINUTE)).map((message) => [message.id, message.attempts])).toEqual([
        [ids[0], 1],
        [ids[1], 1],
        [ids[2], 1],
      ]);
    });

    it('releases only what is still being sent', async () => {
      const store = outbox.store();
      const claimed = await store.claim(1, 10 * MINUTE);
      await store.markSent(claimed[0]!);
      await store.release(claimed);
      expect((await outbox.row(ids[0]!)).status).toBe('sent');
    });

    it('marks a message sent: never claimed again', async () => {
      const store = outbox.store();
      const claimed = await store.claim(1, 1);
      await store.markSent(claimed[0]!);
      const row = await outbox.row(ids[0]!);
      expect(row).toMatchObject({ status: 'sent', lockedUntil: null, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect((await outbox.store().claim(10, 10 * MINUTE)).map((message) => message.id)).toEqual(ids.slice(1));
    });

    it('puts a message to retry back in the queue after its delay, with its error', async () => {
      const store = outbox.store();
      const claimed = await store.claim(3, 10 * MINUTE);
      await store.markRetry(claimed[0]!, 'connect ECONNREFUSED', 10 * MINUTE);
      await store.markRetry(claimed[1]!, 'x'.repeat(5000), 0);
      const later = await outbox.row(ids[0]!);
      expect(later).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, lastError: 'connect ECONNREFUSED' });
      expect(later.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 9 * MINUTE);
      expect((await outbox.row(ids[1]!)).lastError).toHaveLength(2000);
      expect((await store.claim(10, 10 * MINUTE)).map((message) => [message.id, message.attempts])).toEqual([[ids[1], 2]]);
    });

    it('keeps a message that failed for good with its error until staff send it again', async () => {
      const store = outbox.store();
      const claimed = await store.claim(1, 10 * MINUTE);
      await store.markFailed(claimed[0]!, '550 mailbox unavailable');
      expect(await outbox.row(ids[0]!)).toMatchObject({ status: 'failed', lockedUntil: null, lastError: '550 mailbox unavailable' });
      expect((await store.claim(10, 10 * MINUTE)).map((message) => message.id)).toEqual(ids.slice(1));
      expect(await store.resend(ids[0]!)).toBe(true);
      expect(await outbox.row(ids[0]!)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      expect(await store.resend(ids[0]!)).toBe(false);
      expect((await store.claim(10, 10 * MINUTE)).map((message) => [message.id, message.attempts])).toEqual([[ids[0], 1]]);
    });

    it('refuses every write of a claim whose lease ended and whose message was claimed again (a stalled worker)', async () => {
      const stalled = outbox.store();
      const [stale] = await stalled.claim(3, 1);
      // Past its lease, another worker takes the message over.
      let newer: ClaimedMessage | undefined;
      await expect
        .poll(async () => {
          newer ??= (await outbox.store().claim(1, 10 * MINUTE))[0];
          return newer?.id;
        })
        .toBe(stale!.id);
      expect(newer!.claim).toBeGreaterThan(stale!.claim);
      const takenOver = await outbox.row(stale!.id);

      // The stalled worker wakes up: its renewal says the message is lost, its marks change nothing.
      expect(await stalled.renew([stale!], 10 * MINUTE)).toEqual([stale!.id]);
      await stalled.markSent(stale!);
      await stalled.markRetry(stale!, 'late', 0);
      await stalled.markFailed(stale!, 'late');
      await stalled.release([stale!]);
      expect(await outbox.row(stale!.id)).toEqual(takenOver);

      // The newer claim is untouched and decides.
      expect(await outbox.store().renew([newer!], 10 * MINUTE)).toEqual([]);
      await outbox.store().markSent(newer!);
      expect((await outbox.row(stale!.id)).status).toBe('sent');
    });

    it('keeps a claim whose lease ended while nobody claimed the message again: its marks still hold', async () => {
      const store = outbox.store();
      const [late] = await store.claim(1, 1);
      await expect.poll(async () => (await outbox.row(late!.id)).lockedUntil!.getTime() < Date.now()).toBe(true);
      expect(await store.renew([late!], 10 * MINUTE)).toEqual([]);
      await store.markSent(late!);
      expect((await outbox.row(late!.id)).status).toBe('sent');
    });
  });
}
