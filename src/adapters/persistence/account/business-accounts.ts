import { TRANSPORT_STATES } from '../../../domain/transport/transport-lifecycle.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, parseLanguage } from '../../../domain/language.ts';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../domain/quote/quote-lifecycle.ts';
import type { BusinessAccounts } from '../../../ports/business-accounts.ts';
import type { StatementEntry } from '../../../domain/account/statement.ts';
import { isUuid } from '../../../domain/uuid.ts';
import { AccountSessionEntity } from '../entities/index.ts';
import { sqlAccountInvitations } from './account-invitations.ts';
import { ACCEPTED, PERSON, type Row, inTransaction, personOf } from './account-sql.ts';
import { COMPANY_QUOTES } from './company-quotes.ts';
import { transportStateSql } from '../transport/transport-state-sql.ts';

/**
 * The sign-in link's row for any address, and its email only for a person of an accepted account
 * (or who asked for one), in one statement: a known and an unknown address cost the same.
 */
const ISSUE_LINK = `with link as (insert into account_sign_in_links (token_hash, email, created_at, expires_at) values (?, ?, now(), ?)),
  known as (select a.id, a.societe from account_people p join account_requests a on a.id = p.account_id
             where p.email = ? and p.removed_at is null and ${ACCEPTED}
            union all
            select a.id, a.societe from account_requests a where lower(a.email) = ? and ${ACCEPTED}
            limit 1)
  insert into outbox (id, created_at, kind, audience, email, language, reference, summary, next_attempt_at)
  select gen_random_uuid(), now(), 'account-sign-in', 'visitor', ?, ?, known.id,
         jsonb_build_object('company', coalesce(known.societe, ''), 'link', ?::text, 'minutes', ?::int), now()
    from known`;

/**
 * A session holds while its person is one of an accepted account's, and the account was not set to
 * anything but accepted since the session started (a session never comes back to life).
 */
const LIVE_SESSION = `select s.created_at, s.last_seen_at, p.id, p.account_id, p.email, p.role, a.societe as company
  from account_sessions s join account_people p on p.id = s.person_id join account_requests a on a.id = p.account_id
 where s.token_hash = ? and p.removed_at is null and ${ACCEPTED}
   and not exists (select 1 from lead_status_changes c where c.lead_type = 'account' and c.lead_id = a.id
                    and c.status <> 'won' and c.created_at >= s.created_at)`;

const SEARCH = `and (q.reference ilike ? or r.po_number ilike ? or q.departure_location ilike ? or q.arrival_location ilike ?
                     or q.departure_street ilike ? or q.arrival_street ilike ? or q.departure_city ilike ? or q.arrival_city ilike ?)`;

/** `%text%` for ilike, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Where a confirmed quote's transport stands; null before confirmation. */
const TRANSPORT_STATE = `(case when r.id is null then null else ${transportStateSql('r')} end)`;

