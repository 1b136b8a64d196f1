import { describe, expect, it } from 'vitest';
import { retentionCutoffs } from './retention.ts';

describe('retention cutoffs', () => {
  it('count whole days back from now for each kind of record', () => {
    const now = new Date('2026-11-23T09:00:00Z');
    expect(retentionCutoffs(now, { unconfirmedQuotes: 90, leads: 1095, emails: 30 })).toEqual({
      unconfirmedQuotes: new Date('2026-08-25T09:00:00Z'),
      leads: new Date('2023-11-24T09:00:00Z'),
      emails: new Date('2026-10-24T09:00:00Z'),
      // The driver's positions, 30 days after the delivery.
      driverPositions: new Date('2026-10-24T09:00:00Z'),
    });
  });
});
