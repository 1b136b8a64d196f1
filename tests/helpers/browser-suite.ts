import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startAppServer, type AppServer } from './app-server.ts';
import type { SharedServerName } from './browser-tier.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { visitorProxy, type VisitorProxy } from './visitor-proxy.ts';

export interface BrowserSuite {
  /** The shared server's database (the file's own rows are what it looks at). */
  testDb: { url: string };
  app: {
    /** The shared server, through this file's visitor proxy. */
    baseUrl: string;
    /** The server's DATA_DIR (its mail folder). */
    dataDir: string;
    /** Every JSON log line the server wrote so far, every file's. */
    logs(): Promise<Array<Record<string, unknown>>>;
  };
  browser: Browser;
}

/**
 * The usual browser suite (issue 48): the tier's shared production server (plain, or configured:
 * browser-tier.ts) and its Chromium, started once by the global set-up; the file reaches the
 * server as a visitor of its own address, so that the per-address limits count its requests alone.
 * The fields are set once the suite has started.
 */
export function browserSuite(name: string, { server = 'plain' }: { server?: SharedServerName } = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  let proxy: VisitorProxy | undefined;
  beforeAll(async () => {
    const tier = inject('browserTier');
    const shared = tier.servers[server];
    proxy = await visitorProxy(shared.baseUrl, visitorAddress(name));
    suite.testDb = { url: shared.databaseUrl };
    suite.app = {
      baseUrl: proxy.baseUrl,
      dataDir: shared.dataDir,
      logs: async () => (await readFile(shared.logFile, 'utf8')).split('\n').flatMap(logEntry),
    };
    suite.browser = await sharedChromium();
  });
  afterAll(async () => {
    // Closes this file's contexts and leaves the shared Chromium running.
    await suite.browser?.close();
    await proxy?.close();
  });
  return suite;
}

/** The tier's Chromium (closing what this returns closes only this file's contexts). */
export function sharedChromium(): Promise<Browser> {
  return chromium.connect(inject('browserTier').chromium);
}

function logEntry(line: string): Array<Record<string, unknown>> {
  try {
    return [JSON.parse(line) as Record<string, unknown>];
  } catch {
    return [];
  }
}

/**
 * A suite on a production server of its own, on a database of its own, for what the shared ones
 * cannot show: staff pages that list every record, a setting only this file wants. Stopped after
 * the suite, the server with a clean exit.
 */
export function ownServerSuite(name: string, server: { env?: Record<string, string> } = {}) {
  const suite = {} as { testDb: TestDatabase; app: AppServer; browser: Browser };
  beforeAll(async () => {
    suite.testDb = await createTestDatabase(name);
    suite.app = await startAppServer({ databaseUrl: suite.testDb.url, seed: !suite.testDb.seeded, ...server });
    suite.browser = await sharedChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    expect(await suite.app?.stop()).toBe(0);
    await suite.testDb?.drop();
  });
  return suite;
}

/** A documentation address (198.18.0.0/15, benchmarking) of the file's own, from its name. */
function visitorAddress(name: string): string {
  const [a, b] = createHash('sha256').update(name).digest();
  return `198.${18 + (a! & 1)}.${b}.${(a! >> 1) + 1}`;
}
