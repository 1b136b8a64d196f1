import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeSecrets } from '#src/adapters/security/node-secrets.ts';
import { linkToken } from '#src/application/signed-link.ts';
import { driverGrant } from '#src/application/transport/driver-link-path.ts';
import { BOOKING } from '../fakes/transport-moves.ts';
import { apiClient } from '../helpers/api-client.ts';
import { startAppServer, type AppServer } from '../helpers/app-server.ts';
import { claire, lyonToStuttgart, tomorrow } from '../helpers/quote-fixtures.ts';
import { runProgram } from '../helpers/run-program.ts';
import { pagePost } from '../helpers/shipper-session.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// `make dev` serves the pages through Vite's development server, which loads the pages' own copy
// of the modules they import: an error class the application threw is not the class a page
// would import. Pages recognise refusals by their code (refusedAs, the load context's table),
// so under `make dev` a refused login and a refused step are still their page's message.

const LINK_SIGNING_KEY = 'the dev server suite key, 32 chars';
const PASSWORD = 'dev server staff password';
let testDb: TestDatabase;
let app: AppServer;

beforeAll(async () => {
  testDb = await createTestDatabase('dev_server');
  runProgram('src/admin-account.ts', {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_URL: testDb.url, USER_NAME: 'agent.dev', LOG_LEVEL: 'warn' },
  });
  app = await startAppServer({ databaseUrl: testDb.url, seed: !testDb.seeded, env: { NODE_ENV: 'development', LINK_SIGNING_KEY } });
}, 180_000);

afterAll(async () => {
  // Stopped by SIGTERM within the limit (not killed): Vite's own servers end a development process on it (143).
  expect(await app?.stop()).not.toBeNull();
  await testDb?.drop();
});

describe('the pages under make dev (Vite’s development server)', () => {
  it('answer a refused login with the login page’s message, not a 500', { timeout: 120_000 }, async () => {
    const refused = await pagePost(app.baseUrl, '/FR/admin', { intent: 'logIn', username: 'agent.dev', password: 'not the password' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/FR/admin?error=login');
    const page = await fetch(`${app.baseUrl}/FR/admin?error=login`, { signal: AbortSignal.timeout(60_000) });
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('Erreur de connexion - Nom d&#x27;utilisateur ou mot de passe incorrect');
  });

  it('answer a refused step on the driver’s page with the page saying so, not a 500', { timeout: 120_000 }, async () => {
    const visitor = apiClient(app.baseUrl);
    const { id } = (await (await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow() })).json()) as { id: string };
    await (await visitor.get(`/api/quotes/${id}/offers`)).text();
    expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
    const confirmed = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global' });
    const { quoteRequestId } = (await confirmed.json()) as { quoteRequestId: string };
    const agent = apiClient(app.baseUrl);
    const login = await agent.post('/api/admin/login', { username: 'agent.dev', password: PASSWORD });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    expect((await agent.post(`/api/admin/transports/${quoteRequestId}/moves`, BOOKING, { 'x-csrf-token': csrfToken })).status).toBe(201);

    const link = `${quoteRequestId}.${linkToken(nodeSecrets({ current: LINK_SIGNING_KEY }), driverGrant(quoteRequestId))}`;
    // Leaving the pickup before arriving there: the step cannot follow.
    const refused = await pagePost(app.baseUrl, `/FR/drive/${link}`, { step: 'left', tap: crypto.randomUUID() });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Cette étape ne peut plus être enregistrée\u202f: la page est à jour.');
  });
});
