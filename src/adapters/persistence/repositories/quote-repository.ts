import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { fullName } from '../../../domain/quote/contact.ts';
import type { QuoteContact } from '../../../domain/quote/quote.ts';
import { toDecimalString } from '../../../domain/money.ts';
import type { Notification } from '../../../domain/notifications/notification.ts';
import type { QuotePricing, QuoteRepository, QuoteRequestDraft } from '../../../ports/quote-repository.ts';
import { OutboxMessageEntity, QuoteEntity, QuoteRequestEntity } from '../entities/index.ts';
import { preparedStatements } from '../prepared-statements.ts';
import { justCreatedQuotes } from './just-created-quotes.ts';
import { UUID, contactColumns, insertQuote, insertNewQuote, quoteFromRow, rowFromColumns, statementTexts } from './quote-rows.ts';

const SAVE_PRICING = `update quotes set status = $1, offers = $2::jsonb, unpriced_offers = $3::jsonb, distance = $4, transit_time = $5, price = $6, selected_offer = $7
  where id = $8 and status = $9 returning id`;

/** Quotes in the quotes table (spec §3, §7 "Backend data service"). */
export function mikroOrmQuoteRepository(root: EntityManager): QuoteRepository {
  const prepared = preparedStatements(root);
  const justCreated = justCreatedQuotes(root);
  const inserts = statementTexts(insertQuote);
  // Every column of the table, by name (a prepared statement never reads `*`).
  let quoteColumns: string | undefined;
  const columnsOfQuotes = () =>
    (quoteColumns ??= root
      .getMetadata(QuoteEntity)
      .props.flatMap((property) => property.fieldNames ?? [])
      .join(', '));
  const findOwned = async (id: string, ownerKey: string) => {
    if (!UUID.test(id)) return undefined;
    const [record] = await prepared<Record<string, unknown>>(
      'quote-find-owned',
      `select ${columnsOfQuotes()} from quotes where id = $1 and owner_key = $2`,
      [id, ownerKey],
    );
    return record ? quoteFromRow(rowFromColumns(record)) : undefined;
  };
  return {
    // The statements of every quote (the insert, the read, the pricing) are prepared
    // statements on MikroORM's pool: the ORM's per-call work was a third of the server's CPU
    // under load, and parsing and planning each statement again a good part of PostgreSQL's
    // (docs/benchmarks.md, ADR 0005). The other writes keep the entity API.
    async create(shipment, ownerKey, createdAt, contact, accountId = null) {
      const name = `quote-insert${contact ? '-with-contact' : ''}`;
      const quote = await insertNewQuote(shipment, ownerKey, createdAt, contact, accountId, async (columns, values) => {
        await prepared(name, inserts(name, columns), values);
      });
      justCreated.keep(quote, ownerKey);
      return quote;
    },

    findOwned,

    async ownerKeyOf(id) {
      if (!UUID.test(id)) return undefined;
      const [record] = await prepared<{ owner_key: string }>('quote-owner-key', 'select owner_key from quotes where id = $1', [id]);
      return record?.owner_key;
    },

    async savePricing(id, from, to, pricing: QuotePricing) {
      const updated = await prepared('quote-save-pricing', SAVE_PRICING, [
        to,
        JSON.stringify(pricing.offers),
        JSON.stringify(pricing.unpriced),
        pricing.distanceKm,
        pricing.transitTimeMinutes,
        pricing.price === null ? null : toDecimalString(pricing.price),
        pricing.selectedOffer,
        id,
        from,
      ]);
      return updated.length === 1;
    },

    async saveContact(id, from, to, contact: QuoteContact) {
      const updated = await root
        .fork()
        .nativeUpdate(QuoteEntity, { id, status: { $in: from } }, { status: to, ...contactColumns(contact) });
      return updated === 1;
    },

    async requestCallback(id, from, to, contact, notifications, requestedAt) {
      return root.fork().transactional(async (em) => {
        const updated = await em.nativeUpdate(
          QuoteEntity,
          { id, status: from },
          { status: to, ...contactColumns(contact), callbackRequestedAt: requestedAt },
        );
        if (updated !== 1) return false;
        queue(em, notifications);
        await em.flush();
        return true;
      });
    },

    async purchaseOf(quoteId) {
      const request = await root.fork().findOne(QuoteRequestEntity, { quote: quoteId }, { fields: ['poNumber', 'customerReference'] });
      return request ? { poNumber: request.poNumber ?? null, customerReference: request.customerReference ?? null } : undefined;
    },

    async quoteRequestOf(quoteId) {
      const request = await root.fork().findOne(QuoteRequestEntity, { quote: quoteId }, { fields: ['id'] });
      return request?.id;
    },

    async confirmOffer(id, from, to, request: QuoteRequestDraft, notifications) {
      return root.fork().transactional(async (em) => {
        const quote = await em.findOne(QuoteEntity, { id, status: from }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!quote) return undefined;
        quote.status = to;
        quote.selectedOffer = request.selectedOffer;
        const quoteRequest = em.create(QuoteRequestEntity, {
          quote,
          departureCountry: quote.departureCountry,
          arrivalCountry: quote.arrivalCountry,
          departureLocation: quote.departureLocation,
          arrivalLocation: quote.arrivalLocation,
          departureStreet: quote.departureStreet ?? null,
          arrivalStreet: quote.arrivalStreet ?? null,
          pickupDate: quote.pickupDate,
          deliveryDate: quote.deliveryDate ?? null,
          pickupTime: quote.pickupTime ?? null,
          deliveryTime: quote.deliveryTime ?? null,
          vehicleType: quote.vehicleType,
          shippingType: quote.shippingType,
          isProfessional: quote.isProfessional,
          isStackable: quote.isStackable,
          isDangerous: quote.isDangerous,
          comments: quote.comments ?? null,
          departureNote: quote.departureNote ?? null,
          arrivalNote: quote.arrivalNote ?? null,
          parcels: quote.parcels,
          selectedOffer: request.selectedOffer,
          userEmail: quote.email ?? '',
          userPhone: quote.telephoneUrgence ?? null,
          userName: fullName({ firstName: quote.prenom ?? '', lastName: quote.nom ?? '' }),
          userEntreprise: quote.entreprise ?? null,
          language: quote.language,
          price: request.price === null ? null : toDecimalString(request.price),
          distance: quote.distance ?? null,
          transitTime: quote.transitTime ?? null,
          pickupWindowFrom: request.pickupWindow ? new Date(request.pickupWindow.from) : null,
          pickupWindowTo: request.pickupWindow ? new Date(request.pickupWindow.to) : null,
          estimatedDelivery: request.estimatedDelivery ? new Date(request.estimatedDelivery) : null,
          poNumber: request.poNumber ?? null,
          customerReference: request.customerReference ?? null,
          vat: request.vat ?? null,
          co2e: request.co2e ?? null,
        });
        queue(em, notifications);
        await em.flush();
        return { quoteRequestId: quoteRequest.id };
      });
    },
  };
}

/** Outbox rows join the caller's transaction: they commit, or vanish, with the record. */
function queue(em: EntityManager, notifications: Notification[]) {
  for (const notification of notifications) em.create(OutboxMessageEntity, notification);
}
