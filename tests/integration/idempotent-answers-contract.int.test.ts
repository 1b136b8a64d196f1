import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { mikroOrmIdempotentAnswers } from '#src/adapters/persistence/repositories/api-keys.ts';
import { idempotentAnswersContract } from '../contracts/idempotent-answers-contract.ts';
import { accountRequestRow } from '../helpers/account-request-row.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('idempotent_answers_contract');
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

idempotentAnswersContract('PostgreSQL', () => ({
  answers: () => mikroOrmIdempotentAnswers(database.orm.em),
  async account() {
    const em = database.orm.em.fork();
    const account = accountRequestRow(em);
    await em.flush();
    return account.id;
  },
}));
