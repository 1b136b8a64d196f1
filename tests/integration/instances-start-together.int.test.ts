import { afterAll, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Replicas deployed at once on a new database: each runs `make run`'s steps (seed, which
// migrates first, then the server) at the same moment. One migrates and seeds; the others wait
// for its advisory lock, then find the work done.

let testDb: TestDatabase | undefined;
const apps: AppServer[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await testDb?.drop();
});

it('three instances started together on an empty database all come up and serve', async () => {
  testDb = await createTestDatabase('start_together', { empty: true });
  const started = await Promise.allSettled(Array.from({ length: 3 }, () => startAppServer({ databaseUrl: testDb!.url, seed: true })));
  for (const outcome of started) if (outcome.status === 'fulfilled') apps.push(outcome.value);
  for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  for (const app of apps) {
    // Ready is a condition a load balancer polls: a fresh connection answering within 2 s, which
    // a machine busy starting three servers (and the tier's other suite) may miss once.
    await expect.poll(async () => (await fetch(`${app.baseUrl}/readyz`)).status, { timeout: 15_000 }).toBe(200);
    expect((await fetch(`${app.baseUrl}/FR`)).status).toBe(200);
  }
  // The reference data is there once, whichever instance seeded it.
  const answer = await fetch(`${apps[0]!.baseUrl}/api/addresses?query=69003&country=FR`);
  const { suggestions } = (await answer.json()) as { suggestions: Array<{ address: { city: string } }> };
  expect(suggestions.map((suggestion) => suggestion.address.city)).toContain('Lyon');
}, 120_000);
