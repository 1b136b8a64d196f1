import { defineEntity, p } from '@mikro-orm/core';
import { NOTIFICATION_KINDS, type Notification } from '../../../domain/notifications/notification.ts';
import { createdAt, instant, languageCode, uuidPrimaryKey } from './columns.ts';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * Table outbox: every message the product owes someone, written in the same transaction as the
 * record it reports on, and delivered by the outbox worker.
 */
export const OutboxMessageEntity = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    kind: p.enum(NOTIFICATION_KINDS),
    audience: p.enum(['agent', 'visitor', 'system', 'driver', 'carrier'] as const),
    /** the visitor's address; agents' comes from AGENT_EMAIL when sending */
    email: p.string().length(254).nullable(),
    language: languageCode(),
    /** the record the message reports on (a quote id) */
    reference: p.uuid(),
    summary: p.json<Notification['summary']>(),
    status: p.enum(OUTBOX_STATUSES).default('pending'),
    attempts: p.integer().default(0),
    /** every claim counts one: a claim's number is its fencing token (ports/outbox.ts) */
    claims: p.integer().default(0),
    nextAttemptAt: instant().onCreate(() => new Date()),
    /** a claimed message whose worker died is claimed again after this */
    lockedUntil: instant().nullable(),
    lastError: p.text().nullable(),
    sentAt: instant().nullable(),
  },
  indexes: [{ properties: ['status', 'nextAttemptAt'] }, { properties: ['reference'] }],
});
