import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import {
  AccountRequestEntity,
  ContactRequestEntity,
  DemoRequestEntity,
  EconomyPricingEntity,
  PricingReferenceEntity,
  QuoteEntity,
  QuoteRequestEntity,
  ZipCodeEntity,
} from '#src/adapters/persistence/entities/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('persistence', { empty: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'unused-'));
  database = await openDatabase({ databaseUrl: testDb.url, dataDir }, recordingLogger());
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

const quoteFields = {
  departureLocation: '12 rue de la Paix, 75002 Paris',
  arrivalLocation: 'Marienplatz 1, 80331 München',
  departureCountry: 'FR',
  arrivalCountry: 'DE',
  departureZipCode: '75002',
  arrivalZipCode: '80331',
  departureCity: 'Paris',
  arrivalCity: 'München',
  pickupDate: '2026-11-23',
  pickupTime: '09:30:00',
  deliveryDate: '2026-11-24',
  deliveryTime: '14:00:00',
  departureCoordinates: { lat: 48.8686, lon: 2.3314 },
  arrivalCoordinates: { lat: 48.1374, lon: 11.5755 },
  parcels: [
    { type: 'pallet' as const, quantity: 2, weight: 120.5, length: 120, width: 80, height: 100 },
    { type: 'parcel' as const, quantity: 1, weight: 1, length: 20, width: 20, height: 20 },
  ],
  vehicleType: 'FRG2',
  shippingType: 'pallet' as const,
  isStackable: false,
  isDangerous: true,
  isProfessional: true,
  comments: 'Quai n°3 — fragile',
  language: 'fr',
  ownerKey: 'a'.repeat(64),
};

describe('migrations', () => {
  it('apply cleanly from zero and leave nothing pending', async () => {
    expect(await database.orm.migrator.getPending()).toEqual([]);
    const executed = await database.orm.migrator.getExecuted();
    expect(executed.length).toBeGreaterThan(0);
    const tables = await database.orm.em
      .getConnection()
      .execute<{ table_name: string }[]>(
        `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'account_requests',
        'contact_automobile',
        'demande_demo',
        'pricing',
        'quote_requests',
        'quotes',
        'ugo_spotnl',
        'zip_code',
      ]),
    );
  });

  it('store money as numeric, instants as timestamptz and parcel lines as jsonb', async () => {
    const columns = await database.orm.em.getConnection().execute<{ table_name: string; column_name: string; data_type: string }[]>(
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and (table_name, column_name) in
          (('quotes','price'), ('quotes','created_at'), ('quotes','parcels'), ('quotes','id'),
           ('quote_requests','price'), ('quote_requests','parcels'))`,
    );
    const typeOf = (table: string, column: string) =>
      columns.find((row) => row.table_name === table && row.column_name === column)?.data_type;
    expect(typeOf('quotes', 'price')).toBe('numeric');
    expect(typeOf('quotes', 'created_at')).toBe('timestamp with time zone');
    expect(typeOf('quotes', 'parcels')).toBe('jsonb');
    expect(typeOf('quotes', 'id')).toBe('uuid');
    expect(typeOf('quote_requests', 'price')).toBe('numeric');
    expect(typeOf('quote_requests', 'parcels')).toBe('jsonb');
  });
});

