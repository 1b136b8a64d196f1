import { withDeclaredDangerousGoods } from '../../domain/dangerous-goods/declaration.ts';
import type { CreateQuote } from '../create-quote.ts';
import { parseInput } from '../inputs/parse-input.ts';
import { quoteFormInput } from '../inputs/quote-inputs.ts';
import type { PricedQuote, PriceQuote } from '../price-quote.ts';
import type { SaveContact } from '../save-contact.ts';
import type { AuthenticateApiKey } from './api-access.ts';
import { token } from '../../ports/token.ts';

/** Who calls /api/v1: a key and its business account. */
export type ApiCaller = Awaited<ReturnType<AuthenticateApiKey>>;

/** A quote asked by a business account's systems, priced at once (its contact is known). */
export type QuoteForAccount = (caller: ApiCaller, request: unknown) => Promise<{ id: string; priced: PricedQuote }>;
export const QuoteForAccount = token<QuoteForAccount>('QuoteForAccount');

export function makeQuoteForAccount(deps: { createQuote: CreateQuote; priceQuote: PriceQuote; saveContact: SaveContact }): QuoteForAccount {
  return async ({ key, account }, request) => {
    const asked = withDeclaredDangerousGoods(parseInput(quoteFormInput, request));
    // A system that names no vehicle leaves the choice to us, as "unknown" does.
    const shipment = { ...asked, vehicleType: asked.vehicleType || 'unknown' };
    // Counted against the account (all its keys), as a visitor's quotes are against their address.
    const { id } = await deps.createQuote(shipment, key.ownerKey, `api-account:${account.id}`, account.id);
    // Priced first, then the account's contact given: the prices are shown (spec §4.5).
    await deps.priceQuote(id, key.ownerKey);
    await deps.saveContact(id, key.ownerKey, {
      firstName: account.firstName,
      lastName: account.lastName,
      company: account.company,
      email: account.email,
      phone: account.phone,
    });
    return { id, priced: await deps.priceQuote(id, key.ownerKey) };
  };
}
