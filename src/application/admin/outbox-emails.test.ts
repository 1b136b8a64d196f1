import { describe, expect, it } from 'vitest';
import { makeResendFromOutbox } from './outbox-emails.ts';

describe('sending an email of the outbox again', () => {
  it('wakes the worker when the entry is pending again, not when there is no such entry', async () => {
    let wakes = 0;
    const known = new Set(['a']);
    const resend = makeResendFromOutbox({ outbox: { resend: async (id) => known.has(id) }, wake: () => void wakes++ });
    expect(await resend('missing')).toBe(false);
    expect(wakes).toBe(0);
    expect(await resend('a')).toBe(true);
    expect(wakes).toBe(1);
  });
});
