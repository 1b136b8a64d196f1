import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('keeps a path whole up to 200 characters, cuts a longer one and says how long it was', () => {
    expect(loggedPath('/FR/quote')).toBe('/FR/quote');
    const probe = `/${'a'.repeat(4_999)}`;
    expect(loggedPath(probe)).toBe(`/${'a'.repeat(199)}… (5000 characters)`);
  });
});
