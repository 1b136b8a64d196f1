import { applyPickupRule } from '../domain/shipment/pickup-rule.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import { validateShipment } from '../domain/shipment/validate-shipment.ts';
import type { Clock } from '../ports/clock.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/staff-auth.ts';
import { addressKey } from './address-key.ts';
import { InvalidInput, TooManySubmissions } from './errors.ts';

export type CreateQuote = (shipment: Shipment, ownerKey: string, address: string) => Promise<{ id: string }>;

/** Quotes per address in 10 minutes before 429 (QUOTE_RATE_LIMIT). */
export const QUOTE_WINDOW_MS = 10 * 60 * 1000;

/** Spec §4.1–4.2: apply the pickup rule, validate, then save the quote before any pricing. */
export function makeCreateQuote(deps: { quotes: QuoteRepository; clock: Clock; limiter: RateLimiter; secrets: Secrets; limit: number }): CreateQuote {
  return async (input, ownerKey, address) => {
    const pickup = applyPickupRule(input, deps.clock.now());
    const shipment: Shipment = { ...input, pickupDate: pickup.date, pickupTime: pickup.time };
    const errors = validateShipment(shipment);
    if (errors.length > 0) throw new InvalidInput(errors);
    const { allowed, retryAfterMs } = await deps.limiter.hit(`quote:${addressKey(deps.secrets, address)}`, deps.limit, QUOTE_WINDOW_MS);
    if (!allowed) throw new TooManySubmissions(retryAfterMs);
    const quote = await deps.quotes.create(shipment, ownerKey);
    return { id: quote.id };
  };
}
