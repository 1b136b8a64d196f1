import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../application/errors.ts';
import { refusedAs } from './application-error.ts';

describe('refusedAs', () => {
  it('recognises a refusal by its code, whichever copy of its class made it', () => {
    expect(refusedAs(new InvalidInput([]), 'invalidInput')).toBe(true);
    // What Vite's development server hands the pages: the same error, another class.
    const copy = Object.assign(new Error('invalid input'), { code: 'invalidInput' });
    expect(refusedAs(copy, 'invalidInput')).toBe(true);
    expect(refusedAs(copy, 'quoteNotFound')).toBe(false);
    expect(refusedAs(Object.assign(new Error('duplicate key'), { code: '23505' }), 'invalidInput')).toBe(false);
    expect(refusedAs({ code: 'invalidInput' }, 'invalidInput')).toBe(false);
    expect(refusedAs(undefined, 'invalidInput')).toBe(false);
  });
});
