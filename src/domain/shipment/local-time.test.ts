import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOf, isoWithOffset, wallClockAt, wallClockCeil, zoneClockFormat } from './local-time.ts';

/** What the zone's clock says, straight from Intl at that instant: the oracle for the kept offsets. */
function intlClock(instant: Date, timeZone: string) {
  const oracle = zoneClockFormat(timeZone);
  const p = Object.fromEntries(oracle.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, second: p.second };
}

// Whole-hour, half-hour and quarter-hour offsets, and a half-hour daylight saving change.
const ZONES = ['Europe/Paris', 'America/New_York', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe'];

describe('business wall clock (Europe/Paris)', () => {
  it('reads an instant as Paris time, winter and summer', () => {
    expect(wallClockAt(new Date('2026-01-15T08:30:00Z'))).toEqual({ date: '2026-01-15', time: '09:30' });
    expect(wallClockAt(new Date('2026-07-15T22:30:00Z'))).toEqual({ date: '2026-07-16', time: '00:30' });
  });

  it('rounds up to the next minute', () => {
    expect(wallClockCeil(new Date('2026-01-15T08:30:01Z'))).toEqual({ date: '2026-01-15', time: '09:31' });
    expect(wallClockCeil(new Date('2026-01-15T08:30:00Z'))).toEqual({ date: '2026-01-15', time: '09:30' });
  });

  it('turns a Paris wall clock back into the instant, across DST', () => {
    expect(instantOf({ date: '2026-01-15', time: '09:30' }).toISOString()).toBe('2026-01-15T08:30:00.000Z');
    expect(instantOf({ date: '2026-07-16', time: '00:30' }).toISOString()).toBe('2026-07-15T22:30:00.000Z');
    expect(instantOf({ date: '2026-10-25', time: '12:00' }).toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });
});

describe('the zone clock read from kept offsets', () => {
  it('says what Intl says, at any instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          const { date, time, second } = intlClock(instant, zone);
          expect(wallClockAt(instant, zone)).toEqual({ date, time });
          expect(isoWithOffset(instant, zone).slice(0, 19)).toBe(`${date}T${time}:${second}`);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('follows a change that is not on a quarter hour of UTC (St John’s, 00:01 until 2011)', () => {
    for (const instant of ['2010-03-14T03:43:00.862Z', '2006-04-02T03:33:45.911Z', '2010-11-07T02:31:00Z', '2010-11-07T02:44:59Z']) {
      const { date, time } = intlClock(new Date(instant), 'America/St_Johns');
      expect(wallClockAt(new Date(instant), 'America/St_Johns'), instant).toEqual({ date, time });
    }
  });

  it.each(ZONES)('follows every minute across both changes of 2026 in %s', (zone) => {
    for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01']) {
      const start = Date.parse(`${day}T00:00:00Z`) - 24 * 3_600_000;
      for (let minute = 0; minute < 48 * 60; minute += 1) {
        const instant = new Date(start + minute * 60_000 + 17_000);
        const { date, time } = intlClock(instant, zone);
        expect(wallClockAt(instant, zone)).toEqual({ date, time });
      }
    }
  });
});
