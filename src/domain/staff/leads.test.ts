import { describe, expect, it } from 'vitest';
import { estimatedRevenue, isAcceptedAccount } from './leads.ts';

describe('the admin revenue estimate (spec §9, ADR 0020)', () => {
  it('is the sum of the validated prices as stored, already 15 % off: the discount is not taken twice', () => {
    // One confirmed priority offer of 575.81 € (677.42 € less 15 %) is 575.81 € of revenue, not 489.44 €.
    expect(estimatedRevenue(575.81)).toBe(575.81);
    expect(estimatedRevenue(1000.004)).toBe(1000);
    expect(estimatedRevenue(0)).toBe(0);
  });
});

describe('an accepted business account', () => {
  it('is one whose latest status is won, whatever came before', () => {
    expect(isAcceptedAccount([{ status: 'won' }, { status: 'taken' }])).toBe(true);
    expect(isAcceptedAccount([{ status: 'lost' }, { status: 'won' }])).toBe(false);
    expect(isAcceptedAccount([])).toBe(false);
  });
});
