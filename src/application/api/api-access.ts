import type { ApiAccount, ApiKeyRecord, ApiKeys } from '../../ports/api-keys.ts';
import type { Clock } from '../../ports/clock.ts';
import { QuotaSpent, type RateLimiter } from '../../ports/rate-limiter.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { InvalidInput } from '../errors.ts';
import { ApplicationError } from '../../domain/application-error.ts';
import { token } from '../../ports/token.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    apiKeyRefused: ApiKeyRefused;
    accountNotAccepted: AccountNotAccepted;
  }
}

// The keys business accounts' systems call /api/v1 with. A key is shown once, when it
// is issued; only its SHA-256 is kept. Each key has its own limit per minute.

const KEY_PREFIX = 'flk_';
const KEY_PATTERN = /^flk_[\w-]{43}$/;
export const DEFAULT_KEY_LIMIT_PER_MINUTE = 120;

/** A key refused: missing, malformed, unknown or revoked (401, never saying which). */
export class ApiKeyRefused extends ApplicationError<'apiKeyRefused'> {
  override name = 'ApiKeyRefused';
  readonly code = 'apiKeyRefused';
}

/** A valid key whose business account is no longer accepted (403): it opens nothing until staff accept it again. */
export class AccountNotAccepted extends ApplicationError<'accountNotAccepted'> {
  override name = 'AccountNotAccepted';
  readonly code = 'accountNotAccepted';
}

export interface IssuedKey {
  /** the key itself: shown once, never stored */
  key: string;
  record: ApiKeyRecord;
}

/** The longest name a key may have (validation.keyNameTooLong says it). */
export const KEY_NAME_MAX_LENGTH = 100;

/** For the account of this email (the terminal) or of this id (the admin page). */
export type IssueApiKey = (input: {
  accountEmail?: string;
  accountId?: string;
  name: string;
  limitPerMinute?: number;
}) => Promise<IssuedKey>;
export const IssueApiKey = token<IssueApiKey>('IssueApiKey');
export type AuthenticateApiKey = (authorization: string | undefined) => Promise<{ key: ApiKeyRecord; account: ApiAccount }>;
export const AuthenticateApiKey = token<AuthenticateApiKey>('AuthenticateApiKey');
export type RevokeApiKey = (keyId: string) => Promise<boolean>;
export const RevokeApiKey = token<RevokeApiKey>('RevokeApiKey');

interface Deps {
  apiKeys: ApiKeys;
  secrets: Secrets;
  clock: Clock;
}

export function makeIssueApiKey(deps: Deps): IssueApiKey {
  return async ({ accountEmail, accountId, name, limitPerMinute = DEFAULT_KEY_LIMIT_PER_MINUTE }) => {
    const account = accountId
      ? /^[0-9a-f-]{36}$/i.test(accountId)
        ? await deps.apiKeys.account(accountId)
        : undefined
      : await deps.apiKeys.accountByEmail(accountEmail ?? '');
    if (!account) throw new InvalidInput([{ field: 'account', key: 'accountUnknown' }]);
    if (!account.accepted) throw new InvalidInput([{ field: 'account', key: 'accountNotAccepted' }]);
    const label = name.trim();
    if (!label) throw new InvalidInput([{ field: 'name', key: 'required' }]);
    // Refused with its limit, never cut without a word.
    if (label.length > KEY_NAME_MAX_LENGTH) throw new InvalidInput([{ field: 'name', key: 'keyNameTooLong' }]);
    if (!Number.isInteger(limitPerMinute) || limitPerMinute < 1 || limitPerMinute > 10_000)
      throw new InvalidInput([{ field: 'limitPerMinute', key: 'invalid' }]);
    const key = `${KEY_PREFIX}${deps.secrets.randomToken()}`;
    const record = await deps.apiKeys.create({
      accountId: account.id,
      name: label,
      prefix: key.slice(0, 12),
      keyHash: deps.secrets.digest(key),
      limitPerMinute,
      newOwnerKey: deps.secrets.digest(`api-account:${deps.secrets.randomToken()}`),
    });
    return { key, record };
  };
}

export function makeAuthenticateApiKey(deps: Deps & { limiter: RateLimiter }): AuthenticateApiKey {
  return async (authorization) => {
    const key = /^Bearer (\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
    if (!key || !KEY_PATTERN.test(key)) throw new ApiKeyRefused();
    const record = await deps.apiKeys.byHash(deps.secrets.digest(key));
    if (!record || record.revokedAt) throw new ApiKeyRefused();
    const account = await deps.apiKeys.account(record.accountId);
    if (!account) throw new ApiKeyRefused();
    if (!account.accepted) throw new AccountNotAccepted();
    const { allowed, retryAfterMs } = await deps.limiter.hit(`api-key:${record.id}`, record.limitPerMinute, 60_000);
    // The key's requests in the last minute reached its limit.
    if (!allowed) throw new QuotaSpent(retryAfterMs);
    await deps.apiKeys.touch(record.id, deps.clock.now());
    return { key: record, account };
  };
}

export function makeRevokeApiKey(deps: Deps): RevokeApiKey {
  return (keyId) => deps.apiKeys.revoke(keyId, deps.clock.now());
}

/** An account's keys as staff and its owner see them: names and dates, never the keys themselves. */
export type ListApiKeys = (accountId: string) => Promise<ApiKeyRecord[]>;
export const ListApiKeys = token<ListApiKeys>('ListApiKeys');
export const makeListApiKeys =
  ({ apiKeys }: { apiKeys: Pick<ApiKeys, 'list'> }): ListApiKeys =>
  (accountId) =>
    apiKeys.list(accountId);
