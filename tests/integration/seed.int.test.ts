import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { EconomyPricingEntity, PricingReferenceEntity } from '#src/adapters/persistence/entities/index.ts';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;
const logger = recordingLogger();

beforeAll(async () => {
  testDb = await createTestDatabase('seed', { empty: true });
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, logger);
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

describe('reference data seed', () => {
  it('fills the empty pricing tables from fixtures/', async () => {
    const reports = await seedReferenceData(database.orm.em.fork(), logger);
    expect(reports.slice(0, 3)).toEqual([
      { table: 'pricing', inserted: 54 },
      { table: 'ugo_spotnl', inserted: 3267 },
      { table: 'crew_tariff', inserted: 1 },
    ]);
    expect(reports[3]).toMatchObject({ table: 'zip_code' });
    expect(reports[3]!.inserted).toBeGreaterThan(100_000);
    const em = database.orm.em.fork();
    expect(await em.findOneOrFail(EconomyPricingEntity, { countryFrom: 'FR', countryTo: 'DE', kmMin: 300 })).toMatchObject({
      kmMax: 600,
      pricePerKm: '0.7020', // 0.65 × Germany's 1.08 (fixtures/generate-sample-tariffs.ts)
    });
  });

  it('is idempotent', async () => {
    const again = await seedReferenceData(database.orm.em.fork(), logger);
    expect(again.map((report) => report.inserted)).toEqual([0, 0, 0, 0]);
    expect(await database.orm.em.fork().count(PricingReferenceEntity, {})).toBe(54);
  });

  it("never overwrites staff's own table", async () => {
    const em = database.orm.em.fork();
    await em.nativeDelete(PricingReferenceEntity, {});
    em.create(PricingReferenceEntity, {
      period: '2027-01',
      vehicleType: 'FRG1',
      distanceRangeMain: 'short',
      managedByLineHaul: null,
      grossRevkm: '2.0000',
    });
    await em.flush();
    await seedReferenceData(database.orm.em.fork(), logger);
    const rows = await database.orm.em.fork().find(PricingReferenceEntity, {});
    expect(rows.map((row) => row.period)).toEqual(['2027-01']);
  });
});
