import { describe, expect, it } from 'vitest';
import { calendarDate, multiLine, normaliseText, singleLine } from './text-fields.ts';

describe('text fields', () => {
  it('keeps what people type, composed the one Unicode way', () => {
    expect(normaliseText('  Société Générale  ')).toBe('Société Générale');
    expect(normaliseText('Cafe\u0301')).toBe('Café');
    expect(normaliseText('李明 Łódź Ærø')).toBe('李明 Łódź Ærø');
  });

  it('drops control characters and repairs lone surrogates', () => {
    expect(normaliseText('Du\u0000pont\u001b[31m')).toBe('Dupont[31m');
    expect(normaliseText('a\u0085b\u007fc')).toBe('abc');
    expect(normaliseText('x\ud800y')).toBe('x\ufffdy');
  });

  it('puts a one-line field on one line, keeps the lines of a free text', () => {
    expect(normaliseText('Quai 3\r\nporte B\tsud')).toBe('Quai 3 porte B sud');
    expect(normaliseText('Quai 3\r\nporte B\tsud\u0000', { multiLine: true })).toBe('Quai 3\nporte B\tsud');
  });

  it('checks the length after normalising', () => {
    expect(singleLine(5).safeParse('  abcde  ').success).toBe(true);
    expect(singleLine(5).safeParse('abcdef').success).toBe(false);
    expect(multiLine(3).safeParse('a\u0000b\u0000c').data).toBe('abc');
  });

  it('accepts calendar dates only', () => {
    expect(calendarDate.safeParse('2026-11-23').success).toBe(true);
    expect(calendarDate.safeParse('2028-02-29').success).toBe(true);
    expect(calendarDate.safeParse('2026-13-01').success).toBe(false);
    expect(calendarDate.safeParse('2026-02-29').success).toBe(false);
    expect(calendarDate.safeParse('2026-04-31').success).toBe(false);
    expect(calendarDate.safeParse('0000-01-01').success).toBe(false);
    expect(calendarDate.safeParse('2026-1-1').success).toBe(false);
  });
});
