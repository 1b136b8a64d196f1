import { type FollowedTransport, type Risk, latestEstimatedDelivery, risksOf } from './transport-risk.ts';

// The agents' board: every transport under way by its next step, those at risk first.

/** What the agents must do next: book a carrier, have the goods picked up, have them delivered. */
export type NextStep = 'book' | 'pickUp' | 'deliver';

export interface BoardEntry<T extends FollowedTransport> {
  transport: T;
  next: NextStep;
  /** ISO 8601: by when the next step is due (the pickup, the estimated delivery); null when nothing says */
  dueAt: string | null;
  /** why it needs attention now, most pressing first (transport-risk.ts) */
  risks: Risk[];
}

const NEXT: Record<'confirmed' | 'booked' | 'picked_up', NextStep> = { confirmed: 'book', booked: 'pickUp', picked_up: 'deliver' };

/** By when the next step is due: the carrier's planned pickup (else the window's end), then the latest estimated delivery. */
function dueAtOf(transport: FollowedTransport, next: NextStep): string | null {
  if (next === 'deliver') return latestEstimatedDelivery(transport);
  const booked = transport.moves.findLast(({ move }) => move.kind === 'book')?.move;
  return (next === 'pickUp' && booked?.kind === 'book' ? booked.plannedPickup : null) ?? transport.pickupWindowTo;
}

const time = (iso: string | null) => (iso === null ? Number.POSITIVE_INFINITY : Date.parse(iso));

/**
 * The board: transports neither delivered nor cancelled, those at risk first, then by when their
 * next step is due (soonest first), then the oldest confirmed.
 */
export function transportBoard<T extends FollowedTransport>(
  transports: readonly T[],
  now: Date,
  silenceMinutes: number,
): Array<BoardEntry<T>> {
  return transports
    .flatMap((transport): Array<BoardEntry<T>> => {
      if (transport.state === 'delivered' || transport.state === 'cancelled') return [];
      const next = NEXT[transport.state];
      return [{ transport, next, dueAt: dueAtOf(transport, next), risks: risksOf(transport, now, silenceMinutes) }];
    })
    .sort(
      (a, b) =>
        Number(b.risks.length > 0) - Number(a.risks.length > 0) ||
        time(a.dueAt) - time(b.dueAt) ||
        a.transport.confirmedAt.getTime() - b.transport.confirmedAt.getTime(),
    );
}
