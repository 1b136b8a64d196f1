import { validateContact } from '../domain/quote/contact.ts';
import { applyPickupRule } from '../domain/shipment/pickup-rule.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import type { QuoteContact } from '../domain/quote/quote.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { CreatedQuote, CreateQuote } from './create-quote.ts';
import { QuoteNotFound } from './errors.ts';
import type { PriceQuote } from './price-quote.ts';
import type { SaveContact } from './save-contact.ts';
import { token } from '../ports/token.ts';

/**
 * `contact`: whom the new quote is for — the old quote's when absent; none (null) asks for it
 * again. The new quote stays with the old one's business account: its owner key proves the same
 * maker.
 */
export type RepriceQuote = (id: string, ownerKey: string, address: string, contact?: QuoteContact | null) => Promise<CreatedQuote>;
export const RepriceQuote = token<RepriceQuote>('RepriceQuote');

/**
 * An offer that expired (ADR 0013, spec §9) is priced again in one click: a new quote for the
 * same shipment, its pickup moved to the earliest allowed when the old one has passed (the
 * delivery then back to the §9 default), priced, and with the contact already given so the
 * prices show at once.
 */
export function makeRepriceQuote(deps: {
  quotes: QuoteRepository;
  clock: Clock;
  createQuote: CreateQuote;
  priceQuote: PriceQuote;
  saveContact: SaveContact;
}): RepriceQuote {
  return async (id, ownerKey, address, contact) => {
    const old = await deps.quotes.findOwned(id, ownerKey);
    if (!old) throw new QuoteNotFound();
    const pickup = applyPickupRule(old.shipment, deps.clock.now());
    const moved = pickup.date !== old.shipment.pickupDate || pickup.time !== old.shipment.pickupTime?.slice(0, 5);
    const shipment: Shipment = {
      ...old.shipment,
      pickupDate: pickup.date,
      pickupTime: pickup.time,
      // "Je ne sais pas" is asked again: the same goods get the same choice, made by today's catalogue.
      ...(old.shipment.vehicleChosen ? { vehicleType: 'unknown' } : {}),
      ...(moved ? { deliveryDate: null, deliveryTime: null } : {}),
    };
    const created = await deps.createQuote(shipment, ownerKey, address, old.accountId);
    const whom = contact === undefined ? old.contact : contact;
    if (whom && validateContact(whom).length === 0) {
      await deps.priceQuote(created.id, ownerKey);
      await deps.saveContact(created.id, ownerKey, whom);
    }
    return created;
  };
}
