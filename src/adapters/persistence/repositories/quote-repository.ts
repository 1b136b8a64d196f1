import type { EntityManager } from '@mikro-orm/postgresql';
import { type InferEntity, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { fullName } from '../../../domain/quote/contact.ts';
import type { QuoteStatus } from '../../../domain/quote/quote-lifecycle.ts';
import type { Quote, QuoteContact } from '../../../domain/quote/quote.ts';
import type { CountryCode } from '../../../domain/shipment/countries.ts';
import type { Shipment } from '../../../domain/shipment/shipment.ts';
import type { Language } from '../../../domain/language.ts';
import { toDecimalString } from '../../../domain/money.ts';
import type { QuotePricing, QuoteRepository, QuoteRequestDraft } from '../../../ports/quote-repository.ts';
import { QuotaSpent } from '../../../ports/rate-limiter.ts';
import { OutboxMessageEntity, QuoteEntity, QuoteRequestEntity } from '../entities/index.ts';
import type { Notification } from '../../../domain/notifications/notification.ts';
import { v7 as uuidv7 } from 'uuid';
import { randomBytes } from 'node:crypto';
import { QUOTE_REFERENCE_RANDOM_BYTES, quoteReferenceFrom } from '../../../domain/quote/quote-reference.ts';
import { preparedStatements } from '../prepared-statements.ts';
import { type HitRow, RATE_LIMIT_HIT, fullBuckets, outcomeOfHit, rateLimitHitValues } from './rate-limiter.ts';

type QuoteRow = InferEntity<typeof QuoteEntity>;

const SAVE_PRICING = `update quotes set status = $1, offers = $2::jsonb, unpriced_offers = $3::jsonb, distance = $4, transit_time = $5, price = $6, selected_offer = $7
  where id = $8 and status = $9 returning id`;

/** Quotes in the quotes table (spec §3, §7 "Backend data service"). */
export function mikroOrmQuoteRepository(root: EntityManager): QuoteRepository {
  const prepared = preparedStatements(root);
  // Every column of the table, by name (a prepared statement never reads `*`).
  let quoteColumns: string | undefined;
  const columnsOfQuotes = () =>
    (quoteColumns ??= root
      .getMetadata(QuoteEntity)
      .props.flatMap((property) => property.fieldNames ?? [])
      .join(', '));
  // Two shapes of row, with and without a contact, each inserted alone or counted against a
  // quota: one statement (name and text) each, written once.
  const inserts = new Map<string, string>();
  const insertOf = (name: string, columns: string[], counted: boolean) => {
    let text = inserts.get(name);
    if (!text) inserts.set(name, (text = counted ? countedInsert(columns) : plainInsert(columns)));
    return text;
  };
  const justCreated = justCreatedQuotes();
  const full = fullBuckets();
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
    // The statements of every quote (the counted insert, the read, the pricing) are prepared
    // statements on MikroORM's pool: the ORM's per-call work was a third of the server's CPU
    // under load, and parsing and planning each statement again a good part of PostgreSQL's
    // (docs/benchmarks.md, ADR 0005). The other writes keep the entity API.
    async create(shipment, ownerKey, createdAt, contact, quota) {
      const known = quota && full.refusal(quota.bucket, createdAt);
      if (known) throw new QuotaSpent(known.retryAfterMs);
      for (let attempt = 1; ; attempt++) {
        const row = {
          ...rowFromShipment(shipment),
          ...(contact ? contactColumns(contact) : {}),
          id: uuidv7(),
          reference: quoteReferenceFrom(randomBytes(QUOTE_REFERENCE_RANDOM_BYTES)),
          createdAt,
          status: 'created' as const,
          ownerKey,
          offers: null,
          unpricedOffers: null,
        };
        const columns = Object.keys(row) as Array<keyof typeof row>;
        const values = columns.map((column) => toColumnValue(row[column]));
        const name = `quote-insert${contact ? '-with-contact' : ''}${quota ? '-counted' : ''}`;
        try {
          if (quota) {
            const [hit] = await prepared<HitRow>(name, insertOf(name, columns, true), [
              ...rateLimitHitValues(quota.bucket, quota.limit, quota.windowMs, createdAt),
              ...values,
            ]);
            const outcome = outcomeOfHit(hit, quota.windowMs, createdAt);
            full.remember(quota.bucket, createdAt, outcome);
            if (!outcome.allowed) throw new QuotaSpent(outcome.retryAfterMs);
          } else {
            await prepared(name, insertOf(name, columns, false), values);
          }
          // A copy of its own: the caller may change what it is given.
          justCreated.keep(quoteFromRow(row as QuoteRow), ownerKey);
          return quoteFromRow(row as QuoteRow);
        } catch (error) {
          // One chance in about 10^12 per quote already stored: draw another reference.
          if (!isUniqueViolation(error) || attempt === 3) throw error;
        }
      }
    },

    async findToPrice(id, ownerKey) {
      return justCreated.take(id, ownerKey) ?? findOwned(id, ownerKey);
    },

    findOwned,

    async savePricing(id, from, to, pricing: QuotePricing) {
      justCreated.forget(id);
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
      justCreated.forget(id);
      const updated = await root
        .fork()
        .nativeUpdate(QuoteEntity, { id, status: { $in: from } }, { status: to, ...contactColumns(contact) });
      return updated === 1;
    },

    async requestCallback(id, from, to, contact, notifications) {
      justCreated.forget(id);
      return root.fork().transactional(async (em) => {
        const updated = await em.nativeUpdate(QuoteEntity, { id, status: from }, { status: to, ...contactColumns(contact) });
        if (updated !== 1) return false;
        queue(em, notifications);
        await em.flush();
        return true;
      });
    },

    async quoteRequestOf(quoteId) {
      const request = await root.fork().findOne(QuoteRequestEntity, { quote: quoteId }, { fields: ['id'] });
      return request?.id;
    },

    async confirmOffer(id, from, to, request: QuoteRequestDraft, notifications) {
      justCreated.forget(id);
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
        });
        queue(em, notifications);
        await em.flush();
        return { quoteRequestId: quoteRequest.id };
      });
    },
  };
}

