import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice } from './format.ts';

describe('booking formats', () => {
  it('writes durations as hours and two-digit minutes', () => {
    expect(formatDuration(5 * 3600 + 7 * 60)).toBe('5h07');
    expect(formatDuration(59)).toBe('0h01');
    expect(formatDuration(36_000)).toBe('10h00');
  });

  it('writes euros with two decimals in the page language', () => {
    expect(formatPrice(1049.4, 'en')).toBe('€1,049.40');
    expect(formatPrice(1049.4, 'fr').replace(/\s/g, ' ')).toBe('1 049,40 €');
  });
});
