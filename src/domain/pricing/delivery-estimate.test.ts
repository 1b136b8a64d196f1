import { describe, expect, it } from 'vitest';
import { estimateDelivery, formatDuration } from './delivery-estimate.ts';

const pickup = { date: '2026-11-23', time: '12:16' };

describe('delivery estimate (spec §9)', () => {
  it('adds the travel time to the pickup', () => {
    expect(estimateDelivery(pickup, { travelTimeSeconds: 8 * 3600 + 5 * 60 })).toEqual({ date: '2026-11-23', time: '20:21' });
  });

  it('falls back to distance at 50 km/h plus 2 h, then to 5 h', () => {
    expect(estimateDelivery(pickup, { distanceKm: 600 })).toEqual({ date: '2026-11-24', time: '02:16' });
    expect(estimateDelivery(pickup, {})).toEqual({ date: '2026-11-23', time: '17:16' });
  });

  it('shows durations as hours and two-digit minutes', () => {
    expect(formatDuration(29_100)).toBe('8h05');
    expect(formatDuration(3_600)).toBe('1h00');
  });
});
