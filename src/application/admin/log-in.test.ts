import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS } from '../../domain/staff/staff-policy.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import type { PasswordHasher, Secrets, StaffAccounts, StaffSessions } from '../../ports/staff-auth.ts';
import { InvalidCredentials, LoginThrottled } from './errors.ts';
import { makeLogIn } from './log-in.ts';
import { testSecrets } from '../../../tests/fakes/test-secrets.ts';

// The login rules against port fakes: a sliding-window limiter in memory, a clock that moves.

function setup() {
  let now = new Date('2026-11-23T09:00:00Z');
  const hits = new Map<string, number[]>();
  const limiter: RateLimiter = {
    async hit(bucket, limit, windowMs) {
      const recent = (hits.get(bucket) ?? []).filter((at) => at > now.getTime() - windowMs);
      if (recent.length >= limit) return { allowed: false, retryAfterMs: recent[0]! + windowMs - now.getTime() };
      hits.set(bucket, [...recent, now.getTime()]);
      return { allowed: true, retryAfterMs: 0 };
    },
    async forget(bucket, { all = false } = {}) {
      hits.set(bucket, all ? [] : (hits.get(bucket) ?? []).slice(0, -1));
    },
  };
  const known = new Set<string>();
  const accounts: StaffAccounts = {
    findByUsername: async (username) => (username === 'agent' ? { id: 'u1', username, passwordHash: 'right' } : undefined),
    save: async () => 'created',
    count: async () => 1,
    knowsAddress: async (userId, address) => known.has(`${userId}|${address}`),
    rememberAddress: async (userId, address) => void known.add(`${userId}|${address}`),
  };
  const sessions: StaffSessions = {
    create: async () => {},
    find: async () => undefined,
    touch: async () => {},
    remove: async () => {},
    removeForUser: async () => {},
  };
  const hasher: PasswordHasher = { hash: async (password) => password, verify: async (hash, password) => hash === password };
  const secrets: Secrets = testSecrets({ randomToken: () => 'token' });
  const logIn = makeLogIn({ accounts, sessions, limiter, hasher, secrets, clock: { now: () => now } });
  const outcome = (username: string, password: string, address: string) =>
    logIn({ username, password, address }).then(
      () => 'ok' as const,
      (error: unknown) =>
        error instanceof LoginThrottled ? ('wait' as const) : error instanceof InvalidCredentials ? ('wrong' as const) : error,
    );
  return { outcome, hits, advance: (ms: number) => void (now = new Date(now.getTime() + ms)) };
}

describe('staff login', () => {
  it('lets a person in with the right password, and refuses a wrong one without saying which part', async () => {
    const { outcome } = setup();
    expect(await outcome('Agent', 'right', '192.0.2.1')).toBe('ok');
    expect(await outcome('agent', 'wrong', '192.0.2.1')).toBe('wrong');
    expect(await outcome('nobody', 'right', '192.0.2.1')).toBe('wrong');
  });

  it('counts attempts before checking the password: the sixth from one address for one account waits, even with the right password', async () => {
    const { outcome, advance } = setup();
    for (let i = 0; i < 5; i++) expect(await outcome('agent', `wrong-${i}`, '192.0.2.1')).toBe('wrong');
    expect(await outcome('agent', 'right', '192.0.2.1')).toBe('wait');
    advance(LOGIN_WINDOW_MS);
    expect(await outcome('agent', 'right', '192.0.2.1')).toBe('ok');
  });

  it('slows one address trying many accounts', async () => {
    const { outcome } = setup();
    for (let i = 0; i < 20; i++) expect(await outcome(`user${i}`, 'x', '192.0.2.9')).toBe('wrong');
    expect(await outcome('user20', 'x', '192.0.2.9')).toBe('wait');
    expect(await outcome('user20', 'x', '192.0.2.10')).toBe('wrong');
  });

  it('slows many addresses trying one account, but never locks its owner out where they logged in before', async () => {
    const { outcome } = setup();
    expect(await outcome('agent', 'right', '192.0.2.1')).toBe('ok'); // the owner's office
    for (let i = 0; i < 30; i++) expect(await outcome('agent', 'guess', `198.51.100.${i}`)).toBe('wrong');
    expect(await outcome('agent', 'guess', '198.51.100.200')).toBe('wait');
    expect(await outcome('agent', 'right', '203.0.113.7')).toBe('wait'); // a new address waits too…
    expect(await outcome('agent', 'right', '192.0.2.1')).toBe('ok'); // …but the owner's office does not
  });

  it('refuses a username longer than any account can have without counting or writing anything', async () => {
    const { outcome, hits } = setup();
    expect(await outcome('a'.repeat(101), 'x', '192.0.2.1')).toBe('wrong');
    expect(hits.size).toBe(0);
    expect(await outcome('a'.repeat(100), 'x', '192.0.2.1')).toBe('wrong');
    expect(hits.size).toBe(3);
  });
});
