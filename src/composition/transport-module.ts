import { sqlTransportLog } from '../adapters/persistence/transport/transport-log.ts';
import { makeFollowAsConsignee, makeFollowTransport, makeWatchTransport } from '../application/transport/follow-transport.ts';
import { makeMoveTransport, makeViewTransport } from '../application/transport/move-transport.ts';
import { makeViewTransportBoard } from '../application/transport/view-transport-board.ts';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS, USE_CASES } from './tokens.ts';

/** The transport after the call (issue 38): its log of moves, the agents' board, the shipper's and consignee's pages. */
export const transportModule = featureModule(({ resolved }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox } = GIVEN;
  const U = USE_CASES;
  resolved(PORTS.TransportLog, [em], (root) => sqlTransportLog(root));
  resolved(
    U.MoveTransport,
    [PORTS.TransportLog, PORTS.WebhookEndpoints, PORTS.Secrets, config, clock, outbox],
    (log, webhooks, secrets, settings, now, box) =>
      makeMoveTransport({ log, webhooks, secrets, siteUrl: settings.SITE_URL, clock: now, outbox: box }),
  );
  resolved(U.ViewTransport, [PORTS.TransportLog], (log) => makeViewTransport({ log }));
  resolved(U.CountTransportsUnderWay, [PORTS.TransportLog], (log) => () => log.countUnderWay());
  resolved(U.ViewTransportBoard, [PORTS.TransportLog, clock, config], (log, now, settings) =>
    makeViewTransportBoard({ log, clock: now, silenceMinutes: settings.TRANSPORT_SILENCE_MINUTES }),
  );
  resolved(U.FollowTransport, [PORTS.Quotes, PORTS.TransportLog, PORTS.Secrets], (quotes, log, secrets) =>
    makeFollowTransport({ quotes, log, secrets }),
  );
  resolved(U.FollowAsConsignee, [PORTS.Quotes, PORTS.TransportLog, PORTS.Secrets], (quotes, log, secrets) =>
    makeFollowAsConsignee({ quotes, log, secrets }),
  );
  resolved(U.WatchTransport, [PORTS.Quotes, PORTS.Secrets, PORTS.InboxEvents], (quotes, secrets, events) =>
    makeWatchTransport({ quotes, secrets, events }),
  );
});
