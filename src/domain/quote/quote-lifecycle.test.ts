import { describe, expect, it } from 'vitest';
import { QuoteStateError, nextStatus } from './quote-lifecycle.ts';

describe('quote lifecycle', () => {
  it('goes created → priced → contact given → offer confirmed', () => {
    expect(nextStatus('created', 'price')).toBe('priced');
    expect(nextStatus('priced', 'giveContact')).toBe('contact_given');
    expect(nextStatus('contact_given', 'giveContact')).toBe('contact_given');
    expect(nextStatus('contact_given', 'confirmOffer')).toBe('offer_confirmed');
  });

  it('allows a callback until an offer is confirmed', () => {
    expect(nextStatus('priced', 'requestCallback')).toBe('callback_requested');
    expect(nextStatus('created', 'requestCallback')).toBe('callback_requested');
  });

  it('refuses steps out of order with a clear error', () => {
    expect(() => nextStatus('priced', 'confirmOffer')).toThrow(QuoteStateError);
    expect(() => nextStatus('priced', 'confirmOffer')).toThrow('A quote that is priced cannot have an offer confirmed.');
    expect(() => nextStatus('offer_confirmed', 'giveContact')).toThrow(/cannot take contact details/);
    expect(() => nextStatus('callback_requested', 'confirmOffer')).toThrow(QuoteStateError);
    expect(() => nextStatus('priced', 'price')).toThrow(QuoteStateError);
  });
});
