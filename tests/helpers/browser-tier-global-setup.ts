// Vitest global set-up of the browser tier, after the database one (database-global-setup.ts):
// the production servers and Chromium, started once for every file (issue 48). Files keep apart
// by their own data and their own visitor address (browser-suite.ts); only tests that need a
// special server (a partner down, an empty database, SMTP, another SITE_URL, staff views of every
// record) start one of their own.
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startAppServer, type AppServer } from './app-server.ts';
import { chromiumOptions } from './browser.ts';
import { DEMO_VIDEO, SUPPORT_PHONE, type SharedServer, type SharedServerName } from './browser-tier.ts';
import { reachableTempDir } from './reachable-temp-dir.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** The settings only the configured server has: what the header, the landing pages and the account's emails show when set. */
async function configuredSettings(dataDir: string): Promise<Record<string, string>> {
  const links = JSON.parse(readFileSync(new URL('../../config/site-links.json', import.meta.url), 'utf8')) as object;
  const linksFile = path.join(dataDir, 'site-links.json');
  writeFileSync(linksFile, JSON.stringify({ ...links, demoVideo: DEMO_VIDEO }));
  return { SUPPORT_PHONE, SITE_LINKS_FILE: linksFile, OUTBOX_POLL_MS: '100' };
}

export default async function setup(project: TestProject) {
  const started: Array<{ app: AppServer; testDb: TestDatabase; dataDir: string }> = [];
  const stop = async () => {
    await Promise.all(
      started.map(async ({ app, testDb, dataDir }) => {
        await app.stop();
        await testDb.drop();
        await rm(dataDir, { recursive: true, force: true });
      }),
    );
  };
  const startShared = async (name: SharedServerName): Promise<SharedServer> => {
    const testDb = await createTestDatabase(`e2e_shared_${name}`);
    const dataDir = await reachableTempDir(`e2e-${name}-`);
    const logFile = path.join(dataDir, 'server.log');
    const app = await startAppServer({
      databaseUrl: testDb.url,
      dataDir,
      logFile,
      env: {
        // Each file reaches it through a proxy of its own that names the file's visitor address.
        TRUST_PROXY: 'loopback',
        ...(name === 'configured' ? await configuredSettings(dataDir) : {}),
      },
    });
    started.push({ app, testDb, dataDir });
    return { baseUrl: app.baseUrl, databaseUrl: testDb.url, dataDir, logFile };
  };
  try {
    const [plain, configured, browser] = await Promise.all([
      startShared('plain'),
      startShared('configured'),
      chromium.launchServer(chromiumOptions({ forTests: true })),
    ]);
    project.provide('browserTier', { servers: { plain, configured }, chromium: browser.wsEndpoint() });
    return async () => {
      await browser.close();
      await stop();
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
