import { describe, expect, it } from 'vitest';
import { offerExpiry, offerValidUntil } from './offer-validity.ts';

const createdAt = new Date('2026-11-23T09:00:00Z');

describe('until when an offer holds', () => {
  it('is 10 days after the quote (spec §9) for a pickup further away', () => {
    expect(offerValidUntil(createdAt, '2026-12-10T09:00:00+01:00').toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });

  it('is the start of the pickup window when that comes first', () => {
    expect(offerValidUntil(createdAt, '2026-11-23T12:16:00+01:00').toISOString()).toBe('2026-11-23T11:16:00.000Z');
  });

  it('agrees with the expiry rule at both limits', () => {
    const quote = { createdAt, shipment: { pickupDate: '2026-11-23', pickupTime: '12:16' } } as Parameters<typeof offerExpiry>[0];
    const offer = { pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-23T13:16:00+01:00' } };
    const until = offerValidUntil(createdAt, offer.pickupWindow.from);
    expect(offerExpiry(quote, offer, until)).toBeNull();
    expect(offerExpiry(quote, offer, new Date(until.getTime() + 60_000))).toBe('pickupPassed');
  });
});
