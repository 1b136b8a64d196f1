import { describe, expect, it } from 'vitest';
import { calendarDayIn, dateTimeFormat, instantIn, moneyIn, numberFormat, percentIn, quantityIn } from './formats.ts';

describe('the formats', () => {
  it('builds each formatter once per locale and options', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).toBe(numberFormat('fr-FR', { maximumFractionDigits: 1 }));
    expect(numberFormat('fr-FR', { maximumFractionDigits: 2 })).not.toBe(numberFormat('fr-FR', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(new Date('2026-11-23T00:00:00Z'))).toBe('November');
    expect(moneyIn('fr')).toBe(moneyIn('fr'));
  });

  it('writes money, quantities, rates and moments as each language does, moments in Paris time', () => {
    expect(moneyIn('fr').format(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(moneyIn('en').format(1234.5)).toBe('€1,234.50');
    expect(quantityIn('de').format(1234.5678)).toBe('1.234,568');
    expect(percentIn('fr').format(0.2)).toBe('20\u00a0%');
    // 23:30 UTC on 25 November is 00:30 on the 26th in Paris.
    expect(instantIn('en', 'short').format(new Date('2026-11-25T23:30:00Z'))).toBe('26/11/2026, 00:30');
    expect(calendarDayIn('fr', 'long').format(new Date('2026-11-26T00:00:00Z'))).toBe('26 novembre 2026');
  });
});
