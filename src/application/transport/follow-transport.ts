import { type TransportMove, type TransportState, publicMove } from '../../domain/transport/transport-lifecycle.ts';
import type { CountryCode } from '../../domain/shipment/countries.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import type { InboxEvents } from '../../ports/staff-inbox.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { QuoteNotFound } from '../errors.ts';
import { token } from '../../ports/token.ts';

/** The transport as its shipper follows it: the steps and when, never who at the office recorded them. */
export interface ShipperTransport {
  state: TransportState;
  confirmedAt: string;
  promisedDelivery: string | null;
  steps: Array<{ move: TransportMove; at: string }>;
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

/** What a consignee's link signs: this quote of this owner, its transport only. */
const consigneeText = (id: string, ownerKey: string) => `quote-consignee:${id}:${ownerKey}`;

async function stepsOf(deps: { quotes: Quotes; log: TransportLog }, quoteId: string) {
  const requestId = await deps.quotes.quoteRequestOf(quoteId);
  const record = requestId ? await deps.log.record(requestId) : undefined;
  if (!record) return undefined;
  return {
    state: record.state,
    confirmedAt: record.confirmedAt.toISOString(),
    promisedDelivery: record.promisedDelivery,
    // The driver's stamp (the tap, the phone's time) is for the agents.
    steps: record.moves.map(({ move, at }) => ({ move: publicMove(move), at: at.toISOString() })),
  };
}

export type FollowTransport = (quoteId: string, ownerKey: string) => Promise<ShipperTransport | undefined>;
export const FollowTransport = token<FollowTransport>('FollowTransport');

/** The timeline of a confirmed quote, for its owner; undefined before it is confirmed. */
export function makeFollowTransport(deps: { quotes: Quotes; log: TransportLog; secrets: Secrets }): FollowTransport {
  return async (quoteId, ownerKey) => {
    if (!(await deps.quotes.findOwned(quoteId, ownerKey))) throw new QuoteNotFound();
    const transport = await stepsOf(deps, quoteId);
    return transport && { ...transport, consigneeToken: deps.secrets.sign(consigneeText(quoteId, ownerKey)) };
  };
}

export type FollowAsConsignee = (quoteId: string, token: string) => Promise<ConsigneeTransport | undefined>;
export const FollowAsConsignee = token<FollowAsConsignee>('FollowAsConsignee');

/** The receiving site's view by its link (issue 38); undefined for a wrong link or a quote not confirmed. */
export function makeFollowAsConsignee(deps: { quotes: Quotes; log: TransportLog; secrets: Secrets }): FollowAsConsignee {
  return async (quoteId, token) => {
    const ownerKey = await deps.quotes.ownerKeyOf(quoteId);
    if (!ownerKey || !deps.secrets.signed(consigneeText(quoteId, ownerKey), token)) return undefined;
    const quote = await deps.quotes.findOwned(quoteId, ownerKey);
    const transport = quote && (await stepsOf(deps, quoteId));
    if (!quote || !transport) return undefined;
    const { shipment } = quote;
    return {
      reference: quote.reference,
      departure: { street: shipment.departureStreet ?? null, location: shipment.departureLocation, country: shipment.departureCountry },
      arrival: { street: shipment.arrivalStreet ?? null, location: shipment.arrivalLocation, country: shipment.arrivalCountry },
      transport,
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
 * database's notifications of the request (issue 38); undefined when the pass does not open this
 * quote or it is not confirmed. The function returned stops the watch.
 */
export function makeWatchTransport(deps: { quotes: Quotes; secrets: Secrets; events: Pick<InboxEvents, 'subscribe'> }): WatchTransport {
  return async (quoteId, pass, watcher) => {
    const ownerKey = await deps.quotes.ownerKeyOf(quoteId);
    if (!ownerKey) return undefined;
    const allowed =
      'ownerKey' in pass ? pass.ownerKey === ownerKey : deps.secrets.signed(consigneeText(quoteId, ownerKey), pass.consigneeToken);
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
