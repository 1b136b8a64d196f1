import type { EntityManager } from '@mikro-orm/postgresql';
import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from '../../../domain/staff/leads.ts';
import { WAITING_STATUSES, type InboxLead } from '../../../domain/staff/inbox.ts';
import type { StaffInbox } from '../../../ports/staff-inbox.ts';
import { OutboxMessageEntity } from '../entities/index.ts';

// Every kind of lead in one shape: who, how to reach them, what they asked for, since when.
// A callback waits from the moment it was asked for, the others from their record's creation.
// Quote leads also say when the goods are to be picked up (business time: Paris) and, once
// confirmed, the offer chosen and its price.
const LEADS = `
  select 'quote-request' as type, r.id, r.created_at as received_at, r.user_name as name, r.user_entreprise as company,
         r.user_email as email, r.user_phone as phone, q.reference, r.departure_location as from_place, r.departure_country as from_country,
         r.arrival_location as to_place, r.arrival_country as to_country, r.language,
         coalesce(r.pickup_window_from, (r.pickup_date + coalesce(r.pickup_time, time '00:00')) at time zone 'Europe/Paris') as pickup_at,
         r.selected_offer as offer, r.price::text as price
    from quote_requests r left join quotes q on q.id = r.quote_id
  union all
  select 'callback', q.id, coalesce(q.callback_requested_at, q.created_at), trim(concat_ws(' ', q.prenom, q.nom)), q.entreprise,
         q.email, q.telephone_urgence, q.reference, coalesce(q.departure_city, q.departure_location), q.departure_country,
         coalesce(q.arrival_city, q.arrival_location), q.arrival_country, q.language,
         (q.pickup_date + coalesce(q.pickup_time, time '00:00')) at time zone 'Europe/Paris', null, null
    from quotes q where q.status = 'callback_requested'
  union all
  select 'account', a.id, a.created_at, concat_ws(' ', a.prenom, a.nom), a.societe, a.email, a.telephone, null, null, null, null, null,
         coalesce(a.page_language, 'fr'), null::timestamptz, null, null
    from account_requests a
  union all
  select 'demo', d.id, d.created_at, concat_ws(' ', d.prenom, d.nom), d.societe, d.email, d.telephone, null, null, null, null, null,
         coalesce(d.page_language, 'fr'), null::timestamptz, null, null
    from demande_demo d
  union all
  select 'contact', c.id, c.created_at, concat_ws(' ', c.first_name, c.last_name), c.company, c.email, c.phone, null, null, null, null, null,
         coalesce(c.page_language, 'fr'), null::timestamptz, null, null
    from contact_automobile c`;

// The latest status of each lead (none is 'new'), and who set it.
const WAITING = `
  select l.*, ls.status, ls.created_at as status_at, u.username as status_by, lr.created_at as reminded_at
    from (${LEADS}) l
    left join lead_reminders lr on lr.lead_type = l.type and lr.lead_id = l.id
    left join lateral (select c.status, c.created_at, c.changed_by_id from lead_status_changes c
                        where c.lead_type = l.type and c.lead_id = l.id order by c.created_at desc limit 1) ls on true
    left join staff_users u on u.id = ls.changed_by_id
   where coalesce(ls.status, 'new') = any(?::text[])
   order by l.received_at
   limit 500`;

const blank = (value: unknown) => (value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim());
const instantOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export function sqlStaffInbox(root: EntityManager): StaffInbox {
  return {
    async waiting() {
      const rows = await root.getConnection().execute<Array<Record<string, unknown>>>(WAITING, [`{${WAITING_STATUSES.join(',')}}`]);
      return rows.map((row): InboxLead => ({
        type: LEAD_TYPES.find((type) => type === row.type) as LeadType,
        id: String(row.id),
        receivedAt: instantOf(row.received_at),
        status: (LEAD_STATUSES.find((status) => status === row.status) ?? 'new') as LeadStatus,
        statusBy: blank(row.status_by),
        statusAt: row.status_at ? instantOf(row.status_at) : null,
        name: blank(row.name) ?? '',
        company: blank(row.company),
        email: blank(row.email),
        phone: blank(row.phone),
        reference: blank(row.reference),
        route: row.from_place
          ? {
              from: String(row.from_place),
              fromCountry: String(row.from_country ?? ''),
              to: String(row.to_place ?? ''),
              toCountry: String(row.to_country ?? ''),
            }
          : null,
        language: String(row.language ?? 'fr'),
        remindedAt: row.reminded_at ? instantOf(row.reminded_at) : null,
        pickupAt: row.pickup_at ? instantOf(row.pickup_at) : null,
        offer: row.offer ? { variant: String(row.offer), price: blank(row.price) } : null,
      }));
    },

    async remindOnce(lead, notification) {
      return root.fork().transactional(async (em) => {
        // The key decides: a second instance looking at the same moment inserts nothing.
        const marked = await em
          .getConnection()
          .execute<unknown[]>(
            `insert into lead_reminders (lead_type, lead_id, created_at) values (?, ?, now()) on conflict do nothing returning lead_id`,
            [lead.type, lead.id],
            'all',
            em.getTransactionContext(),
          );
        if (marked.length === 0) return false;
        em.create(OutboxMessageEntity, notification);
        await em.flush();
        return true;
      });
    },
  };
}
