import { describe, expect, it } from 'vitest';
import { distanceLeft, freshPosition } from './distance-left.ts';

describe('the distance left', () => {
  const at = new Date('2026-11-27T10:00:00Z');

  it('is the road distance, and the arrival the drive from the position within the rules', () => {
    // 3 h at the wheel: no break needed.
    expect(distanceLeft({ distanceMetres: 251_400, travelTimeSeconds: 3 * 3600 }, at, 1)).toEqual({
      distanceKm: 251,
      estimatedArrival: '2026-11-27T13:00:00.000Z',
      positionAt: '2026-11-27T10:00:00.000Z',
    });
  });

  it('stops for a 45-minute break past 4 h 30 at the wheel, and for a daily rest past 9 h; a crew does not stop for breaks', () => {
    expect(distanceLeft({ distanceMetres: 450_000, travelTimeSeconds: 5 * 3600 }, at, 1).estimatedArrival).toBe('2026-11-27T15:45:00.000Z');
    // 10 h: 9 h the first day with one break, a daily rest of 11 h, 1 h the next morning.
    expect(distanceLeft({ distanceMetres: 900_000, travelTimeSeconds: 10 * 3600 }, at, 1).estimatedArrival).toBe(
      '2026-11-28T07:45:00.000Z',
    );
    expect(distanceLeft({ distanceMetres: 450_000, travelTimeSeconds: 5 * 3600 }, at, 2).estimatedArrival).toBe('2026-11-27T15:00:00.000Z');
  });

  it('counts a position for half an hour', () => {
    expect(freshPosition(at, new Date('2026-11-27T10:30:00Z'))).toBe(true);
    expect(freshPosition(at, new Date('2026-11-27T10:30:01Z'))).toBe(false);
  });
});
