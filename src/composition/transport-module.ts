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
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { TransportLog } from '../ports/transport-log.ts';
import { WebhookEndpoints } from '../ports/webhooks.ts';
import { Secrets } from '../ports/staff-auth.ts';
import { QuoteRepository } from '../ports/quote-repository.ts';
import { InboxEvents } from '../ports/staff-inbox.ts';

/** The transport after the call (issue 38): its log of moves, the agents' board, the shipper's and consignee's pages. */
export const transportModule = featureModule(({ resolved }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox } = GIVEN;
  resolved(TransportLog, [em], (root) => sqlTransportLog(root));
  resolved(MoveTransport, [TransportLog, WebhookEndpoints, Secrets, config, clock, outbox], (log, webhooks, secrets, settings, now, box) =>
    makeMoveTransport({ log, webhooks, secrets, siteUrl: settings.SITE_URL, clock: now, outbox: box }),
  );
  resolved(ViewTransport, [TransportLog], (log) => makeViewTransport({ log }));
  resolved(CountTransportsUnderWay, [TransportLog], (log) => () => log.countUnderWay());
  resolved(ViewTransportBoard, [TransportLog, clock, config], (log, now, settings) =>
    makeViewTransportBoard({ log, clock: now, silenceMinutes: settings.TRANSPORT_SILENCE_MINUTES }),
  );
  resolved(FollowTransport, [QuoteRepository, TransportLog, Secrets], (quotes, log, secrets) =>
    makeFollowTransport({ quotes, log, secrets }),
  );
  resolved(FollowAsConsignee, [QuoteRepository, TransportLog, Secrets], (quotes, log, secrets) =>
    makeFollowAsConsignee({ quotes, log, secrets }),
  );
  resolved(WatchTransport, [QuoteRepository, Secrets, InboxEvents], (quotes, secrets, events) =>
    makeWatchTransport({ quotes, secrets, events }),
  );
});
