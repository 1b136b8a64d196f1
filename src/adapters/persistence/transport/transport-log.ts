import { createHash } from 'node:crypto';
import { purchasePriceSql } from '../carriers/purchase-price-sql.ts';
import type { Language } from '../../../domain/language.ts';
import { v7 as uuidv7 } from 'uuid';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { WAITING_STATUSES } from '../../../domain/staff/inbox.ts';
import {
  type LeadClosing,
  TransportMoveRefused,
  leadClosedBy,
  nextTransportState,
  transportStateOf,
} from '../../../domain/transport/transport-lifecycle.ts';
import type { TransportLog, TransportRecord } from '../../../ports/transport-log.ts';
import { lockingWrites } from '../one-at-a-time.ts';
import { LATEST_LEAD_STATUS, lockLeadStatus } from '../staff/lead-status-sql.ts';
import {
  DeliveryProofEntity,
  IncidentPhotoEntity,
  OutboxMessageEntity,
  QuoteRequestEntity,
  TransportMoveEntity,
} from '../entities/index.ts';
import type { DeliveryProof, KeptImage } from '../../../domain/transport/delivery-proof.ts';
import type { BuyerAddress } from '../../../domain/invoicing/buyer-address.ts';
import { isFormCountry } from '../../../domain/shipment/countries.ts';

/** Confirmed requests whose transport is neither delivered nor cancelled. */
const UNDER_WAY = `from quote_requests r
  where not exists (select 1 from transport_moves m where m.quote_request_id = r.id and m.kind in ('deliver', 'cancel'))`;

