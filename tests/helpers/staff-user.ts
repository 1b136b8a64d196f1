import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '#src/config.ts';
import { type Composition, compose } from '#src/container.ts';
import { recordingLogger } from './silent-logger.ts';

/** A staff account created and signed in through the use cases, as `make admin` then the login form: its id. */
export async function staffUserId(composition: Composition, username: string): Promise<string> {
  const password = 'correct horse battery staple';
  await composition.services.admin.setPassword(username, password);
  const session = await composition.services.admin.logIn({ username, password, address: '10.9.9.9' });
  const staff = await composition.services.admin.authenticate(session.token);
  if (!staff) throw new Error(`no session for ${username}`);
  return staff.userId;
}

/** Staff accept the business account asked for with this email ("Gagné"), as the admin page does: its id. */
export async function acceptAccount(composition: Composition, email: string, status: 'won' | 'lost' = 'won'): Promise<string> {
  const [account] = await composition.database.orm.em
    .getConnection()
    .execute<Array<{ id: string }>>('select id from account_requests where lower(email) = lower(?) order by created_at desc limit 1', [
      email,
    ]);
  if (!account) throw new Error(`no account request from ${email}`);
  const staffId = await staffUserId(composition, 'agent.accounts');
  await composition.services.admin.changeLeadStatus({ staffUserId: staffId, type: 'account', id: account.id, status, note: null });
  return account.id;
}

/** The same (or another status), on the database of a server running elsewhere (a child process). */
export async function acceptAccountIn(databaseUrl: string, email: string, status: 'won' | 'lost' = 'won'): Promise<string> {
  const composition = await compose(
    loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'unused-')) }),
    recordingLogger(),
  );
  try {
    return await acceptAccount(composition, email, status);
  } finally {
    await composition.dispose();
  }
}

/** Who asks for a business account on the site's form. */
export interface AccountAsker {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
}

/** A business account asked for on the site's form (staff then accept it with acceptAccount). */
export async function askForAccount(baseUrl: string, person: AccountAsker, where = { country: 'France', language: 'Français' }) {
  const asked = await fetch(`${baseUrl}/api/leads/account-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, ...where, hasVat: true, acceptsMarketing: false, acceptsTerms: true }),
  });
  if (asked.status !== 201) throw new Error(`the account request was answered ${asked.status}`);
}
