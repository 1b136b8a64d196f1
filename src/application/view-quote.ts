import type { QuoteStatus } from '../domain/quote/quote-lifecycle.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { QuoteNotFound } from './errors.ts';

export type ViewQuote = (id: string, ownerKey: string) => Promise<{ shipment: Shipment; status: QuoteStatus }>;

/** What the server-rendered offer page shows beside the offers: the shipment and where the quote stands. */
export function makeViewQuote(deps: { quotes: QuoteRepository }): ViewQuote {
  return async (id, ownerKey) => {
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    return { shipment: quote.shipment, status: quote.status };
  };
}
