import { randomUUID } from 'node:crypto';
import type { ApiAccount, ApiKeyRecord, ApiKeys } from '#src/ports/api-keys.ts';

/** Accounts and keys in memory, shared by the stores made over them (app instances). */
export interface ApiKeyData {
  accounts: Map<string, ApiAccount>;
  keys: Map<string, ApiKeyRecord & { keyHash: string }>;
}

export const emptyApiKeyData = (): ApiKeyData => ({ accounts: new Map(), keys: new Map() });

/** ApiKeys in memory, for use-case tests: same contract, no database. */
export function inMemoryApiKeys(data: ApiKeyData = emptyApiKeyData()): ApiKeys {
  const copy = ({ keyHash: _hash, ...key }: ApiKeyRecord & { keyHash: string }): ApiKeyRecord => ({ ...key });
  const all = () => [...data.keys.values()];
  return {
    async accountByEmail(email) {
      return [...data.accounts.values()].findLast((account) => account.email.toLowerCase() === email.trim().toLowerCase());
    },
    async account(id) {
      return data.accounts.get(id);
    },
    async create({ newOwnerKey, ...key }) {
      const sibling = all().find((other) => other.accountId === key.accountId);
      const created = {
        ...key,
        id: randomUUID(),
        ownerKey: sibling?.ownerKey ?? newOwnerKey,
        createdAt: new Date(Date.now() + data.keys.size),
        lastUsedAt: null,
        revokedAt: null,
      };
      data.keys.set(created.id, created);
      return copy(created);
    },
    async byHash(keyHash) {
      const key = all().find((candidate) => candidate.keyHash === keyHash);
      return key && copy(key);
    },
    async touch(id, at) {
      const key = data.keys.get(id);
      if (key && (!key.lastUsedAt || key.lastUsedAt.getTime() < at.getTime() - 60_000)) key.lastUsedAt = at;
    },
    async revoke(id, at) {
      const key = data.keys.get(id);
      if (!key || key.revokedAt) return false;
      key.revokedAt = at;
      return true;
    },
    async list(accountId) {
      return all()
        .filter((key) => key.accountId === accountId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(copy);
    },
  };
}