export function sqlBusinessAccounts(root: EntityManager): BusinessAccounts {
  const sql = <T extends Row>(query: string, values: unknown[] = []) => root.getConnection().execute<T[]>(query, values);
  const person = async (where: string, values: unknown[]) => {
    const [row] = await sql(`${PERSON} and ${where} limit 1`, values);
    return row ? personOf(row) : undefined;
  };

  /** The person of an accepted account with this address; who asked for it owns it from its acceptance. */
  async function personFor(email: string) {
    const address = email.trim().toLowerCase();
    const known = await person('p.email = ?', [address]);
    if (known) return known;
    // Whoever asked for an accepted account owns it (accounts accepted before people were kept too).
    const [owner] = await sql<{ id: string }>(
      `select a.id from account_requests a where lower(a.email) = ? and ${ACCEPTED} order by a.created_at desc limit 1`,
      [address],
    );
    if (!owner) return undefined;
    await sql(
      `insert into account_people (id, created_at, account_id, email, role) values (gen_random_uuid(), now(), ?, ?, 'owner')
       on conflict (account_id, email) do nothing`,
      [owner.id, address],
    );
    return person('p.email = ?', [address]);
  }

  return {
    async requesterOf(accountId) {
      const [row] = await sql(
        `select email, trim(concat_ws(' ', prenom, nom)) as name, societe, page_language from account_requests where id = ?`,
        [accountId],
      );
      if (!row) return undefined;
      return {
        email: String(row.email),
        name: String(row.name ?? ''),
        company: String(row.societe ?? ''),
        language: parseLanguage(row.page_language) ?? DEFAULT_LANGUAGE,
      };
    },

    async issueLink(link, message) {
      await sql(ISSUE_LINK, [
        link.tokenHash,
        link.email,
        link.expiresAt,
        link.email,
        link.email,
        link.email,
        message.language,
        message.link,
        message.minutes,
      ]);
    },

    async useLink(tokenHash, now) {
      // One statement: of two uses at once, one finds it unused.
      const [used] = await sql<{ email: string }>(
        `update account_sign_in_links set used_at = ? where token_hash = ? and used_at is null and expires_at > ? returning email`,
        [now, tokenHash, now],
      );
      return used ? personFor(used.email) : undefined;
    },

    async startSession(tokenHash, personId, at) {
      await root.fork().insert(AccountSessionEntity, { tokenHash, person: personId, createdAt: at, lastSeenAt: at });
    },

    async session(tokenHash) {
      const [row] = await sql(LIVE_SESSION, [tokenHash]);
      if (!row) return undefined;
      return { person: personOf(row), startedAt: new Date(String(row.created_at)), lastSeenAt: new Date(String(row.last_seen_at)) };
    },

    async touch(tokenHash, at) {
      await root.fork().nativeUpdate(AccountSessionEntity, { tokenHash }, { lastSeenAt: at });
    },

    async endSession(tokenHash) {
      await root.fork().nativeDelete(AccountSessionEntity, { tokenHash });
    },

    async people(accountId) {
      const rows = await sql(`${PERSON} and p.account_id = ? order by p.role = 'owner' desc, p.created_at, p.email`, [accountId]);
      return rows.map(personOf);
    },

    ...sqlAccountInvitations(root),

    async remove(accountId, personId) {
      return root.fork().transactional(async (em) => {
        const run = inTransaction(em);
        const removed = await run(
          `update account_people set removed_at = now() where id = ? and account_id = ? and role = 'member' and removed_at is null returning id`,
          [personId, accountId],
        );
        if (removed.length === 0) return false;
        await run(`delete from account_sessions where person_id = ?`, [personId]);
        return true;
      });
    },

    async confirmedBetween(accountId, from, to) {
      const rows = await sql(
        `select q.reference, r.created_at as confirmed_at, r.po_number, r.price::text as price, r.vat, r.co2e,
                r.departure_location, r.departure_country, r.arrival_location, r.arrival_country
         ${COMPANY_QUOTES} and r.id is not null and r.created_at >= ? and r.created_at < ?
         order by r.created_at, q.reference`,
        [accountId, from, to],
      );
      return rows.map((row) => ({
        reference: String(row.reference),
        confirmedAt: new Date(String(row.confirmed_at)),
        route: {
          from: String(row.departure_location),
          fromCountry: String(row.departure_country),
          to: String(row.arrival_location),
          toCountry: String(row.arrival_country),
        },
        poNumber: row.po_number ? String(row.po_number) : null,
        price: row.price === null || row.price === undefined ? null : String(row.price),
        vat: (row.vat as StatementEntry['vat']) ?? null,
        co2e: (row.co2e as StatementEntry['co2e']) ?? null,
      }));
    },

    async contactOf(someone) {
      const [row] = await sql(
        `select first_name, last_name, company, phone from (
           select q.prenom as first_name, q.nom as last_name, q.entreprise as company, q.telephone_urgence as phone, q.created_at, 1 as rank
             from quotes q where lower(q.email) = ? and coalesce(q.prenom, '') <> '' and coalesce(q.nom, '') <> ''
           union all
           select a.prenom, a.nom, a.societe, a.telephone, a.created_at, 2
             from account_requests a where a.id = ? and lower(a.email) = ? and a.prenom <> '' and a.nom <> ''
         ) known order by rank, created_at desc limit 1`,
        [someone.email, someone.accountId, someone.email],
      );
      if (!row) return undefined;
      return {
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        company: String(row.company || someone.company),
        email: someone.email,
        phone: row.phone ? String(row.phone) : null,
      };
    },

    async companyQuoteOwner(accountId, quoteId) {
      if (!isUuid(quoteId)) return undefined;
      const [row] = await sql<{ owner_key: string }>(`select q.owner_key ${COMPANY_QUOTES} and q.id = ?`, [accountId, quoteId]);
      return row?.owner_key;
    },

    async addQuote(accountId, quoteId, email, at) {
      if (!isUuid(quoteId)) return false;
      return root.fork().transactional(async (em) => {
        const run = inTransaction(em);
        const added = await run(`update quotes set account_id = ? where id = ? and account_id is null and lower(email) = ? returning id`, [
          accountId,
          quoteId,
          email,
        ]);
        if (added.length === 0) return false;
        await run(
          `insert into quote_account_additions (id, quote_id, account_id, email, added_at) values (gen_random_uuid(), ?, ?, ?, ?)`,
          [quoteId, accountId, email, at],
        );
        return true;
      });
    },

    async quoteTrail(quoteId) {
      if (!isUuid(quoteId)) return [];
      const rows = await sql(`select account_id, email, added_at from quote_account_additions where quote_id = ? order by added_at, id`, [
        quoteId,
      ]);
      return rows.map((row) => ({ accountId: String(row.account_id), email: String(row.email), at: new Date(String(row.added_at)) }));
    },

    async transports(accountId, query) {
      const filters: string[] = [];
      const values: unknown[] = [accountId];
      if (query.search) {
        filters.push(SEARCH);
        values.push(...Array.from({ length: 8 }, () => containing(query.search!)));
      }
      if (query.status) {
        filters.push('and q.status = ?');
        values.push(query.status);
      }
      if (query.transportState) {
        filters.push(`and ${TRANSPORT_STATE} = ?`);
        values.push(query.transportState);
      }
      if (query.from) {
        filters.push('and q.created_at >= ?');
        values.push(query.from);
      }
      if (query.to) {
        filters.push('and q.created_at < ?');
        values.push(query.to);
      }
      const where = `${COMPANY_QUOTES} ${filters.join(' ')}`;
      const [{ total } = { total: 0 }] = await sql<{ total: number }>(`select count(*)::int as total ${where}`, values);
      const rows = await sql(
        `select q.id, q.reference, q.created_at, q.status, q.owner_key, to_char(q.pickup_date, 'YYYY-MM-DD') as pickup_date, r.po_number,
                coalesce(q.departure_city, q.departure_location) as from_place, q.departure_country,
                coalesce(q.arrival_city, q.arrival_location) as to_place, q.arrival_country,
                ${TRANSPORT_STATE} as transport_state
         ${where} order by q.created_at desc, q.id desc limit ? offset ?`,
        [...values, query.pageSize, (query.page - 1) * query.pageSize],
      );
      return {
        total,
        rows: rows.map((row) => ({
          quoteId: String(row.id),
          reference: String(row.reference),
          createdAt: new Date(String(row.created_at)),
          status: QUOTE_STATUSES.find((status) => status === row.status) ?? ('created' as QuoteStatus),
          route: {
            from: String(row.from_place ?? ''),
            fromCountry: String(row.departure_country ?? ''),
            to: String(row.to_place ?? ''),
            toCountry: String(row.arrival_country ?? ''),
          },
          pickupDate: String(row.pickup_date),
          poNumber: row.po_number ? String(row.po_number) : null,
          transportState: TRANSPORT_STATES.find((state) => state === row.transport_state) ?? null,
          ownerKey: String(row.owner_key),
        })),
      };
    },
  };
}
