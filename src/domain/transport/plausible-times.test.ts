import { describe, expect, it } from 'vitest';
import { fastestLawfulSeconds, heldTimes, timesDoubt } from './plausible-times.ts';
import { withTimesDoubt } from './step-timing.ts';
import type { TransportMove } from './transport-lifecycle.ts';

// Paris → Stuttgart, 650 km, 7 h 30 at the wheel; the vehicle booked to come on Monday at 10:15.
const road = { distanceKm: 650, drivingSeconds: 7.5 * 3600, pickupWindowFrom: '2026-11-30T10:15:00+01:00' };

describe('times the road can explain', () => {
  it('the fastest lawful drive: a third faster than the route, two drivers, no stop', () => {
    expect(fastestLawfulSeconds(road)).toBe(5 * 3600);
    // a distance and no driving time: 90 km/h
    expect(fastestLawfulSeconds({ distanceKm: 90, drivingSeconds: null })).toBe(2400);
    expect(fastestLawfulSeconds({ distanceKm: null, drivingSeconds: null })).toBeUndefined();
  });

  it('doubts 650 km delivered one minute after the pickup, and says by how much', () => {
    const times = { pickedUpAt: '2026-11-30T10:20:00+01:00', deliveredAt: '2026-11-30T10:21:00+01:00' };
    expect(timesDoubt(times, road)).toEqual({ kind: 'fasterThanRoad', minutes: 1, distanceKm: 650, fastestMinutes: 300 });
  });

  it('keeps a drive within the tolerance', () => {
    const times = { pickedUpAt: '2026-11-30T10:20:00+01:00', deliveredAt: '2026-11-30T15:30:00+01:00' };
    expect(timesDoubt(times, road)).toBeUndefined();
  });

  it('doubts a pickup more than 12 hours before the window opened, not one an hour early', () => {
    expect(timesDoubt({ pickedUpAt: '2026-11-28T08:59:00+01:00', deliveredAt: null }, road)).toEqual({
      kind: 'earlyPickup',
      hoursEarly: 49,
    });
    expect(timesDoubt({ pickedUpAt: '2026-11-30T09:15:00+01:00', deliveredAt: null }, road)).toBeUndefined();
  });

  it('a delivery carries the doubt; an agent’s confirmation lifts it; a correction that still fails keeps it', () => {
    const pickUp: TransportMove = { kind: 'pickUp', at: '2026-11-30T10:20:00+01:00' };
    const deliver = withTimesDoubt(
      { kind: 'deliver', at: '2026-11-30T10:21:00+01:00', receivedBy: 'M. Weber', note: null },
      [pickUp],
      road,
    );
    expect(deliver).toMatchObject({ doubt: { kind: 'fasterThanRoad', minutes: 1 } });
    expect(heldTimes([pickUp, deliver])).toMatchObject({ kind: 'fasterThanRoad' });

    const wrongFix = withTimesDoubt(
      { kind: 'correct', step: 'deliver', at: '2026-11-30T11:00:00+01:00', reason: 'typo' },
      [pickUp, deliver],
      road,
    );
    expect(heldTimes([pickUp, deliver, wrongFix])).toMatchObject({ kind: 'fasterThanRoad', minutes: 40 });

    const fixed = withTimesDoubt(
      { kind: 'correct', step: 'deliver', at: '2026-11-30T18:05:00+01:00', reason: 'POD' },
      [pickUp, deliver],
      road,
    );
    expect(heldTimes([pickUp, deliver, fixed])).toBeUndefined();

    const confirmed = withTimesDoubt(
      { kind: 'correct', step: 'deliver', at: deliver.kind === 'deliver' ? deliver.at : '', reason: 'Relais confirmé', confirms: true },
      [pickUp, deliver],
      road,
    );
    expect(heldTimes([pickUp, deliver, confirmed])).toBeUndefined();
    // a later incident does not bring the doubt back
    const incident: TransportMove = { kind: 'incident', incident: 'damage', note: 'carton' };
    expect(heldTimes([pickUp, deliver, confirmed, incident])).toBeUndefined();
  });
});
