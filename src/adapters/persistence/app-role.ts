import { hkdfSync } from 'node:crypto';
import pg from 'pg';

/**
 * The role the serving app connects as: one that owns nothing, reads and writes rows and may do
 * nothing else (no TRUNCATE, no ALTER, no DROP, no trigger disabled), so that neither a flaw in
 * the app nor a stolen connection can rewrite the schema or the invoices' guards. Migrations, and
 * the grants below, run as the owner the configured URL names (ADR 0069).
 */
export interface AppRole {
  user: string;
  url: string;
  /** made by the app from the owner's URL (no DATABASE_APP_URL given): created, and its password set, by the owner */
  derived: boolean;
}

/**
 * DATABASE_APP_URL when given (the operator made the role); otherwise `<owner>_app` on the same
 * server, its password derived from the owner's, so that every instance started with the same
 * DATABASE_URL finds the same one without another secret to share.
 */
export function appRoleOf(ownerUrl: string, appUrl?: string): AppRole {
  if (appUrl) return { user: decodeURIComponent(new URL(appUrl).username), url: appUrl, derived: false };
  const owner = new URL(ownerUrl);
  const ownerUser = decodeURIComponent(owner.username) || 'postgres';
  const secret = decodeURIComponent(owner.password) || ownerUser;
  const password = Buffer.from(hkdfSync('sha256', secret, ownerUser, 'flash-transport: the app role', 24)).toString('base64url');
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(`${ownerUser}_app`);
  url.password = password;
  return { user: `${ownerUser}_app`, url: url.toString(), derived: true };
}

type Run = (sql: string) => Promise<unknown>;
const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Makes the app's role able to work on this database as it stands after the migrations, and no
 * more: run by the owner at every start, after the migrations, while holding their lock.
 */
export async function grantAppRole(run: Run, role: AppRole, database: string): Promise<void> {
  const who = pg.escapeIdentifier(role.user);
  if (role.derived) await ensureLogin(run, role);
  await run(`grant connect, temporary on database ${pg.escapeIdentifier(database)} to ${who}`);
  await run(`grant usage on schema public to ${who}`);
  await run(`grant select, insert, update, delete on all tables in schema public to ${who}`);
  await run(`grant usage, select on all sequences in schema public to ${who}`);
  await run(`revoke insert, update, delete on table mikro_orm_migrations from ${who}`);
  // Before PostgreSQL 15 everyone may create in `public`; an owner that cannot take that back
  // (it does not own the schema) leaves it to the server's administrator.
  await run(`revoke create on schema public from public`).catch((error: unknown) => {
    if (codeOf(error) !== '42501') throw error;
  });
}

async function ensureLogin(run: Run, role: AppRole) {
  const who = pg.escapeIdentifier(role.user);
  const password = pg.escapeLiteral(decodeURIComponent(new URL(role.url).password));
  try {
    await run(`create role ${who} login password ${password} nosuperuser nocreatedb nocreaterole noreplication nobypassrls`);
    return;
  } catch (error) {
    // Made already, by this database's earlier start or another database's on the same server.
    if (codeOf(error) !== '42710' && codeOf(error) !== '23505') throw error;
  }
  if (!(await logsIn(role.url))) await run(`alter role ${who} with login password ${password}`);
}

/** Whether the role signs in with its password (not when the owner's, which it is derived from, changed). */
async function logsIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch (error) {
    if (codeOf(error) === '28P01') return false;
    throw error;
  } finally {
    void client.end().catch(() => {});
  }
}
