import { ConsecutiveBreaker, TimeoutStrategy, circuitBreaker, handleAll, timeout, wrap } from 'cockatiel';
import type { Language } from '../../domain/language.ts';
import type { Logger } from '../../ports/logger.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { renderMessage } from '../mail/render-message.ts';
import type { ClaimedMessage, OutboxStore } from './outbox-store.ts';

export interface OutboxWorkerOptions {
  store: OutboxStore;
  mailer: Mailer;
  logger: Logger;
  from: string;
  agentEmail: string;
  agentLanguage: Language;
  /** how often the worker looks for due messages when nobody pokes it */
  pollMs: number;
  /** attempts before a message is marked failed */
  maxAttempts: number;
  /** retry delay: initialDelayMs × 2^(attempt-1), capped at maxDelayMs */
  initialDelayMs: number;
  maxDelayMs: number;
  /** time allowed to one send */
  sendTimeoutMs: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Look for due messages now (called after a record queued some). */
  poke(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox in the background of the app process: claims due messages, renders and
 * sends each, marks it sent; a failed send is retried later with exponential backoff, and after
 * `maxAttempts` the message is kept as failed with its last error. A circuit breaker stops
 * hammering a mail server that is down; its messages simply wait for the next round.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const batchSize = options.batchSize ?? 20;
  const leaseMs = Math.max(options.sendTimeoutMs * batchSize, 60_000);
  const sending = wrap(
    circuitBreaker(handleAll, { halfOpenAfter: Math.min(options.maxDelayMs, 30_000), breaker: new ConsecutiveBreaker(5) }),
    timeout(options.sendTimeoutMs, TimeoutStrategy.Aggressive),
  );
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const delayFor = (attempt: number) => Math.min(options.maxDelayMs, options.initialDelayMs * 2 ** (attempt - 1));

  async function deliver(message: ClaimedMessage) {
    const rendered = renderMessage(message, options.agentLanguage);
    const to =
      message.audience === 'agent'
        ? { address: options.agentEmail }
        : { name: message.summary.client.name.replace(/[\r\n"]/g, ' '), address: message.email ?? '' };
    try {
      await sending.execute(() => options.mailer.send({ ...rendered, from: options.from, to, messageId: `${message.id}@flash.outbox` }));
      await options.store.markSent(message.id);
      options.logger.info('message sent', { id: message.id, kind: message.kind, destination: options.mailer.destination });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (message.attempts >= options.maxAttempts) {
        await options.store.markFailed(message.id, reason);
        options.logger.error('message failed for good', { id: message.id, kind: message.kind, attempts: message.attempts, error: reason });
      } else {
        await options.store.markRetry(message.id, reason, delayFor(message.attempts));
        options.logger.warn('message not sent, will retry', { id: message.id, kind: message.kind, attempts: message.attempts, error: reason });
      }
    }
  }

  async function round() {
    do {
      again = false;
      const claimed = await options.store.claim(batchSize, leaseMs);
      for (const message of claimed) await deliver(message);
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
    },
  };
}