/** transport_moves in PostgreSQL: appended under a lock on the request, read back oldest first. */
export function sqlTransportLog(root: EntityManager): TransportLog {
  const locking = lockingWrites(root);
  /** The transports of these requests, in their order, in two reads whatever their number. */
  async function readMany(em: EntityManager, ids: readonly string[]): Promise<TransportRecord[]> {
    if (ids.length === 0) return [];
    const requests = await em.find(QuoteRequestEntity, { id: { $in: [...ids] } }, { populate: ['quote'] });
    const moves = await em.find(
      TransportMoveEntity,
      { quoteRequest: { $in: [...ids] } },
      { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['recordedBy'] },
    );
    const byId = new Map(requests.map((request) => [request.id, request]));
    // The billing address of the accounts the quotes belong to: their invoices name it.
    const accounts = [...new Set(requests.flatMap((request) => (request.quote.accountId ? [request.quote.accountId] : [])))];
    const billed =
      accounts.length === 0
        ? []
        : await em
            .getConnection()
            .execute<Array<{ account_id: string; street: string; postal_code: string; city: string; country: string }>>(
              `select account_id, street, postal_code, city, country from account_billing where account_id = any(?::uuid[])`,
              [`{${accounts.join(',')}}`],
              'all',
              em.getTransactionContext(),
            );
    // What Flash pays the carrier awarded each, if one is: its matched invoice's amount, else the award's.
    const awards = await em
      .getConnection()
      .execute<Array<{ quote_request_id: string; price: string }>>(
        `select a.quote_request_id, ${purchasePriceSql('a')}::text as price from carrier_awards a where a.quote_request_id = any(?::uuid[])`,
        [`{${ids.join(',')}}`],
        'all',
        em.getTransactionContext(),
      );
    const purchase = new Map(awards.map((row) => [row.quote_request_id, Number(row.price)]));
    const billingAddress = new Map(
      billed.map((row): [string, BuyerAddress] => [
        row.account_id,
        { street: row.street, postalCode: row.postal_code, city: row.city, country: isFormCountry(row.country) ? row.country : 'FR' },
      ]),
    );
    return ids.flatMap((quoteRequestId) => {
      const request = byId.get(quoteRequestId);
      if (!request) return [];
      const history = moves
        .filter((row) => row.quoteRequest.id === quoteRequestId)
        .map((row) => ({ move: row.move, at: row.createdAt, by: row.recordedBy?.username ?? null }));
      return [
        {
          quoteRequestId,
          quoteId: request.quote.id,
          reference: request.quote.reference,
          confirmedAt: request.createdAt,
          pickupWindowTo: request.pickupWindowTo?.toISOString() ?? null,
          promisedDelivery: request.estimatedDelivery?.toISOString() ?? null,
          state: transportStateOf(history.map(({ move }) => move)),
          shipper: {
            name: request.userName,
            email: request.userEmail,
            language: request.language as Language,
            company: request.userEntreprise ?? null,
            phone: request.userPhone ?? null,
          },
          route: {
            from: request.departureLocation,
            fromCountry: request.departureCountry,
            to: request.arrivalLocation,
            toCountry: request.arrivalCountry,
          },
          job: {
            vehicleType: request.vehicleType,
            dangerous: request.isDangerous,
            saleEuros: request.price === null || request.price === undefined ? null : Number(request.price),
            purchaseEuros: purchase.get(quoteRequestId) ?? null,
          },
          road: {
            distanceKm: request.distance ?? null,
            drivingSeconds: request.transitTime === null || request.transitTime === undefined ? null : request.transitTime * 60,
            pickupWindowFrom: request.pickupWindowFrom?.toISOString() ?? null,
          },
          buyerAddress: (request.quote.accountId && billingAddress.get(request.quote.accountId)) || request.buyerAddress || null,
          ownerKey: request.quote.ownerKey,
          moves: history,
        },
      ];
    });
  }

  const read = async (em: EntityManager, quoteRequestId: string) => (await readMany(em, [quoteRequestId]))[0];

  return {
    record: (quoteRequestId) => read(root.fork(), quoteRequestId),

    async keepBuyerAddress(quoteRequestId, address) {
      const updated = await root
        .fork()
        .getConnection()
        .execute(`update quote_requests set buyer_address = ? where id = ?`, [JSON.stringify(address), quoteRequestId], 'run');
      return (updated as { affectedRows?: number }).affectedRows === 1;
    },

    async underWay() {
      const em = root.fork();
      const rows = await em.getConnection().execute<Array<{ id: string }>>(`select r.id ${UNDER_WAY} order by r.created_at desc limit 500`);
      return readMany(
        em,
        rows.map((row) => row.id),
      );
    },

    async proofOf(quoteRequestId) {
      const row = await root.fork().findOne(DeliveryProofEntity, { quoteRequest: quoteRequestId }, { orderBy: { createdAt: 'desc' } });
      if (!row) return undefined;
      const image = (
        bytes: Uint8Array | null | undefined,
        sha256: string | null | undefined,
        type: string | null | undefined,
      ): KeptImage | null =>
        bytes && sha256 ? { bytes: new Uint8Array(bytes), sha256, type: type === 'image/jpeg' ? 'image/jpeg' : 'image/png' } : null;
      return {
        receivedBy: row.receivedBy,
        inGoodOrder: row.inGoodOrder,
        signature: image(row.signature, row.signatureSha256, 'image/png'),
        photo: image(row.photo, row.photoSha256, row.photoType),
        at: row.deliveredAt.toISOString(),
        position:
          row.latitude != null && row.longitude != null
            ? { lat: Number(row.latitude), lon: Number(row.longitude), accuracyM: Number(row.accuracyM ?? 0) }
            : null,
      };
    },

    async incidentPhoto(quoteRequestId, tap) {
      const row = await root.fork().findOne(IncidentPhotoEntity, { quoteRequest: quoteRequestId, tap });
      return row
        ? { bytes: new Uint8Array(row.photo), sha256: row.photoSha256, type: row.photoType === 'image/png' ? 'image/png' : 'image/jpeg' }
        : undefined;
    },

    async countUnderWay() {
      const [row] = await root.getConnection().execute<Array<{ count: number }>>(`select count(*)::int as count ${UNDER_WAY}`);
      // The board shows at most its 500 newest.
      return Math.min(row?.count ?? 0, 500);
    },

    async append(quoteRequestId, author, decide) {
      // One step of a transport at a time (lockingWrites).
      return locking(quoteRequestId, async (em) => {
        // The request's row locked first: a second agent's (or the driver's) move waits, then sees this one.
        if (!(await em.findOne(QuoteRequestEntity, { id: quoteRequestId }, { lockMode: LockMode.PESSIMISTIC_WRITE }))) return undefined;
        const before = (await read(em, quoteRequestId))!;
        const decided = decide(before);
        if (!decided) return before;
        const { move, notifications, proof, incidentPhoto } = decided;
        // Throws TransportMoveRefused, and the transaction writes nothing.
        nextTransportState(before.state, move.kind);
        const recordedBy = author === 'driver' || 'carrierId' in author ? null : author.staffUserId;
        if (decided.confirmsAward) {
          const { carrierId, cabotageDeclared } = decided.confirmsAward;
          const confirmed = await em.getConnection().execute(
            `update carrier_awards set confirmed_at = now(), cabotage_declared_at = case when ? then now() end
                where quote_request_id = ? and carrier_id = ? and confirmed_at is null`,
            [cabotageDeclared, quoteRequestId, carrierId],
            'run',
            em.getTransactionContext(),
          );
          // Not this carrier's job, or confirmed already: the booking cannot follow.
          if ((confirmed as { affectedRows?: number }).affectedRows !== 1) throw new TransportMoveRefused(before.state, move.kind);
        }
        em.create(TransportMoveEntity, { quoteRequest: quoteRequestId, kind: move.kind, move, recordedBy });
        for (const notification of notifications) em.create(OutboxMessageEntity, notification);
        if (proof && move.driver) em.create(DeliveryProofEntity, proofRow(quoteRequestId, move.driver.tap, proof));
        if (incidentPhoto && move.driver)
          em.create(IncidentPhotoEntity, {
            quoteRequest: quoteRequestId,
            tap: move.driver.tap,
            photo: Buffer.from(incidentPhoto.bytes),
            photoSha256: sha256(incidentPhoto.bytes),
            photoType: incidentPhoto.type,
          });
        await em.flush();
        const closes = leadClosedBy(move);
        const closer = recordedBy ?? (author !== 'driver' && 'leadClosedBy' in author ? await staffIdOf(em, author.leadClosedBy) : null);
        if (closes && closer) await closeLead(em, quoteRequestId, closes, closer);
        return read(em, quoteRequestId);
      });
    },
  };
}

