import { describe, expect, it } from 'vitest';
import { roundToCents, toDecimalString, vatOn, withVat } from './money.ts';

describe('money', () => {
  it('rounds to the cent, half away from zero', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(1049.375)).toBe(1049.38);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(-2.675)).toBe(-2.68);
  });

  it('adds 20% VAT (spec §9: TTC = HT × 1.2)', () => {
    expect(withVat(1000)).toBe(1200);
    expect(withVat(1049.38)).toBe(1259.26);
    expect(vatOn(1049.38)).toBe(209.88);
    expect(1049.38 + vatOn(1049.38)).toBeCloseTo(withVat(1049.38), 10);
  });

  it('writes decimals as stored', () => {
    expect(toDecimalString(1200)).toBe('1200.00');
    expect(toDecimalString(12.3)).toBe('12.30');
  });
});
