import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startAppServer, type AppServer } from './app-server.ts';
import { launchBrowser } from './browser.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * The usual browser suite: a database of its own with the reference data, the production
 * server on it, and Chromium; all stopped after the suite, the server with a clean exit.
 * The fields are set once the suite has started.
 */
export function browserSuite(name: string, server: { env?: Record<string, string> } = {}) {
  const suite = {} as { testDb: TestDatabase; app: AppServer; browser: Browser };
  beforeAll(async () => {
    suite.testDb = await createTestDatabase(name);
    suite.app = await startAppServer({ databaseUrl: suite.testDb.url, seed: !suite.testDb.seeded, ...server });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    expect(await suite.app?.stop()).toBe(0);
    await suite.testDb?.drop();
  });
  return suite;
}
