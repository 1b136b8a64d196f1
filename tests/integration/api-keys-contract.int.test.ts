import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { LeadStatusChangeEntity, StaffUserEntity } from '#src/adapters/persistence/entities/index.ts';
import { mikroOrmApiKeys } from '#src/adapters/persistence/repositories/api-keys.ts';
import { apiKeysContract } from '../contracts/api-keys-contract.ts';
import { accountRequestRow } from '../helpers/account-request-row.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('api_keys_contract');
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

apiKeysContract('PostgreSQL', () => ({
  keys: () => mikroOrmApiKeys(database.orm.em),
  async account(email, accepted) {
    const em = database.orm.em.fork();
    const account = accountRequestRow(em, email);
    if (accepted) {
      const agent =
        (await em.findOne(StaffUserEntity, { username: 'contract-agent' })) ??
        em.create(StaffUserEntity, { username: 'contract-agent', passwordHash: 'not-a-password' });
      em.create(LeadStatusChangeEntity, {
        leadType: 'account',
        leadId: account.id,
        status: 'won',
        changedBy: agent,
        createdAt: new Date(),
      });
    }
    await em.flush();
    return account.id;
  },
}));
