import { defineEntity, p } from '@mikro-orm/core';
import { AccountRequestEntity } from './account-request.entity.ts';
import { createdAt, instant, uuidPrimaryKey } from './columns.ts';

/**
 * Table api_keys: the keys a business account's systems call `/api/v1` with. Only
 * the key's SHA-256 is kept; its first characters name it to people. Every key of an account
 * shares the account's owner key, under which its quotes are stored.
 */
export const ApiKeyEntity = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    account: () => p.manyToOne(AccountRequestEntity).deleteRule('cascade'),
    name: p.text(),
    prefix: p.string().length(16),
    keyHash: p.string().length(64).unique(),
    ownerKey: p.string().length(64),
    limitPerMinute: p.integer().default(120),
    lastUsedAt: instant().nullable(),
    revokedAt: instant().nullable(),
  },
});

/**
 * Table api_idempotency: a request sent with an Idempotency-Key claims its row before it is
 * worked on (status and body null), then keeps its answer there 24 h. A key is the account's,
 * whichever of its API keys sends it: a retry through another key is the same request.
 */
export const ApiIdempotencyEntity = defineEntity({
  name: 'ApiIdempotency',
  tableName: 'api_idempotency',
  properties: {
    account: () => p.manyToOne(AccountRequestEntity).primary().deleteRule('cascade'),
    idempotencyKey: p.string().length(255).primary(),
    requestHash: p.string().length(64),
    status: p.integer().nullable(),
    body: p.json<unknown>().nullable(),
    createdAt: createdAt(),
  },
});
