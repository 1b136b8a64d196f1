import { describe, expect, it } from 'vitest';
import { type StatementEntry, statementOf } from './statement.ts';

const entry = (price: string | null, vat: StatementEntry['vat'] = null, kg?: number): StatementEntry => ({
  reference: 'FL-TEST-0001',
  confirmedAt: new Date('2026-11-10T09:00:00Z'),
  route: { from: 'Lyon', fromCountry: 'FR', to: 'Stuttgart', toCountry: 'DE' },
  poNumber: null,
  price,
  vat,
  co2e: kg === undefined ? null : ({ kg } as StatementEntry['co2e']),
});

describe('a month’s statement', () => {
  it('states each line with its VAT at the case the buyer was told, and totals that are the sums of the lines, to the cent', () => {
    const { lines, totals } = statementOf([
      entry('1049.38', null, 309.4),
      entry('0.10', null, 0.2),
      entry('500.00', { case: 'reverseCharge', rate: 0, country: 'DE' } as unknown as StatementEntry['vat']),
      entry(null),
    ]);
    expect(lines.map((line) => [line.excludingTax, line.vatAmount, line.includingTax])).toEqual([
      [1049.38, 209.88, 1259.26],
      [0.1, 0.02, 0.12],
      [500, 0, 500],
      [0, 0, 0],
    ]);
    expect(totals).toEqual({ excludingTax: 1549.48, vat: 209.9, includingTax: 1759.38, co2eKg: 309.6 });
  });
});
