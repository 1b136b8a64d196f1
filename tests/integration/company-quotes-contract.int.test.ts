import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { sqlBusinessAccounts } from '#src/adapters/persistence/account/business-accounts.ts';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { mikroOrmQuoteRepository } from '#src/adapters/persistence/repositories/quote-repository.ts';
import { companyQuotesContract } from '../contracts/company-quotes-contract.ts';
import { accountRequestRow } from '../helpers/account-request-row.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('company_quotes_contract');
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

companyQuotesContract('PostgreSQL', () => ({
  quotes: () => mikroOrmQuoteRepository(database.orm.em),
  companyQuotes: () => sqlBusinessAccounts(database.orm.em),
  async account(email) {
    const em = database.orm.em.fork();
    const account = accountRequestRow(em, email);
    await em.flush();
    return account.id;
  },
}));
