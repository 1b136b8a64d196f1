import { sqlTransportLog } from '../adapters/persistence/transport/transport-log.ts';
import {
  FollowAsConsignee,
  FollowTransport,
  makeFollowAsConsignee,
  makeFollowTransport,
  makeWatchTransport,
  WatchTransport,
} from '../application/transport/follow-transport.ts';
import { makeMoveTransport, makeViewTransport, MoveTransport, ViewTransport } from '../application/transport/move-transport.ts';
import { CountTransportsUnderWay, makeViewTransportBoard, ViewTransportBoard } from '../application/transport/view-transport-board.ts';
import { DriverLinkOf, makeDriverLinkOf, makeSendDriverLink, SendDriverLink } from '../application/transport/driver-link.ts';
import {
  makeRecordDriverPosition,
  makeViewIncidentPhoto,
  ViewIncidentPhoto,
  makeRecordDriverStep,
  makeViewDriverJob,
  RecordDriverPosition,
  RecordDriverStep,
  ViewDriverJob,
} from '../application/transport/driver-job.ts';
import { sqlDriverPositions } from '../adapters/persistence/transport/driver-positions.ts';
import { DriverPositions } from '../ports/driver-positions.ts';
import { FallbackRouting, RoutingService } from '../ports/routing-service.ts';
import { ViewQuoteDocument } from '../application/quote-document.ts';
import { InvoiceDelivery } from '../application/invoicing/issue-invoice.ts';
import { Purchasing } from '../application/carriers/purchasing.ts';
import { BuyerAddressMissing } from '../application/errors.ts';
import type { Logger } from '../ports/logger.ts';
import { fileSmsSender } from '../adapters/sms/file-sms-sender.ts';
import { smsProvider } from '../adapters/partners/sms-provider.ts';
import { SmsSender } from '../ports/sms-sender.ts';
import { type Resolved, token } from '../ports/token.ts';
import path from 'node:path';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { TransportLog } from '../ports/transport-log.ts';
import { WebhookEndpoints } from '../ports/webhooks.ts';
import { Secrets } from '../ports/staff-auth.ts';
import { QuoteRepository } from '../ports/quote-repository.ts';
import { InboxEvents } from '../ports/staff-inbox.ts';
import { RateLimiter } from '../ports/rate-limiter.ts';

/** What the agents do for a transport's driver. */
const transport = {
  /** the driver's own link, by text message to the phone the booking gave */
  sendDriverLink: SendDriverLink,
  /** the same link, for the agent to copy from the record */
  driverLinkOf: DriverLinkOf,
  /** the job a driver's link opens, and each step the driver taps */
  viewDriverJob: ViewDriverJob,
  recordDriverStep: RecordDriverStep,
  /** where the phone is, while the driver shares it */
  recordDriverPosition: RecordDriverPosition,
  /** the photo of a problem the driver reported, for the agents */
  incidentPhoto: ViewIncidentPhoto,
};
export type TransportServices = Resolved<typeof transport>;
export const TransportServices = token<TransportServices>('TransportServices');

