import { applyPickupRule } from '../domain/shipment/pickup-rule.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import { validateShipment } from '../domain/shipment/validate-shipment.ts';
import type { Clock } from '../ports/clock.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import { InvalidInput } from './errors.ts';

export type CreateQuote = (shipment: Shipment, ownerKey: string) => Promise<{ id: string }>;

/** Spec §4.1–4.2: apply the pickup rule, validate, then save the quote before any pricing. */
export function makeCreateQuote(deps: { quotes: QuoteRepository; clock: Clock }): CreateQuote {
  return async (input, ownerKey) => {
    const pickup = applyPickupRule(input, deps.clock.now());
    const shipment: Shipment = { ...input, pickupDate: pickup.date, pickupTime: pickup.time };
    const errors = validateShipment(shipment);
    if (errors.length > 0) throw new InvalidInput(errors);
    const quote = await deps.quotes.create(shipment, ownerKey);
    return { id: quote.id };
  };
}
