import type { QuoteOffer } from '../domain/quote/quote.ts';

/** No price leaves the server before the visitor's contact details are saved (spec §1, §4.5). */
export function withoutPrice(offer: QuoteOffer): Omit<QuoteOffer, 'price' | 'originalPrice' | 'secondDriverPrice'> & { priceHidden: true } {
  const { price: _price, originalPrice: _original, secondDriverPrice: _secondDriver, ...rest } = offer;
  return { ...rest, priceHidden: true };
}

/** An offer as this visitor may see it: whole once prices are visible, without them before. */
export const offerAsShown = (offer: QuoteOffer, pricesVisible: boolean) => (pricesVisible ? offer : withoutPrice(offer));
