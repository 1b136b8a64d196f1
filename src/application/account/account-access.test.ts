import { describe, expect, it } from 'vitest';
import type { AccountPerson, BusinessAccounts } from '../../ports/business-accounts.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import { testSecrets } from '../../../tests/fakes/test-secrets.ts';
import { makeAuthenticateShipper, makeRequestSignInLink } from './account-access.ts';

// A sign-in request does the same work for a known and an unknown address; sessions
// end 12 hours after they start, however busy.

const NOW = new Date('2026-11-27T09:00:00Z');
const clock = { now: () => NOW };

/** Every port call the use case makes, with the shape of its arguments (their keys), never their values. */
function recording() {
  const calls: string[] = [];
  const shape = (value: unknown): unknown =>
    value && typeof value === 'object' && !(value instanceof Date)
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, typeof inner]))
      : typeof value;
  const limiter: RateLimiter = {
    hit: async (bucket, limit, windowMs) => {
      calls.push(`limiter.hit ${bucket.split(':').slice(0, 2).join(':')} ${limit} ${windowMs}`);
      return { allowed: true, retryAfterMs: 0 };
    },
    forget: async () => void calls.push('limiter.forget'),
  };
  const accounts: Pick<BusinessAccounts, 'issueLink'> = {
    issueLink: async (link, message) => void calls.push(`accounts.issueLink ${JSON.stringify([shape(link), shape(message)])}`),
  };
  return { calls, limiter, accounts };
}

describe('asking for a sign-in link', () => {
  it('makes the same port calls for a known and an unknown address, the email left to the outbox’s next round', async () => {
    const runs = [];
    for (const email of ['achats@alpha.example', 'nobody@nowhere.example']) {
      const { calls, limiter, accounts } = recording();
      const request = makeRequestSignInLink({ accounts, limiter, secrets: testSecrets(), clock, siteUrl: 'https://flash.example' });
      await request({ email, language: 'fr', address: '10.0.0.1' });
      runs.push(calls);
    }
    expect(runs[0]).toEqual(runs[1]);
    expect(runs[0]).toEqual([
      'limiter.hit account-link:visitor 10 900000',
      'limiter.hit account-link:address-visitor 3 900000',
      'limiter.hit account-link:address 10 900000',
      expect.stringMatching(/^accounts\.issueLink /),
    ]);
  });

  it('hands the link for the address in lower case, to be emailed only if it is a person’s', async () => {
    const issued: unknown[] = [];
    const { limiter } = recording();
    const request = makeRequestSignInLink({
      accounts: { issueLink: async (link, message) => void issued.push({ email: link.email, message }) },
      limiter,
      secrets: testSecrets({ randomToken: () => 'token-of-the-link-0123456789' }),
      clock,
      siteUrl: 'https://flash.example/',
    });
    await request({ email: 'Achats@Alpha.example', language: 'de', address: '10.0.0.1' });
    expect(issued).toEqual([
      {
        email: 'achats@alpha.example',
        message: { language: 'de', link: 'https://flash.example/DE/account/sign-in/token-of-the-link-0123456789', minutes: 15 },
      },
    ]);
  });
});

describe('a shipper’s session', () => {
  const person: AccountPerson = { id: 'p1', accountId: 'a1', email: 'achats@alpha.example', role: 'owner', company: 'Alpha' };

  it('ends 12 hours after it started, however busy it was', async () => {
    const ended: string[] = [];
    const startedAt = new Date(NOW.getTime() - 12 * 3_600_000);
    const accounts: Pick<BusinessAccounts, 'session' | 'touch' | 'endSession'> = {
      session: async () => ({ person, startedAt, lastSeenAt: new Date(NOW.getTime() - 60_000) }),
      touch: async () => {},
      endSession: async (hash) => void ended.push(hash),
    };
    const authenticate = makeAuthenticateShipper({
      accounts,
      secrets: testSecrets(),
      clock,
      idleMinutes: 120,
    });
    expect(await authenticate('a-session-token-0123456789')).toBeUndefined();
    expect(ended).toHaveLength(1);

    const younger = makeAuthenticateShipper({
      accounts: {
        ...accounts,
        session: async () => ({ person, startedAt: new Date(startedAt.getTime() + 60_000), lastSeenAt: NOW }),
      },
      secrets: testSecrets(),
      clock,
      idleMinutes: 120,
    });
    expect(await younger('a-session-token-0123456789')).toEqual(person);
  });
});
