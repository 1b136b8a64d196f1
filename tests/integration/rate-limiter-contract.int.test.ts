import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { sqlRateLimiter } from '#src/adapters/persistence/repositories/rate-limiter.ts';
import { rateLimiterContract } from '../contracts/rate-limiter-contract.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('rate_limiter_contract');
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

// Each limiter is an app instance of its own over the one table (its own memory of full buckets).
rateLimiterContract('PostgreSQL', () => ({ limiter: (clock) => sqlRateLimiter(database.orm.em, clock) }));
