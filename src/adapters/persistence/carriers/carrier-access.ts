import type { EntityManager } from '@mikro-orm/postgresql';
import type { OfferAnswer } from '../../../domain/carriers/tender.ts';
import { DEFAULT_LANGUAGE, parseLanguage } from '../../../domain/language.ts';
import { TRANSPORT_STATES } from '../../../domain/transport/transport-lifecycle.ts';
import type { CarrierAccess, CarrierPortalPerson } from '../../../ports/carrier-access.ts';
import { CarrierSessionEntity } from '../entities/index.ts';
import { transportStateSql } from '../transport/transport-state-sql.ts';

type Row = Record<string, unknown>;

/**
 * The sign-in link's row for any address, and its email only for one of a carrier's people, in
 * one statement: a known and an unknown address cost the same.
 */
const ISSUE_LINK = `with link as (insert into carrier_sign_in_links (token_hash, email, created_at, expires_at) values (?, ?, now(), ?))
  insert into outbox (id, created_at, kind, audience, email, language, reference, summary, next_attempt_at)
  select gen_random_uuid(), now(), 'carrier-sign-in', 'carrier', p.email, p.language, p.carrier_id,
         jsonb_build_object('company', c.company, 'link', ?::text, 'minutes', ?::int), now()
    from carrier_people p join carriers c on c.id = p.carrier_id where p.email = ?`;

const PERSON = `select p.id, p.carrier_id, p.name, p.email, p.mobile, p.language, c.company
                  from carrier_people p join carriers c on c.id = p.carrier_id`;

const personOf = (row: Row): CarrierPortalPerson => ({
  id: String(row.id),
  carrierId: String(row.carrier_id),
  company: String(row.company),
  name: String(row.name),
  email: String(row.email),
  mobile: String(row.mobile),
  language: parseLanguage(row.language) ?? DEFAULT_LANGUAGE,
});

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** carrier_sign_in_links, carrier_sessions, and the offers a carrier was made, in PostgreSQL. */
export function sqlCarrierAccess(root: EntityManager): CarrierAccess {
  const sql = <T extends Row>(query: string, values: unknown[] = []) => root.getConnection().execute<T[]>(query, values);
  return {
    async issueLink(link, message) {
      // The email goes out in the person's own language, whatever page asked for it.
      await sql(ISSUE_LINK, [link.tokenHash, link.email, link.expiresAt, message.link, message.minutes, link.email]);
    },

    async useLink(tokenHash, now) {
      // One statement: of two uses at once, one finds it unused.
      const [used] = await sql<{ email: string }>(
        `update carrier_sign_in_links set used_at = ? where token_hash = ? and used_at is null and expires_at > ? returning email`,
        [now, tokenHash, now],
      );
      if (!used) return undefined;
      const [row] = await sql(`${PERSON} where p.email = ?`, [used.email]);
      return row ? personOf(row) : undefined;
    },

    async startSession(tokenHash, personId, at) {
      await root.fork().insert(CarrierSessionEntity, { tokenHash, person: personId, createdAt: at, lastSeenAt: at });
    },

    async session(tokenHash) {
      const [row] = await sql(
        `select s.created_at as started_at, s.last_seen_at, p.id, p.carrier_id, p.name, p.email, p.mobile, p.language, c.company
           from carrier_sessions s join carrier_people p on p.id = s.person_id join carriers c on c.id = p.carrier_id
          where s.token_hash = ?`,
        [tokenHash],
      );
      if (!row) return undefined;
      return { person: personOf(row), startedAt: new Date(iso(row.started_at)), lastSeenAt: new Date(iso(row.last_seen_at)) };
    },

    async touch(tokenHash, at) {
      await root.fork().nativeUpdate(CarrierSessionEntity, { tokenHash }, { lastSeenAt: at });
    },

    async endSession(tokenHash) {
      await root.fork().nativeDelete(CarrierSessionEntity, { tokenHash });
    },

    async offers(carrierId, limit) {
      const rows = await sql(
        `select t.id as tender_id, q.reference, r.departure_location, r.departure_country, r.arrival_location, r.arrival_country,
                r.pickup_window_from, r.estimated_delivery, t.price::text as tender_price, t.deadline, o.answer,
                a.carrier_id as awarded_to, a.price::text as award_price, a.confirmed_at, ${transportStateSql('r')} as transport_state
           from tender_offers o
           join tenders t on t.id = o.tender_id
           join quote_requests r on r.id = t.quote_request_id
           join quotes q on q.id = r.quote_id
           left join carrier_awards a on a.quote_request_id = r.id
          where o.carrier_id = ?
          order by o.sent_at desc, t.id
          limit ?`,
        [carrierId, limit],
      );
      return rows.map((row) => ({
        tenderId: String(row.tender_id),
        reference: String(row.reference),
        route: {
          from: String(row.departure_location),
          fromCountry: String(row.departure_country),
          to: String(row.arrival_location),
          toCountry: String(row.arrival_country),
        },
        pickupFrom: isoOrNull(row.pickup_window_from),
        deliveryBy: isoOrNull(row.estimated_delivery),
        priceEuros: Number(row.tender_price),
        deadline: iso(row.deadline),
        answer: (row.answer as OfferAnswer | null) ?? null,
        award:
          row.awarded_to === null || row.awarded_to === undefined
            ? null
            : row.awarded_to === carrierId
              ? { ours: true as const, priceEuros: Number(row.award_price), confirmedAt: isoOrNull(row.confirmed_at) }
              : { ours: false as const },
        transportState: TRANSPORT_STATES.find((state) => state === row.transport_state) ?? 'confirmed',
      }));
    },
  };
}
