import type { Language } from '../language.ts';
import type { WebhookEvent } from '../webhooks/webhook.ts';
import type { TransportMove, TransportMoveKind } from './transport-lifecycle.ts';

// What a step tells the shipper and the account's systems: the shipper is emailed when
// the transport is booked, picked up, late and delivered; its systems hear of every move.

export type ShipperNews = 'booked' | 'picked_up' | 'late' | 'incident' | 'delivered';

/** The email a shipper gets for one step, rendered in the quote's language. */
export interface TransportNewsSummary {
  quoteId: string;
  reference: string;
  news: ShipperNews;
  move: TransportMove;
  /** ISO 8601: the delivery the chosen offer promised */
  promisedDelivery: string | null;
  client: { name: string; email: string };
  language: Language;
  /** the transport's page, by its signed link */
  link: string;
}

export const SHIPMENT_EVENT: Record<TransportMoveKind, WebhookEvent> = {
  book: 'shipment.booked',
  arrive: 'shipment.arrived',
  load: 'shipment.loaded',
  pickUp: 'shipment.picked_up',
  eta: 'shipment.eta_changed',
  incident: 'shipment.incident',
  deliver: 'shipment.delivered',
  cancel: 'shipment.cancelled',
  correct: 'shipment.corrected',
};

const laterThan = (estimate: string, promise: string | null) => promise !== null && Date.parse(estimate) > Date.parse(promise);

/**
 * What the shipper is emailed of a move, if anything: a new estimate only the first time it
 * passes the promise (later estimates are for the page, not the inbox); a cancellation is the
 * agent's call to make, not an automatic email.
 */
export function shipperNewsOf(
  move: TransportMove,
  before: { moves: ReadonlyArray<{ move: TransportMove }>; promisedDelivery: string | null },
): ShipperNews | undefined {
  switch (move.kind) {
    case 'book':
      // A carrier replaced before pickup is news again.
      return 'booked';
    case 'pickUp':
      return 'picked_up';
    case 'deliver':
      return 'delivered';
    case 'incident':
      return 'incident';
    case 'eta': {
      if (!laterThan(move.estimatedDelivery, before.promisedDelivery)) return undefined;
      const toldLate = before.moves.some(
        ({ move: earlier }) => earlier.kind === 'eta' && laterThan(earlier.estimatedDelivery, before.promisedDelivery),
      );
      return toldLate ? undefined : 'late';
    }
    case 'arrive':
    case 'load':
    case 'cancel':
    case 'correct':
      return undefined;
  }
}
