import { describe, expect, it } from 'vitest';
import { QUOTE_REFERENCE_PATTERN, parseQuoteReference, quoteReferenceFrom } from './quote-reference.ts';

describe('quote references', () => {
  it('writes 40 random bits as FL- and two groups of four characters', () => {
    expect(quoteReferenceFrom(new Uint8Array([0, 0, 0, 0, 0]))).toBe('FL-0000-0000');
    expect(quoteReferenceFrom(new Uint8Array([255, 255, 255, 255, 255]))).toBe('FL-ZZZZ-ZZZZ');
    expect(quoteReferenceFrom(new Uint8Array([0, 0, 0, 0, 33]))).toBe('FL-0000-0011');
  });

  it('never uses the letters that read like digits or each other', () => {
    for (let byte = 0; byte < 256; byte++) {
      const reference = quoteReferenceFrom(new Uint8Array([byte, byte ^ 0x5a, 255 - byte, byte * 7, byte * 13]));
      expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[ILOU]/);
    }
  });

  it('refuses too few random bytes', () => {
    expect(() => quoteReferenceFrom(new Uint8Array(4))).toThrow(RangeError);
  });

  it('reads a reference as people type it', () => {
    expect(parseQuoteReference('FL-7K3Q-9M2X')).toBe('FL-7K3Q-9M2X');
    expect(parseQuoteReference(' fl 7k3q 9m2x ')).toBe('FL-7K3Q-9M2X');
    expect(parseQuoteReference('7K3Q-9M2X')).toBeUndefined();
    expect(parseQuoteReference('Martinez')).toBeUndefined();
    expect(parseQuoteReference('FL-7K3Q-9MOL')).toBe('FL-7K3Q-9M01');
    expect(parseQuoteReference('FL-7K3Q')).toBeUndefined();
    expect(parseQuoteReference('Claire Martin')).toBeUndefined();
    expect(parseQuoteReference('FL-7K3Q-9M2U')).toBeUndefined();
  });
});
