import { describe, expect, it } from 'vitest';
import { isoWithOffset } from '../shipment/local-time.ts';
import { crewFor, lighterVehicleFor, servicePromise } from './service-promise.ts';

/** A van inside France: no traffic ban binds it. */
const FRANCE = { countries: ['FR', 'FR'], grossWeightKg: 3500 } as const;

describe('servicePromise', () => {
  const pickup = { date: '2026-11-23', time: '12:16' };
  const travel = 5 * 3600 + 30 * 60;

  it('priority: a vehicle within the hour, delivered after a direct drive with its 45-minute break', () => {
    expect(servicePromise('priority', pickup, travel, FRANCE)).toMatchObject({
      pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-23T13:16:00+01:00' },
      estimatedDelivery: '2026-11-23T19:31:00+01:00',
      drive: { crew: 1, breaks: 1, dailyRests: 0 },
    });
  });

  it('flex: within 4 hours, direct', () => {
    expect(servicePromise('standard', pickup, travel, FRANCE)).toMatchObject({
      pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-23T16:16:00+01:00' },
      estimatedDelivery: '2026-11-23T22:31:00+01:00',
    });
  });

  it('eco: within 24 hours on a shared vehicle, half as long again on the road', () => {
    // 8 h 15 on the road: one break
    expect(servicePromise('economy', pickup, travel, FRANCE)).toMatchObject({
      pickupWindow: { from: '2026-11-23T12:16:00+01:00', to: '2026-11-24T12:16:00+01:00' },
      estimatedDelivery: '2026-11-24T21:16:00+01:00',
    });
  });

  describe('Marseille → Bruxelles, 1,097 km, 14 h 37 at the wheel, pickup 18:45', () => {
    const evening = { date: '2026-11-23', time: '18:45' };
    const longDrive = 14 * 3600 + 37 * 60;

    it('priority is driven by a crew of two and arrives at 10:22, as only two drivers taking turns may', () => {
      expect(crewFor('priority', longDrive)).toBe(2);
      expect(servicePromise('priority', evening, longDrive, FRANCE)).toMatchObject({
        estimatedDelivery: '2026-11-24T10:22:00+01:00',
        drive: { crew: 2, dailyRests: 0 },
      });
    });

    it('flex has one driver, who rests 11 hours on the way: no earlier than the rules allow', () => {
      const flex = servicePromise('standard', evening, longDrive, FRANCE);
      expect(flex.drive).toMatchObject({ crew: 1, breaks: 2, dailyRests: 1 });
      // window end 22:45 + 14 h 37 driving + 2 × 45 min + 11 h
      expect(flex.estimatedDelivery).toBe('2026-11-25T01:52:00+01:00');
    });

    it('a drive within one driver’s day keeps one driver, even for priority', () => {
      expect(crewFor('priority', 9 * 3600)).toBe(1);
      expect(crewFor('standard', longDrive)).toBe(1);
    });
  });

  it('promises differ: each later offer comes and delivers later', () => {
    const [priority, flex, eco] = (['priority', 'standard', 'economy'] as const).map((variant) =>
      servicePromise(variant, pickup, travel, FRANCE),
    );
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

describe('servicePromise under the traffic bans', () => {
  const twelveTonnes = { countries: ['FR', 'FR'], grossWeightKg: 12_000 } as const;
  const saturdayNight = { date: '2026-11-28', time: '23:00' };

  it('a 12 t truck asked for on a Saturday at 23:00 in France comes on Sunday at 22:00, when the ban lifts', () => {
    const promise = servicePromise('priority', saturdayNight, 3 * 3600, twelveTonnes);
    expect(promise.pickupWindow).toEqual({ from: '2026-11-29T22:00:00+01:00', to: '2026-11-29T23:00:00+01:00' });
    expect(promise.pickupWait).toEqual({
      country: 'FR',
      reason: 'sunday',
      at: 'pickup',
      from: '2026-11-28T23:00:00+01:00',
      until: '2026-11-29T22:00:00+01:00',
    });
    expect(promise.estimatedDelivery).toBe('2026-11-30T02:00:00+01:00');
  });

  it('a truck crossing Spain says its bans are set road by road there, not waited out; a van, nothing', () => {
    const lilleToMadrid = {
      countries: ['FR', 'ES'],
      crossed: [
        { country: 'FR', share: 0.6 },
        { country: 'ES', share: 0.4 },
      ],
      grossWeightKg: 12_000,
    } as const;
    expect(servicePromise('priority', { date: '2026-12-01', time: '10:00' }, 14 * 3600, lilleToMadrid).roadByRoadBans).toEqual(['ES']);
    // along the road's course: Lisbon to Milan crosses Spain and France, not just their ends
    const lisbonToMilan = {
      countries: ['PT', 'IT'],
      crossed: [
        { country: 'PT', share: 0.1 },
        { country: 'ES', share: 0.4 },
        { country: 'FR', share: 0.3 },
        { country: 'IT', share: 0.2 },
      ],
      grossWeightKg: 12_000,
    } as const;
    expect(servicePromise('standard', { date: '2026-12-01', time: '10:00' }, 20 * 3600, lisbonToMilan).roadByRoadBans).toEqual([
      'PT',
      'ES',
    ]);
    expect(
      servicePromise('priority', { date: '2026-12-01', time: '10:00' }, 14 * 3600, { ...lilleToMadrid, grossWeightKg: 3500 })
        .roadByRoadBans,
    ).toBeUndefined();
    expect(servicePromise('priority', { date: '2026-12-01', time: '10:00' }, 3 * 3600, twelveTonnes).roadByRoadBans).toBeUndefined();
  });

  it('a van keeps its Sunday promise', () => {
    const promise = servicePromise('priority', saturdayNight, 3 * 3600, FRANCE);
    expect(promise.pickupWindow.from).toBe('2026-11-28T23:00:00+01:00');
    expect(promise.estimatedDelivery).toBe('2026-11-29T03:00:00+01:00');
    expect(promise.pickupWait).toBeUndefined();
    expect(promise.drive.waits).toBeUndefined();
  });

  it('a drive that runs into Saturday 22:00 stops there and goes on at 22:00 on Sunday, the wait being its daily rest', () => {
    const promise = servicePromise('standard', { date: '2026-11-28', time: '16:00' }, 4 * 3600, twelveTonnes);
    // window 16:00–20:00, two hours at the wheel to 22:00, then the ban, then the last two hours
    expect(promise.drive.waits).toEqual([
      { country: 'FR', reason: 'sunday', at: 'onTheWay', from: '2026-11-28T22:00:00+01:00', until: '2026-11-29T22:00:00+01:00' },
    ]);
    expect(promise.estimatedDelivery).toBe('2026-11-30T00:00:00+01:00');
  });

  it('proposes the smallest class that carries the goods when no ban binds it, and none otherwise', () => {
    const held = servicePromise('priority', saturdayNight, 3 * 3600, twelveTonnes);
    expect(lighterVehicleFor(held, 'PL9', { code: 'PL5', grossWeightKg: 7500 })).toBe('PL5');
    // the smallest that carries the goods is the one chosen: nothing lighter to propose
    expect(lighterVehicleFor(held, 'PL9', { code: 'PL9', grossWeightKg: 12_000 })).toBeUndefined();
    // bound too (Switzerland binds 7.5 t)
    const swiss = servicePromise('priority', saturdayNight, 3 * 3600, { countries: ['CH', 'CH'], grossWeightKg: 12_000 });
    expect(lighterVehicleFor(swiss, 'PL9', { code: 'PL5', grossWeightKg: 7500 })).toBeUndefined();
    expect(lighterVehicleFor(swiss, 'PL9', { code: 'FRG1', grossWeightKg: 2800 })).toBe('FRG1');
    // no ban, nothing to propose
    expect(
      lighterVehicleFor(servicePromise('priority', saturdayNight, 3 * 3600, FRANCE), 'FRG4', { code: 'FRG1', grossWeightKg: 2800 }),
    ).toBeUndefined();
  });

  it('waits out the ban of a country crossed between the ends: Switzerland at night on Lyon → Vienna', () => {
    const road = {
      countries: ['FR', 'AT'],
      crossed: [
        { country: 'FR', share: 0.2 },
        { country: 'CH', share: 0.3 },
        { country: 'AT', share: 0.5 },
      ],
      grossWeightKg: 12_000,
    } as const;
    // a Thursday: 10 h at the wheel from 14:00 (crewed), France to 16:00, Switzerland 16:00–19:00, Austria after
    const promise = servicePromise('priority', { date: '2026-11-26', time: '13:00' }, 10 * 3600, road);
    expect(promise.drive.waits).toBeUndefined();
    // leaving at 20:00: Switzerland from 22:00, its night ban until 05:00
    const late = servicePromise('priority', { date: '2026-11-26', time: '19:00' }, 10 * 3600, road);
    expect(late.drive.waits).toEqual([
      { country: 'CH', reason: 'night', at: 'onTheWay', from: '2026-11-26T22:00:00+01:00', until: '2026-11-27T05:00:00+01:00' },
    ]);
  });
});
