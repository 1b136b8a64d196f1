import { token } from './token.ts';
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
  /** whether staff accepted the account's request, and it stays so (domain/staff/leads.ts) */
  accepted: boolean;
}

/** The API keys of business accounts. */
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
export const ApiKeys = token<ApiKeys>('ApiKeys');

/** An account's request with an Idempotency-Key (through any of its keys): its answer once given, `status: null` while worked on. */
export interface KeptAnswer {
  requestHash: string;
  status: number | null;
  body: unknown;
  /** when the request claimed the key */
  createdAt: Date;
}

export interface IdempotentAnswers {
  /** Claims the key for a request about to be worked on; false when another request holds it. */
  claim(accountId: string, idempotencyKey: string, requestHash: string, at: Date): Promise<boolean>;
  recall(accountId: string, idempotencyKey: string): Promise<KeptAnswer | undefined>;
  /** Records the answer of the request that claimed the key at `claimedAt`. */
  keep(accountId: string, idempotencyKey: string, claimedAt: Date, answer: { status: number; body: unknown }): Promise<void>;
  /** Frees the key claimed at `claimedAt` (a refusal, an answer past its time, an abandoned claim). */
  forget(accountId: string, idempotencyKey: string, claimedAt: Date): Promise<void>;
}
export const IdempotentAnswers = token<IdempotentAnswers>('IdempotentAnswers');
