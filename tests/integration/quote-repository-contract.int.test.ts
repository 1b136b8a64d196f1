import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { mikroOrmQuoteRepository } from '#src/adapters/persistence/repositories/quote-repository.ts';
import { quoteRepositoryContract } from '../contracts/quote-repository-contract.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('quote_repository_contract');
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

quoteRepositoryContract('PostgreSQL', () => mikroOrmQuoteRepository(database.orm.em));
