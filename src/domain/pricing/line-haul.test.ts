import { describe, expect, it } from 'vitest';
import { lineHaulMatches } from './line-haul.ts';

describe('the ManagedByLineHaul filter (spec §7)', () => {
  const values = ['0', ' 0 ', '1', 'X', '', '  ', null];

  it('with 0 keeps the rows whose value is 0', () => {
    expect(values.filter((value) => lineHaulMatches(value, 0))).toEqual(['0', ' 0 ']);
  });

  it('with 1 keeps the rows whose value is not 0, null or empty', () => {
    expect(values.filter((value) => lineHaulMatches(value, 1))).toEqual(['1', 'X']);
  });

  it('without a filter keeps every row', () => {
    expect(values.filter((value) => lineHaulMatches(value, undefined))).toEqual(values);
  });
});
