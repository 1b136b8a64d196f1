import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { GenericContainer, getContainerRuntimeClient, type StartedTestContainer, Wait } from 'testcontainers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoleOf } from '#src/adapters/persistence/app-role.ts';
import { apiClient } from '../helpers/api-client.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { startTestDatabaseServer, type TestDatabaseServer } from '../helpers/test-database.ts';

// The image tier: the project's Dockerfile built as a deployment would build it, and the image
// run against a PostgreSQL 17 container, as an operator would run it. Everything the server reads
// at run time must be in the runtime stage; a failure prints the container's log.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const IMAGE = 'localhost/flash-transport:test';

let database: TestDatabaseServer;
let app: StartedTestContainer;
let baseUrl: string;
const logs: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  database = await startTestDatabaseServer();
  expect(database.kind, 'the image tier runs on a container PostgreSQL').toMatch(/^container PostgreSQL 17/);
  console.info(`[image] building ${IMAGE} from the Dockerfile`);
  const image = await GenericContainer.fromDockerfile(ROOT, 'Dockerfile').build(IMAGE, { deleteOnExit: false });
  const port = await freePort();
  // The host's network: the app reaches the database at the port the engine mapped on 127.0.0.1.
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  try {
    app = await image
      .withNetworkMode('host')
      .withEnvironment({ DATABASE_URL: url.toString(), PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '1', LOG_FORMAT: 'json' })
      .withLogConsumer((stream) => stream.on('data', (line: Buffer | string) => logs.push(String(line).trimEnd())))
      .withWaitStrategy(Wait.forLogMessage(/serving on http/))
      .withStartupTimeout(180_000)
      .start();
  } catch (error) {
    console.error(`[image] the container did not start serving; its log:\n${logs.join('\n')}`);
    throw error;
  }
  baseUrl = `http://127.0.0.1:${port}`;
}, 900_000);

afterEach((context) => {
  if (context.task.result?.state === 'fail') console.error(`[image] the container's log:\n${logs.join('\n')}`);
});

afterAll(async () => {
  await app?.stop().catch(() => undefined);
  await database?.stop();
});

describe('the production image', () => {
  it('migrates and seeds at start, then answers /readyz', async () => {
    expect(logs.join('\n')).toMatch(/reference data seeded/);
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
  });

  it('serves the pages', async () => {
    for (const path of ['/FR', '/EN/quote']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<html lang=');
    }
  });

  it('creates and prices a quote, and writes the emails of a confirmed offer to its outbox', async () => {
    const visitor = apiClient(baseUrl);
    const created = await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const offers = await visitor.get(`/api/quotes/${id}/offers`);
    expect(offers.status).toBe(200);
    expect(((await offers.json()) as { offers: unknown[] }).offers.length).toBeGreaterThan(0);
    expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
    expect((await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
    // No SMTP server: the worker writes each email to /data/mail and marks it sent.
    const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      await expect
        .poll(async () => (await client.query<{ status: string }>('select status from outbox where reference = $1', [id])).rows, {
          timeout: 30_000,
        })
        .toEqual([{ status: 'sent' }, { status: 'sent' }]);
    } finally {
      await client.end();
    }
  });

  it('serves as a role that owns nothing: the owner migrated, the server may not truncate nor alter', async () => {
    const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 10_000 });
    await client.connect();
    try {
      const owner = decodeURIComponent(new URL(database.url).username);
      const { rows } = await client.query<{ usename: string }>(
        `select distinct usename from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      expect(rows).toEqual([{ usename: `${owner}_app` }]);
    } finally {
      await client.end();
    }
    const app = new pg.Client({ connectionString: appRoleOf(database.url).url, connectionTimeoutMillis: 10_000 });
    await app.connect();
    try {
      await expect(app.query('truncate invoices')).rejects.toMatchObject({ code: '42501' });
      await expect(app.query('alter table invoices disable trigger all')).rejects.toMatchObject({ code: '42501' });
    } finally {
      await app.end();
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    const id = app.getId();
    await app.stop({ timeout: 30_000, remove: false });
    const client = await getContainerRuntimeClient();
    const state = (await client.container.inspect(client.container.getById(id))).State;
    expect(state.ExitCode).toBe(0);
    // The log stream delivers the container's last lines a moment after it has stopped.
    await expect.poll(() => logs.join('\n'), { timeout: 10_000 }).toMatch(/shutting down/);
    await client.container.remove(client.container.getById(id), { removeVolumes: true });
  });
});
