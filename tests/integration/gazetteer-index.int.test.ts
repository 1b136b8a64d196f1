import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAddressSearch } from '#src/adapters/addresses/local-address-search.ts';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { seedGazetteer } from '#src/adapters/persistence/seed/gazetteer/seed-gazetteer.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('gazetteer_index', { empty: true });
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

describe('the gazetteer in memory', () => {
  it('is read again when the table is filled after the server started (make seed while it serves)', async () => {
    const search = localAddressSearch(database.orm.em);
    await search.preload();
    expect(await search.suggest('lyon', 'FR')).toEqual([]);
    expect(await search.resolve({ location: '69002 Lyon', country: 'FR' })).toBeNull();
    await seedGazetteer(database.orm.em.fork());
    await expect.poll(async () => (await search.suggest('lyon', 'FR'))[0]?.address.city, { timeout: 15_000 }).toBe('Lyon');
    expect(await search.resolve({ location: '69002 Lyon', country: 'FR' })).toMatchObject({ zipCode: '69002', city: 'Lyon' });
  }, 60_000);
});
