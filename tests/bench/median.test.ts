import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it('is the middle value of an odd number, whatever their order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });

  it('is the mean of the two middle values of an even number, unmoved by one outlier', () => {
    expect(median([1, 2, 3, 400])).toBe(2.5);
  });
});
