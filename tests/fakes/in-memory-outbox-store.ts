import { randomUUID } from 'node:crypto';
import type { Notification } from '#src/domain/notifications/notification.ts';
import type { ClaimedMessage, Held, OutboxStore } from '#src/ports/outbox.ts';
import type { OutboxRow, OutboxStoreHarness } from '../contracts/outbox-store-contract.ts';

interface StoredMessage extends OutboxRow {
  id: string;
  claims: number;
  createdAt: Date;
  notification: Notification;
}

/** The outbox in memory, on the wall clock: what the worker's tests and the contract run against. */
export function inMemoryOutbox(): OutboxStoreHarness & { messages: StoredMessage[] } {
  const messages: StoredMessage[] = [];
  const byId = (id: string) => messages.find((message) => message.id === id);
  const later = (ms: number) => new Date(Date.now() + ms);
  /** The message, while the claim `held` names is still the latest and it is being sent. */
  const ours = ({ id, claim }: Held) => {
    const message = byId(id);
    return message?.status === 'sending' && message.claims === claim ? message : undefined;
  };

  const store: OutboxStore = {
    async claim(limit, leaseMs) {
      const now = Date.now();
      const due = messages
        .filter(
          (message) =>
            (message.status === 'pending' && message.nextAttemptAt.getTime() <= now) ||
            (message.status === 'sending' && message.lockedUntil!.getTime() < now),
        )
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .slice(0, limit);
      return due.map((message): ClaimedMessage => {
        Object.assign(message, {
          status: 'sending',
          attempts: message.attempts + 1,
          claims: message.claims + 1,
          lockedUntil: later(leaseMs),
        });
        return { ...structuredClone(message.notification), id: message.id, attempts: message.attempts, claim: message.claims };
      });
    },
    async renew(held, leaseMs) {
      const lost: string[] = [];
      for (const claim of held) {
        const message = ours(claim);
        if (message) message.lockedUntil = later(leaseMs);
        else lost.push(claim.id);
      }
      return lost;
    },
    async release(held) {
      for (const claim of held) {
        const message = ours(claim);
        if (message)
          Object.assign(message, {
            status: 'pending',
            attempts: Math.max(message.attempts - 1, 0),
            lockedUntil: null,
            nextAttemptAt: new Date(),
          });
      }
    },
    async markSent(held) {
      Object.assign(ours(held) ?? {}, { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null });
    },
    async markRetry(held, error, delayMs) {
      Object.assign(ours(held) ?? {}, {
        status: 'pending',
        lockedUntil: null,
        lastError: error.slice(0, 2000),
        nextAttemptAt: later(delayMs),
      });
    },
    async markFailed(held, error) {
      Object.assign(ours(held) ?? {}, { status: 'failed', lockedUntil: null, lastError: error.slice(0, 2000) });
    },
    async resend(id) {
      const message = byId(id);
      if (message?.status !== 'failed') return false;
      Object.assign(message, { status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null });
      return true;
    },
  };

  return {
    messages,
    store: () => store,
    async enqueue(notification, createdAt) {
      const id = randomUUID();
      messages.push({
        id,
        createdAt,
        notification: structuredClone(notification),
        status: 'pending',
        attempts: 0,
        claims: 0,
        lockedUntil: null,
        nextAttemptAt: new Date(),
        lastError: null,
        sentAt: null,
      });
      return id;
    },
    async row(id) {
      const { status, attempts, lockedUntil, nextAttemptAt, lastError, sentAt } = byId(id)!;
      return { status, attempts, lockedUntil, nextAttemptAt, lastError, sentAt };
    },
    async clear() {
      messages.length = 0;
    },
  };
}
