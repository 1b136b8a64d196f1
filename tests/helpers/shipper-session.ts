import pg from 'pg';
import { type AccountAsker, acceptAccountIn, askForAccount } from './staff-user.ts';

/** A form posted to a page of the server, as the browser does from the site itself. */
export const pagePost = (baseUrl: string, path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

/**
 * The owner of a business account asked for and accepted on this server, signed in as a person
 * does: a link asked for, read from the outbox (queued with the request's answer), and its button.
 * Their session cookie (`account_session=…`).
 */
export async function signedInOwner(baseUrl: string, databaseUrl: string, owner: AccountAsker): Promise<string> {
  await askForAccount(baseUrl, owner);
  await acceptAccountIn(databaseUrl, owner.email);
  await pagePost(baseUrl, '/FR/account/sign-in', { email: owner.email });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ link: string }>(
      `select summary->>'link' as link from outbox where kind = 'account-sign-in' and email = $1 order by created_at desc limit 1`,
      [owner.email],
    );
    const signedIn = await pagePost(baseUrl, new URL(rows[0]!.link).pathname, {});
    return /account_session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')![0];
  } finally {
    await db.end();
  }
}
