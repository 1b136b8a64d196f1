import { describe, expect, it } from 'vitest';
import { applyDeliveryRule, deliveryBeforePickup } from './delivery-rule.ts';

// Monday 23 November 2026, 10:15:30 in Paris.
const now = new Date('2026-11-23T09:15:30Z');
const pickup = { date: '2026-11-23', time: '12:16' };

describe('applyDeliveryRule (spec §9)', () => {
  it('keeps a requested date and time as asked', () => {
    expect(applyDeliveryRule({ deliveryDate: '2026-11-24', deliveryTime: '08:30' }, pickup, now)).toEqual({
      date: '2026-11-24',
      time: '08:30',
    });
  });

  it('without a delivery asked: pickup + 6 h, across midnight too', () => {
    expect(applyDeliveryRule({}, pickup, now)).toEqual({ date: '2026-11-23', time: '18:16' });
    expect(applyDeliveryRule({}, { date: '2026-11-23', time: '21:00' }, now)).toEqual({ date: '2026-11-24', time: '03:00' });
  });

  it('a date without a time: the time of now + 4 h, unless that falls before the pickup', () => {
    expect(applyDeliveryRule({ deliveryDate: '2026-11-25' }, pickup, now)).toEqual({ date: '2026-11-25', time: '14:15' });
    expect(applyDeliveryRule({ deliveryDate: '2026-11-23' }, { date: '2026-11-23', time: '15:00' }, now)).toEqual({
      date: '2026-11-23',
      time: '21:00',
    });
  });
});

describe('deliveryBeforePickup', () => {
  it('compares dates, then times on the same day', () => {
    expect(deliveryBeforePickup({ date: '2026-11-22' }, pickup)).toBe(true);
    expect(deliveryBeforePickup({ date: '2026-11-23', time: '11:00' }, pickup)).toBe(true);
    expect(deliveryBeforePickup({ date: '2026-11-23', time: '12:16' }, pickup)).toBe(false);
    expect(deliveryBeforePickup({ date: '2026-11-23' }, pickup)).toBe(false);
    expect(deliveryBeforePickup({ date: '2026-11-24', time: '01:00' }, pickup)).toBe(false);
  });
});
