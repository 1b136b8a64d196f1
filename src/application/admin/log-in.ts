import { LOGIN_LIMITS, LOGIN_WINDOW_MS, USERNAME_MAX_LENGTH } from '../../domain/staff/staff-policy.ts';
import type { Clock } from '../../ports/clock.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import type { PasswordHasher, Secrets, StaffAccounts, StaffSessions } from '../../ports/staff-auth.ts';
import { addressKey } from '../address-key.ts';
import { InvalidCredentials, LoginThrottled } from './errors.ts';
import { token } from '../../ports/token.ts';

export interface LoginDeps {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  limiter: RateLimiter;
  hasher: PasswordHasher;
  secrets: Secrets;
  clock: Clock;
}

export type LogIn = (input: {
  username: string;
  password: string;
  address: string;
}) => Promise<{ token: string; csrfToken: string; username: string }>;
export const LogIn = token<LogIn>('LogIn');

// Verified when the username is unknown, so that both answers take the same time.
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$1KhD/6MI96PGlwFeCi6NPA$bqUjz7k5sfYhOVGkOy2lzsV5JTE0UbiohhljzoLxplw';

/**
 * A staff login (ADR 0012). Each attempt is counted, atomically, before its password is looked
 * at: per account and address, per address, and per account from addresses it never logged in
 * from (staff-policy.ts). Over any limit, the answer is "wait" and the password is not checked.
 * On success: a brand-new session (its id never comes from the browser), the address remembered.
 */
export function makeLogIn(deps: LoginDeps): LogIn {
  return async ({ username, password, address }) => {
    const now = deps.clock.now();
    const name = username.trim().toLowerCase();
    // Longer than any account can be: nothing to look up, nothing written.
    if (!name || name.length > USERNAME_MAX_LENGTH) throw new InvalidCredentials();
    const from = addressKey(deps.secrets, address);
    const buckets = {
      accountFromAddress: `login-pair:${deps.secrets.digest(`${name}\n${from}`)}`,
      address: `login-address:${from}`,
      accountFromNewAddresses: `login-account:${deps.secrets.digest(name)}`,
    };
    const account = await deps.accounts.findByUsername(name);
    const knownAddress = account ? await deps.accounts.knowsAddress(account.id, from) : false;
    const limits: Array<keyof typeof LOGIN_LIMITS> = [
      'accountFromAddress',
      'address',
      ...(knownAddress ? [] : (['accountFromNewAddresses'] as const)),
    ];
    // One after the other: an attempt refused by a narrower limit does not count in the wider ones.
    for (const which of limits) {
      const outcome = await deps.limiter.hit(buckets[which], LOGIN_LIMITS[which], LOGIN_WINDOW_MS);
      if (!outcome.allowed) throw new LoginThrottled(now, outcome.retryAfterMs);
    }

    const valid = await deps.hasher.verify(account?.passwordHash ?? DECOY_HASH, password);
    if (!account || !valid) throw new InvalidCredentials();
    // A success wipes its own pair's count and does not count against the others.
    await Promise.all([
      deps.limiter.forget(buckets.accountFromAddress, { all: true }),
      deps.limiter.forget(buckets.address),
      ...(knownAddress ? [] : [deps.limiter.forget(buckets.accountFromNewAddresses)]),
      deps.accounts.rememberAddress(account.id, from, now),
    ]);
    const token = deps.secrets.randomToken();
    const csrfToken = deps.secrets.randomToken();
    await deps.sessions.create({ tokenHash: deps.secrets.digest(token), userId: account.id, csrfToken, createdAt: now, lastSeenAt: now });
    return { token, csrfToken, username: account.username };
  };
}
