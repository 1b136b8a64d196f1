import type { EntityManager } from '@mikro-orm/postgresql';
import { type InferEntity, LockMode } from '@mikro-orm/core';
import { fullName } from '../../../domain/quote/contact.ts';
import type { QuoteStatus } from '../../../domain/quote/quote-lifecycle.ts';
import type { Quote, QuoteContact } from '../../../domain/quote/quote.ts';
import type { CountryCode } from '../../../domain/shipment/countries.ts';
import type { Shipment } from '../../../domain/shipment/shipment.ts';
import type { Language } from '../../../domain/language.ts';
import { toDecimalString } from '../../../domain/money.ts';
import type { QuotePricing, QuoteRepository, QuoteRequestDraft } from '../../../ports/quote-repository.ts';
import { QuoteEntity, QuoteRequestEntity } from '../entities/index.ts';

type QuoteRow = InferEntity<typeof QuoteEntity>;

/** Quotes in the quotes table (spec §3, §7 "Backend data service"). */
export function mikroOrmQuoteRepository(root: EntityManager): QuoteRepository {
  return {
    async create(shipment, ownerKey) {
      const em = root.fork();
      const row = em.create(QuoteEntity, { ...rowFromShipment(shipment), ownerKey });
      await em.flush();
      return quoteFromRow(row);
    },

    async findOwned(id, ownerKey) {
      if (!UUID.test(id)) return undefined;
      const row = await root.fork().findOne(QuoteEntity, { id, ownerKey });
      return row ? quoteFromRow(row) : undefined;
    },

    async savePricing(id, from, to, pricing: QuotePricing) {
      const updated = await root.fork().nativeUpdate(
        QuoteEntity,
        { id, status: from },
        {
          status: to,
          offers: pricing.offers,
          distance: pricing.distanceKm,
          transitTime: pricing.transitTimeMinutes,
          price: pricing.price === null ? null : toDecimalString(pricing.price),
          selectedOffer: pricing.selectedOffer,
        },
      );
      return updated === 1;
    },

    async saveContact(id, from, to, contact: QuoteContact) {
      const updated = await root.fork().nativeUpdate(
        QuoteEntity,
        { id, status: { $in: from } },
        {
          status: to,
          prenom: contact.firstName,
          nom: contact.lastName,
          entreprise: contact.company,
          email: contact.email,
          telephoneUrgence: contact.phone ?? null,
        },
      );
      return updated === 1;
    },

    async confirmOffer(id, from, to, request: QuoteRequestDraft) {
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
        });
        await em.flush();
        return { quoteRequestId: quoteRequest.id };
      });
    },
  };
}

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
  const contact: QuoteContact | null =
    row.email && row.prenom && row.nom
      ? { firstName: row.prenom, lastName: row.nom, company: row.entreprise ?? '', email: row.email, phone: row.telephoneUrgence ?? null }
      : null;
  return {
    id: row.id,
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
    contact,
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    selectedOffer: row.selectedOffer ?? null,
  };
}
