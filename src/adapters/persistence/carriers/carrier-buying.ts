import { invoicedPriceSql } from './purchase-price-sql.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { CarrierAward, OfferAnswer, Tender, TenderMode } from '../../../domain/carriers/tender.ts';
import type { Notification } from '../../../domain/notifications/notification.ts';
import type { Buying, CarrierBuying } from '../../../ports/carriers.ts';
import { lockingWrites } from '../one-at-a-time.ts';
import { OutboxMessageEntity } from '../entities/index.ts';

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** tenders, tender_offers and carrier_awards in PostgreSQL, written under the request's row lock. */
export function sqlCarrierBuying(root: EntityManager): CarrierBuying {
  const locking = lockingWrites(root);
  const query =
    (em: EntityManager) =>
    <T extends Row>(text: string, values: unknown[]) =>
      em.getConnection().execute<T[]>(text, values, 'all', em.getTransactionContext());

  async function read(em: EntityManager, quoteRequestId: string): Promise<Buying> {
    const sql = query(em);
    const [tenders, offers, awards] = await Promise.all([
      sql(
        `select t.id, t.quote_request_id, t.price::text, t.deadline, t.mode, t.margin_reason, t.created_at, s.username
             from tenders t join staff_users s on s.id = t.opened_by_id where t.quote_request_id = ? order by t.created_at, t.id`,
        [quoteRequestId],
      ),
      sql(
        `select o.tender_id, o.carrier_id, c.company, o.sent_at, o.answer, o.answered_at
           from tender_offers o join tenders t on t.id = o.tender_id join carriers c on c.id = o.carrier_id
          where t.quote_request_id = ? order by o.sent_at, c.company`,
        [quoteRequestId],
      ),
      sql(
        `select a.*, a.price::text as price_text, ${invoicedPriceSql('a')}::text as invoiced_text, c.company, s.username from carrier_awards a join carriers c on c.id = a.carrier_id
           left join staff_users s on s.id = a.awarded_by_id where a.quote_request_id = ?`,
        [quoteRequestId],
      ),
    ]);
    const award = awards[0];
    return {
      tenders: tenders.map((row): Tender => ({
        id: String(row.id),
        quoteRequestId: String(row.quote_request_id),
        priceEuros: Number(row.price),
        deadline: iso(row.deadline),
        mode: row.mode as TenderMode,
        marginReason: (row.margin_reason as string | null) ?? null,
        openedBy: String(row.username),
        openedAt: iso(row.created_at),
        offers: offers
          .filter((offer) => offer.tender_id === row.id)
          .map((offer) => ({
            carrierId: String(offer.carrier_id),
            carrierName: String(offer.company),
            sentAt: iso(offer.sent_at),
            answer: (offer.answer as OfferAnswer | null) ?? null,
            answeredAt: isoOrNull(offer.answered_at),
          })),
      })),
      award: award && {
        quoteRequestId,
        carrierId: String(award.carrier_id),
        carrierName: String(award.company),
        tenderId: (award.tender_id as string | null) ?? null,
        priceEuros: Number(award.price_text),
        awardedAt: iso(award.awarded_at),
        awardedBy: (award.username as string | null) ?? null,
        marginReason: (award.margin_reason as string | null) ?? null,
        confirmedAt: isoOrNull(award.confirmed_at),
        cabotageDeclaredAt: isoOrNull(award.cabotage_declared_at),
        ...(award.invoiced_text === null || award.invoiced_text === undefined ? {} : { invoicedEuros: Number(award.invoiced_text) }),
      },
    };
  }

  /** The request's row locked, then its buying read; undefined when there is no such request. */
  async function locked(em: EntityManager, quoteRequestId: string): Promise<Buying | undefined> {
    const [request] = await query(em)(`select id from quote_requests where id = ? for update`, [quoteRequestId]);
    return request ? read(em, quoteRequestId) : undefined;
  }

  async function queue(em: EntityManager, notifications: Notification[]) {
    for (const notification of notifications) em.create(OutboxMessageEntity, notification);
    await em.flush();
  }

  async function keepAward(
    em: EntityManager,
    quoteRequestId: string,
    award: Omit<CarrierAward, 'quoteRequestId' | 'confirmedAt' | 'cabotageDeclaredAt'>,
    staffUserId: string | null,
  ) {
    await query(em)(
      `insert into carrier_awards (quote_request_id, carrier_id, tender_id, price, awarded_at, awarded_by_id, margin_reason)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [
        quoteRequestId,
        award.carrierId,
        award.tenderId ?? null,
        award.priceEuros.toFixed(2),
        award.awardedAt,
        staffUserId,
        award.marginReason ?? null,
      ],
    );
  }

  return {
    of: (quoteRequestId) => read(root.fork(), quoteRequestId),

    async offer(tenderId, carrierId) {
      const em = root.fork();
      const [row] = await query(em)(
        `select t.quote_request_id from tender_offers o join tenders t on t.id = o.tender_id where o.tender_id = ? and o.carrier_id = ?`,
        [tenderId, carrierId],
      );
      if (!row) return undefined;
      const buying = await read(em, String(row.quote_request_id));
      const tender = buying.tenders.find((candidate) => candidate.id === tenderId)!;
      const offer = tender.offers.find((candidate) => candidate.carrierId === carrierId)!;
      return { quoteRequestId: String(row.quote_request_id), tender, offer, buying };
    },

    async open(tender, decide) {
      return locking(tender.quoteRequestId, async (em) => {
        const before = await locked(em, tender.quoteRequestId);
        if (!before) return undefined;
        const id = uuidv7();
        const notifications = decide(before, id);
        const [opener] = await query(em)(`select id from staff_users where username = ?`, [tender.openedBy]);
        await query(em)(
          `insert into tenders (id, created_at, quote_request_id, price, deadline, mode, margin_reason, opened_by_id) values (?, now(), ?, ?, ?, ?, ?, ?)`,
          [
            id,
            tender.quoteRequestId,
            tender.priceEuros.toFixed(2),
            tender.deadline,
            tender.mode,
            tender.marginReason ?? null,
            opener?.id ?? null,
          ],
        );
        for (const carrierId of tender.carrierIds)
          await query(em)(`insert into tender_offers (tender_id, carrier_id, sent_at) values (?, ?, now())`, [id, carrierId]);
        await queue(em, notifications);
        return (await read(em, tender.quoteRequestId)).tenders.find((kept) => kept.id === id);
      });
    },

    async answer(tenderId, carrierId, decide) {
      const [row] = await root.getConnection().execute<Row[]>(`select quote_request_id from tenders where id = ?`, [tenderId]);
      if (!row) throw new Error('no such tender');
      const quoteRequestId = String(row.quote_request_id);
      return locking(quoteRequestId, async (em) => {
        const before = (await locked(em, quoteRequestId))!;
        const tender = before.tenders.find((candidate) => candidate.id === tenderId)!;
        const offer = tender.offers.find((candidate) => candidate.carrierId === carrierId);
        if (!offer) throw new Error('no such offer');
        const decided = decide(before, tender, offer);
        await query(em)(
          `update tender_offers set answer = ?, answered_at = now() where tender_id = ? and carrier_id = ? and answer is null`,
          [JSON.stringify(decided.answer), tenderId, carrierId],
        );
        if (decided.award) await keepAward(em, quoteRequestId, decided.award, null);
        await queue(em, decided.notifications);
        return read(em, quoteRequestId);
      });
    },

    async award(quoteRequestId, decide) {
      return locking(quoteRequestId, async (em) => {
        const before = await locked(em, quoteRequestId);
        if (!before) return undefined;
        const { award, notifications } = decide(before);
        const [staff] = award.awardedBy ? await query(em)(`select id from staff_users where username = ?`, [award.awardedBy]) : [];
        await keepAward(em, quoteRequestId, award, staff ? String(staff.id) : null);
        await queue(em, notifications);
        return read(em, quoteRequestId);
      });
    },
  };
}
