import type { Notification } from '../../domain/notifications/notification.ts';
import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../domain/staff/staff-policy.ts';
import type { LeadStatus, LeadType } from '../../domain/staff/leads.ts';
import type { AdminReadModel, AuditEntry } from '../../ports/admin-read-model.ts';
import type { PasswordHasher, Secrets, StaffAccounts, StaffSession, StaffSessions } from '../../ports/staff-auth.ts';
import { InvalidInput } from '../errors.ts';
import { makeAuthenticateStaff, makeLogOut } from './authenticate-staff.ts';
import { LeadNotFound, makeChangeLeadStatus } from './change-lead-status.ts';
import { MIN_PASSWORD_LENGTH, makeSetStaffPassword } from './set-staff-password.ts';
import { testSecrets } from '../../../tests/fakes/test-secrets.ts';

// The back office's session, account and lead-status use cases on port fakes.

const START = new Date('2026-11-23T09:00:00Z');
const secrets: Secrets = testSecrets({ randomToken: () => 'generated-password-0123456789', digest: (value) => `digest:${value}` });

function sessionStore(initial: StaffSession[] = []) {
  const all = new Map(initial.map((session) => [session.tokenHash, session]));
  const touched: string[] = [];
  const sessions: StaffSessions = {
    create: async (session) => void all.set(session.tokenHash, { ...session, username: 'agent' }),
    find: async (tokenHash) => all.get(tokenHash),
    touch: async (tokenHash, at) => {
      touched.push(tokenHash);
      const session = all.get(tokenHash);
      if (session) all.set(tokenHash, { ...session, lastSeenAt: at });
    },
    remove: async (tokenHash) => void all.delete(tokenHash),
    removeForUser: async (userId) => {
      for (const [hash, session] of all) if (session.userId === userId) all.delete(hash);
    },
  };
  return { sessions, all, touched };
}

const session = (token: string, createdAt = START, lastSeenAt = START): StaffSession => ({
  tokenHash: `digest:${token}`,
  userId: 'u1',
  username: 'agent',
  csrfToken: 'csrf',
  createdAt,
  lastSeenAt,
});

describe('authenticateStaff and logOut', () => {
  function at(now: Date, stored: StaffSession[]) {
    const store = sessionStore(stored);
    return { ...store, authenticate: makeAuthenticateStaff({ sessions: store.sessions, secrets, clock: { now: () => now } }) };
  }

  it('finds the live session a token names, by its digest; nothing for no token or an unknown one', async () => {
    const { authenticate } = at(new Date(START.getTime() + 1_000), [session('t1')]);
    expect(await authenticate('t1')).toMatchObject({ userId: 'u1', csrfToken: 'csrf' });
    expect(await authenticate(undefined)).toBeUndefined();
    expect(await authenticate('t2')).toBeUndefined();
  });

  it('notes the last request at most once a minute', async () => {
    const early = at(new Date(START.getTime() + 30_000), [session('t1')]);
    await early.authenticate('t1');
    expect(early.touched).toEqual([]);
    const later = at(new Date(START.getTime() + 61_000), [session('t1')]);
    await later.authenticate('t1');
    expect(later.touched).toEqual(['digest:t1']);
  });

  it.each([
    ['idle too long', new Date(START.getTime() + SESSION_IDLE_MS + 1), START],
    ['open too long, however active', new Date(START.getTime() + SESSION_ABSOLUTE_MS + 1), new Date(START.getTime() + SESSION_ABSOLUTE_MS)],
  ])('ends a session %s, and removes it', async (_case, now, lastSeenAt) => {
    const { authenticate, all } = at(now, [session('t1', START, lastSeenAt)]);
    expect(await authenticate('t1')).toBeUndefined();
    expect(all.size).toBe(0);
  });

  it('logs out by removing the session the token names', async () => {
    const { sessions, all } = sessionStore([session('t1'), session('t2')]);
    await makeLogOut({ sessions, secrets })('t1');
    await makeLogOut({ sessions, secrets })(undefined);
    expect([...all.keys()]).toEqual(['digest:t2']);
  });
});

