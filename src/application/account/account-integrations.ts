import type { WebhookEndpoint, WebhookEvent } from '../../domain/webhooks/webhook.ts';
import { isUuid } from '../../domain/uuid.ts';
import type { ApiKeyRecord, ApiKeys } from '../../ports/api-keys.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import type { Actor } from '../actor.ts';
import { AccountNotApproved, StaffRecordNotFound } from '../admin/errors.ts';
import type { IsAccountAccepted } from '../admin/read-records.ts';
import type { IssueApiKey, IssuedKey, RevokeApiKey } from '../api/api-access.ts';
import type { RegisteredWebhook, RegisterWebhook } from '../api/webhooks.ts';
import { NotAccountOwner, companyFor } from './account-policy.ts';
import { token } from '../../ports/token.ts';

/**
 * A business account's API keys and webhook receivers, one build for both who run them: its
 * owner, from the account's page, for the company only (another company's key or receiver does
 * not exist); and staff, from the account's record, for any accepted account. The same use cases,
 * the same rules (a key and a secret are shown once). `accountId` is the record's, for staff; a
 * person's is their own company, whatever is given.
 */
export interface AccountIntegrations {
  keys(actor: Actor, accountId?: unknown): Promise<ApiKeyRecord[]>;
  issueKey(actor: Actor, input: { accountId?: unknown; name: string }): Promise<IssuedKey>;
  /** false when the actor runs no such key (or it is revoked already) */
  revokeKey(actor: Actor, keyId: string): Promise<boolean>;
  receivers(actor: Actor, accountId?: unknown): Promise<WebhookEndpoint[]>;
  register(actor: Actor, input: { accountId?: unknown; url: string; events: WebhookEvent[] }): Promise<RegisteredWebhook>;
  /** false when the actor runs no such receiver */
  removeReceiver(actor: Actor, input: { accountId?: unknown; id: string }): Promise<boolean>;
}
export const AccountIntegrations = token<AccountIntegrations>('AccountIntegrations');

export function makeAccountIntegrations(deps: {
  apiKeys: Pick<ApiKeys, 'list'>;
  endpoints: Pick<WebhookEndpoints, 'list' | 'remove'>;
  issueKey: IssueApiKey;
  revokeKey: RevokeApiKey;
  registerWebhook: RegisterWebhook;
  isAccountAccepted: IsAccountAccepted;
}): AccountIntegrations {
  /** The account whose keys and receivers this actor runs here: staff, an accepted one's; a person, their company's as its owner. */
  async function accountOf(actor: Actor, accountId: unknown, about: 'apiKey' | 'webhook'): Promise<string> {
    if (actor.kind === 'person') return companyFor(actor.person, 'manageIntegrations');
    if (actor.kind !== 'staff') throw new NotAccountOwner();
    if (typeof accountId !== 'string' || !isUuid(accountId)) throw new StaffRecordNotFound('account');
    if (!(await deps.isAccountAccepted(accountId))) throw new AccountNotApproved(about);
    return accountId;
  }
  return {
    keys: async (actor, accountId) => deps.apiKeys.list(await accountOf(actor, accountId, 'apiKey')),
    issueKey: async (actor, { accountId, name }) => deps.issueKey({ accountId: await accountOf(actor, accountId, 'apiKey'), name }),
    async revokeKey(actor, keyId) {
      if (!isUuid(keyId)) return false;
      // Staff revoke any key they are shown; an owner, the company's own.
      if (actor.kind === 'staff') return deps.revokeKey(keyId);
      const key = (await deps.apiKeys.list(await accountOf(actor, undefined, 'apiKey'))).find((one) => one.id === keyId);
      return key !== undefined && !key.revokedAt && (await deps.revokeKey(key.id));
    },
    receivers: async (actor, accountId) => deps.endpoints.list(await accountOf(actor, accountId, 'webhook')),
    register: async (actor, { accountId, ...input }) => deps.registerWebhook(await accountOf(actor, accountId, 'webhook'), input),
    async removeReceiver(actor, { accountId, id }) {
      if (!isUuid(id)) return false;
      // Staff may remove a receiver from the record of an account no longer accepted.
      if (actor.kind === 'staff') return typeof accountId === 'string' && isUuid(accountId) && deps.endpoints.remove(accountId, id);
      return deps.endpoints.remove(await accountOf(actor, undefined, 'webhook'), id);
    },
  };
}
