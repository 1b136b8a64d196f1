import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxAdmin } from '../../ports/admin-read-model.ts';
import type { ClaimedMessage, OutboxStore } from '../../ports/outbox.ts';
import { preparedStatements } from '../persistence/prepared-statements.ts';

/**
 * The outbox table seen by the worker. A claim marks rows 'sending' in one statement under
 * FOR UPDATE SKIP LOCKED, so two workers (or two app instances) never take the same message;
 * a claim left by a worker that died expires and the message is claimed again.
 */
export function outboxStore(root: EntityManager): OutboxStore {
  const connection = () => root.getConnection();
  // The id lists go to pg as one array value ($n::uuid[]): the ORM's own formatting expands an
  // array into a list of values, which `any(…)` does not take (the renewal failed on every tick).
  const statement = preparedStatements(root);
  return {
    async claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const rows = await connection().execute<Array<Record<string, unknown>>>(
        `with claimed as (
           update outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + (? * interval '1 millisecond')
            where id in (
              select id from outbox
               where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
               order by created_at
               limit ?
               for update skip locked)
            returning id, created_at, kind, audience, email, language, reference, summary, attempts)
         select * from claimed order by created_at`,
        [leaseMs, limit],
      );
      return rows.map((row) => ({
        id: String(row.id),
        kind: row.kind as ClaimedMessage['kind'],
        audience: row.audience as ClaimedMessage['audience'],
        email: (row.email as string | null) ?? null,
        language: String(row.language),
        reference: String(row.reference),
        summary: (typeof row.summary === 'string' ? JSON.parse(row.summary) : row.summary) as ClaimedMessage['summary'],
        attempts: Number(row.attempts),
      }));
    },

    /** Keeps the claim on messages still being sent (the lease is short, so a crash delays little). */
    async renew(ids: string[], leaseMs: number) {
      if (ids.length === 0) return;
      await statement(
        'outbox-renew',
        `update outbox set locked_until = now() + ($1 * interval '1 millisecond') where id = any($2::uuid[]) and status = 'sending'`,
        [leaseMs, ids],
      );
    },

    /** Gives back claimed messages that were not sent (the worker is stopping): due again at once. */
    async release(ids: string[]) {
      if (ids.length === 0) return;
      await statement(
        'outbox-release',
        `update outbox set status = 'pending', attempts = greatest(attempts - 1, 0), locked_until = null, next_attempt_at = now()
          where id = any($1::uuid[]) and status = 'sending'`,
        [ids],
      );
    },

    async markSent(id: string) {
      await connection().execute(
        `update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ?`,
        [id],
        'run',
      );
    },

    async markRetry(id: string, error: string, delayMs: number) {
      await connection().execute(
        `update outbox set status = 'pending', locked_until = null, last_error = ?, next_attempt_at = now() + (? * interval '1 millisecond') where id = ?`,
        [error.slice(0, 2000), delayMs, id],
        'run',
      );
    },

    async markFailed(id: string, error: string) {
      await connection().execute(
        `update outbox set status = 'failed', locked_until = null, last_error = ? where id = ?`,
        [error.slice(0, 2000), id],
        'run',
      );
    },

    /** Puts a failed message back in the queue (staff's resend). */
    async resend(id: string): Promise<boolean> {
      const result = await connection().execute<{ affectedRows: number }>(
        `update outbox set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null where id = ? and status = 'failed'`,
        [id],
        'run',
      );
      return result.affectedRows === 1;
    },
  };
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
