import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../domain/quote/quote.ts';
import { JUST_CREATED_MS, JustCreatedQuotes } from './just-created-quotes.ts';

const quote = (id: string) => ({ id }) as Quote;

describe('JustCreatedQuotes', () => {
  it('gives a copy back once, to its owner, within JUST_CREATED_MS', () => {
    let now = 1_000;
    const kept = new JustCreatedQuotes(() => now);
    kept.keep(quote('a'), 'owner');
    kept.keep(quote('b'), 'owner');
    kept.keep(quote('c'), 'owner');
    expect(kept.take('a', 'owner')).toEqual(quote('a'));
    expect(kept.take('a', 'owner')).toBeUndefined();
    // A wrong owner is answered nothing, and the copy is dropped: the database decides from then on.
    expect(kept.take('b', 'stranger')).toBeUndefined();
    expect(kept.take('b', 'owner')).toBeUndefined();
    now += JUST_CREATED_MS;
    expect(kept.take('c', 'owner')).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const kept = new JustCreatedQuotes(() => 0);
    for (let i = 0; i <= 2_000; i++) kept.keep(quote(String(i)), 'owner');
    expect(kept.take('0', 'owner')).toBeUndefined();
    expect(kept.take('1', 'owner')).toEqual(quote('1'));
    expect(kept.take('2000', 'owner')).toEqual(quote('2000'));
  });
});
