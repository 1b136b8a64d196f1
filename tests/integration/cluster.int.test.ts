import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart } from '../helpers/quote-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Issue 17: WEB_CONCURRENCY server processes on one port (node:cluster), on a server database.

let testDb: TestDatabase;
let app: AppServer;

const workersOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8', timeout: 5_000 })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  testDb = await createTestDatabase('cluster');
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { WEB_CONCURRENCY: '2' } });
});

afterAll(async () => {
  await testDb?.drop();
});

describe('a cluster of server processes', () => {
  it('serves from two processes on one port, replaces one that dies, and stops them all cleanly', async () => {
    await expect
      .poll(() => app.logs.some((entry) => entry.message === 'server processes started' && entry.workers === 2), { timeout: 30_000 })
      .toBe(true);
    const first = workersOf(app.pid);
    expect(first).toHaveLength(2);

    // The whole quote journey works across the processes (the cookie's owner key is checked by each).
    const visitor = apiClient(app.baseUrl);
    for (let round = 0; round < 3; round++) {
      const created = await visitor.post('/api/quotes', lyonToStuttgart);
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await visitor.get(`/api/quotes/${id}/offers`)).status).toBe(200);
      expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
      expect((await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' })).status).toBe(201);
    }

    // A process killed outright is replaced; the port keeps answering meanwhile.
    process.kill(first[0]!, 'SIGKILL');
    await expect.poll(() => app.logs.filter((entry) => String(entry.message).startsWith('serving on')).length, { timeout: 30_000 }).toBe(3);
    expect(workersOf(app.pid).filter((pid) => !first.includes(pid))).toHaveLength(1);
    expect(workersOf(app.pid)).toHaveLength(2);
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);

    const last = workersOf(app.pid);
    expect(await app.stop()).toBe(0);
    for (const pid of last) expect(alive(pid)).toBe(false);
  }, 90_000);
});
