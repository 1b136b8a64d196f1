import { describe, expect, it } from 'vitest';
import { applyPickupRule, earliestPickupSlot } from './pickup-rule.ts';

// 10:15:30 in Paris (winter, UTC+1).
const now = new Date('2026-11-23T09:15:30Z');

describe('pickup rule (spec §5): never earlier than now + 2 h', () => {
  it('sets a missing date or time to now + 2 h, rounded up to the minute', () => {
    expect(applyPickupRule({}, now)).toEqual({ date: '2026-11-23', time: '12:16' });
    expect(applyPickupRule({ pickupDate: '2026-11-25' }, now)).toEqual({ date: '2026-11-23', time: '12:16' });
    expect(applyPickupRule({ pickupTime: '15:00' }, now)).toEqual({ date: '2026-11-23', time: '12:16' });
  });

  it('moves a pickup earlier than now + 2 h to now + 2 h', () => {
    expect(applyPickupRule({ pickupDate: '2026-11-23', pickupTime: '11:00' }, now)).toEqual({ date: '2026-11-23', time: '12:16' });
    expect(applyPickupRule({ pickupDate: '2026-11-22', pickupTime: '18:00' }, now)).toEqual({ date: '2026-11-23', time: '12:16' });
  });

  it('keeps a pickup at or after now + 2 h', () => {
    expect(applyPickupRule({ pickupDate: '2026-11-23', pickupTime: '12:16' }, now)).toEqual({ date: '2026-11-23', time: '12:16' });
    expect(applyPickupRule({ pickupDate: '2026-11-24', pickupTime: '08:00:00' }, now)).toEqual({ date: '2026-11-24', time: '08:00' });
  });

  it('crosses midnight', () => {
    expect(applyPickupRule({}, new Date('2026-11-23T22:30:00Z'))).toEqual({ date: '2026-11-24', time: '01:30' });
  });
});

describe('the pickup the form proposes: now + 2 h, up to the quarter hour', () => {
  it.each([
    ['2026-11-23T09:15:30Z', '2026-11-23', '12:30'], // 10:15:30 in Paris
    ['2026-11-23T09:00:00Z', '2026-11-23', '12:00'], // on a quarter: stays
    ['2026-11-23T09:00:01Z', '2026-11-23', '12:15'],
    ['2026-11-23T21:50:00Z', '2026-11-24', '01:00'], // 22:50: tomorrow
    ['2026-03-29T00:20:00Z', '2026-03-29', '04:30'], // the spring-forward night: 01:20 + 2 h is 04:20 summer time
  ])('at %s proposes %s %s', (now, date, time) => {
    expect(earliestPickupSlot(new Date(now))).toEqual({ date, time });
  });

  it('is always allowed by the rule', () => {
    const now = new Date('2026-11-23T09:15:30Z');
    const slot = earliestPickupSlot(now);
    expect(applyPickupRule({ pickupDate: slot.date, pickupTime: slot.time }, now)).toEqual(slot);
  });
});
