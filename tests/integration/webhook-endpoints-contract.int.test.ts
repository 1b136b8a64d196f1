import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { mikroOrmApiKeys } from '#src/adapters/persistence/repositories/api-keys.ts';
import { mikroOrmWebhookEndpoints } from '#src/adapters/persistence/repositories/webhook-endpoints.ts';
import { webhookEndpointsContract } from '../contracts/webhook-endpoints-contract.ts';
import { accountRequestRow } from '../helpers/account-request-row.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('webhook_endpoints_contract');
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

webhookEndpointsContract('PostgreSQL', () => ({
  endpoints: () => mikroOrmWebhookEndpoints(database.orm.em),
  async account() {
    const em = database.orm.em.fork();
    const account = accountRequestRow(em);
    await em.flush();
    return account.id;
  },
  async ownerKeyOf(accountId) {
    const key = await mikroOrmApiKeys(database.orm.em).create({
      accountId,
      name: 'ERP',
      prefix: 'flk_ab12cd34',
      keyHash: `hash-${randomUUID()}`,
      limitPerMinute: 120,
      newOwnerKey: `owner-${randomUUID()}`,
    });
    return key.ownerKey;
  },
}));
