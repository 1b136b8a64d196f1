import { describe, expect, it } from 'vitest';
import { instantOf, wallClockAt, wallClockCeil } from './local-time.ts';

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
