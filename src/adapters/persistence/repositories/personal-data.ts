import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataRecords, PersonalDataStore } from '../../../ports/personal-data.ts';

// Where people's details are kept, table by table: the column that holds their email address,
// and what erasing them writes instead (empty text: the records stay, for the figures, without
// the person). Free texts (comments, messages) go too: people write their names in them.
const TABLES = [
  {
    key: 'quotes',
    table: 'quotes',
    email: 'email',
    erase: `nom = null, prenom = null, entreprise = null, telephone_urgence = null, email = null, comments = null,
            departure_note = null, arrival_note = null`,
  },
  {
    key: 'quoteRequests',
    table: 'quote_requests',
    email: 'user_email',
    erase: `user_email = '', user_phone = null, user_name = '', user_entreprise = null, comments = null,
            departure_note = null, arrival_note = null`,
  },
  {
    key: 'accountRequests',
    table: 'account_requests',
    email: 'email',
    erase: `prenom = '', nom = '', email = '', societe = '', telephone = ''`,
  },
  { key: 'demoRequests', table: 'demande_demo', email: 'email', erase: `prenom = '', nom = '', societe = '', email = '', telephone = ''` },
  {
    key: 'expertContacts',
    table: 'contact_automobile',
    email: 'email',
    erase: `first_name = '', last_name = '', company = '', email = '', phone = '', job_title = null, message = ''`,
  },
] as const;

/** A quote is a lead once it led somewhere: an offer chosen or a callback asked for. */
const LEAD_QUOTE = `status in ('offer_confirmed', 'callback_requested')`;

export function sqlPersonalDataStore(root: EntityManager): PersonalDataStore {
  return {
    async find(email) {
      const connection = root.getConnection();
      const records = {} as PersonalDataRecords;
      for (const { key, table, email: column } of TABLES) {
        records[key] = await connection.execute(`select * from ${table} where lower(${column}) = lower(?) order by created_at`, [email]);
      }
      records.accountPeople = await connection.execute(
        `select p.id, p.created_at, p.email, p.role, p.removed_at, a.societe as company
           from account_people p join account_requests a on a.id = p.account_id
          where p.email = lower(?) order by p.created_at`,
        [email],
      );
      records.accountBilling = await connection.execute(
        `select account_id, email, street, postal_code, city, country, siren, updated_at from account_billing where email = lower(?)`,
        [email],
      );
      records.invoices = await connection.execute(
        `select id, number, kind, created_at, document from invoices where lower(document->'buyer'->>'email') = lower(?) order by created_at`,
        [email],
      );
      records.emails = await connection.execute(
        `select id, created_at, kind, status, sent_at, summary from outbox where lower(email) = lower(?) or reference in (${referencesOf()}) order by created_at`,
        [email, ...TABLES.map(() => email)],
      );
      return records;
    },

    async erase(email, { staffUserId, at }) {
      return root.fork().transactional(async (em) => {
        const connection = em.getConnection();
        const context = em.getTransactionContext();
        // The emails first: they are found through the records, before those forget the address.
        const emails = await connection.execute<Array<{ id: string }>>(
          `delete from outbox where lower(email) = lower(?) or reference in (${referencesOf()}) returning id`,
          [email, ...TABLES.map(() => email)],
          'all',
          context,
        );
        let records = emails.length;
        for (const { table, email: column, erase } of TABLES) {
          const result = await connection.execute<{ affectedRows: number }>(
            `update ${table} set ${erase} where lower(${column}) = lower(?)`,
            [email],
            'run',
            context,
          );
          records += result.affectedRows;
        }
        // A business account's person with this address: gone, with their links and sessions.
        const people = await connection.execute<{ affectedRows: number }>(
          `delete from account_people where email = lower(?)`,
          [email],
          'run',
          context,
        );
        records += people.affectedRows;
        // Their sign-in links and invitations go too; the trail of quotes they added keeps when, not who.
        for (const statement of [
          `delete from account_sign_in_links where email = lower(?)`,
          `delete from account_invitations where email = lower(?)`,
          // Billing details naming the address; the invoices issued to it are kept, as the law requires.
          `delete from account_billing where email = lower(?)`,
          `update quote_account_additions set email = '' where email = lower(?)`,
        ])
          records += (await connection.execute<{ affectedRows: number }>(statement, [email], 'run', context)).affectedRows;
        await connection.execute(
          `insert into personal_data_erasures (id, erased_at, erased_by_id, records) values (gen_random_uuid(), ?, ?, ?)`,
          [at, staffUserId, records],
          'run',
          context,
        );
        return { records, emails: emails.map((row) => String(row.id)) };
      });
    },

    async purge({ unconfirmedQuotes, leads, emails, driverPositions }) {
      return root.fork().transactional(async (em) => {
        const connection = em.getConnection();
        const context = em.getTransactionContext();
        const run = (sql: string, params: unknown[]) =>
          connection.execute<{ affectedRows: number }>(sql, params, 'run', context).then((result) => result.affectedRows);
        const emailsDeleted = await run(`delete from outbox where status in ('sent', 'failed') and created_at < ?`, [emails]);
        const quotesDeleted = await run(`delete from quotes where not (${LEAD_QUOTE}) and created_at < ?`, [unconfirmedQuotes]);
        let leadsAnonymised = 0;
        for (const { table, email: column, erase } of TABLES) {
          const onlyLeads = table === 'quotes' ? ` and ${LEAD_QUOTE}` : '';
          // Already anonymised rows have no address left: they are not counted again.
          leadsAnonymised += await run(`update ${table} set ${erase} where created_at < ? and coalesce(${column}, '') <> ''${onlyLeads}`, [
            leads,
          ]);
        }
        // Where the driver was, 30 days after the goods were delivered (or the transport cancelled).
        const positionsDeleted = await run(
          `delete from driver_positions p where exists (
             select 1 from transport_moves m where m.quote_request_id = p.quote_request_id and m.kind in ('deliver', 'cancel')
                and (case when m.kind = 'deliver' then (m.move->>'at')::timestamptz else m.created_at end) < ?)`,
          [driverPositions],
        );
        return { quotesDeleted, leadsAnonymised, emailsDeleted, positionsDeleted };
      });
    },
  };
}

/** The ids of every record holding the address (one parameter per table). */
function referencesOf(): string {
  return TABLES.map(({ table, email }) => `select id from ${table} where lower(${email}) = lower(?)`).join(' union all ');
}
