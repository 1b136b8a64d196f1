import { purchasePriceSql } from '../carriers/purchase-price-sql.ts';
import { deliveredAtSql } from '../transport/delivered-at-sql.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LOW_MARGIN_RATE } from '../../../domain/carriers/tender.ts';
import { timesHeld } from '../transport/times-held-sql.ts';
import { LATEST_LEAD_STATUS, lockLeadStatus } from './lead-status-sql.ts';
import { v7 as uuidv7 } from 'uuid';
import { escapeLike } from '../sql-like.ts';
import { validUntil } from '../../../domain/quote/offer-validity.ts';
import { parseQuoteReference } from '../../../domain/quote/quote-reference.ts';
import type { LeadStatus, LeadType } from '../../../domain/staff/leads.ts';
import {
  type AdminReadModel,
  type AdminTab,
  LEAD_TYPE_OF_TAB,
  type LeadStatusLog,
  type ListQuery,
} from '../../../ports/admin-read-model.ts';
import { DEFAULT_SORT, type ListSort, type SortKey } from '../../../domain/staff/admin-tabs.ts';
import { OutboxMessageEntity } from '../entities/index.ts';

interface TabSource {
  table: string;
  /** a fixed condition of the tab */
  where?: string;
  /** columns (or expressions on the row t) searched with ILIKE */
  search: string[];
  /** columns shown besides the table's own */
  extra?: string;
  /** where the quote's reference is, for a reference typed as people do */
  reference?: string;
  /** the expression behind each sort key the tab offers (SORTS_OF_TAB) */
  sorts: Partial<Record<SortKey, string>>;
  /** columns never shown */
  hidden?: string[];
  /** columns computed from the row by a domain rule, before the hidden ones go */
  derived?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/** A quote's offers hold until the one validity of the domain (offer-validity.ts), shown to the agents as to the shipper. */
const quoteValidity = (row: Record<string, unknown>) => ({
  valid_until: validUntil({
    createdAt: new Date(row.created_at as string | Date),
    shipment: { pickupDate: (row.pickup_day as string | null) ?? null, pickupTime: (row.pickup_clock as string | null) ?? null },
  }).toISOString(),
});

// The reference a client reads out (FL-7K3Q-9M2X) finds its quote and the request made from it.
const QUOTE_REFERENCE_OF_REQUEST = '(select q.reference from quotes q where q.id = t.quote_id)';
const QUOTE_SEARCH = [
  'reference',
  'nom',
  'prenom',
  'email',
  'entreprise',
  'departure_city',
  'arrival_city',
  'departure_location',
  'arrival_location',
  'departure_street',
  'arrival_street',
];

// Identifiers come from this table only; every value is a parameter.
const TABS: Record<AdminTab, TabSource> = {
  quotes: {
    table: 'quotes',
    search: QUOTE_SEARCH,
    reference: 't.reference',
    // Every offer of a quote bears the same VAT (ADR 0031): the first one's is the quote's.
    extra: `to_char(t.pickup_date, 'YYYY-MM-DD') as pickup_day, to_char(t.pickup_time, 'HH24:MI') as pickup_clock, t.offers->0->'vat' as vat`,
    derived: quoteValidity,
    hidden: ['owner_key', 'offers', 'pickup_day', 'pickup_clock'],
    sorts: { reference: 't.reference', name: 'lower(t.nom)', distance: 't.distance', price: 't.price' },
  },
  'quote-requests': {
    table: 'quote_requests',
    search: [
      QUOTE_REFERENCE_OF_REQUEST,
      'user_name',
      'user_email',
      'user_entreprise',
      'departure_location',
      'arrival_location',
      'departure_street',
      'arrival_street',
    ],
    // The priority offer's price before its 15 % off, as the shipper's card showed it: rounded
    // once, when it was priced, never worked back from the discounted price.
    extra: `${QUOTE_REFERENCE_OF_REQUEST} as reference, (select (o->>'originalPrice')::float8 from quotes q cross join lateral jsonb_array_elements(q.offers) o where q.id = t.quote_id and o->>'variant' = 'priority' limit 1) as original_price`,
    reference: QUOTE_REFERENCE_OF_REQUEST,
    sorts: { reference: QUOTE_REFERENCE_OF_REQUEST, name: 'lower(t.user_name)', distance: 't.distance', price: 't.price' },
  },
  callbacks: {
    table: 'quotes',
    where: `t.status = 'callback_requested'`,
    search: QUOTE_SEARCH,
    reference: 't.reference',
    extra: `to_char(t.pickup_date, 'YYYY-MM-DD') as pickup_day, to_char(t.pickup_time, 'HH24:MI') as pickup_clock`,
    derived: quoteValidity,
    hidden: ['owner_key', 'offers', 'pickup_day', 'pickup_clock'],
    sorts: { reference: 't.reference', name: 'lower(t.nom)' },
  },
  demos: {
    table: 'demande_demo',
    search: ['nom', 'prenom', 'email', 'societe'],
    sorts: { name: 'lower(t.nom)', company: 'lower(t.societe)' },
  },
  accounts: {
    table: 'account_requests',
    search: ['nom', 'prenom', 'email', 'societe', 'pays'],
    sorts: { name: 'lower(t.nom)', company: 'lower(t.societe)' },
  },
  contacts: {
    table: 'contact_automobile',
    search: ['first_name', 'last_name', 'email', 'company', 'country'],
    sorts: { name: 'lower(t.last_name)', company: 'lower(t.company)' },
  },
};

const LEAD_TABLES: Record<LeadType, string> = {
  'quote-request': 'quote_requests',
  callback: 'quotes',
  demo: 'demande_demo',
  account: 'account_requests',
  contact: 'contact_automobile',
};

/** ORDER BY from the tab's own expressions only: the key and direction choose, never supply, SQL. */
function orderBy(sorts: Partial<Record<SortKey, string>>, sort: ListSort = DEFAULT_SORT): string {
  const direction = sort.direction === 'asc' ? 'asc' : 'desc';
  const expression = sort.key === 'date' ? undefined : sorts[sort.key];
  if (!expression) return `t.created_at ${sort.key === 'date' ? direction : 'desc'}`;
  return `${expression} ${direction} nulls last, t.created_at desc`;
}

const EXPORT_BATCH = 500;

/** The rows of a tab that match the filters, in the order asked, as SQL and its values, and how a row is shown. */
function selection(tab: AdminTab, query: Omit<ListQuery, 'page' | 'pageSize'>) {
  const source = { ...TABS[tab], leadType: LEAD_TYPE_OF_TAB[tab] };
  const conditions: string[] = source.where ? [source.where] : [];
  const params: unknown[] = [];
  if (source.leadType) params.push(source.leadType);
  if (query.search?.trim()) {
    const column = (name: string) => (name.startsWith('(') ? name : `t.${name}`);
    const matches = source.search.map((name) => `${column(name)} ilike ? escape '\\'`);
    const pattern = `%${escapeLike(query.search.trim())}%`;
    params.push(...source.search.map(() => pattern));
    // A reference typed as people say it ("fl 7k3q 9m2x", O for 0) is also looked for as written.
    const reference = source.reference && parseQuoteReference(query.search);
    if (reference) {
      matches.push(`${source.reference} = ?`);
      params.push(reference);
    }
    conditions.push(`(${matches.join(' or ')})`);
  }
  if (query.id) {
    conditions.push('t.id = ?');
    params.push(query.id);
  }
  if (query.from) {
    conditions.push('t.created_at >= ?');
    params.push(query.from);
  }
  if (query.to) {
    conditions.push('t.created_at < ?');
    params.push(query.to);
  }
  const lead = source.leadType
    ? `, ls.status as lead_status, ls.note as lead_note, ls.created_at as lead_status_at
         from ${source.table} t
         left join lateral (select status, note, created_at from lead_status_changes
                             where lead_type = ? and lead_id = t.id order by created_at desc limit 1) ls on true`
    : ` from ${source.table} t`;
  const sql = `select t.*${source.extra ? `, ${source.extra}` : ''}, count(*) over () as total_count${lead}
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
      order by ${orderBy(source.sorts, query.sort)}`;
  const shape = ({ total_count: _total, ...all }: Record<string, unknown>) => {
    const row = Object.fromEntries(
      Object.entries({ ...all, ...source.derived?.(all) }).filter(([column]) => !source.hidden?.includes(column)),
    );
    if (source.leadType && row.lead_status === null) row.lead_status = 'new';
    return row;
  };
  return { sql, params, shape };
}

export function sqlAdminReadModel(root: EntityManager): AdminReadModel {
  const execute = <T>(sql: string, params: unknown[] = []) => root.getConnection().execute(sql, params) as Promise<T>;
  return {
    async kpis(since) {
      // When the goods were delivered, as last corrected: a correction moves the on-time figure;
      // times the road cannot explain count in neither figure until an agent confirms or corrects them.
      const DELIVERED_AT = deliveredAtSql('m');
      const [row] = await execute<Array<Record<string, string | number | null>>>(
        `select (select count(*) from quotes where created_at >= ?) as quotes,
                (select count(*) from quote_requests where created_at >= ?) as validated,
                (select coalesce(sum(price), 0) from quote_requests where created_at >= ?) as revenue,
                (select count(*) from demande_demo where created_at >= ?) as demos,
                (select count(*) from account_requests where created_at >= ?) as accounts,
                (select count(*) from transport_moves m join quote_requests r on r.id = m.quote_request_id
                  where m.kind = 'deliver' and m.created_at >= ? and r.estimated_delivery is not null
                    and not ${timesHeld('r.id')}) as delivered,
                (select count(*) from transport_moves m join quote_requests r on r.id = m.quote_request_id
                  where m.kind = 'deliver' and m.created_at >= ? and ${DELIVERED_AT} <= r.estimated_delivery
                    and not ${timesHeld('r.id')}) as on_time,
                (select count(*) from carrier_awards a where a.awarded_at >= ?) as awarded,
                (select coalesce(sum(r.price), 0) from carrier_awards a join quote_requests r on r.id = a.quote_request_id
                  where a.awarded_at >= ?) as sold,
                (select coalesce(sum(${purchasePriceSql('a')}), 0) from carrier_awards a where a.awarded_at >= ?) as bought,
                (select count(*) from carrier_awards a join quote_requests r on r.id = a.quote_request_id
                  where a.awarded_at >= ? and (r.price is null or r.price - ${purchasePriceSql('a')} < r.price * ?)) as low_margin`,
        [since, since, since, since, since, since, since, since, since, since, since, LOW_MARGIN_RATE],
      );
      return {
        preValidationQuotes: Number(row?.quotes ?? 0),
        validatedQuotes: Number(row?.validated ?? 0),
        demoRequests: Number(row?.demos ?? 0),
        accountCreations: Number(row?.accounts ?? 0),
        validatedPriceTotal: Number(row?.revenue ?? 0),
        deliveries: { delivered: Number(row?.delivered ?? 0), onTime: Number(row?.on_time ?? 0) },
        margins: {
          awarded: Number(row?.awarded ?? 0),
          saleEuros: Number(row?.sold ?? 0),
          purchaseEuros: Number(row?.bought ?? 0),
          low: Number(row?.low_margin ?? 0),
        },
      };
    },

    async list(tab, query) {
      const { sql, params, shape } = selection(tab, query);
      const rows = await execute<Array<Record<string, unknown>>>(`${sql} limit ? offset ?`, [
        ...params,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      ]);
      return {
        total: Number(rows[0]?.total_count ?? 0),
        page: query.page,
        pageSize: query.pageSize,
        rows: rows.map(shape),
      };
    },

    async eachBatch(tab, query, visit) {
      const { sql, params, shape } = selection(tab, query);
      // A cursor in one read-only transaction: every matching row, from one snapshot, a batch
      // at a time, however many there are.
      await root.fork().transactional(
        async (em) => {
          const connection = em.getConnection();
          const context = em.getTransactionContext();
          await connection.execute(`declare staff_export no scroll cursor for ${sql}`, params, 'run', context);
          for (;;) {
            const rows = await connection.execute<Array<Record<string, unknown>>>(
              `fetch ${EXPORT_BATCH} from staff_export`,
              [],
              'all',
              context,
            );
            if (rows.length === 0) return;
            await visit(rows.map(shape));
          }
        },
        { readOnly: true },
      );
    },

    async activity(since) {
      const rows = await execute<Array<{ day: string; quotes: string; validated: string }>>(
        `select day, sum(quotes) as quotes, sum(validated) as validated from (
            select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day, 1 as quotes, 0 as validated from quotes where created_at >= ?
            union all
            select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM-DD'), 0, 1 from quote_requests where created_at >= ?
          ) as events group by day order by day`,
        [since, since],
      );
      return rows.map((row) => ({ day: row.day, quotes: Number(row.quotes), validated: Number(row.validated) }));
    },

    async leadExists(type, id) {
      const rows = await execute<unknown[]>(
        `select 1 from ${LEAD_TABLES[type]} where id = ?${type === 'callback' ? ` and status = 'callback_requested'` : ''}`,
        [id],
      );
      return rows.length === 1;
    },

    async history(type, id) {
      const rows = await execute<Array<{ status: string; note: string | null; username: string; created_at: Date | string }>>(
        `select c.status, c.note, u.username, c.created_at from lead_status_changes c join staff_users u on u.id = c.changed_by_id
          where c.lead_type = ? and c.lead_id = ? order by c.created_at desc`,
        [type, id],
      );
      return rows.map((row) => ({
        status: row.status as never,
        note: row.note,
        changedBy: row.username,
        changedAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
      }));
    },
  };
}

export function sqlLeadStatusLog(root: EntityManager): LeadStatusLog {
  return {
    async append(entry, notifications = []) {
      await root.fork().transactional(async (em) => {
        const run = (sql: string, values: unknown[]) =>
          em.getConnection().execute<Array<Record<string, unknown>>>(sql, values, 'all', em.getTransactionContext());
        await lockLeadStatus(em, entry.type, entry.id);
        const [latest] = await run(`select ${LATEST_LEAD_STATUS} as status`, [entry.type, entry.id]);
        const before = (latest?.status ?? null) as LeadStatus | null;
        const queued = typeof notifications === 'function' ? notifications(before) : notifications;
        await em
          .getConnection()
          .execute(
            `insert into lead_status_changes (id, created_at, lead_type, lead_id, status, note, changed_by_id) values (?, now(), ?, ?, ?, ?, ?)`,
            [uuidv7(), entry.type, entry.id, entry.status, entry.note, entry.staffUserId],
            'run',
            em.getTransactionContext(),
          );
        for (const notification of queued) em.create(OutboxMessageEntity, notification);
        await em.flush();
      });
    },
  };
}
