import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key.ts';

describe('searchKey', () => {
  it('ignores case, accents and punctuation', () => {
    expect(searchKey('Saint-Étienne')).toBe('saint etienne');
    expect(searchKey("L'Abergement-Clémenciat")).toBe('l abergement clemenciat');
    expect(searchKey('MÜNCHEN')).toBe('munchen');
    expect(searchKey('  Zürich  ')).toBe('zurich');
  });
});
