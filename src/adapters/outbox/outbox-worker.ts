import { ConsecutiveBreaker, circuitBreaker, handleAll } from 'cockatiel';
import type { OperatorIdentity } from '../../domain/operator.ts';
import type { Language } from '../../domain/language.ts';
import type { Logger } from '../../ports/logger.ts';
import type { MailAttachment, Mailer } from '../../ports/mailer.ts';
import { renderMessage } from '../mail/render-message.ts';
import { isTextMessage } from '../../domain/notifications/notification.ts';
import type { ClaimedMessage, OutboxStore } from '../../ports/outbox.ts';
import type { WebhookSender } from '../../ports/webhooks.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';

export interface OutboxWorkerOptions {
  store: OutboxStore;
  mailer: Mailer;
  logger: Logger;
  from: string;
  agentEmail: string;
  agentLanguage: Language;
  /** who signs the visitors' emails */
  operator?: OperatorIdentity;
  /** delivers the webhooks queued with the emails */
  webhooks?: WebhookSender;
  /** sends the drivers' links queued with their bookings */
  sms?: SmsSender;
  /** the files an email carries, made when it is sent (an invoice's PDF) */
  attachmentsOf?: (message: ClaimedMessage) => Promise<MailAttachment[]>;
  /** how often the worker looks for due messages when nobody pokes it */
  pollMs: number;
  /** attempts before a message is marked failed */
  maxAttempts: number;
  /** retry delay: initialDelayMs × 2^(attempt-1), capped at maxDelayMs */
  initialDelayMs: number;
  maxDelayMs: number;
  batchSize?: number;
  /** messages sent at the same time (the SMTP transport pools its connections) */
  parallelSends?: number;
  /** how long a claim holds without renewal: what a crash delays a message by, at most */
  leaseMs?: number;
}

export interface OutboxWorker {
  /** Look for due messages now (called after a record queued some). */
  poke(): void;
  /** Finishes the sends under way, gives back the claimed messages not sent, and stops. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 30_000;

/**
 * Delivers the outbox in the background of the app process: claims due messages, renders and
 * sends them a few at a time, marks each sent; a failed send is retried later with exponential
 * backoff, and after `maxAttempts` the message is kept as failed with its last error. A circuit
 * breaker stops hammering a mail server that is down; its messages simply wait for the next round.
 *
 * Exactly once, as far as a crash or a stall allows: claims are short leases renewed while the
 * worker holds them, so a crashed worker's messages are due again within a lease. A worker that
 * stalls past its lease (a long pause, a starved container) may find its messages taken over:
 * each send starts by renewing its own claim, so a message lost meanwhile is dropped, never sent
 * again; the renewal drops the others it lost. A message that was being handed over when the
 * worker stalled or died is the only one that can go twice, with the same Message-ID. A mark that
 * fails (the database is away) is retried until it holds, so an outage never resends what was sent.
 * No send is cut short by a timer of the worker's: a send abandoned while the server still takes
 * it would go twice; the transports' own timeouts (the SMTP standard's, got's) end a dead one.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const batchSize = options.batchSize ?? 50;
  const parallelSends = options.parallelSends ?? 8;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const mailServer = circuitBreaker(handleAll, { halfOpenAfter: Math.min(options.maxDelayMs, 30_000), breaker: new ConsecutiveBreaker(5) });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  /** claimed and not yet marked, by id: renewed while held, given back on stop */
  const held = new Map<string, ClaimedMessage>();

  /** Forgets messages whose claim another worker took over: they are that worker's now. */
  function dropLost(reported: readonly string[]) {
    // A message marked meanwhile is reported too: only those still held were lost.
    const lost = reported.filter((id) => held.has(id));
    for (const id of lost) held.delete(id);
    if (lost.length > 0) options.logger.warn('outbox claims taken over by another worker, dropped', { count: lost.length });
  }

  const renewal = setInterval(() => {
    options.store
      .renew([...held.values()], leaseMs)
      .then(dropLost)
      .catch((error: unknown) => options.logger.warn('outbox lease not renewed', { error: String(error) }));
  }, leaseMs / 3);
  renewal.unref();

  /** Whether the message is still this worker's, its lease renewed in full for the send about to start. */
  async function stillOurs(message: ClaimedMessage) {
    if (!held.has(message.id)) return false;
    try {
      const lost = await options.store.renew([message], leaseMs);
      dropLost(lost);
      return lost.length === 0 && held.has(message.id);
    } catch (error) {
      // Unsure whether it is still ours: not sent now. Its lease ends and it is claimed again.
      options.logger.warn('outbox claim not checked, message left for the next claim', { id: message.id, error: String(error) });
      held.delete(message.id);
      return false;
    }
  }

