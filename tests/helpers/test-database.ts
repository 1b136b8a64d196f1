import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/adapters/persistence/embedded-postgres.ts';

export interface TestDatabase {
  /** A postgres:// URL to a database that belongs to this suite alone. */
  url: string;
  kind: 'server' | 'container' | 'embedded';
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one suite, from the first source that is available:
 * 1. TEST_DATABASE_URL: a PostgreSQL server; a database is created for the suite and dropped after;
 * 2. testcontainers, when a container engine answers;
 * 3. the embedded PGlite, in a temporary directory.
 * It says which one it used, so a CI log shows where the integration suites ran.
 */
export async function createTestDatabase(suite: string): Promise<TestDatabase> {
  const database = await (process.env.TEST_DATABASE_URL
    ? onServer(process.env.TEST_DATABASE_URL, suite)
    : (await inContainer()) ?? (await embedded()));
  const where = database.kind === 'server' ? ` at ${redact(database.url)}` : '';
  console.info(`[test-database] ${suite}: ${database.kind} PostgreSQL${where}`);
  // A suite may drop its database early (to simulate an outage); dropping twice is harmless.
  let dropped: Promise<void> | undefined;
  return { ...database, drop: () => (dropped ??= database.drop()) };
}

async function onServer(serverUrl: string, suite: string): Promise<TestDatabase> {
  const name = `test_${suite.replace(/\W+/g, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'server',
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function inContainer(): Promise<TestDatabase | undefined> {
  const socket = '/var/run/docker.sock';
  if (!process.env.DOCKER_HOST && !existsSync(socket)) return undefined;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return { url: container.getConnectionUri(), kind: 'container', drop: async () => void (await container.stop()) };
  } catch (error) {
    console.info(`[test-database] no container engine answered (${String(error)}); falling back`);
    return undefined;
  }
}

async function embedded(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'test-db-'));
  const server = await startEmbeddedPostgres(dataDir);
  return {
    url: server.url,
    kind: 'embedded',
    async drop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return `${parsed.host}${parsed.pathname}`;
}
