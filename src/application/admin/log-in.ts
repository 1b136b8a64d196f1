import { LOGIN_FAILURE_WINDOW_MS, throttledUntil } from '../../domain/staff/staff-policy.ts';
import type { Clock } from '../../ports/clock.ts';
import type { LoginFailures, PasswordHasher, Secrets, StaffAccounts, StaffSessions } from '../../ports/staff-auth.ts';
import { addressKey } from '../address-key.ts';
import { InvalidCredentials, LoginThrottled } from './errors.ts';

export interface LoginDeps {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  failures: LoginFailures;
  hasher: PasswordHasher;
  secrets: Secrets;
  clock: Clock;
}

export type LogIn = (input: { username: string; password: string; address: string }) => Promise<{ token: string; csrfToken: string; username: string }>;

// Verified when the username is unknown, so that both answers take the same time.
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$1KhD/6MI96PGlwFeCi6NPA$bqUjz7k5sfYhOVGkOy2lzsV5JTE0UbiohhljzoLxplw';

/**
 * Issue 6: a staff login. Throttled after 5 failures in 15 minutes for the account or the
 * address; on success a brand-new session (its id never comes from the browser).
 */
export function makeLogIn(deps: LoginDeps): LogIn {
  return async ({ username, password, address }) => {
    const now = deps.clock.now();
    const name = username.trim().toLowerCase();
    const subjects = [`user:${name}`, `ip:${addressKey(deps.secrets, address)}`];
    const recent = await deps.failures.since(subjects, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
    const waits = [...recent.values()].map((failures) => throttledUntil(failures, now)).filter((until): until is Date => until !== undefined);
    if (waits.length > 0) throw new LoginThrottled(new Date(Math.max(...waits.map((until) => until.getTime()))));

    const account = await deps.accounts.findByUsername(name);
    const valid = await deps.hasher.verify(account?.passwordHash ?? DECOY_HASH, password);
    if (!account || !valid) {
      await deps.failures.record(subjects, now);
      throw new InvalidCredentials();
    }
    await deps.failures.clear(subjects[0]!);
    const token = deps.secrets.randomToken();
    const csrfToken = deps.secrets.randomToken();
    await deps.sessions.create({ tokenHash: deps.secrets.digest(token), userId: account.id, csrfToken, createdAt: now, lastSeenAt: now });
    return { token, csrfToken, username: account.username };
  };
}