/**
 * The step that closes the request's lead (a booking: the call is done), in the step's
 * transaction, under the lead's own lock; only a lead still waiting for a call is moved on.
 */
async function closeLead(em: EntityManager, quoteRequestId: string, closes: LeadClosing, staffUserId: string) {
  await lockLeadStatus(em, 'quote-request', quoteRequestId);
  await em.getConnection().execute(
    `insert into lead_status_changes (id, created_at, lead_type, lead_id, status, note, changed_by_id)
     select ?, now(), 'quote-request', ?, ?, ?, ?
      where coalesce(${LATEST_LEAD_STATUS}, 'new') = any(?::text[])`,
    [uuidv7(), quoteRequestId, closes.status, closes.note, staffUserId, 'quote-request', quoteRequestId, `{${WAITING_STATUSES.join(',')}}`],
    'run',
    em.getTransactionContext(),
  );
}

/** The id of the agent of this username, if there is one. */
async function staffIdOf(em: EntityManager, username: string): Promise<string | null> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ id: string }>>(`select id from staff_users where username = ?`, [username], 'all', em.getTransactionContext());
  return row?.id ?? null;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A delivery's proof as its row: the images as bytes beside their hashes. */
function proofRow(quoteRequestId: string, tap: string, proof: DeliveryProof) {
  return {
    quoteRequest: quoteRequestId,
    tap,
    deliveredAt: new Date(proof.at),
    receivedBy: proof.receivedBy,
    inGoodOrder: proof.inGoodOrder,
    signature: proof.signature ? Buffer.from(proof.signature.bytes) : null,
    signatureSha256: proof.signature ? sha256(proof.signature.bytes) : null,
    photo: proof.photo ? Buffer.from(proof.photo.bytes) : null,
    photoSha256: proof.photo ? sha256(proof.photo.bytes) : null,
    photoType: proof.photo?.type ?? null,
    latitude: proof.position?.lat ?? null,
    longitude: proof.position?.lon ?? null,
    accuracyM: proof.position?.accuracyM ?? null,
  };
}
