import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { outboxStore } from '#src/adapters/outbox/outbox-store.ts';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { OutboxMessageEntity } from '#src/adapters/persistence/entities/index.ts';
import { outboxStoreContract } from '../contracts/outbox-store-contract.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('outbox_store_contract');
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

outboxStoreContract('PostgreSQL', () => ({
  // Each handle is a store of its own over the one table, as each app instance has.
  store: () => outboxStore(database.orm.em),
  async enqueue(notification, createdAt) {
    const em = database.orm.em.fork();
    const message = em.create(OutboxMessageEntity, { ...notification, createdAt, nextAttemptAt: new Date() });
    await em.flush();
    return message.id;
  },
  async row(id) {
    const { status, attempts, lockedUntil, nextAttemptAt, lastError, sentAt } = await database.orm.em
      .fork()
      .findOneOrFail(OutboxMessageEntity, { id });
    return { status, attempts, lockedUntil: lockedUntil ?? null, nextAttemptAt, lastError: lastError ?? null, sentAt: sentAt ?? null };
  },
  async clear() {
    await database.orm.em.getConnection().execute('delete from outbox');
  },
}));
