/** A key as the API knows it: whose it is, its limit, and whether it still opens anything. */
export interface ApiKeyRecord {
  id: string;
  accountId: string;
  name: string;
  /** the key's first characters, to tell keys apart (the key itself is never kept) */
  prefix: string;
  /** under which the account's quotes are stored (shared by the account's keys) */
  ownerKey: string;
  limitPerMinute: number;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The business account behind a key: the contact its quotes are made for. */
export interface ApiAccount {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
}

/** The API keys of business accounts (issue 28). */
export interface ApiKeys {
  /** The account of this email, if one asked for a business account. */
  accountByEmail(email: string): Promise<ApiAccount | undefined>;
  account(id: string): Promise<ApiAccount | undefined>;
  /** Stores a new key (its hash); the account's owner key is reused, or `newOwnerKey` for its first key. */
  create(key: {
    accountId: string;
    name: string;
    prefix: string;
    keyHash: string;
    limitPerMinute: number;
    newOwnerKey: string;
  }): Promise<ApiKeyRecord>;
  /** The key with this hash, revoked or not. */
  byHash(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /** Notes the key's use (to the minute). */
  touch(id: string, at: Date): Promise<void>;
  revoke(id: string, at: Date): Promise<boolean>;
  list(accountId: string): Promise<ApiKeyRecord[]>;
}

/** What a key's request with an Idempotency-Key was first answered. */
export interface KeptAnswer {
  requestHash: string;
  status: number;
  body: unknown;
  createdAt: Date;
}

export interface IdempotentAnswers {
  recall(keyId: string, idempotencyKey: string): Promise<KeptAnswer | undefined>;
  /** Keeps the first answer; false when another request with the same key got there first. */
  keep(keyId: string, idempotencyKey: string, answer: Omit<KeptAnswer, 'createdAt'>, at: Date): Promise<boolean>;
  /** Forgets an answer older than its keeping time, so its key may be used again. */
  forget(keyId: string, idempotencyKey: string): Promise<void>;
}
