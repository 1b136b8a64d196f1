import type { TransportMove, TransportState } from '../../domain/transport/transport-lifecycle.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { QuoteNotFound } from '../errors.ts';

/** The transport as its shipper follows it: the steps and when, never who at the office recorded them. */
export interface ShipperTransport {
  state: TransportState;
  confirmedAt: string;
  promisedDelivery: string | null;
  steps: Array<{ move: TransportMove; at: string }>;
}

export type FollowTransport = (quoteId: string, ownerKey: string) => Promise<ShipperTransport | undefined>;

/** The timeline of a confirmed quote, for its owner; undefined before it is confirmed. */
export function makeFollowTransport(deps: {
  quotes: Pick<QuoteRepository, 'findOwned' | 'quoteRequestOf'>;
  log: TransportLog;
}): FollowTransport {
  return async (quoteId, ownerKey) => {
    if (!(await deps.quotes.findOwned(quoteId, ownerKey))) throw new QuoteNotFound();
    const requestId = await deps.quotes.quoteRequestOf(quoteId);
    const record = requestId ? await deps.log.record(requestId) : undefined;
    if (!record) return undefined;
    return {
      state: record.state,
      confirmedAt: record.confirmedAt.toISOString(),
      promisedDelivery: record.promisedDelivery,
      steps: record.moves.map(({ move, at }) => ({ move, at: at.toISOString() })),
    };
  };
}
