import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { CrewTariffEntity, EconomyPricingEntity, PricingReferenceEntity } from '#src/adapters/persistence/entities/index.ts';
import { mikroOrmPricingTables } from '#src/adapters/persistence/repositories/pricing-tables.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('pricing_tables', { empty: true });
  database = await openDatabase({ databaseUrl: testDb.url, dataDir: await mkdtemp(path.join(tmpdir(), 'unused-')) }, recordingLogger());
  const em = database.orm.em.fork();
  const standard = (
    period: string,
    managedByLineHaul: string | null,
    grossRevkm: string,
    vehicleType = 'FRG1',
    distanceRangeMain = 'medium',
  ) => em.create(PricingReferenceEntity, { period, vehicleType, distanceRangeMain, managedByLineHaul, grossRevkm });
  standard('2026-09', '0', '9.0000'); // an older period: never used
  standard('2026-10', '0', '1.0000');
  standard('2026-10', '0', '1.2000');
  standard('2026-10', '1', '2.0000');
  standard('2026-10', 'LH', '3.0000');
  standard('2026-10', null, '4.0000');
  standard('2026-10', '', '5.0000');
  standard('2026-10', '0', '7.0000', 'PL9');
  standard('2026-10', '0', '8.0000', 'FRG1', 'long');
  const economy = (kmMin: number, kmMax: number, pricePerKm: string, countryTo = 'DE') =>
    em.create(EconomyPricingEntity, { countryFrom: 'FR', countryTo, kmMin, kmMax, pricePerKm });
  economy(0, 299, '1.5000');
  economy(300, 600, '1.1000');
  economy(300, 600, '0.9000');
  economy(601, 5000, '0.8000');
  economy(300, 600, '0.5000', 'IT');
  await em.flush();
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

describe('pricing tables (spec §7 SELECT Pricing / UGO_SPOTNL)', () => {
  it('reads the latest period for the vehicle and range, with the ManagedByLineHaul filter', async () => {
    const tables = mikroOrmPricingTables(database.orm.em, { refreshMs: 60_000 });
    expect([...(await tables.grossRevenuesByRange('FRG1', 0)).medium].sort()).toEqual([1, 1.2]);
    expect([...(await tables.grossRevenuesByRange('FRG1', 1)).medium].sort()).toEqual([2, 3]);
    expect([...(await tables.grossRevenuesByRange('FRG1')).medium].sort()).toEqual([1, 1.2, 2, 3, 4, 5]);
    expect((await tables.grossRevenuesByRange('FRG1', 0)).long).toEqual([8]);
    expect((await tables.grossRevenuesByRange('BREAK', 0)).short).toEqual([]);
  });

  it('gives every economy row of a pair with its band (the domain takes the cheapest that holds the distance)', async () => {
    const tables = mikroOrmPricingTables(database.orm.em, { refreshMs: 60_000 });
    const byBand = (bands: Array<{ kmMin: number; kmMax: number; pricePerKm: number }>) =>
      bands.map((band) => [band.kmMin, band.kmMax, band.pricePerKm]).sort((a, b) => a[0]! - b[0]! || a[2]! - b[2]!);
    expect(byBand(await tables.economyBands('FR', 'DE'))).toEqual([
      [0, 299, 1.5],
      [300, 600, 0.9],
      [300, 600, 1.1],
      [601, 5000, 0.8],
    ]);
    expect(await tables.economyBands('FR', 'ES')).toEqual([]);
  });

  it('gives the latest period’s second driver per hour, and nothing while the crew tariff is empty', async () => {
    expect(await mikroOrmPricingTables(database.orm.em, { refreshMs: 60_000 }).secondDriverPerHour()).toBeUndefined();
    const em = database.orm.em.fork();
    em.create(CrewTariffEntity, { period: '2026-09', secondDriverPerHour: '28.00' });
    em.create(CrewTariffEntity, { period: '2026-10', secondDriverPerHour: '32.50' });
    await em.flush();
    expect(await mikroOrmPricingTables(database.orm.em, { refreshMs: 60_000 }).secondDriverPerHour()).toBe(32.5);
  });

  it('sees a replaced table once the snapshot is older than the refresh delay', async () => {
    const tables = mikroOrmPricingTables(database.orm.em, { refreshMs: 0 });
    const rates = async () => (await tables.economyBands('FR', 'IT')).map((band) => band.pricePerKm);
    expect(await rates()).toEqual([0.5]);
    await database.orm.em.fork().nativeUpdate(EconomyPricingEntity, { countryTo: 'IT' }, { pricePerKm: '0.6000' });
    await rates(); // starts the reload, answers from the old snapshot
    await expect.poll(rates).toEqual([0.6]);
  });
});
