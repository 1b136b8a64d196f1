import type { BanWait } from '../driving-time/traffic-bans.ts';
import type { OfferEmissions } from '../emissions/offer-emissions.ts';
import { vatOn, withVat } from '../money.ts';
import { FRENCH_VAT, vatOfOffer, type VatTreatment } from '../tax/vat-treatment.ts';
import type { OperatorIdentity } from '../operator.ts';
import type { LawfulDrive } from '../driving-time/driving-rules.ts';
import { type DistanceSource, distanceSourceOf } from '../pricing/distance.ts';
import type { PickupWindow } from '../pricing/service-promise.ts';
import { endAddress, streetGivenAtAnEnd } from '../shipment/address-line.ts';
import type { ParcelLine } from '../shipment/parcel-line.ts';
import { totalVolume, totalWeight } from '../shipment/parcel-line.ts';
import type { Crossing } from '../shipment/road-link.ts';
import type { CountryCode } from '../shipment/countries.ts';
import { validUntil } from './offer-validity.ts';
import type { Quote, QuoteContact, QuoteOffer } from './quote.ts';

/** One offer as the document states it: its times and its price excluding VAT, the VAT and including VAT. */
export interface DocumentOffer {
  variant: QuoteOffer['variant'];
  title: string;
  priceExcludingTax: number;
  vat: number;
  priceIncludingTax: number;
  pickupWindow: PickupWindow;
  /** ISO 8601 with offset */
  estimatedDelivery: string;
  meetsRequestedDelivery?: boolean;
  /** who drives and the stops on the way (absent from offers priced before it was kept) */
  drive?: LawfulDrive;
  /** the traffic ban the vehicle waits out before it may come */
  pickupWait?: BanWait;
  /** the part of the price paying a second driver */
  secondDriverPrice?: number;
  /** its greenhouse gases, when known (offer-emissions.ts) */
  co2e?: OfferEmissions;
  /** the offer the shipper confirmed */
  chosen: boolean;
}

/**
 * The quote as a document a buyer files and gets a purchase order signed on: who
 * quotes, for whom, what, where and when, each offer with its price and until when it holds.
 */
export interface QuoteDocument {
  id: string;
  reference: string;
  language: string;
  /** ISO instants */
  issuedAt: string;
  validUntil: string;
  shipper: QuoteContact;
  /** street, place, and the country's code (named in the reader's language) */
  departure: { address: string; country: CountryCode; note: string | null };
  arrival: { address: string; country: CountryCode; note: string | null };
  requestedPickup: { date: string | null; time: string | null };
  /** null: as soon as possible */
  requestedDelivery: { date: string; time: string | null } | null;
  shippingType: string;
  parcels: ParcelLine[];
  totals: { weightKg: number; volumeM3: number };
  isStackable: boolean;
  isDangerous: boolean;
  vehicleType: string | null;
  /** chosen for the shipper, who answered "Je ne sais pas" */
  vehicleChosen: boolean;
  comments: string | null;
  distanceKm: number | null;
  /** a routing engine's road or an estimate; none without a distance */
  distanceSource: DistanceSource | null;
  /** a street was given at either end: the distance runs between the towns' points */
  streetGiven: boolean;
  /** seconds, sea crossings included */
  transitSeconds: number | null;
  crossings: Crossing[];
  vatRate: number;
  /** which VAT the offers bear, by who buys and where the goods go (ADR 0031) */
  vat: VatTreatment;
  offers: DocumentOffer[];
  operator: OperatorIdentity;
  /** the buyer's purchase order number and own reference, once confirmed with them */
  poNumber: string | null;
  customerReference: string | null;
}

/** What a job's goods are, as the driver, the carrier and their documents read them (no price, no shipper). */
export type JobGoods = Pick<QuoteDocument, 'shippingType' | 'parcels' | 'totals' | 'isStackable' | 'isDangerous' | 'comments'>;

export function jobGoodsOf(document: QuoteDocument): JobGoods {
  const { shippingType, parcels, totals, isStackable, isDangerous, comments } = document;
  return { shippingType, parcels, totals, isStackable, isDangerous, comments };
}

/** The document of a priced quote whose shipper gave their details; `selected` is the variant confirmed, if any. */
export function quoteDocument(
  quote: Quote,
  offers: readonly QuoteOffer[],
  shipper: QuoteContact,
  selected: string | null,
  operator: OperatorIdentity,
  purchase: { poNumber: string | null; customerReference: string | null } = { poNumber: null, customerReference: null },
): QuoteDocument {
  const { shipment } = quote;
  const first = offers[0];
  const vat = first ? vatOfOffer(first) : FRENCH_VAT;
  return {
    id: quote.id,
    reference: quote.reference,
    language: shipment.language,
    issuedAt: quote.createdAt.toISOString(),
    validUntil: validUntil(quote).toISOString(),
    shipper,
    departure: {
      address: endAddress(shipment.departureStreet, shipment.departureLocation, shipment.departureCountry),
      country: shipment.departureCountry,
      note: shipment.departureNote ?? null,
    },
    arrival: {
      address: endAddress(shipment.arrivalStreet, shipment.arrivalLocation, shipment.arrivalCountry),
      country: shipment.arrivalCountry,
      note: shipment.arrivalNote ?? null,
    },
    requestedPickup: { date: shipment.pickupDate ?? null, time: shipment.pickupTime ?? null },
    requestedDelivery: shipment.deliveryDate ? { date: shipment.deliveryDate, time: shipment.deliveryTime ?? null } : null,
    shippingType: shipment.shippingType,
    parcels: shipment.parcels,
    totals: { weightKg: totalWeight(shipment.parcels), volumeM3: totalVolume(shipment.parcels) },
    isStackable: shipment.isStackable,
    isDangerous: shipment.isDangerous,
    vehicleType: shipment.vehicleType ?? null,
    vehicleChosen: shipment.vehicleChosen === true,
    comments: shipment.comments ?? null,
    distanceKm: first?.distance ?? quote.distanceKm,
    // Without an offer, what the quote's distance is was not kept: it is shown without its source.
    distanceSource: first ? distanceSourceOf(first) : null,
    streetGiven: streetGivenAtAnEnd(shipment),
    transitSeconds: first?.transitTime ?? (quote.transitTimeMinutes === null ? null : quote.transitTimeMinutes * 60),
    crossings: first?.crossings ?? [],
    vatRate: vat.rate,
    vat,
    offers: offers.map((offer) => ({
      variant: offer.variant,
      title: offer.title,
      priceExcludingTax: offer.price,
      vat: vatOn(offer.price, vat.rate),
      priceIncludingTax: withVat(offer.price, vat.rate),
      pickupWindow: offer.pickupWindow,
      estimatedDelivery: offer.estimatedDelivery,
      ...(offer.meetsRequestedDelivery === undefined ? {} : { meetsRequestedDelivery: offer.meetsRequestedDelivery }),
      ...(offer.drive ? { drive: offer.drive } : {}),
      ...(offer.pickupWait ? { pickupWait: offer.pickupWait } : {}),
      ...(offer.secondDriverPrice === undefined ? {} : { secondDriverPrice: offer.secondDriverPrice }),
      ...(offer.co2e ? { co2e: offer.co2e } : {}),
      chosen: offer.variant === selected,
    })),
    operator,
    poNumber: purchase.poNumber,
    customerReference: purchase.customerReference,
  };
}
