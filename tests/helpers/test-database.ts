import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '#src/adapters/persistence/database.ts';
import { serverVersion, startEmbeddedPostgres } from '#src/adapters/persistence/embedded-postgres.ts';
import { seedReferenceData } from '#src/adapters/persistence/seed/reference-data.ts';
import { recordingLogger } from './silent-logger.ts';
import { reachableTempDir } from './reachable-temp-dir.ts';

export interface TestDatabase {
  /** A postgres:// URL to a database that belongs to this suite alone. */
  url: string;
  /** Whether it came migrated and seeded with the reference data (the run's template), or empty. */
  seeded: boolean;
  /** Where it runs, as the log says it: "server PostgreSQL 15.20", "embedded PostgreSQL 17.10". */
  kind: string;
  drop(): Promise<void>;
}

export interface TestDatabaseServer {
  /** A URL whose user may create databases. */
  url: string;
  kind: string;
  stop(): Promise<void>;
}

/** Set by the test run's global setup for the suites: one server for the whole run. */
const SHARED_URL = 'TEST_RUN_DATABASE_URL';
const SHARED_KIND = 'TEST_RUN_DATABASE_KIND';
/** …and the database every suite's own is cloned from: migrated and seeded once per run (issue 48). */
const SHARED_TEMPLATE = 'TEST_RUN_TEMPLATE';

/**
 * The PostgreSQL server for a test run, from the first source that is available:
 * 1. TEST_DATABASE_URL: a PostgreSQL server the developer or CI gives;
 * 2. testcontainers, when a container engine answers (make test prepares podman where it can:
 *    tests/containers/ensure-container-engine.sh);
 * 3. the embedded PostgreSQL server, in a temporary directory.
 */
export async function startTestDatabaseServer(): Promise<TestDatabaseServer> {
  if (process.env.TEST_DATABASE_URL) {
    const url = process.env.TEST_DATABASE_URL;
    return { url, kind: `server PostgreSQL ${await serverVersion(url)}`, stop: async () => {} };
  }
  return (await inContainer()) ?? (await embedded());
}

/**
 * The global setup of the integration and browser tiers: starts the run's server, migrates and
 * seeds the run's template database on it once, and shares both.
 */
export async function shareTestDatabaseServer(): Promise<() => Promise<void>> {
  const server = await startTestDatabaseServer();
  process.env[SHARED_URL] = server.url;
  process.env[SHARED_KIND] = server.kind;
  const started = performance.now();
  const template = await createTemplate(server);
  process.env[SHARED_TEMPLATE] = template.name;
  console.info(
    `[test-database] this run's suites use ${server.kind}, each on a copy of ${template.name} (migrated and seeded in ${Math.round(performance.now() - started)} ms)`,
  );
  return async () => {
    await template.drop();
    await server.stop();
  };
}

/** A database of its own name for this run, migrated and seeded with the reference data, with no connection left open to it. */
async function createTemplate(server: TestDatabaseServer) {
  const database = await createDatabaseOn(server, 'flash_template');
  const logger = recordingLogger();
  const unused = await reachableTempDir('template-');
  const opened = await openDatabase({ databaseUrl: database.url, dataDir: unused }, logger);
  try {
    await seedReferenceData(opened.orm.em.fork(), logger);
  } finally {
    await opened.close();
    await rm(unused, { recursive: true, force: true });
  }
  return { name: new URL(database.url).pathname.slice(1), drop: database.drop };
}

/**
 * A database for one suite, on the run's server (or, outside a test run, on a server of its own):
 * a copy of the run's template, migrated and seeded (milliseconds), or with `empty` one with no
 * table at all, for the suites about migrating and seeding themselves. It says where it is, so a
 * CI log shows where the suites ran.
 */
export async function createTestDatabase(suite: string, options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const shared = process.env[SHARED_URL];
  const server = shared
    ? { url: shared, kind: process.env[SHARED_KIND] ?? 'PostgreSQL', stop: async () => {} }
    : await startTestDatabaseServer();
  const template = options.empty ? undefined : process.env[SHARED_TEMPLATE];
  const database = await createDatabaseOn(server, suite, template);
  console.info(`[test-database] ${suite}: ${server.kind}${server.kind.startsWith('server') ? ` at ${redact(database.url)}` : ''}`);
  let dropped: Promise<void> | undefined;
  return {
    url: database.url,
    seeded: template !== undefined,
    kind: server.kind,
    // A suite may drop its database early (to simulate an outage); dropping twice is harmless.
    drop: () =>
      (dropped ??= (async () => {
        await database.drop();
        if (!shared) await server.stop();
      })()),
  };
}

async function createDatabaseOn(server: TestDatabaseServer, suite: string, template?: string) {
  const name = `test_${suite.replace(/\W+/g, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  // A copy of the template, file by file: faster than logging each block for a database this size.
  const from = template ? ` template "${template}" strategy file_copy` : '';
  await onServer(server.url, (client) => client.query(`create database "${name}"${from}`));
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(server.url, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function inContainer(): Promise<TestDatabaseServer | undefined> {
  const socket = '/var/run/docker.sock';
  if (!process.env.DOCKER_HOST && !existsSync(socket)) return undefined;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const { Wait } = await import('testcontainers');
    // Podman runs no health check without systemd: wait for the server's own word instead, then
    // for a connection (the official image says it once more after its first-start setup).
    // A throw-away server: nothing flushed to disk (as the embedded test cluster, `durable: false`).
    const container = await new PostgreSqlContainer('postgres:17')
      .withCommand(['postgres', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'])
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/))
      .start();
    const url = container.getConnectionUri();
    const version = await firstAnswer(() => serverVersion(url), 30_000);
    return { url, kind: `container PostgreSQL ${version}`, stop: async () => void (await container.stop()) };
  } catch (error) {
    // make test prepared this engine (CONTAINER_ENGINE): its failure is the run's, not a reason to
    // quietly use another server.
    if (process.env.CONTAINER_ENGINE)
      throw new Error(`the ${process.env.CONTAINER_ENGINE} PostgreSQL container did not start`, { cause: error });
    console.info(`[test-database] no container engine answered (${String(error)}); falling back`);
    return undefined;
  }
}

/** The first answer of `ask` within `ms`, asking again every 200 ms. */
async function firstAnswer<T>(ask: () => Promise<T>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await ask();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function embedded(): Promise<TestDatabaseServer> {
  const dataDir = await reachableTempDir('test-db-');
  const server = await startEmbeddedPostgres(dataDir, { durable: false });
  return {
    url: server.url,
    kind: `embedded PostgreSQL ${server.version}`,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
