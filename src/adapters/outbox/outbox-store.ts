import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxAdmin } from '../../ports/admin-read-model.ts';
import type { Notification } from '../../domain/notifications/notification.ts';
import type { ClaimedMessage, Held, OutboxStore } from '../../ports/outbox.ts';
import { preparedStatements } from '../persistence/prepared-statements.ts';

/**
 * The outbox table seen by the worker. A claim marks rows 'sending' in one statement under
 * FOR UPDATE SKIP LOCKED, so two workers (or two app instances) never take the same message at
 * once; a claim left by a worker that died or stalled expires and the message is claimed again.
 * Each claim counts one on the row (`claims`), and every later write names the count it took:
 * a stalled worker that wakes up after its lease was taken over changes nothing.
 */
export function outboxStore(root: EntityManager): OutboxStore {
  // The id lists go to pg as array values ($n::uuid[]): the ORM's own formatting expands an
  // array into a list of values, which `unnest(…)` does not take.
  const statement = preparedStatements(root);
  const ids = (held: readonly Held[]) => held.map((message) => message.id);
  const claims = (held: readonly Held[]) => held.map((message) => message.claim);
  /** A write about one message, made only while the claim that took it is still the latest. */
  const fenced = (name: string, set: string, held: Held, values: unknown[] = []) =>
    statement(name, `update outbox set ${set} where id = $1 and claims = $2 and status = 'sending'`, [held.id, held.claim, ...values]);
  return {
    async claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const rows = await statement<Record<string, unknown>>(
        'outbox-claim',
        `with claimed as (
           update outbox set status = 'sending', attempts = attempts + 1, claims = claims + 1,
                  locked_until = now() + ($1 * interval '1 millisecond')
            where id in (
              select id from outbox
               where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
               order by created_at
               limit $2
               for update skip locked)
            returning id, created_at, kind, audience, email, language, reference, summary, attempts, claims)
         select id, kind, audience, email, language, reference, summary, attempts, claims from claimed order by created_at`,
        [leaseMs, limit],
      );
      return rows.map(claimedMessage);
    },

    /** Keeps the claim on messages still being sent (the lease is short, so a crash delays little). */
    async renew(held: readonly Held[], leaseMs: number) {
      if (held.length === 0) return [];
      const lost = await statement<{ id: string }>(
        'outbox-renew',
        `with held as (select * from unnest($2::uuid[], $3::int[]) as held(id, claims)),
              renewed as (
                update outbox set locked_until = now() + ($1 * interval '1 millisecond')
                  from held where outbox.id = held.id and outbox.claims = held.claims and outbox.status = 'sending'
                returning outbox.id)
         select id from held where id not in (select id from renewed)`,
        [leaseMs, ids(held), claims(held)],
      );
      return lost.map((row) => String(row.id));
    },

    /** Gives back claimed messages that were not sent (the worker is stopping): due again at once. */
    async release(held: readonly Held[]) {
      if (held.length === 0) return;
      await statement(
        'outbox-release',
        `update outbox set status = 'pending', attempts = greatest(attempts - 1, 0), locked_until = null, next_attempt_at = now()
           from unnest($1::uuid[], $2::int[]) as held(id, claims)
          where outbox.id = held.id and outbox.claims = held.claims and outbox.status = 'sending'`,
        [ids(held), claims(held)],
      );
    },

    async markSent(held: Held) {
      await fenced('outbox-sent', `status = 'sent', sent_at = now(), locked_until = null, last_error = null`, held);
    },

    async markRetry(held: Held, error: string, delayMs: number) {
      await fenced(
        'outbox-retry',
        `status = 'pending', locked_until = null, last_error = $3, next_attempt_at = now() + ($4 * interval '1 millisecond')`,
        held,
        [error.slice(0, 2000), delayMs],
      );
    },

    async markFailed(held: Held, error: string) {
      await fenced('outbox-failed', `status = 'failed', locked_until = null, last_error = $3`, held, [error.slice(0, 2000)]);
    },

    /** Puts a failed message back in the queue (staff's resend). */
    async resend(id: string): Promise<boolean> {
      const resent = await statement(
        'outbox-resend',
        `update outbox set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null
          where id = $1 and status = 'failed' returning id`,
        [id],
      );
      return resent.length === 1;
    },
  };
}

/** A claimed row as the union it was queued as: the table holds only what a Notification wrote. */
function claimedMessage(row: Record<string, unknown>): ClaimedMessage {
  const notification = {
    kind: row.kind,
    audience: row.audience,
    email: (row.email as string | null) ?? null,
    language: String(row.language),
    reference: String(row.reference),
    summary: typeof row.summary === 'string' ? JSON.parse(row.summary) : row.summary,
  } as Notification;
  return { ...notification, id: String(row.id), attempts: Number(row.attempts), claim: Number(row.claims) };
}

/** Staff's view of the outbox: the messages, newest first, and a resend. */
export function outboxAdmin(root: EntityManager, store: OutboxStore = outboxStore(root)): OutboxAdmin {
  return {
    async list(status, { page, pageSize }) {
      const rows = await root.getConnection().execute<Array<Record<string, unknown>>>(
        `select id, created_at, kind, audience, reference, status, attempts, last_error, sent_at, count(*) over () as total_count
           from outbox ${status ? 'where status = ?' : ''} order by created_at desc limit ? offset ?`,
        [...(status ? [status] : []), pageSize, (page - 1) * pageSize],
      );
      const date = (value: unknown) =>
        value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));
      return {
        total: Number(rows[0]?.total_count ?? 0),
        page,
        pageSize,
        rows: rows.map((row) => ({
          id: String(row.id),
          createdAt: date(row.created_at)!,
          kind: String(row.kind),
          audience: String(row.audience),
          reference: String(row.reference),
          status: String(row.status),
          attempts: Number(row.attempts),
          lastError: (row.last_error as string | null) ?? null,
          sentAt: date(row.sent_at),
        })),
      };
    },
    resend: (id) => store.resend(id),
  };
}