  const delayFor = (attempt: number) => Math.min(options.maxDelayMs, options.initialDelayMs * 2 ** (attempt - 1));

  /**
   * A state change that must land: retried (1 s, 2 s, … 30 s) while the database is away. When
   * the worker stops, it gives up after a few tries: the lease then expires and the message is
   * taken again (the one case where it can go twice).
   */
  async function record(what: string, write: () => Promise<void>) {
    for (let wait = 1_000, tries = 1; ; wait = Math.min(wait * 2, 30_000), tries++) {
      try {
        return await write();
      } catch (error) {
        options.logger.warn('outbox state not saved, retrying', { what, error: String(error) });
        if (stopped && tries >= 3) return;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  type Outcome = 'sent' | 'retry' | 'failed' | 'lost';

  async function deliver(message: ClaimedMessage): Promise<Outcome> {
    if (!(await stillOurs(message))) return 'lost';
    try {
      try {
        await send(message);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (message.attempts >= options.maxAttempts) {
          await record('failed', () => options.store.markFailed(message, reason));
          options.logger.error('message failed for good', {
            id: message.id,
            kind: message.kind,
            attempts: message.attempts,
            error: reason,
          });
          return 'failed';
        } else {
          await record('retry', () => options.store.markRetry(message, reason, delayFor(message.attempts)));
          options.logger.warn('message not sent, will retry', {
            id: message.id,
            kind: message.kind,
            attempts: message.attempts,
            error: reason,
          });
          return 'retry';
        }
      }
      await record('sent', () => options.store.markSent(message));
      options.logger.info('message sent', {
        id: message.id,
        kind: message.kind,
        destination: message.kind === 'webhook' ? 'webhook' : isTextMessage(message) ? 'sms' : options.mailer.destination,
      });
      return 'sent';
    } finally {
      held.delete(message.id);
    }
  }

  /** An email through the mail server's breaker; a webhook to its receiver (one receiver down stops no email). */
  async function send(message: ClaimedMessage) {
    if (message.kind === 'webhook') {
      if (!options.webhooks) throw new Error('no webhook sender in this process');
      return options.webhooks.send(message.summary, message.id);
    }
    if (isTextMessage(message)) {
      if (!options.sms) throw new Error('no text message sender in this process');
      return options.sms.send(message.summary, message.id);
    }
    const rendered = renderMessage(message, options.agentLanguage, options.operator);
    const attachments = (await options.attachmentsOf?.(message)) ?? [];
    const to =
      message.audience === 'agent'
        ? { address: options.agentEmail }
        : 'client' in message.summary
          ? { name: message.summary.client.name.replace(/[\r\n"]/g, ' '), address: message.email ?? '' }
          : { address: message.email ?? '' };
    await mailServer.execute(() =>
      options.mailer.send({
        ...rendered,
        from: options.from,
        to,
        messageId: `${message.id}@flash.outbox`,
        ...(attachments.length > 0 ? { attachments } : {}),
      }),
    );
  }

  /** Sends the batch `parallelSends` at a time; once stopping, the rest is given back unsent. */
  async function deliverAll(claimed: ClaimedMessage[]) {
    const queue = [...claimed];
    const outcomes: Record<Outcome, number> = { sent: 0, retry: 0, failed: 0, lost: 0 };
    const lanes = Array.from({ length: Math.min(parallelSends, queue.length) }, async () => {
      while (!stopped && queue.length > 0) outcomes[await deliver(queue.shift()!)]++;
    });
    await Promise.all(lanes);
    if (claimed.length > 0) options.logger.info('outbox batch done', { claimed: claimed.length, ...outcomes });
    const unsent = queue.filter((message) => held.has(message.id));
    if (unsent.length > 0) {
      await options.store
        .release(unsent)
        .catch((error: unknown) => options.logger.warn('outbox claims not given back', { error: String(error) }));
      for (const message of unsent) held.delete(message.id);
    }
  }

  async function round() {
    do {
      again = false;
      const claimed = await options.store.claim(batchSize, leaseMs);
      for (const message of claimed) held.set(message.id, message);
      await deliverAll(claimed);
      if (claimed.length === batchSize) again = true;
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = round()
      .catch((error: unknown) => options.logger.error('outbox round failed', { error: String(error) }))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, options.pollMs);
      });
  }

  run();
  return {
    poke: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      clearInterval(renewal);
    },
  };
}
