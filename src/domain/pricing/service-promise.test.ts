import { describe, expect, it } from 'vitest';
import { isoWithOffset } from '../shipment/local-time.ts';
import { servicePromise } from './service-promise.ts';

describe('servicePromise', () => {
  const pickup = { date: '2026-11-23', time: '12:16' };
  const travel = 5 * 3600 + 30 * 60;

  it('priority: a vehicle within the hour, delivered after a direct drive', () => {
    expect(servicePromise('priority', pickup, travel)).toEqual({
      pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-23T13:16:00+01:00' },
      estimatedDelivery: '2026-11-23T18:46:00+01:00',
    });
  });

  it('flex: within 4 hours, direct', () => {
    expect(servicePromise('standard', pickup, travel)).toEqual({
      pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-23T16:16:00+01:00' },
      estimatedDelivery: '2026-11-23T21:46:00+01:00',
    });
  });

  it('eco: within 24 hours on a shared vehicle, half as long again on the road', () => {
    expect(servicePromise('economy', pickup, travel)).toEqual({
      pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-24T12:16:00+01:00' },
      estimatedDelivery: '2026-11-24T20:31:00+01:00',
    });
  });

  it('promises differ: each later offer comes and delivers later', () => {
    const [priority, flex, eco] = (['priority', 'standard', 'economy'] as const).map((variant) => servicePromise(variant, pickup, travel));
    expect(Date.parse(priority!.estimatedDelivery)).toBeLessThan(Date.parse(flex!.estimatedDelivery));
    expect(Date.parse(flex!.estimatedDelivery)).toBeLessThan(Date.parse(eco!.estimatedDelivery));
  });
});

describe('isoWithOffset', () => {
  it('writes the Paris offset of the moment, summer and winter', () => {
    expect(isoWithOffset(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00+02:00');
    expect(isoWithOffset(new Date('2026-12-01T10:00:00.900Z'))).toBe('2026-12-01T11:00:00+01:00');
    // the night the clocks go back: 02:30 happens twice
    expect(isoWithOffset(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(isoWithOffset(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });
});
