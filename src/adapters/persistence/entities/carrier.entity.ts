import { defineEntity, p } from '@mikro-orm/core';
import type { OfferAnswer } from '../../../domain/carriers/tender.ts';
import { TENDER_MODES } from '../../../domain/carriers/tender.ts';
import { CARRIER_DOCUMENT_KINDS } from '../../../domain/carriers/carrier.ts';
import { countryCode, createdAt, inboxNotification, instant, languageCode, money, uuidPrimaryKey } from './columns.ts';
import { QuoteRequestEntity } from './quote-request.entity.ts';
import { StaffUserEntity } from './staff-user.entity.ts';

/** Table carriers: the directory of carriers Flash buys transports from. */
export const CarrierEntity = defineEntity({
  name: 'Carrier',
  tableName: 'carriers',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    company: p.string().length(200),
    siren: p.string().length(9).nullable(),
    vatNumber: p.string().length(20).nullable(),
    street: p.string().length(200),
    postalCode: p.string().length(16),
    city: p.string().length(100),
    country: countryCode(),
    /** the catalogue's vehicle classes it runs */
    vehicleClasses: p.array().columnType('text[]').$type<string[]>(),
    /** country codes, and for France ISO 3166-2 region codes */
    serves: p.array().columnType('text[]').$type<string[]>(),
    adr: p.boolean(),
    /** days from its invoice's date to its payment: 30 at most (Code de commerce L441-11) */
    paymentDays: p.integer().default(30),
  },
  checks: [
    { name: 'carriers_identified_check', expression: '"siren" is not null or "vat_number" is not null' },
    { name: 'carriers_payment_days_check', expression: '"payment_days" between 0 and 30' },
  ],
});

/** Table carrier_people: who answers for a carrier; an address belongs to one carrier. */
export const CarrierPersonEntity = defineEntity({
  name: 'CarrierPerson',
  tableName: 'carrier_people',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    carrier: () => p.manyToOne(CarrierEntity).deleteRule('cascade'),
    name: p.string().length(200),
    /** stored lower-case */
    email: p.string().length(254).unique(),
    mobile: p.string().length(40),
    language: languageCode(),
  },
});

/** Table carrier_documents: licences, insurances and certificates of vigilance, never edited: a new one replaces an old one. */
export const CarrierDocumentEntity = defineEntity({
  name: 'CarrierDocument',
  tableName: 'carrier_documents',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    carrier: () => p.manyToOne(CarrierEntity).deleteRule('cascade'),
    kind: p.enum(CARRIER_DOCUMENT_KINDS),
    number: p.string().length(100),
    issuedOn: p.date(),
    expiresOn: p.date(),
    /** the licence's kind, or the insurer and the cover */
    details: p.json<Record<string, unknown>>(),
    fileName: p.string().length(200).nullable(),
    fileType: p.string().length(40).nullable(),
    fileBytes: p.blob().nullable().lazy(),
    /** the carrier's person who uploaded it; null when staff recorded it */
    uploadedBy: () => p.manyToOne(CarrierPersonEntity).deleteRule('set null').nullable(),
    /** when staff checked it against its scan: at once for what staff record; an upload counts from then */
    checkedAt: instant().nullable(),
    checkedBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict').nullable(),
  },
  indexes: [{ properties: ['carrier', 'expiresOn'] }],
});

/** Table carrier_sign_in_links: a link emailed to a carrier's person (its token's SHA-256), used once. */
export const CarrierSignInLinkEntity = defineEntity({
  name: 'CarrierSignInLink',
  tableName: 'carrier_sign_in_links',
  properties: {
    tokenHash: p.string().length(64).primary(),
    /** lower case */
    email: p.string().length(254),
    createdAt: createdAt(),
    expiresAt: instant(),
    usedAt: instant().nullable(),
  },
  indexes: [{ properties: ['expiresAt'] }],
});

/** Table carrier_sessions: a carrier's person signed in to the carriers' pages (its token's SHA-256). */
export const CarrierSessionEntity = defineEntity({
  name: 'CarrierSession',
  tableName: 'carrier_sessions',
  properties: {
    tokenHash: p.string().length(64).primary(),
    person: () => p.manyToOne(CarrierPersonEntity).deleteRule('cascade').index(),
    createdAt: instant(),
    lastSeenAt: instant(),
  },
  indexes: [{ properties: ['lastSeenAt'] }],
});

/** Table tenders: a confirmed request offered to carriers at a price, until a deadline. */
export const TenderEntity = defineEntity({
  name: 'Tender',
  tableName: 'tenders',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).deleteRule('restrict').index(),
    price: money(),
    deadline: instant(),
    mode: p.enum(TENDER_MODES),
    /** why the price offered exceeds the sale, when it does */
    marginReason: p.string().length(500).nullable(),
    openedBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict'),
  },
  // The record's trail and the agents' open pages hear of each tender.
  triggers: [inboxNotification("'quote-request'", { leadId: 'NEW.quote_request_id' })],
});

/** Table tender_offers: each carrier a tender went to, and its one answer. */
export const TenderOfferEntity = defineEntity({
  name: 'TenderOffer',
  tableName: 'tender_offers',
  properties: {
    tender: () => p.manyToOne(TenderEntity).primary().deleteRule('cascade'),
    carrier: () => p.manyToOne(CarrierEntity).primary().deleteRule('restrict'),
    sentAt: instant(),
    answer: p.json<OfferAnswer>().nullable(),
    answeredAt: instant().nullable(),
  },
  // The agents see each answer arrive on the request's record.
  triggers: [
    inboxNotification("'quote-request'", {
      leadId: '(select t.quote_request_id from tenders t where t.id = NEW.tender_id)',
      update: { when: 'OLD.answered_at is null and NEW.answered_at is not null' },
    }),
  ],
});

/** Table carrier_awards: the carrier of a confirmed request, one per request, and what Flash pays it. */
export const CarrierAwardEntity = defineEntity({
  name: 'CarrierAward',
  tableName: 'carrier_awards',
  properties: {
    quoteRequest: () => p.oneToOne(QuoteRequestEntity).owner().primary().deleteRule('restrict'),
    carrier: () => p.manyToOne(CarrierEntity).deleteRule('restrict').index(),
    tender: () => p.manyToOne(TenderEntity).deleteRule('restrict').nullable(),
    price: money(),
    awardedAt: instant(),
    /** null: the first carrier to accept */
    awardedBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict').nullable(),
    marginReason: p.string().length(500).nullable(),
    cabotageDeclaredAt: instant().nullable(),
    confirmedAt: instant().nullable(),
  },
  checks: [{ name: 'carrier_awards_price_check', expression: '"price" >= 0' }],
  triggers: [inboxNotification("'quote-request'", { leadId: 'NEW.quote_request_id' })],
});
