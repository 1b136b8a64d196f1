import type { PasswordHasher, Secrets, StaffAccounts, StaffSessions } from '../../ports/staff-auth.ts';
import { InvalidInput } from '../errors.ts';
import { token } from '../../ports/token.ts';

export const MIN_PASSWORD_LENGTH = 12;

export type SetStaffPassword = (
  username: string,
  password?: string,
) => Promise<{ username: string; outcome: 'created' | 'updated'; generatedPassword?: string }>;
export const SetStaffPassword = token<SetStaffPassword>('SetStaffPassword');

/**
 * `make admin`: creates a staff account or resets its password. Without a password, one is
 * generated and returned once. Resetting ends the account's open sessions.
 */
export function makeSetStaffPassword(deps: {
  accounts: StaffAccounts;
  sessions: StaffSessions;
  hasher: PasswordHasher;
  secrets: Secrets;
}): SetStaffPassword {
  return async (rawUsername, password) => {
    const username = rawUsername.trim().toLowerCase();
    if (!/^[a-z0-9._@-]{3,100}$/.test(username)) throw new InvalidInput([{ field: 'username', key: 'usernameInvalid' }]);
    if (password !== undefined && password.length < MIN_PASSWORD_LENGTH)
      throw new InvalidInput([{ field: 'password', key: 'passwordTooShort' }]);
    const chosen = password ?? deps.secrets.randomToken().slice(0, 24);
    const existing = await deps.accounts.findByUsername(username);
    const outcome = await deps.accounts.save(username, await deps.hasher.hash(chosen));
    if (existing) await deps.sessions.removeForUser(existing.id);
    return { username, outcome, generatedPassword: password === undefined ? chosen : undefined };
  };
}
