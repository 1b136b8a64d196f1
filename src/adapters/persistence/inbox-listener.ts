import pg from 'pg';
import { z } from 'zod';
import { LEAD_TYPES } from '../../domain/staff/leads.ts';
import type { Logger } from '../../ports/logger.ts';
import type { InboxEvents, InboxSubscriber } from '../../ports/staff-inbox.ts';
import { STAFF_INBOX_CHANNEL } from './entities/columns.ts';

const payload = z.object({ type: z.enum(LEAD_TYPES), id: z.uuid() });
const parsedJson = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
};
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * The database's notifications of the agents' inbox (the triggers of migration staff_inbox),
 * on one connection of its own per instance, opened when a first staff page listens. A lost
 * connection is opened again (0.5 s, 1 s, … 10 s); subscribers are told when it is lost, so a
 * page stops saying it is live, and once back that they may have missed changes — as are the
 * first ones, once the instance listens (a change made before it did is not heard).
 */
export function listenToInbox(url: string, logger: Logger): InboxEvents {
  const subscribers = new Set<InboxSubscriber>();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = FIRST_RETRY_MS;
  let closed = false;
  let lostSome = false;
  let hearing = false;
  let everHeard = false;

  const each = (visit: (subscriber: InboxSubscriber) => void) => {
    for (const subscriber of subscribers) visit(subscriber);
  };

  const lost = (connection: pg.Client, error?: unknown) => {
    if (client !== connection) return;
    client = undefined;
    lostSome = true;
    if (hearing) each((subscriber) => subscriber.hearing(false));
    hearing = false;
    connection.end().catch(() => undefined);
    if (closed) return;
    logger.warn('inbox notifications lost, listening again soon', { error: String(error ?? 'connection ended'), retryMs: wait });
    retry = setTimeout(connect, wait);
    retry.unref();
    wait = Math.min(wait * 2, LAST_RETRY_MS);
  };

  async function connect() {
    if (closed || client) return;
    const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = connection;
    connection.on('notification', (message) => {
      const change = payload.safeParse(parsedJson(message.payload));
      if (change.success) each((subscriber) => subscriber.change(change.data));
    });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    try {
      await connection.connect();
      await connection.query(`listen ${STAFF_INBOX_CHANNEL}`);
      wait = FIRST_RETRY_MS;
      hearing = true;
      if (lostSome)
        each((subscriber) => {
          subscriber.hearing(true);
          subscriber.change(null);
        });
      // The first subscribers came before the instance listened: what changed in between is theirs to read.
      else if (!everHeard) each((subscriber) => subscriber.change(null));
      lostSome = false;
      everHeard = true;
    } catch (error) {
      lost(connection, error);
    }
  }

  return {
    subscribe(subscriber) {
      if (closed) {
        // Told after the subscriber has its way to stop.
        queueMicrotask(() => subscriber.end());
        return () => undefined;
      }
      subscribers.add(subscriber);
      // Joining while the changes are lost: told at once, after the subscriber has its way to stop.
      if (lostSome && !hearing) queueMicrotask(() => subscribers.has(subscriber) && subscriber.hearing(false));
      void connect();
      return () => void subscribers.delete(subscriber);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      each((subscriber) => subscriber.end());
      subscribers.clear();
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
