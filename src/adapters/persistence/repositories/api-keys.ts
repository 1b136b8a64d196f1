import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiAccount, ApiKeyRecord, ApiKeys, IdempotentAnswers } from '../../../ports/api-keys.ts';
import { AccountRequestEntity, ApiIdempotencyEntity, ApiKeyEntity } from '../entities/index.ts';

const record = (row: {
  id: string;
  account: { id: string };
  name: string;
  prefix: string;
  ownerKey: string;
  limitPerMinute: number;
  createdAt: Date;
  lastUsedAt?: Date | null;
  revokedAt?: Date | null;
}): ApiKeyRecord => ({
  id: row.id,
  accountId: row.account.id,
  name: row.name,
  prefix: row.prefix,
  ownerKey: row.ownerKey,
  limitPerMinute: row.limitPerMinute,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt ?? null,
  revokedAt: row.revokedAt ?? null,
});

const account = (row: { id: string; prenom: string; nom: string; societe: string; email: string; telephone: string }): ApiAccount => ({
  id: row.id,
  firstName: row.prenom,
  lastName: row.nom,
  company: row.societe,
  email: row.email,
  phone: row.telephone,
});

export function mikroOrmApiKeys(root: EntityManager): ApiKeys {
  return {
    async accountByEmail(email) {
      const row = await root.fork().findOne(AccountRequestEntity, { email: { $ilike: email.trim() } }, { orderBy: { createdAt: 'desc' } });
      return row ? account(row) : undefined;
    },
    async account(id) {
      const row = await root.fork().findOne(AccountRequestEntity, { id });
      return row ? account(row) : undefined;
    },
    async create(key) {
      return root.fork().transactional(async (em) => {
        const sibling = await em.findOne(ApiKeyEntity, { account: key.accountId }, { fields: ['ownerKey'] });
        const created = em.create(ApiKeyEntity, {
          account: key.accountId,
          name: key.name,
          prefix: key.prefix,
          keyHash: key.keyHash,
          ownerKey: sibling?.ownerKey ?? key.newOwnerKey,
          limitPerMinute: key.limitPerMinute,
        });
        await em.flush();
        return record(created);
      });
    },
    async byHash(keyHash) {
      const row = await root.fork().findOne(ApiKeyEntity, { keyHash });
      return row ? record(row) : undefined;
    },
    async touch(id, at) {
      // To the minute: a busy key's requests do not queue on its row to say the same thing.
      const minuteAgo = new Date(at.getTime() - 60_000);
      await root
        .fork()
        .nativeUpdate(ApiKeyEntity, { id, $or: [{ lastUsedAt: null }, { lastUsedAt: { $lt: minuteAgo } }] }, { lastUsedAt: at });
    },
    async revoke(id, at) {
      return (await root.fork().nativeUpdate(ApiKeyEntity, { id, revokedAt: null }, { revokedAt: at })) === 1;
    },
    async list(accountId) {
      return (await root.fork().find(ApiKeyEntity, { account: accountId }, { orderBy: { createdAt: 'asc' } })).map(record);
    },
  };
}

export function mikroOrmIdempotentAnswers(root: EntityManager): IdempotentAnswers {
  return {
    async claim(keyId, idempotencyKey, requestHash, at) {
      const inserted = await root.getConnection().execute<unknown[]>(
        `insert into api_idempotency (api_key_id, idempotency_key, request_hash, status, body, created_at) values (?, ?, ?, null, null, ?)
           on conflict do nothing returning api_key_id`,
        [keyId, idempotencyKey, requestHash, at],
      );
      return inserted.length === 1;
    },
    async recall(keyId, idempotencyKey) {
      const row = await root.fork().findOne(ApiIdempotencyEntity, { apiKey: keyId, idempotencyKey });
      return row ? { requestHash: row.requestHash, status: row.status ?? null, body: row.body, createdAt: row.createdAt } : undefined;
    },
    async keep(keyId, idempotencyKey, claimedAt, answer) {
      await root
        .fork()
        .nativeUpdate(
          ApiIdempotencyEntity,
          { apiKey: keyId, idempotencyKey, createdAt: claimedAt },
          { status: answer.status, body: answer.body },
        );
    },
    async forget(keyId, idempotencyKey, claimedAt) {
      await root.fork().nativeDelete(ApiIdempotencyEntity, { apiKey: keyId, idempotencyKey, createdAt: claimedAt });
    },
  };
}
