import { describe, expect, it } from 'vitest';
import { estimatedRevenue } from './leads.ts';

describe('the admin revenue estimate (spec §9)', () => {
  it('is the validated prices’ sum × 0.85, to the cent', () => {
    expect(estimatedRevenue(1000)).toBe(850);
    expect(estimatedRevenue(575.81)).toBe(489.44);
    expect(estimatedRevenue(0)).toBe(0);
  });
});
