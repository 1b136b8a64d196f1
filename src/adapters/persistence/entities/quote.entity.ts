import { defineEntity, p } from '@mikro-orm/core';
import { countryCode, createdAt, inboxNotification, instant, languageCode, money, uuidPrimaryKey } from './columns.ts';
import type { StoredCoordinates, StoredParcelLine } from './shipment.ts';
import type { QuoteOffer, UnpricedOffer } from '../../../domain/quote/quote.ts';
import { QUOTE_STATUSES } from '../../../domain/quote/quote-lifecycle.ts';

/** Table quotes (spec §3 "Quote"): a visitor's request before validation. */
export const QuoteEntity = defineEntity({
  name: 'Quote',
  tableName: 'quotes',
  properties: {
    id: uuidPrimaryKey(),
    /** the reference people see and say (FL-7K3Q-9M2X), unique; the id stays internal */
    reference: p.string().length(12).unique(),
    createdAt: createdAt(),
    status: p.enum(QUOTE_STATUSES).default('created'),
    /** SHA-256 of the capability held by the browser that created the quote (HttpOnly cookie). */
    ownerKey: p.string().length(64).hidden(),
    /**
     * The business account the quote belongs to, by proof: a signed-in person of it or
     * one of its keys made it, or its own person added it; never because of the email typed in it.
     */
    accountId: p.uuid().nullable(),
    /** The ranked offers as priced, so later views reuse them (never re-priced). */
    offers: p.json<QuoteOffer[]>().nullable(),
    /** offers left without a price for want of a tariff (spec §8) */
    unpricedOffers: p.json<UnpricedOffer[]>().nullable(),
    departureLocation: p.text(),
    arrivalLocation: p.text(),
    /** street and number as typed; the place is in the location, zip code and city */
    departureStreet: p.text().nullable(),
    arrivalStreet: p.text().nullable(),
    departureCountry: countryCode(),
    arrivalCountry: countryCode(),
    departureZipCode: p.string().length(20).nullable(),
    arrivalZipCode: p.string().length(20).nullable(),
    departureCity: p.text().nullable(),
    arrivalCity: p.text().nullable(),
    pickupDate: p.date(),
    pickupTime: p.time().nullable(),
    deliveryDate: p.date().nullable(),
    deliveryTime: p.time().nullable(),
    departureCoordinates: p.json<StoredCoordinates>().nullable(),
    arrivalCoordinates: p.json<StoredCoordinates>().nullable(),
    parcels: p.json<StoredParcelLine[]>(),
    vehicleType: p.string().length(20),
    /** "Je ne sais pas" answered: the vehicle type is the one chosen for the goods */
    vehicleChosen: p.boolean().default(false),
    shippingType: p.enum(['parcel', 'pallet']).default('parcel'),
    isStackable: p.boolean().default(true),
    isDangerous: p.boolean().default(false),
    isProfessional: p.boolean().default(true),
    comments: p.string().length(500).nullable(),
    /** the driver's note at each end (the address book) */
    departureNote: p.string().length(500).nullable(),
    arrivalNote: p.string().length(500).nullable(),
    /** where the buying business is established (ADR 0031) */
    buyerCountry: p.string().length(2).nullable(),
    /** its EU VAT number, normalised */
    vatNumber: p.string().length(20).nullable(),
    language: languageCode(),
    /** km, rounded */
    distance: p.integer().nullable(),
    /** minutes, rounded */
    transitTime: p.integer().nullable(),
    /** discounted priority price, HT */
    price: money().nullable(),
    selectedOffer: p.string().length(30).nullable(),
    nom: p.text().nullable(),
    prenom: p.text().nullable(),
    entreprise: p.text().nullable(),
    telephoneUrgence: p.string().length(40).nullable(),
    email: p.string().length(254).nullable(),
    /** when the visitor asked to be called back: the agents' promise runs from then */
    callbackRequestedAt: instant().nullable(),
  },
  // Admin lists and KPI counts read by creation date (spec §7 "Admin").
  indexes: [{ properties: ['createdAt'] }, { properties: ['accountId', 'createdAt'] }],
  // A callback asked for is a lead in the agents' inbox.
  triggers: [
    // Written as PostgreSQL gives it back, so that the schema diff finds nothing to change.
    inboxNotification("'callback'", {
      update: { when: '((old.callback_requested_at IS NULL) AND (new.callback_requested_at IS NOT NULL))' },
    }),
  ],
});