/** The transport after the call: its log of moves, the agents' board, the shipper's and consignee's pages. */
export const transportModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox, Logger: logger } = GIVEN;
  resolved(TransportLog, [em], (root) => sqlTransportLog(root));
  // Each delivery's invoice follows it (but for an account invoiced monthly); one that
  // could not be issued is logged, and issued by the invoicing's catch-up within a minute.
  // One whose buyer's address is unknown waits for an agent to give it on the record: that is no failure.
  // The carrier's self-billed invoice follows it too, when the carrier consented (else the minute's run does).
  const invoiceOnDelivery = (issue: InvoiceDelivery, purchasing: Purchasing, log: Logger) => (quoteRequestId: string) => {
    void issue(quoteRequestId).catch((error: unknown) =>
      error instanceof BuyerAddressMissing
        ? log.info('invoice waits for the buyer’s address', { quoteRequestId })
        : log.error('invoice not issued at delivery', { quoteRequestId, error: error instanceof Error ? error.message : String(error) }),
    );
    void purchasing
      .selfBill()
      .catch((error: unknown) =>
        log.warn('self-billing not done at delivery, next try in a minute', { quoteRequestId, error: String(error) }),
      );
  };
  resolved(
    MoveTransport,
    [TransportLog, WebhookEndpoints, Secrets, config, clock, outbox, InvoiceDelivery, Purchasing, logger],
    (log, webhooks, secrets, settings, now, box, issue, purchasing, logs) =>
      makeMoveTransport({
        log,
        webhooks,
        secrets,
        siteUrl: settings.SITE_URL,
        clock: now,
        outbox: box,
        delivered: invoiceOnDelivery(issue, purchasing, logs),
      }),
  );
  resolved(ViewTransport, [TransportLog], (log) => makeViewTransport({ log }));
  resolved(CountTransportsUnderWay, [TransportLog], (log) => () => log.countUnderWay());
  resolved(ViewTransportBoard, [TransportLog, clock, config], (log, now, settings) =>
    makeViewTransportBoard({ log, clock: now, silenceMinutes: settings.TRANSPORT_SILENCE_MINUTES }),
  );
  resolved(DriverPositions, [em], (root) => sqlDriverPositions(root));
  const whereNow = [DriverPositions, RoutingService, FallbackRouting, clock] as const;
  resolved(
    FollowTransport,
    [QuoteRepository, TransportLog, Secrets, ...whereNow],
    (quotes, log, secrets, positions, routing, fallbackRouting, now) =>
      makeFollowTransport({ quotes, log, secrets, positions, routing, fallbackRouting, clock: now }),
  );
  resolved(
    FollowAsConsignee,
    [QuoteRepository, TransportLog, Secrets, ...whereNow],
    (quotes, log, secrets, positions, routing, fallbackRouting, now) =>
      makeFollowAsConsignee({ quotes, log, secrets, positions, routing, fallbackRouting, clock: now }),
  );
  resolved(ViewIncidentPhoto, [TransportLog], (log) => makeViewIncidentPhoto({ log }));
  resolved(RecordDriverPosition, [TransportLog, clock, DriverPositions, RateLimiter], (log, now, positions, limiter) =>
    makeRecordDriverPosition({ log, clock: now, positions, limiter }),
  );
  resolved(WatchTransport, [QuoteRepository, Secrets, clock, InboxEvents], (quotes, secrets, now, events) =>
    makeWatchTransport({ quotes, secrets, clock: now, events }),
  );
  resolved(SmsSender, [config, logger], (settings, log) =>
    settings.SMS_API_URL && settings.SMS_API_KEY
      ? smsProvider({ url: settings.SMS_API_URL, apiKey: settings.SMS_API_KEY, sender: settings.SMS_SENDER })
      : fileSmsSender(path.join(settings.DATA_DIR, 'sms'), log),
  );
  resolved(SendDriverLink, [TransportLog, SmsSender, Secrets, config], (log, sms, secrets, settings) =>
    makeSendDriverLink({ log, sms, secrets, siteUrl: settings.SITE_URL }),
  );
  resolved(DriverLinkOf, [Secrets, config], (secrets, settings) => makeDriverLinkOf({ secrets, siteUrl: settings.SITE_URL }));
  resolved(ViewDriverJob, [TransportLog, ViewQuoteDocument, clock], (log, viewDocument, now) =>
    makeViewDriverJob({ log, viewDocument, clock: now }),
  );
  resolved(
    RecordDriverStep,
    [TransportLog, ViewQuoteDocument, Secrets, clock, WebhookEndpoints, config, outbox, RateLimiter, InvoiceDelivery, Purchasing, logger],
    (log, viewDocument, secrets, now, webhooks, settings, box, limiter, issue, purchasing, logs) =>
      makeRecordDriverStep({
        log,
        viewDocument,
        secrets,
        clock: now,
        webhooks,
        siteUrl: settings.SITE_URL,
        outbox: box,
        limiter,
        delivered: invoiceOnDelivery(issue, purchasing, logs),
      }),
  );
  record(TransportServices, transport);
});
