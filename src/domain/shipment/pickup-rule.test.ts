import { describe, expect, it } from 'vitest';
import { applyPickupRule, earliestPickupSlot, proposedPickupTime } from './pickup-rule.ts';

// 10:15:30 in Paris (winter, UTC+1).
const now = new Date('2026-11-23T09:15:30Z');

describe('pickup rule (spec §5): never earlier than now + 2 h', () => {
  it('sets a missing date or time to now + 2 h, rounded up to the minute', () => {
    expect(applyPickupRule({}, now)).toEqual({ date: '2026-11-23', time: '12:16' });
    expect(applyPickupRule({ pickupDate: '2026-11-23' }, now)).toEqual({ date: '2026-11-23', time: '12:16' });
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

  it('starts a later day given without a time at 09:00', () => {
    expect(applyPickupRule({ pickupDate: '2026-11-25' }, now)).toEqual({ date: '2026-11-25', time: '09:00' });
    // 23:30: now + 2 h is tomorrow 01:30, so tomorrow without a time is that earliest pickup
    expect(applyPickupRule({ pickupDate: '2026-11-24' }, new Date('2026-11-23T22:30:00Z'))).toEqual({ date: '2026-11-24', time: '01:30' });
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

describe('the time the form proposes for a pickup date', () => {
  it('is the earliest slot on its day, 09:00 on a later day', () => {
    expect(proposedPickupTime('2026-11-23', now)).toBe('12:30');
    expect(proposedPickupTime('2026-11-24', now)).toBe('09:00');
    expect(proposedPickupTime('2026-12-31', now)).toBe('09:00');
  });

  it('after 22:00, tomorrow is the earliest slot’s day, so its early slot stands', () => {
    const late = new Date('2026-11-23T22:30:00Z'); // 23:30 in Paris
    expect(proposedPickupTime('2026-11-24', late)).toBe('01:30');
    expect(proposedPickupTime('2026-11-25', late)).toBe('09:00');
  });
});
