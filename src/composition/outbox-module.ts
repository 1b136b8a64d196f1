import { outboxAdmin, outboxStore } from '../adapters/outbox/outbox-store.ts';
import { type OutboxWorker, startOutboxWorker } from '../adapters/outbox/outbox-worker.ts';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { OutboxAdmin } from '../ports/admin-read-model.ts';
import { Mailer } from '../ports/mailer.ts';
import { WebhookSender } from '../ports/webhooks.ts';
import { SmsSender } from '../ports/sms-sender.ts';
import { token } from '../ports/token.ts';
import { InvoicePdf } from '../application/invoicing/invoice-documents.ts';
import { CarrierOfferServices } from '../application/carriers/carrier-offer.ts';
import { Purchasing } from '../application/carriers/purchasing.ts';

/** Starts delivering the outbox in this process. */
export const StartOutboxWorker = token<() => OutboxWorker>('StartOutboxWorker');

/** The outbox: what staff see of it, and its worker (emails, webhooks and the drivers' text messages, retried), started by the process that delivers. */
export const outboxModule = featureModule(({ resolved }) => {
  const { Config: config, EntityManager: em, Logger: logger, Operator: operator } = GIVEN;
  resolved(OutboxAdmin, [em], (root) => outboxAdmin(root));
  resolved(
    StartOutboxWorker,
    [em, Mailer, WebhookSender, SmsSender, config, logger, operator, InvoicePdf, CarrierOfferServices, Purchasing],
    (root, mailer, webhooks, sms, settings, log, identity, invoicePdf, carrierOffers, purchasing) => () =>
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
        sms,
        // An invoice's email carries its Factur-X PDF, made from the document kept when it goes.
        // An award's email carries the transport order; a self-billed invoice's, its Factur-X as kept.
        attachmentsOf: async (message) => {
          if (message.kind === 'carrier-self-billed') {
            const file = await purchasing.file(message.summary.purchaseInvoiceId);
            if (!file) throw new Error('the self-billed invoice to attach is not found');
            return [{ filename: file.name, contentType: file.type, content: Buffer.from(file.bytes) }];
          }
          if (message.kind === 'carrier-award') {
            const order = await carrierOffers.orderPdfOf(message.summary.quoteRequestId, message.summary.language);
            if (!order) throw new Error('the award whose order to attach is not found');
            return [{ filename: `${order.reference}-transport-order.pdf`, contentType: 'application/pdf', content: order.pdf }];
          }
          if (message.kind !== 'invoice') return [];
          const made = await invoicePdf(message.summary.invoiceId);
          if (!made) throw new Error('the invoice to attach is not found');
          return [{ filename: `${made.number}.pdf`, contentType: 'application/pdf', content: made.pdf }];
        },
      }),
  );
});
