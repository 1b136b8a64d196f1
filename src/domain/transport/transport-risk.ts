import type { TransportMove, TransportState } from './transport-lifecycle.ts';

// "At risk" on the agents' board: what needs a call before the shipper makes one.

export type Risk =
  /** the pickup window the offer promised has passed and nothing was picked up */
  | 'pickupOverdue'
  /** the latest estimated delivery is later than the one promised on the offer */
  | 'lateDelivery'
  /** no news of a transport under way for longer than the setting */
  | 'silent';

export interface FollowedTransport {
  state: TransportState;
  /** ISO 8601: the end of the pickup window the chosen offer promised */
  pickupWindowTo: string | null;
  /** ISO 8601: the delivery the chosen offer promised */
  promisedDelivery: string | null;
  /** the moves so far, oldest first, each with when it was recorded */
  moves: ReadonlyArray<{ move: TransportMove; at: Date }>;
  /** when the request was confirmed */
  confirmedAt: Date;
}

/** The latest estimated delivery: the last "eta" move, else the promise. */
export function latestEstimatedDelivery(transport: FollowedTransport): string | null {
  const etas = transport.moves.flatMap(({ move }) => (move.kind === 'eta' ? [move.estimatedDelivery] : []));
  return etas.at(-1) ?? transport.promisedDelivery;
}

/** Why a transport needs attention now, most pressing first; empty when it does not. */
export function risksOf(transport: FollowedTransport, now: Date, silenceMinutes: number): Risk[] {
  if (transport.state === 'delivered' || transport.state === 'cancelled') return [];
  const risks: Risk[] = [];
  const notPickedUp = transport.state === 'confirmed' || transport.state === 'booked';
  if (notPickedUp && transport.pickupWindowTo && Date.parse(transport.pickupWindowTo) < now.getTime()) risks.push('pickupOverdue');
  const estimated = latestEstimatedDelivery(transport);
  if (estimated && transport.promisedDelivery && Date.parse(estimated) > Date.parse(transport.promisedDelivery)) risks.push('lateDelivery');
  const lastNews = transport.moves.at(-1)?.at ?? transport.confirmedAt;
  if (transport.state !== 'confirmed' && now.getTime() - lastNews.getTime() > silenceMinutes * 60_000) risks.push('silent');
  return risks;
}
