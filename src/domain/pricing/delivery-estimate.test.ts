import { describe, expect, it } from 'vitest';
import { formatDuration, travelSeconds } from './delivery-estimate.ts';

describe('delivery estimate (spec §9)', () => {
  it("is the route's travel time", () => {
    expect(travelSeconds({ travelTimeSeconds: 8 * 3600 + 5 * 60 })).toBe(29_100);
  });

  it('falls back to distance at 50 km/h plus 2 h, then to 5 h', () => {
    expect(travelSeconds({ distanceKm: 600 })).toBe(14 * 3600);
    expect(travelSeconds({})).toBe(5 * 3600);
  });

  it('shows durations as hours and two-digit minutes', () => {
    expect(formatDuration(29_100)).toBe('8h05');
    expect(formatDuration(3_600)).toBe('1h00');
  });
});
