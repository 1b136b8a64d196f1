import { describe, expect, it } from 'vitest';
import { whyNotPayable } from './invoice-state.ts';

describe('whyNotPayable', () => {
  it('lets an invoice still owed be paid', () => {
    expect(whyNotPayable({ invoice: { kind: 'invoice' }, cancelledBy: null })).toBeUndefined();
  });

  it('refuses a cancelled invoice and a credit note, each with its reason', () => {
    expect(whyNotPayable({ invoice: { kind: 'invoice' }, cancelledBy: 'A-2026-000001' })).toBe('cancelled');
    expect(whyNotPayable({ invoice: { kind: 'creditNote' }, cancelledBy: null })).toBe('creditNote');
  });
});
