import { type TransportMove, type TransportState, publicMove } from '../../domain/transport/transport-lifecycle.ts';
import type { CountryCode } from '../../domain/shipment/countries.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import type { InboxEvents } from '../../ports/staff-inbox.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { QuoteNotFound } from '../errors.ts';
import type { Quote } from '../../domain/quote/quote.ts';
import { type DistanceLeft, distanceLeft, freshPosition } from '../../domain/transport/distance-left.ts';
import type { DriverPositions } from '../../ports/driver-positions.ts';
import type { RoutingService } from '../../ports/routing-service.ts';
import type { Clock } from '../../ports/clock.ts';
import { token } from '../../ports/token.ts';
import { type LinkGrant, linkOpens, linkToken } from '../signed-link.ts';

/** The transport as its shipper follows it: the steps and when, never who at the office recorded them. */
export interface ShipperTransport {
  state: TransportState;
  confirmedAt: string;
  promisedDelivery: string | null;
  steps: Array<{ move: TransportMove; at: string }>;
  /** while the goods are on their way and the driver shares the phone's position; never the position */
  distanceLeft: DistanceLeft | null;
  /** the receiving site's read-only link's token (no prices, no buyer's details) */
  consigneeToken: string;
}

/** What the receiving site sees: the reference, the route and the steps — nothing of the price or the buyer. */
export interface ConsigneeTransport {
  reference: string;
  departure: { street: string | null; location: string; country: CountryCode };
  arrival: { street: string | null; location: string; country: CountryCode };
  transport: Omit<ShipperTransport, 'consigneeToken'>;
}

type Quotes = Pick<QuoteRepository, 'findOwned' | 'quoteRequestOf' | 'ownerKeyOf'>;

/** What a consignee's link grants: this quote of this owner, its transport only. */
const consigneeView = (id: string, ownerKey: string): LinkGrant => ({ purpose: 'quote-consignee', subject: [id, ownerKey] });

/** What the pages need to say how far the goods are from the delivery. */
export interface WhereNowDeps {
  positions: DriverPositions;
  routing: RoutingService;
  fallbackRouting: RoutingService;
  clock: Clock;
}

async function stepsOf(deps: { quotes: Quotes; log: TransportLog } & WhereNowDeps, quote: Quote) {
  const requestId = await deps.quotes.quoteRequestOf(quote.id);
  const record = requestId ? await deps.log.record(requestId) : undefined;
  if (!record) return undefined;
  return {
    state: record.state,
    confirmedAt: record.confirmedAt.toISOString(),
    promisedDelivery: record.promisedDelivery,
    // The driver's stamp (the tap, the phone's time) is for the agents.
    steps: record.moves.map(({ move, at }) => ({ move: publicMove(move), at: at.toISOString() })),
    distanceLeft: record.state === 'picked_up' ? await distanceLeftOf(deps, quote, record.quoteRequestId) : null,
  };
}

/** From the driver's last fresh position to the delivery, by road (the fallback's estimate when routing fails). */
async function distanceLeftOf(deps: WhereNowDeps, quote: Quote, quoteRequestId: string): Promise<DistanceLeft | null> {
  const to = quote.shipment.arrivalCoordinates;
  const latest = to ? await deps.positions.latest(quoteRequestId) : undefined;
  if (!to || !latest || !freshPosition(latest.at, deps.clock.now())) return null;
  const request = { from: { lat: latest.position.lat, lon: latest.position.lon }, to, vehicleCode: quote.shipment.vehicleType ?? '' };
  const route = await deps.routing.route(request).catch(() => deps.fallbackRouting.route(request));
  const chosen = quote.offers?.find((offer) => offer.id === quote.selectedOffer);
  return distanceLeft(route, latest.at, chosen?.drive?.crew ?? 1);
}

export type FollowTransport = (quoteId: string, ownerKey: string) => Promise<ShipperTransport | undefined>;
export const FollowTransport = token<FollowTransport>('FollowTransport');

