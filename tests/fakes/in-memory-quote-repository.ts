import { randomBytes, randomUUID } from 'node:crypto';
import { QUOTE_REFERENCE_RANDOM_BYTES, quoteReferenceFrom } from '#src/domain/quote/quote-reference.ts';
import type { Quote } from '#src/domain/quote/quote.ts';
import type { QuoteRepository } from '#src/ports/quote-repository.ts';
import { QuotaSpent, type QuoteAdmission, rateLimitSlot } from '#src/ports/rate-limiter.ts';

/** A QuoteRepository in memory, for use-case tests: same contract, no database. */
export function inMemoryQuoteRepository(): QuoteRepository & { all: Map<string, Quote & { ownerKey: string }> } {
  const all = new Map<string, Quote & { ownerKey: string }>();
  const owned = (id: string, status: readonly string[]) => {
    const quote = all.get(id);
    return quote && status.includes(quote.status) ? quote : undefined;
  };
  const requests = new Map<string, string>();
  const purchases = new Map<string, { poNumber: string | null; customerReference: string | null }>();
  return {
    all,
    async create(shipment, ownerKey, createdAt, contact, accountId = null) {
      const quote = {
        id: randomUUID(),
        reference: quoteReferenceFrom(randomBytes(QUOTE_REFERENCE_RANDOM_BYTES)),
        ownerKey,
        status: 'created' as const,
        createdAt,
        shipment,
        distanceKm: null,
        transitTimeMinutes: null,
        offers: null,
        unpriced: [],
        contact: contact ?? null,
        price: null,
        selectedOffer: null,
        accountId,
      };
      all.set(quote.id, quote);
      return structuredClone(quote);
    },
    async ownerKeyOf(id) {
      return all.get(id)?.ownerKey;
    },
    async findOwned(id, ownerKey) {
      const quote = all.get(id);
      return quote && quote.ownerKey === ownerKey ? structuredClone(quote) : undefined;
    },
    async savePricing(id, from, to, pricing) {
      const quote = owned(id, [from]);
      if (!quote) return false;
      Object.assign(quote, { status: to, ...pricing });
      return true;
    },
    async saveContact(id, from, to, contact) {
      const quote = owned(id, from);
      if (!quote) return false;
      Object.assign(quote, { status: to, contact });
      return true;
    },
    async requestCallback(id, from, to, contact) {
      const quote = owned(id, [from]);
      if (!quote) return false;
      Object.assign(quote, { status: to, contact });
      return true;
    },
    async confirmOffer(id, from, to, request) {
      const quote = owned(id, [from]);
      if (!quote) return undefined;
      Object.assign(quote, { status: to, selectedOffer: request.selectedOffer });
      const quoteRequestId = randomUUID();
      requests.set(id, quoteRequestId);
      purchases.set(id, { poNumber: request.poNumber ?? null, customerReference: request.customerReference ?? null });
      return { quoteRequestId };
    },
    async quoteRequestOf(quoteId) {
      return requests.get(quoteId);
    },
    async purchaseOf(quoteId) {
      return purchases.get(quoteId);
    },
  };
}

/** A QuoteAdmission in memory over a repository: hits per bucket counted in the window's slots, as the port says. */
export function inMemoryQuoteAdmission(quotes: QuoteRepository): QuoteAdmission {
  const quotas = new Map<string, Date[]>();
  return {
    async admit(shipment, ownerKey, createdAt, contact, quota, accountId = null) {
      const slot = rateLimitSlot(createdAt, quota.windowMs);
      const slotOf = (at: Date) => rateLimitSlot(at, quota.windowMs).start;
      const counted = (quotas.get(quota.bucket) ?? []).filter((at) => slotOf(at) > slot.countedAfter);
      quotas.set(quota.bucket, counted);
      if (counted.length >= quota.limit) throw new QuotaSpent(Math.max(1_000, slot.freedAt(slotOf(counted[0]!)) - createdAt.getTime()));
      counted.push(createdAt);
      return quotes.create(shipment, ownerKey, createdAt, contact, accountId);
    },
  };
}
