import type { EntityManager } from '@mikro-orm/postgresql';
import type { BusinessAccounts } from '../../../ports/business-accounts.ts';
import { OutboxMessageEntity } from '../entities/index.ts';
import { ACCEPTED, OF_ANOTHER_COMPANY, PERSON, type Row, inTransaction, personOf, roleOf } from './account-sql.ts';

// An invitation waits for its invitee, who joins by its link; until then the company
// sees only "invited, waiting", and the invitee nothing of the company.

const WAITING = `i.accepted_at is null and i.withdrawn_at is null and i.expires_at > ?`;

/** Invitations in PostgreSQL; an address's invitations and acceptances take turns under a lock on it. */
export function sqlAccountInvitations(
  root: EntityManager,
): Pick<BusinessAccounts, 'invite' | 'invitations' | 'invitation' | 'acceptInvitation' | 'withdrawInvitation'> {
  const sql = <T extends Row>(query: string, values: unknown[] = []) => root.getConnection().execute<T[]>(query, values);
  const lockAddress = (run: ReturnType<typeof inTransaction>, email: string) =>
    run(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`account-person:${email}`]);
  const ofAnotherCompany = async (run: ReturnType<typeof inTransaction>, email: string, accountId: string) =>
    (await run<{ yes: boolean }>(`select ${OF_ANOTHER_COMPANY} as yes`, [email, accountId, email, accountId]))[0]?.yes === true;

  return {
    async invite(accountId, invitation, message) {
      return root.fork().transactional(async (em) => {
        const run = inTransaction(em);
        await lockAddress(run, invitation.email);
        const [member] = await run(`select 1 from account_people where account_id = ? and email = ? and removed_at is null`, [
          accountId,
          invitation.email,
        ]);
        if (member) return 'member' as const;
        if (await ofAnotherCompany(run, invitation.email, accountId)) return 'elsewhere' as const;
        // A second invitation replaces the one still waiting: only the newest link opens.
        await run(
          `update account_invitations set withdrawn_at = now() where account_id = ? and email = ? and accepted_at is null and withdrawn_at is null`,
          [accountId, invitation.email],
        );
        const [company] = await run<{ societe: string }>(
          `insert into account_invitations (id, account_id, created_at, email, role, token_hash, expires_at)
           values (gen_random_uuid(), ?, now(), ?, ?, ?, ?)
           returning (select societe from account_requests where id = ?) as societe`,
          [accountId, invitation.email, invitation.role, invitation.tokenHash, invitation.expiresAt, accountId],
        );
        em.create(OutboxMessageEntity, message(String(company?.societe ?? '')));
        await em.flush();
        return 'invited' as const;
      });
    },

    async invitations(accountId, now) {
      const rows = await sql(
        `select i.id, i.email, i.role, i.created_at, i.expires_at from account_invitations i
          where i.account_id = ? and ${WAITING} order by i.created_at desc, i.email`,
        [accountId, now],
      );
      return rows.map((row) => ({
        id: String(row.id),
        email: String(row.email),
        role: roleOf(row.role),
        invitedAt: new Date(String(row.created_at)),
        expiresAt: new Date(String(row.expires_at)),
      }));
    },

    async invitation(tokenHash, now) {
      const [row] = await sql(
        `select i.account_id, a.societe, i.email, i.role from account_invitations i join account_requests a on a.id = i.account_id
          where i.token_hash = ? and ${WAITING} and ${ACCEPTED}`,
        [tokenHash, now],
      );
      if (!row) return undefined;
      return {
        accountId: String(row.account_id),
        company: String(row.societe ?? ''),
        email: String(row.email),
        role: roleOf(row.role),
      };
    },

    async acceptInvitation(tokenHash, now) {
      return root.fork().transactional(async (em) => {
        const run = inTransaction(em);
        const [waiting] = await run<{ id: string; account_id: string; email: string; role: string }>(
          `select i.id, i.account_id, i.email, i.role from account_invitations i join account_requests a on a.id = i.account_id
            where i.token_hash = ? and ${WAITING} and ${ACCEPTED} for update of i`,
          [tokenHash, now],
        );
        if (!waiting) return undefined;
        await lockAddress(run, waiting.email);
        if (await ofAnotherCompany(run, waiting.email, waiting.account_id)) return 'elsewhere' as const;
        const [joined] = await run<{ id: string }>(
          `insert into account_people (id, created_at, account_id, email, role) values (gen_random_uuid(), ?, ?, ?, ?)
           on conflict (account_id, email) do update set removed_at = null, role = excluded.role, created_at = excluded.created_at
           returning id`,
          [now, waiting.account_id, waiting.email, waiting.role],
        );
        await run(`update account_invitations set accepted_at = ? where id = ?`, [now, waiting.id]);
        const [person] = await run(`${PERSON} and p.id = ?`, [joined!.id]);
        return person ? personOf(person) : undefined;
      });
    },

    async withdrawInvitation(accountId, invitationId, at) {
      const withdrawn = await sql(
        `update account_invitations i set withdrawn_at = ? where i.id = ? and i.account_id = ? and ${WAITING} returning i.id`,
        [at, invitationId, accountId, at],
      );
      return withdrawn.length === 1;
    },
  };
}