/** The timeline of a confirmed quote, for its owner; undefined before it is confirmed. */
export function makeFollowTransport(deps: { quotes: Quotes; log: TransportLog; secrets: Secrets } & WhereNowDeps): FollowTransport {
  return async (quoteId, ownerKey) => {
    const quote = await deps.quotes.findOwned(quoteId, ownerKey);
    if (!quote) throw new QuoteNotFound();
    const transport = await stepsOf(deps, quote);
    return transport && { ...transport, consigneeToken: linkToken(deps.secrets, consigneeView(quoteId, ownerKey)) };
  };
}

export type FollowAsConsignee = (quoteId: string, token: string) => Promise<ConsigneeTransport | undefined>;
export const FollowAsConsignee = token<FollowAsConsignee>('FollowAsConsignee');

/** The receiving site's view by its link; undefined for a wrong link or a quote not confirmed. */
export function makeFollowAsConsignee(deps: { quotes: Quotes; log: TransportLog; secrets: Secrets } & WhereNowDeps): FollowAsConsignee {
  return async (quoteId, token) => {
    const ownerKey = await deps.quotes.ownerKeyOf(quoteId);
    if (!ownerKey || !linkOpens(deps.secrets, consigneeView(quoteId, ownerKey), token, deps.clock.now())) return undefined;
    const quote = await deps.quotes.findOwned(quoteId, ownerKey);
    const transport = quote && (await stepsOf(deps, quote));
    if (!quote || !transport) return undefined;
    const { shipment } = quote;
    // The receiving site learns "delivered, received by", not the shipper's proof.
    const steps = transport.steps.map(({ move, at }) => {
      if (move.kind !== 'deliver' || !move.proof) return { move, at };
      const { proof: _shipperOnly, ...delivered } = move;
      return { move: delivered, at };
    });
    return {
      reference: quote.reference,
      departure: { street: shipment.departureStreet ?? null, location: shipment.departureLocation, country: shipment.departureCountry },
      arrival: { street: shipment.arrivalStreet ?? null, location: shipment.arrivalLocation, country: shipment.arrivalCountry },
      transport: { ...transport, steps },
    };
  };
}

/** Who may watch: the quote's owner (its cookie or emailed link), or the receiving site by its own link. */
export type TransportPass = { ownerKey: string } | { consigneeToken: string };

export interface TransportWatcher {
  /** The transport moved on, or moves may have been missed (the database was away): read it again. */
  moved(): void;
  /** No more will come (the instance is stopping). */
  end(): void;
}

export type WatchTransport = (quoteId: string, pass: TransportPass, watcher: TransportWatcher) => Promise<(() => void) | undefined>;
export const WatchTransport = token<WatchTransport>('WatchTransport');

/**
 * Tells an open shipper's or consignee's page of each step as an agent records it, through the
 * database's notifications of the request; undefined when the pass does not open this
 * quote or it is not confirmed. The function returned stops the watch.
 */
export function makeWatchTransport(deps: {
  quotes: Quotes;
  secrets: Secrets;
  clock: Clock;
  events: Pick<InboxEvents, 'subscribe'>;
}): WatchTransport {
  return async (quoteId, pass, watcher) => {
    const ownerKey = await deps.quotes.ownerKeyOf(quoteId);
    if (!ownerKey) return undefined;
    const allowed =
      'ownerKey' in pass
        ? pass.ownerKey === ownerKey
        : linkOpens(deps.secrets, consigneeView(quoteId, ownerKey), pass.consigneeToken, deps.clock.now());
    const requestId = allowed ? await deps.quotes.quoteRequestOf(quoteId) : undefined;
    if (!requestId) return undefined;
    return deps.events.subscribe({
      change: (change) => (change === null || (change.type === 'quote-request' && change.id === requestId)) && watcher.moved(),
      // Once heard again, a change(null) says what was missed: the page reads it all then.
      hearing: () => undefined,
      end: () => watcher.end(),
    });
  };
}
