import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#src/adapters/persistence/database.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';

// The serving app connects as a role that owns nothing: it reads and writes rows and may not
// truncate, alter, drop or disable a guard; the owner the URL names migrates and grants (ADR 0069).

let testDb: TestDatabase;
const opened: Database[] = [];

async function open(appDatabaseUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'unused-'));
  const database = await openDatabase({ databaseUrl: testDb.url, appDatabaseUrl, dataDir }, recordingLogger());
  opened.push(database);
  return database.orm.em.getConnection();
}

async function asOwner<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDb.url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase('database-role');
}, 120_000);

afterAll(async () => {
  for (const database of opened) await database.close();
  await testDb?.drop();
});

const owner = () => decodeURIComponent(new URL(testDb.url).username);

describe('the role the app connects as', () => {
  it('is the owner’s “_app” role, which works on rows and may not truncate, alter, drop or disable a trigger', async () => {
    const app = await open();
    const [{ user }] = (await app.execute('select current_user as user')) as [{ user: string }];
    expect(user).toBe(`${owner()}_app`);
    expect(await app.execute('select count(*)::int as n from pricing')).toEqual([{ n: expect.any(Number) }]);
    await app.execute(`update outbox set attempts = attempts where false`);

    for (const statement of [
      'truncate invoices',
      'alter table invoices disable trigger all',
      'drop table invoices',
      'create table intruder (id int)',
      'delete from mikro_orm_migrations',
    ])
      await expect(app.execute(statement), statement).rejects.toMatchObject({ code: '42501' });
    // Not the owner's role either, whoever asks.
    await expect(app.execute(`set role ${pg.escapeIdentifier(owner())}`)).rejects.toMatchObject({ code: '42501' });
  });

  it('is the one DATABASE_APP_URL names when given, granted what the schema holds at each start', async () => {
    const url = new URL(testDb.url);
    url.username = 'flash_operator_app';
    url.password = 'operator-made password';
    await asOwner(async (client) => {
      await client.query(`drop role if exists flash_operator_app`);
      await client.query(`create role flash_operator_app login password 'operator-made password'`);
    });
    const app = await open(url.toString());
    expect(await app.execute('select current_user as user')).toEqual([{ user: 'flash_operator_app' }]);
    expect(await app.execute('select count(*)::int as n from quotes')).toEqual([{ n: expect.any(Number) }]);
    await expect(app.execute('truncate quotes')).rejects.toMatchObject({ code: '42501' });
  });

  it('signs in again once the owner’s password, which its own is derived from, changed', async () => {
    // Roles are the server's, not a database's: the suites' owner's "_app" role is every suite's,
    // and spoiling its password would fail the others meanwhile. This takes an owner of its own.
    const [ownOwner, ownDatabase] = ['database_role_owner', 'database_role_own'];
    const url = new URL(testDb.url);
    Object.assign(url, { username: ownOwner, password: 'its own owner secret', pathname: `/${ownDatabase}` });
    const cleanUp = () =>
      asOwner(async (client) => {
        await client.query(`drop database if exists ${ownDatabase} with (force)`);
        await client.query(`drop role if exists ${ownOwner}_app`);
        await client.query(`drop role if exists ${ownOwner}`);
      });
    await cleanUp();
    await asOwner(async (client) => {
      await client.query(`create role ${ownOwner} login createrole password 'its own owner secret'`);
      await client.query(`create database ${ownDatabase} owner ${ownOwner}`);
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'unused-'));
    const first = await openDatabase({ databaseUrl: url.toString(), dataDir }, recordingLogger());
    await first.close();
    await asOwner((client) => client.query(`alter role ${ownOwner}_app password 'stale'`));
    const again = await openDatabase({ databaseUrl: url.toString(), dataDir }, recordingLogger());
    try {
      expect(await again.orm.em.getConnection().execute('select current_user as user')).toEqual([{ user: `${ownOwner}_app` }]);
    } finally {
      await again.close();
      await cleanUp();
    }
  }, 60_000);
});
