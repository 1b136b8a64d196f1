import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALE_OF } from '#src/domain/language.ts';
import { formatDuration, formatNumber, formatPrice } from './format.ts';

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

  it.each(LANGUAGES)('writes numbers as the %s locale does, whole numbers under a thousand included', (language) => {
    const intl = (value: number) => new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: 3 }).format(value);
    for (let value = 0; value < 1000; value++) expect(formatNumber(value, language)).toBe(intl(value));
    for (const value of [1000, 12_345, 0.5, 2.125, 999.5]) expect(formatNumber(value, language)).toBe(intl(value));
  });
});
