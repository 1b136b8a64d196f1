import { isUuid } from '#src/domain/uuid.ts';
import type { Quote } from '#src/domain/quote/quote.ts';
import type { AccountTransport } from '#src/ports/business-accounts.ts';
import type { CompanyQuotes } from '../contracts/company-quotes-contract.ts';

/** The company's quotes in memory, over an in-memory quote repository's quotes (issue 47): the account stored on each. */
export function inMemoryCompanyQuotes(all: Map<string, Quote & { ownerKey: string }>): CompanyQuotes {
  const trail: Array<{ quoteId: string; accountId: string; email: string; at: Date }> = [];
  const own = (accountId: string) => [...all.values()].filter((quote) => quote.accountId === accountId);
  const row = (quote: Quote & { ownerKey: string }): AccountTransport => ({
    quoteId: quote.id,
    reference: quote.reference,
    createdAt: quote.createdAt,
    status: quote.status,
    route: {
      from: quote.shipment.departureCity ?? quote.shipment.departureLocation,
      fromCountry: quote.shipment.departureCountry,
      to: quote.shipment.arrivalCity ?? quote.shipment.arrivalLocation,
      toCountry: quote.shipment.arrivalCountry,
    },
    pickupDate: String(quote.shipment.pickupDate),
    poNumber: null,
    // No transport is followed here: a confirmed quote waits for its carrier.
    transportState: quote.status === 'offer_confirmed' ? 'confirmed' : null,
    ownerKey: quote.ownerKey,
  });
  return {
    async transports(accountId, query) {
      const text = query.search?.toLowerCase();
      const found = own(accountId)
        .filter(
          (quote) =>
            !text ||
            [quote.reference, quote.shipment.departureLocation, quote.shipment.arrivalLocation].some((one) =>
              one.toLowerCase().includes(text),
            ),
        )
        .filter((quote) => !query.status || quote.status === query.status)
        .filter((quote) => !query.transportState || row(quote).transportState === query.transportState)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const start = (query.page - 1) * query.pageSize;
      return { total: found.length, rows: found.slice(start, start + query.pageSize).map(row) };
    },
    async companyQuoteOwner(accountId, quoteId) {
      const quote = all.get(quoteId);
      return quote?.accountId === accountId ? quote.ownerKey : undefined;
    },
    async addQuote(accountId, quoteId, email, at) {
      const quote = isUuid(quoteId) ? all.get(quoteId) : undefined;
      if (!quote || quote.accountId !== null || quote.contact?.email.toLowerCase() !== email) return false;
      quote.accountId = accountId;
      trail.push({ quoteId, accountId, email, at });
      return true;
    },
    async quoteTrail(quoteId) {
      return trail.filter((entry) => entry.quoteId === quoteId).map(({ accountId, email, at }) => ({ accountId, email, at }));
    },
  };
}
