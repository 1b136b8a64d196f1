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

  it.each(LANGUAGES)('writes numbers as the %s locale’s Intl.NumberFormat does', (language) => {
    const formats = [1, 3].map((digits) => new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: digits }));
    const intl = (value: number, digits = 3) => formats[digits === 1 ? 0 : 1]!.format(value);
    for (let value = 0; value <= 20_000; value++) expect(formatNumber(value, language)).toBe(intl(value));
    const edges = [
      0.5,
      2.125,
      999.5,
      0.0005,
      0.0015,
      1.0005,
      2.0005,
      999.9995,
      9999.9995,
      99_999.9996,
      0.1 + 0.2,
      1e-7,
      123_456_789,
      1e14 + 0.5,
    ];
    for (const value of [...edges, -0, -1, -1234.5, Number.NaN, Infinity, 1e21]) expect(formatNumber(value, language)).toBe(intl(value));
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
    for (let n = 0; n < 20_000; n++) {
      const value = Math.round(random() * 10 ** (1 + (n % 9)) * 10 ** (n % 6)) / 10 ** (n % 6);
      expect(formatNumber(value, language)).toBe(intl(value));
      expect(formatNumber(value, language, 1)).toBe(intl(value, 1));
    }
  });
});
