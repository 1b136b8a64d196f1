import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiAccount, ApiKeyRecord, ApiKeys, IdempotentAnswers } from '../../../ports/api-keys.ts';
import { isAcceptedAccount } from '../../../domain/staff/leads.ts';
import { ApiIdempotencyEntity, ApiKeyEntity } from '../entities/index.ts';
import { preparedStatements } from '../prepared-statements.ts';

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

interface AccountRow {
  id: string;
  prenom: string;
  nom: string;
  societe: string;
  email: string;
  telephone: string;
  latest_status: string | null;
}

const account = (row: AccountRow): ApiAccount => ({
  id: row.id,
  firstName: row.prenom,
  lastName: row.nom,
  company: row.societe,
  email: row.email,
  phone: row.telephone,
  accepted: isAcceptedAccount(row.latest_status ? [{ status: row.latest_status }] : []),
});

/** An account request with its latest status (the audit trail's newest row), read at every request of its keys. */
const ACCOUNT_WITH_STATUS = `select a.id, a.prenom, a.nom, a.societe, a.email, a.telephone,
       (select c.status from lead_status_changes c where c.lead_type = 'account' and c.lead_id = a.id
         order by c.created_at desc limit 1) as latest_status
  from account_requests a`;

export function mikroOrmApiKeys(root: EntityManager): ApiKeys {
  const statement = preparedStatements(root);
  return {
    async accountByEmail(email) {
      const [row] = await statement<AccountRow>(
        'api-account-by-email',
        `${ACCOUNT_WITH_STATUS} where lower(a.email) = lower($1) order by a.created_at desc limit 1`,
        [email.trim()],
      );
      return row ? account(row) : undefined;
    },
    async account(id) {
      const [row] = await statement<AccountRow>('api-account', `${ACCOUNT_WITH_STATUS} where a.id = $1`, [id]);
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
    async claim(accountId, idempotencyKey, requestHash, at) {
      const inserted = await root.getConnection().execute<unknown[]>(
        `insert into api_idempotency (account_id, idempotency_key, request_hash, status, body, created_at) values (?, ?, ?, null, null, ?)
           on conflict do nothing returning account_id`,
        [accountId, idempotencyKey, requestHash, at],
      );
      return inserted.length === 1;
    },
    async recall(accountId, idempotencyKey) {
      const row = await root.fork().findOne(ApiIdempotencyEntity, { account: accountId, idempotencyKey });
      return row ? { requestHash: row.requestHash, status: row.status ?? null, body: row.body, createdAt: row.createdAt } : undefined;
    },
    async keep(accountId, idempotencyKey, claimedAt, answer) {
      await root
        .fork()
        .nativeUpdate(
          ApiIdempotencyEntity,
          { account: accountId, idempotencyKey, createdAt: claimedAt },
          { status: answer.status, body: answer.body },
        );
    },
    async forget(accountId, idempotencyKey, claimedAt) {
      await root.fork().nativeDelete(ApiIdempotencyEntity, { account: accountId, idempotencyKey, createdAt: claimedAt });
    },
  };
}
