import { describe, expect, it } from 'vitest';
import { offerExpiry, validUntil } from './offer-validity.ts';

const createdAt = new Date('2026-11-23T09:00:00Z');
const pickingUp = (pickupDate: string, pickupTime: string) => ({ createdAt, shipment: { pickupDate, pickupTime } });

describe('until when an offer holds: one date, whoever asks', () => {
  it('is 10 days after the quote (spec §9) for a pickup further away', () => {
    expect(validUntil(pickingUp('2026-12-10', '09:00')).toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });

  it('is the start of the pickup window when that comes first', () => {
    expect(validUntil(pickingUp('2026-11-23', '12:16')).toISOString()).toBe('2026-11-23T11:16:00.000Z');
  });

  it('is 10 days when no pickup is known', () => {
    expect(validUntil({ createdAt, shipment: { pickupDate: null, pickupTime: null } }).toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });

  it('agrees with the expiry rule at both limits, and names the one that passed', () => {
    const soon = pickingUp('2026-11-23', '12:16');
    expect(offerExpiry(soon, validUntil(soon))).toBeNull();
    expect(offerExpiry(soon, new Date(validUntil(soon).getTime() + 60_000))).toBe('pickupPassed');
    const later = pickingUp('2026-12-10', '09:00');
    expect(offerExpiry(later, validUntil(later))).toBeNull();
    expect(offerExpiry(later, new Date(validUntil(later).getTime() + 60_000))).toBe('validity');
  });
});
