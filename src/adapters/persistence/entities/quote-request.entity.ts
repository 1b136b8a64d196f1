import { defineEntity, p } from '@mikro-orm/core';
import { countryCode, createdAt, instant, languageCode, money, uuidPrimaryKey, inboxNotification } from './columns.ts';
import { QuoteEntity } from './quote.entity.ts';
import type { StoredParcelLine } from './shipment.ts';
import type { OfferEmissions } from '../../../domain/emissions/offer-emissions.ts';
import type { VatTreatment } from '../../../domain/tax/vat-treatment.ts';
import type { BuyerAddress } from '../../../domain/invoicing/buyer-address.ts';

/** Table quote_requests (spec §3 "Quote request"): a quote whose offer the visitor confirmed. */
export const QuoteRequestEntity = defineEntity({
  name: 'QuoteRequest',
  tableName: 'quote_requests',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    quote: () => p.manyToOne(QuoteEntity).unique().deleteRule('restrict'),
    departureCountry: countryCode(),
    arrivalCountry: countryCode(),
    departureLocation: p.text(),
    arrivalLocation: p.text(),
    departureStreet: p.text().nullable(),
    arrivalStreet: p.text().nullable(),
    pickupDate: p.date(),
    deliveryDate: p.date().nullable(),
    pickupTime: p.time().nullable(),
    deliveryTime: p.time().nullable(),
    vehicleType: p.string().length(20),
    shippingType: p.enum(['parcel', 'pallet']),
    isProfessional: p.boolean(),
    isStackable: p.boolean(),
    isDangerous: p.boolean(),
    comments: p.string().length(500).nullable(),
    /** the driver's note at each end (the address book) */
    departureNote: p.string().length(500).nullable(),
    arrivalNote: p.string().length(500).nullable(),
    parcels: p.json<StoredParcelLine[]>(),
    selectedOffer: p.string().length(30),
    userEmail: p.string().length(254),
    userPhone: p.string().length(40).nullable(),
    userName: p.text(),
    userEntreprise: p.text().nullable(),
    /** the buyer's purchase order number and their own reference */
    poNumber: p.string().length(100).nullable(),
    customerReference: p.string().length(100).nullable(),
    /** the VAT the chosen offer bore (ADR 0031), as the buyer was told; absent on requests confirmed before: French VAT */
    vat: p.json<VatTreatment>().nullable(),
    /** the chosen offer's greenhouse gases as the buyer was told; absent when none could be computed */
    co2e: p.json<OfferEmissions>().nullable(),
    language: languageCode(),
    price: money().nullable(),
    /** km */
    distance: p.integer().nullable(),
    /** minutes */
    transitTime: p.integer().nullable(),
    /** what the chosen offer promised (ADR 0013); null on requests confirmed before it did */
    /** the buyer's postal address, typed by an agent when the account's billing details give none: invoices name it */
    buyerAddress: p.json<BuyerAddress>().nullable(),
    pickupWindowFrom: instant().nullable(),
    pickupWindowTo: instant().nullable(),
    estimatedDelivery: instant().nullable(),
  },
  indexes: [{ properties: ['createdAt'] }],
  triggers: [inboxNotification("'quote-request'")],
});
