import { outboxAdmin, outboxStore } from '../adapters/outbox/outbox-store.ts';
import { startOutboxWorker } from '../adapters/outbox/outbox-worker.ts';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS } from './tokens.ts';

/** The outbox: what staff see of it, and its worker (emails and webhooks, retried), started by the process that delivers. */
export const outboxModule = featureModule(({ resolved }) => {
  const { Config: config, EntityManager: em, Logger: logger, Operator: operator } = GIVEN;
  resolved(PORTS.OutboxAdmin, [em], (root) => outboxAdmin(root));
  resolved(
    PORTS.StartOutboxWorker,
    [em, PORTS.Mailer, PORTS.WebhookSender, config, logger, operator],
    (root, mailer, webhooks, settings, log, identity) => () =>
      startOutboxWorker({
        store: outboxStore(root),
        mailer,
        logger: log,
        from: settings.MAIL_FROM,
        agentEmail: settings.AGENT_EMAIL,
        agentLanguage: settings.AGENT_LANGUAGE,
        operator: identity,
        pollMs: settings.OUTBOX_POLL_MS,
        maxAttempts: settings.OUTBOX_MAX_ATTEMPTS,
        initialDelayMs: settings.OUTBOX_RETRY_INITIAL_MS,
        maxDelayMs: settings.OUTBOX_RETRY_MAX_MS,
        leaseMs: settings.OUTBOX_LEASE_MS,
        webhooks,
      }),
  );
});