const plainInsert = (columns: string[]) =>
  `insert into quotes (${columns.map(snakeCase).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;

/**
 * The rate limiter's hit ($1–$4) and the insert ($5…) in one statement, so one round trip and one
 * commit: the row goes in only when the hit was allowed, and a failed insert (a reference drawn
 * twice) takes the hit back with it. PostgreSQL types the inserted values from the columns.
 */
const countedInsert = (columns: string[]) => `with hit as (${RATE_LIMIT_HIT}),
  saved as (insert into quotes (${columns.map(snakeCase).join(', ')})
    select ${columns.map((_, i) => `$${i + 5}`).join(', ')} where (select allowed from hit))
  select allowed, oldest from hit`;

/**
 * The quotes this process has just created, each kept for the pricing's read (findToPrice): the
 * offers' request follows every creation at once, and is then answered without one of the
 * quote's database round trips. Once only, for ten seconds, and forgotten at any write of the
 * quote here; every other read goes to the database. Another process may have priced the quote
 * meanwhile (node:cluster sends the next request to any worker): savePricing names the status it
 * expects, so that copy is found out there and the stored pricing answered.
 */
function justCreatedQuotes(capacity = 1_000, maxAgeMs = 10_000) {
  const kept = new Map<string, { quote: Quote; ownerKey: string; at: number }>();
  return {
    keep(quote: Quote, ownerKey: string) {
      kept.set(quote.id, { quote, ownerKey, at: performance.now() });
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
    },
    take(id: string, ownerKey: string): Quote | undefined {
      const entry = kept.get(id);
      if (!entry || entry.ownerKey !== ownerKey) return undefined;
      kept.delete(id);
      return performance.now() - entry.at <= maxAgeMs ? entry.quote : undefined;
    },
    forget(id: string) {
      kept.delete(id);
    },
  };
}

/** Spec §7: the contact fields of quotes (nom, prenom, entreprise, telephone_urgence, email). */
function contactColumns(contact: QuoteContact) {
  return {
    prenom: contact.firstName,
    nom: contact.lastName,
    entreprise: contact.company,
    email: contact.email,
    telephoneUrgence: contact.phone ?? null,
  };
}

/** Outbox rows join the caller's transaction: they commit, or vanish, with the record. */
function queue(em: EntityManager, notifications: Notification[]) {
  for (const notification of notifications) em.create(OutboxMessageEntity, notification);
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const propertyNames = new Map<string, string>();
/** A column's property name, worked out once per column (every quote read maps thirty of them). */
const camelCase = (name: string) => {
  let property = propertyNames.get(name);
  if (property === undefined)
    propertyNames.set(name, (property = name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())));
  return property;
};

/** jsonb columns travel as JSON text; everything else as is. */
function toColumnValue(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

function rowFromColumns(record: Record<string, unknown>): QuoteRow {
  const row = Object.fromEntries(Object.entries(record).map(([column, value]) => [camelCase(column), value])) as Record<string, unknown>;
  row.createdAt = row.createdAt instanceof Date ? row.createdAt : new Date(String(row.createdAt));
  return row as QuoteRow;
}

/** PostgreSQL's unique_violation, as pg reports it (the ORM's exception class on its own calls). */
const isUniqueViolation = (error: unknown) =>
  error instanceof UniqueConstraintViolationException || (error as { code?: unknown } | null)?.code === '23505';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function rowFromShipment(shipment: Shipment) {
  return {
    departureLocation: shipment.departureLocation.trim(),
    arrivalLocation: shipment.arrivalLocation.trim(),
    departureCountry: shipment.departureCountry,
    arrivalCountry: shipment.arrivalCountry,
    departureZipCode: shipment.departureZipCode ?? null,
    arrivalZipCode: shipment.arrivalZipCode ?? null,
    departureCity: shipment.departureCity ?? null,
    arrivalCity: shipment.arrivalCity ?? null,
    pickupDate: shipment.pickupDate!,
    pickupTime: shipment.pickupTime ?? null,
    deliveryDate: shipment.deliveryDate ?? null,
    deliveryTime: shipment.deliveryTime ?? null,
    departureCoordinates: shipment.departureCoordinates ?? null,
    arrivalCoordinates: shipment.arrivalCoordinates ?? null,
    parcels: shipment.parcels,
    vehicleType: shipment.vehicleType!,
    shippingType: shipment.shippingType,
    isStackable: shipment.isStackable,
    isDangerous: shipment.isDangerous,
    isProfessional: shipment.isProfessional,
    comments: shipment.comments ?? null,
    language: shipment.language,
  };
}

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);

function quoteFromRow(row: QuoteRow): Quote {
  // What is left of a contact after an erasure is kept as it is: confirming then asks for it again.
  const contact: QuoteContact | null =
    row.email || row.prenom || row.nom
      ? {
          firstName: row.prenom ?? '',
          lastName: row.nom ?? '',
          company: row.entreprise ?? '',
          email: row.email ?? '',
          phone: row.telephoneUrgence ?? null,
        }
      : null;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as QuoteStatus,
    createdAt: row.createdAt,
    shipment: {
      departureLocation: row.departureLocation,
      departureCountry: row.departureCountry as CountryCode,
      departureZipCode: row.departureZipCode ?? null,
      departureCity: row.departureCity ?? null,
      departureCoordinates: row.departureCoordinates ?? null,
      arrivalLocation: row.arrivalLocation,
      arrivalCountry: row.arrivalCountry as CountryCode,
      arrivalZipCode: row.arrivalZipCode ?? null,
      arrivalCity: row.arrivalCity ?? null,
      arrivalCoordinates: row.arrivalCoordinates ?? null,
      pickupDate: row.pickupDate,
      pickupTime: hhmm(row.pickupTime),
      deliveryDate: row.deliveryDate ?? null,
      deliveryTime: hhmm(row.deliveryTime),
      parcels: row.parcels,
      vehicleType: row.vehicleType,
      shippingType: row.shippingType,
      isStackable: row.isStackable,
      isDangerous: row.isDangerous,
      isProfessional: row.isProfessional,
      comments: row.comments ?? null,
      language: row.language as Language,
    },
    distanceKm: row.distance ?? null,
    transitTimeMinutes: row.transitTime ?? null,
    offers: row.offers ?? null,
    unpriced: row.unpricedOffers ?? [],
    contact,
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    selectedOffer: row.selectedOffer ?? null,
  };
}
