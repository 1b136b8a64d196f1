import { describe, expect, it } from 'vitest';
import { makeCheckReadiness } from './check-readiness.ts';

describe('checkReadiness', () => {
  it('is ready when the database answers', async () => {
    const check = makeCheckReadiness({ database: { isReachable: async () => true }, timeoutMs: 50 });
    expect(await check()).toEqual({ ready: true, checks: { database: 'up' } });
  });

  it('is not ready when the database does not answer', async () => {
    const check = makeCheckReadiness({ database: { isReachable: async () => false }, timeoutMs: 50 });
    expect(await check()).toEqual({ ready: false, checks: { database: 'down' } });
  });
});
