import type { WebhookEndpoint, WebhookEvent } from '../../domain/webhooks/webhook.ts';
import type { ApiKeyRecord, ApiKeys } from '../../ports/api-keys.ts';
import type { AccountPerson } from '../../ports/business-accounts.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import type { IssueApiKey, IssuedKey, RevokeApiKey } from '../api/api-access.ts';
import type { RegisteredWebhook, RegisterWebhook } from '../api/webhooks.ts';
import { companyFor } from './account-policy.ts';
import { token } from '../../ports/token.ts';

/**
 * The company's own keys and receivers, which its owner issues, registers, revokes and
 * removes as staff do in the admin — the same use cases, the same rules (a key and a secret are
 * shown once) — and only for the company: another company's key or receiver does not exist.
 */
export interface AccountIntegrations {
  keys(person: AccountPerson): Promise<ApiKeyRecord[]>;
  issueKey(person: AccountPerson, name: string): Promise<IssuedKey>;
  /** false when the company has no such key */
  revokeKey(person: AccountPerson, keyId: string): Promise<boolean>;
  receivers(person: AccountPerson): Promise<WebhookEndpoint[]>;
  register(person: AccountPerson, input: { url: string; events: WebhookEvent[] }): Promise<RegisteredWebhook>;
  /** false when the company has no such receiver */
  removeReceiver(person: AccountPerson, id: string): Promise<boolean>;
}
export const AccountIntegrations = token<AccountIntegrations>('AccountIntegrations');

export function makeAccountIntegrations(deps: {
  apiKeys: Pick<ApiKeys, 'list'>;
  endpoints: Pick<WebhookEndpoints, 'list' | 'remove'>;
  issueKey: IssueApiKey;
  revokeKey: RevokeApiKey;
  registerWebhook: RegisterWebhook;
}): AccountIntegrations {
  const owner = (person: AccountPerson) => companyFor(person, 'manageIntegrations');
  return {
    keys: async (person) => deps.apiKeys.list(owner(person)),
    issueKey: async (person, name) => deps.issueKey({ accountId: owner(person), name }),
    async revokeKey(person, keyId) {
      const key = (await deps.apiKeys.list(owner(person))).find((one) => one.id === keyId);
      return key !== undefined && !key.revokedAt && (await deps.revokeKey(key.id));
    },
    receivers: async (person) => deps.endpoints.list(owner(person)),
    register: async (person, input) => deps.registerWebhook(owner(person), input),
    removeReceiver: async (person, id) => /^[0-9a-f-]{36}$/i.test(id) && deps.endpoints.remove(owner(person), id),
  };
}