describe('setStaffPassword', () => {
  function accounts(existing: string[] = []) {
    const saved = new Map<string, string>(existing.map((name) => [name, 'old-hash']));
    const store: StaffAccounts = {
      findByUsername: async (username) =>
        saved.has(username) ? { id: `id-${username}`, username, passwordHash: saved.get(username)! } : undefined,
      save: async (username, hash) => {
        const outcome = saved.has(username) ? 'updated' : 'created';
        saved.set(username, hash);
        return outcome;
      },
      count: async () => saved.size,
      knowsAddress: async () => false,
      rememberAddress: async () => {},
    };
    return { store, saved };
  }
  const hasher: PasswordHasher = { hash: async (password) => `hash:${password}`, verify: async () => true };

  it('creates an account under its lower-case name with the password hashed', async () => {
    const { store, saved } = accounts();
    const { sessions } = sessionStore();
    const set = makeSetStaffPassword({ accounts: store, sessions, hasher, secrets });
    expect(await set('  Agent.Real ', 'a-long-enough-password')).toEqual({
      username: 'agent.real',
      outcome: 'created',
      generatedPassword: undefined,
    });
    expect(saved.get('agent.real')).toBe('hash:a-long-enough-password');
  });

  it('generates a password when none is given, and shows it once', async () => {
    const { store } = accounts();
    const set = makeSetStaffPassword({ accounts: store, sessions: sessionStore().sessions, hasher, secrets });
    const result = await set('agent');
    expect(result.generatedPassword).toBe('generated-password-01234');
    expect(result.generatedPassword!.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
  });

  it('resetting a password ends the account’s open sessions', async () => {
    const { store } = accounts(['agent']);
    const open = sessionStore([
      { ...session('t1'), userId: 'id-agent' },
      { ...session('t2'), userId: 'someone-else' },
    ]);
    const set = makeSetStaffPassword({ accounts: store, sessions: open.sessions, hasher, secrets });
    expect((await set('agent', 'a-long-enough-password')).outcome).toBe('updated');
    expect([...open.all.keys()]).toEqual(['digest:t2']);
  });

  it.each([
    ['a name with spaces inside', 'agent real', 'a-long-enough-password', 'username'],
    ['a name too short', 'ab', 'a-long-enough-password', 'username'],
    ['a short password', 'agent', 'short', 'password'],
  ])('refuses %s', async (_case, username, password, field) => {
    const set = makeSetStaffPassword({ accounts: accounts().store, sessions: sessionStore().sessions, hasher, secrets });
    const error = await set(username, password).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).errors[0]?.field).toBe(field);
  });
});

describe('changeLeadStatus', () => {
  function leads(known: string[]) {
    const log: { type: LeadType; id: string; status: LeadStatus; note: string | null; staffUserId: string }[] = [];
    const queued: Notification[] = [];
    const readModel = {
      leadExists: async (_type: LeadType, id: string) => known.includes(id),
      history: async (type: LeadType, id: string): Promise<AuditEntry[]> =>
        log
          .filter((entry) => entry.type === type && entry.id === id)
          .map((entry) => ({ status: entry.status, note: entry.note, changedBy: entry.staffUserId, changedAt: START })),
    } as unknown as AdminReadModel;
    return {
      change: makeChangeLeadStatus({
        // The real read model answers the newest change first.
        readModel: { ...readModel, history: async (type: LeadType, id: string) => (await readModel.history(type, id)).reverse() },
        log: {
          append: async (entry, notifications = []) => {
            // As the adapter does: what the lead stood at just before, then the change.
            const before = log.filter((one) => one.type === entry.type && one.id === entry.id).at(-1)?.status ?? null;
            log.push(entry);
            queued.push(...(typeof notifications === 'function' ? notifications(before) : notifications));
          },
        },
        webhooks: { forQuoteRequest: async () => undefined },
        accounts: {
          requesterOf: async (id) =>
            id === 'account-1' ? { email: 'achats@alpha.example', name: 'Anne Alpha', company: 'Alpha', language: 'de' } : undefined,
        },
        siteUrl: 'https://flash.example/',
        clock: { now: () => START },
        outbox: { wake: () => undefined },
      }),
      log,
      queued,
    };
  }

  it('tells who asked for a business account, once, when staff accept it, in their page’s language', async () => {
    const { change, queued } = leads(['account-1']);
    await change({ staffUserId: 'u1', type: 'account', id: 'account-1', status: 'contacted', note: null });
    expect(queued).toEqual([]);
    await change({ staffUserId: 'u1', type: 'account', id: 'account-1', status: 'won', note: null });
    await change({ staffUserId: 'u2', type: 'account', id: 'account-1', status: 'won', note: 'again' });
    expect(queued).toEqual([
      {
        kind: 'account-accepted',
        audience: 'visitor',
        email: 'achats@alpha.example',
        language: 'de',
        reference: 'account-1',
        summary: { company: 'Alpha', name: 'Anne Alpha', signIn: 'https://flash.example/DE/account/sign-in' },
      },
    ]);
  });

  it('keeps every change with its note, trimmed, and answers the lead’s history', async () => {
    const { change } = leads(['lead-1']);
    await change({ staffUserId: 'u1', type: 'demo', id: 'lead-1', status: 'contacted', note: '  called back  ' });
    const history = await change({ staffUserId: 'u2', type: 'demo', id: 'lead-1', status: 'won', note: '   ' });
    expect(history).toEqual([
      { status: 'won', note: null, changedBy: 'u2', changedAt: START },
      { status: 'contacted', note: 'called back', changedBy: 'u1', changedAt: START },
    ]);
  });

  it('refuses an unknown lead and a note over 2,000 characters, writing nothing', async () => {
    const { change, log } = leads(['lead-1']);
    await expect(change({ staffUserId: 'u1', type: 'demo', id: 'nope', status: 'won', note: null })).rejects.toBeInstanceOf(LeadNotFound);
    await expect(change({ staffUserId: 'u1', type: 'demo', id: 'lead-1', status: 'won', note: 'x'.repeat(2_001) })).rejects.toBeInstanceOf(
      InvalidInput,
    );
    expect(log).toEqual([]);
  });
});
