import { describe, expect, it } from 'vitest';
import { loadStandardVatRates } from './eu-vat-rates.ts';

describe('the standard rates shipped in fixtures/', () => {
  it('have a rate for every Member State, French 20 %', () => {
    const shipped = loadStandardVatRates();
    expect(shipped.FR).toBe(0.2);
    expect(shipped.DE).toBe(0.19);
    expect(Object.keys(shipped)).toHaveLength(27);
  });
});
