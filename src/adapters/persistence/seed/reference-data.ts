import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { EntitySchema } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Logger } from '../../../ports/logger.ts';
import { CrewTariffEntity, EconomyPricingEntity, PricingReferenceEntity } from '../entities/index.ts';
import { GAZETTEER_SOURCES, seedGazetteer } from './gazetteer/seed-gazetteer.ts';

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/', import.meta.url));

const decimal = z.string().regex(/^\d+(\.\d+)?$/);
const country = z.string().regex(/^[A-Z]{2}$/);

const fixtureFile = <T extends z.ZodType>(row: T) =>
  z.object({ source: z.string().min(1), licence: z.string().min(1), rows: z.array(row).min(1) });

const pricingFile = fixtureFile(
  z.object({
    period: z.string().min(1),
    vehicleType: z.string().min(1),
    distanceRangeMain: z.enum(['short', 'medium', 'long']),
    managedByLineHaul: z.string().nullable(),
    grossRevkm: decimal,
  }),
);

const economyFile = fixtureFile(
  z.object({
    countryFrom: country,
    countryTo: country,
    kmMin: z.number().int().min(0),
    kmMax: z.number().int().min(0),
    pricePerKm: decimal,
  }),
);

const crewFile = fixtureFile(z.object({ period: z.string().min(1), secondDriverPerHour: decimal }));

async function readFixture<T extends z.ZodType>(file: string, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(JSON.parse(await readFile(`${FIXTURES}${file}`, 'utf8')));
  if (!parsed.success) throw new Error(`fixtures/${file} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

interface TableSeed {
  file: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list holds the schemas of every reference table, each of its own entity type
  entity: EntitySchema<any, any>;
  schema: ReturnType<typeof fixtureFile>;
}

const TABLES: TableSeed[] = [
  { file: 'pricing-sample.json', entity: PricingReferenceEntity, schema: pricingFile },
  { file: 'economy-pricing-sample.json', entity: EconomyPricingEntity, schema: economyFile },
  { file: 'crew-sample.json', entity: CrewTariffEntity, schema: crewFile },
];

export interface SeedReport {
  table: string;
  inserted: number;
}

/**
 * Loads each reference table from its fixture while the table is empty. A table that holds
 * rows (a previous seed, or staff's own data) is left exactly as it is, so seeding can run at
 * every start.
 */
export async function seedReferenceData(em: EntityManager, logger: Logger): Promise<SeedReport[]> {
  const reports: SeedReport[] = [];
  for (const table of TABLES) {
    const fixture = await readFixture(table.file, table.schema);
    const inserted = await em.transactional(async (tx) => {
      if ((await tx.count(table.entity, {})) > 0) return 0;
      for (const row of fixture.rows) tx.create(table.entity, row as never);
      return fixture.rows.length;
    });
    const name = table.entity.meta.tableName;
    reports.push({ table: name, inserted });
    logger.info(inserted > 0 ? 'reference data seeded' : 'reference data already present', {
      table: name,
      inserted,
      source: fixture.source,
    });
  }
  const gazetteer = await seedGazetteer(em);
  reports.push({ table: 'zip_code', inserted: gazetteer });
  logger.info(gazetteer > 0 ? 'reference data seeded' : 'reference data already present', {
    table: 'zip_code',
    inserted: gazetteer,
    source: GAZETTEER_SOURCES,
  });
  return reports;
}
