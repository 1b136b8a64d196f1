import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { sqlQuoteAdmission } from '#src/adapters/persistence/repositories/quote-admission.ts';
import { mikroOrmQuoteRepository } from '#src/adapters/persistence/repositories/quote-repository.ts';
import { justCreatedQuotes, pricingFromMemory } from '#src/adapters/persistence/repositories/just-created-quotes.ts';
import { sqlRateLimiter } from '#src/adapters/persistence/repositories/rate-limiter.ts';
import { makePriceQuote } from '#src/application/price-quote.ts';
import type { QuoteRepository } from '#src/ports/quote-repository.ts';
import { quoteAdmissionContract, quoteRepositoryContract } from '../contracts/quote-repository-contract.ts';
import { typedShipment } from '../fakes/typed-shipment.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { PRICING_REFERENCE } from '../fakes/pricing-reference.ts';

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
quoteAdmissionContract('PostgreSQL', () => ({
  quotes: mikroOrmQuoteRepository(database.orm.em),
  admission: sqlQuoteAdmission(database.orm.em),
}));

describe('PostgreSQL: two instances pricing one quote', () => {
  const shipment = { ...typedShipment, departureCoordinates: { lat: 45.76, lon: 4.84 }, arrivalCoordinates: { lat: 48.78, lon: 9.18 } };
  const priceWith = (quotes: QuoteRepository, pricePerKm: number) =>
    makePriceQuote({
      ...PRICING_REFERENCE,
      quotes,
      routing: { route: async () => ({ distanceMetres: 465_000, travelTimeSeconds: 5 * 3600, source: 'routing' as const }) },
      fallbackRouting: { route: async () => ({ distanceMetres: 465_000, travelTimeSeconds: 5 * 3600, source: 'routing' as const }) },
      priorityGateway: { price: async () => 1000 },
      pricingTables: {
        economyBands: async () => [{ kmMin: 0, kmMax: 5000, pricePerKm }],
        grossRevenuesByRange: async () => ({ short: [1.4], medium: [1.4], long: [1.4] }),
        secondDriverPerHour: async () => 30,
      },
      logger: recordingLogger(),
    });

  it('gives way to what another instance stored: a quote it priced first keeps that pricing', async () => {
    // Two app processes (node:cluster) on one database: the offers' request went to the other one,
    // and this one's copy of the quote it stored (ADR 0060) still says "created".
    const here = pricingFromMemory(mikroOrmQuoteRepository(database.orm.em), justCreatedQuotes(database.orm.em));
    const there = mikroOrmQuoteRepository(database.orm.em.fork());
    const { id } = await here.create(shipment, 'owner', new Date());
    const pricedThere = await priceWith(there, 1.2)(id, 'owner');
    const pricedHere = await priceWith(here, 9.9)(id, 'owner');
    expect(pricedHere.offers).toEqual(pricedThere.offers);
    expect(pricedHere.status).toBe('priced');
    expect((await there.findOwned(id, 'owner'))?.offers).toEqual(pricedThere.offers);
  });
});

describe('PostgreSQL: a quote just stored, read back from memory by the pricing (ADR 0060)', () => {
  const contact = { firstName: 'Claire', lastName: 'Martin', company: '', email: 'claire@example.com', phone: '+33 6 12 34 56 78' };
  const quota = () => ({ bucket: `quote:memory-${Math.random()}`, limit: 5, windowMs: 10 * 60_000 });

  it('is the row as the database reads it, with or without a contact, through the admission and the repository', async () => {
    const quotes = mikroOrmQuoteRepository(database.orm.em);
    const toPrice = pricingFromMemory(quotes, justCreatedQuotes(database.orm.em));
    const admission = sqlQuoteAdmission(database.orm.em);
    const created = [
      await admission.admit(typedShipment, 'owner', new Date('2026-11-27T09:00:00.123Z'), null, quota()),
      await admission.admit({ ...typedShipment, isProfessional: false }, 'owner', new Date(), contact, quota()),
      await quotes.create({ ...typedShipment, vatNumber: 'fr 40 303 265 045' }, 'owner', new Date(), null),
    ];
    for (const { id } of created) {
      const fromMemory = await toPrice.findOwned(id, 'owner');
      const fromDatabase = await toPrice.findOwned(id, 'owner');
      expect(fromMemory).not.toBe(fromDatabase);
      expect(fromMemory).toEqual(fromDatabase);
    }
  });

  it('is read by the pricing only, once, and by its owner only', async () => {
    const quotes = mikroOrmQuoteRepository(database.orm.em);
    const toPrice = pricingFromMemory(quotes, justCreatedQuotes(database.orm.em));
    const admission = sqlQuoteAdmission(database.orm.em);
    // Without the database's row, only the memory can answer.
    const gone = await admission.admit(typedShipment, 'owner', new Date(), null, quota());
    await database.orm.em.getConnection().execute('delete from quotes where id = ?', [gone.id]);
    expect(await quotes.findOwned(gone.id, 'owner')).toBeUndefined();
    expect(await toPrice.findOwned(gone.id, 'someone else')).toBeUndefined();
    const again = await admission.admit(typedShipment, 'owner', new Date(), null, quota());
    await database.orm.em.getConnection().execute('delete from quotes where id = ?', [again.id]);
    expect(await toPrice.findOwned(again.id, 'owner')).toEqual(again);
    expect(await toPrice.findOwned(again.id, 'owner')).toBeUndefined();
  });
});

describe('PostgreSQL: quotas found spent', () => {
  it('refuses a quota this instance found spent without asking the database again, until room comes back', async () => {
    const admission = sqlQuoteAdmission(database.orm.em);
    const quota = { bucket: `quote:spent-${Math.random()}`, limit: 1, windowMs: 10 * 60_000 };
    const start = new Date('2026-11-23T09:00:00Z');
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    await admission.admit(typedShipment, 'owner', start, null, quota);
    await expect(admission.admit(typedShipment, 'owner', minutes(1), null, quota)).rejects.toMatchObject({ retryAfterMs: 9.5 * 60_000 });
    // The database no longer counts anything for it: only this instance's memory still refuses.
    await database.orm.em.getConnection().execute('delete from rate_limit_buckets where bucket = ?', [quota.bucket]);
    await expect(admission.admit(typedShipment, 'owner', minutes(4), null, quota)).rejects.toMatchObject({ retryAfterMs: 6.5 * 60_000 });
    await expect(admission.admit(typedShipment, 'owner', minutes(10.5), null, quota)).resolves.toMatchObject({ status: 'created' });
  });
});

describe('PostgreSQL: the rate limiter', () => {
  it('refuses a bucket it found full without asking the database again, until room comes back or its hits are taken back', async () => {
    let now = new Date('2026-11-23T09:00:00Z');
    const limiter = sqlRateLimiter(database.orm.em, { now: () => now });
    const bucket = `lead:full-${Math.random()}`;
    const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
    expect(await limiter.hit(bucket, 1, 10 * 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    later(1);
    expect(await limiter.hit(bucket, 1, 10 * 60_000)).toEqual({ allowed: false, retryAfterMs: 9.5 * 60_000 });
    await database.orm.em.getConnection().execute('delete from rate_limit_buckets where bucket = ?', [bucket]);
    later(1);
    expect(await limiter.hit(bucket, 1, 10 * 60_000)).toEqual({ allowed: false, retryAfterMs: 8.5 * 60_000 });
    await limiter.forget(bucket);
    expect(await limiter.hit(bucket, 1, 10 * 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
  });
});
