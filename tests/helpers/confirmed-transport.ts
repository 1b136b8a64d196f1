import pg from 'pg';
import { expect } from 'vitest';
import { apiClient } from './api-client.ts';
import type { BrowserSuite } from './browser-suite.ts';
import { claire, lyonToStuttgart, tomorrow } from './quote-fixtures.ts';
import { runProgram } from './run-program.ts';

// What the transport's browser suites start from: a staff account made as `make admin` makes it,
// and a quote Claire confirmed through the API, with the link her confirmation email carries.

/** `make admin` once per suite; each call signs in as the admin page does: the client and its CSRF header. */
export function staffAgent(suite: BrowserSuite, username: string, password: string) {
  let created = false;
  return async () => {
    if (!created) {
      runProgram('src/admin-account.ts', {
        input: `${password}\n`,
        env: { ...process.env, DATABASE_URL: suite.testDb.url, USER_NAME: username, LOG_LEVEL: 'warn' },
      });
      created = true;
    }
    const client = apiClient(suite.app.baseUrl);
    const login = await client.post('/api/admin/login', { username, password });
    expect(login.status).toBe(200);
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    return { client, headers: { 'x-csrf-token': csrfToken } };
  };
}

/** A quote Claire confirmed: its ids, its reference and her email's link to it, on the suite's server. */
export async function confirmedQuote(suite: BrowserSuite, language: 'fr' | 'en' | 'de') {
  const visitor = apiClient(suite.app.baseUrl);
  const created = await visitor.post('/api/quotes', { ...lyonToStuttgart, pickupDate: tomorrow(), language });
  const { id, reference } = (await created.json()) as { id: string; reference: string };
  await (await visitor.get(`/api/quotes/${id}/offers`)).text();
  expect((await visitor.put(`/api/quotes/${id}/contact`, claire)).status).toBe(200);
  const confirmation = await visitor.post(`/api/quotes/${id}/confirm`, { selectedOffer: 'flash-global', language });
  expect(confirmation.status).toBe(201);
  const { quoteRequestId } = (await confirmation.json()) as { quoteRequestId: string };
  const database = new pg.Client({ connectionString: suite.testDb.url });
  await database.connect();
  try {
    const { rows } = await database.query<{ link: string }>(
      `select summary->>'quoteLink' as link from outbox where kind = 'quote-confirmation' and reference = $1`,
      [id],
    );
    return { quoteId: id, quoteRequestId, reference, link: rows[0]!.link.replace(/^https?:\/\/[^/]+/, suite.app.baseUrl) };
  } finally {
    await database.end();
  }
}
