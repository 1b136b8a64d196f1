import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountRole } from '../../../domain/account/sign-in-link.ts';
import type { AccountPerson } from '../../../ports/business-accounts.ts';

// What the business accounts' statements share: when an account is accepted, who its people are.

export type Row = Record<string, unknown>;

/** An account (alias a) is accepted while its request's latest status is 'won' (the admin's "Gagné"). */
export const ACCEPTED = `(select c.status from lead_status_changes c where c.lead_type = 'account' and c.lead_id = a.id
                    order by c.created_at desc limit 1) = 'won'`;

/** The people of accepted accounts, with their company's name. */
export const PERSON = `select p.id, p.account_id, p.email, p.role, a.societe as company
                  from account_people p join account_requests a on a.id = p.account_id
                 where p.removed_at is null and ${ACCEPTED}`;

/**
 * Whether the address (the first ?) is a person of an accepted account other than the second ?'s,
 * or asked for one that was accepted: a person belongs to one company.
 */
export const OF_ANOTHER_COMPANY = `(exists (select 1 from account_people p join account_requests a on a.id = p.account_id
                   where p.email = ? and p.removed_at is null and a.id <> ? and ${ACCEPTED})
      or exists (select 1 from account_requests a where lower(a.email) = ? and a.id <> ? and ${ACCEPTED}))`;

/** A role as stored: one of the fixed set. */
export const roleOf = (stored: unknown): AccountRole => (stored === 'owner' ? 'owner' : 'member');

export const personOf = (row: Row): AccountPerson => ({
  id: String(row.id),
  accountId: String(row.account_id),
  email: String(row.email),
  role: roleOf(row.role),
  company: String(row.company ?? ''),
});

/** Statements run in `em`'s transaction. */
export const inTransaction =
  (em: EntityManager) =>
  <T extends Row>(query: string, values: unknown[]) =>
    em.getConnection().execute<T[]>(query, values, 'all', em.getTransactionContext());