describe('every entity round-trips', () => {
  it('quote, with a time-ordered random id', async () => {
    const em = database.orm.em.fork();
    const quote = em.create(QuoteEntity, { ...quoteFields, reference: 'FL-7K3Q-9M2X', price: '1234.56', distance: 840, transitTime: 505 });
    await em.flush();
    expect(quote.id).toMatch(UUID_V7);

    const read = await database.orm.em.fork().findOneOrFail(QuoteEntity, quote.id);
    expect(read).toMatchObject({ ...quoteFields, price: '1234.56', distance: 840, transitTime: 505, status: 'created' });
    expect(read.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(read.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('quote request, tied to its quote', async () => {
    const em = database.orm.em.fork();
    const quote = em.create(QuoteEntity, { ...quoteFields, reference: 'FL-7K3Q-9M2Y' });
    const request = em.create(QuoteRequestEntity, {
      quote,
      departureCountry: 'FR',
      arrivalCountry: 'DE',
      departureLocation: quoteFields.departureLocation,
      arrivalLocation: quoteFields.arrivalLocation,
      pickupDate: '2026-11-23',
      pickupTime: '09:30:00',
      vehicleType: 'FRG2',
      shippingType: 'pallet',
      isProfessional: true,
      isStackable: false,
      isDangerous: true,
      parcels: quoteFields.parcels,
      selectedOffer: 'priority',
      userEmail: 'claire.martin@example.com',
      userPhone: '+33 6 12 34 56 78',
      userName: 'Claire Martin',
      userEntreprise: 'Équipements Martin',
      language: 'fr',
      price: '1049.38',
      distance: 840,
      transitTime: 505,
    });
    await em.flush();

    const read = await database.orm.em.fork().findOneOrFail(QuoteRequestEntity, request.id, { populate: ['quote'] });
    expect(read.quote.id).toBe(quote.id);
    expect(read).toMatchObject({ price: '1049.38', userName: 'Claire Martin', parcels: quoteFields.parcels });
  });

  it('account, demo and contact requests', async () => {
    const em = database.orm.em.fork();
    const account = em.create(AccountRequestEntity, {
      prenom: 'Jörg',
      nom: 'Müller',
      email: 'j.mueller@example.de',
      societe: 'Müller GmbH',
      telephone: '+49 89 123456',
      pays: 'Allemagne',
      hasVat: true,
      acceptsMarketing: false,
    });
    const demo = em.create(DemoRequestEntity, {
      prenom: 'Ana',
      nom: 'García',
      societe: 'Logística SA',
      email: 'ana@example.es',
      telephone: '+34 600 000 000',
      langue: 'Español',
    });
    const contact = em.create(ContactRequestEntity, {
      firstName: 'Luca',
      lastName: 'Rossi',
      company: 'Componenti SpA',
      email: 'luca@example.it',
      phone: '+39 02 0000000',
      sector: 'Équipementier',
      message: 'Besoin urgent de navettes quotidiennes.',
    });
    await em.flush();

    const reader = database.orm.em.fork();
    expect(await reader.findOneOrFail(AccountRequestEntity, account.id)).toMatchObject({ langue: 'Français', hasVat: true, nom: 'Müller' });
    expect(await reader.findOneOrFail(DemoRequestEntity, demo.id)).toMatchObject({ langue: 'Español', nom: 'García' });
    expect(await reader.findOneOrFail(ContactRequestEntity, contact.id)).toMatchObject({ country: 'France', jobTitle: null });
  });

  it('pricing reference, economy pricing and zip codes', async () => {
    const em = database.orm.em.fork();
    const pricing = em.create(PricingReferenceEntity, {
      period: '2026-10',
      vehicleType: 'FRG1',
      distanceRangeMain: 'medium',
      managedByLineHaul: '0',
      grossRevkm: '1.2345',
    });
    const economy = em.create(EconomyPricingEntity, {
      countryFrom: 'FR',
      countryTo: 'DE',
      kmMin: 300,
      kmMax: 600,
      pricePerKm: '0.9500',
    });
    const zip = em.create(ZipCodeEntity, {
      placeKey: 'fr-commune:69382',
      postalCode: '69002',
      placeName: 'Lyon 2e Arrondissement',
      placeNameSearch: 'lyon 2e arrondissement',
      countryCode: 'FR',
      latitude: 45.7485,
      longitude: 4.8467,
    });
    await em.flush();

    const reader = database.orm.em.fork();
    expect(await reader.findOneOrFail(PricingReferenceEntity, pricing.id)).toMatchObject({ grossRevkm: '1.2345', managedByLineHaul: '0' });
    expect(await reader.findOneOrFail(EconomyPricingEntity, economy.id)).toMatchObject({ pricePerKm: '0.9500', kmMax: 600 });
    expect(await reader.findOneOrFail(ZipCodeEntity, zip.id)).toMatchObject({ latitude: 45.7485, postalCode: '69002' });
  });

  it('refuses a status outside the lifecycle and a quote request without its quote', async () => {
    const connection = database.orm.em.getConnection();
    await expect(connection.execute(`update quotes set status = 'shipped'`)).rejects.toThrow(/quotes_status_check/);
    const em = database.orm.em.fork();
    em.create(QuoteRequestEntity, {
      quote: em.getReference(QuoteEntity, '019aa000-0000-7000-8000-000000000000'),
      departureCountry: 'FR',
      arrivalCountry: 'FR',
      departureLocation: 'Lyon',
      arrivalLocation: 'Nantes',
      pickupDate: '2026-11-23',
      vehicleType: 'FRG1',
      shippingType: 'parcel',
      isProfessional: true,
      isStackable: true,
      isDangerous: false,
      parcels: [],
      selectedOffer: 'priority',
      userEmail: 'a@example.com',
      userName: 'A B',
      language: 'fr',
    });
    await expect(em.flush()).rejects.toThrow(/quote_requests_quote_id_foreign/);
  });
});
