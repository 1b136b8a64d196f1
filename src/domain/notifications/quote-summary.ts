import type { BanWait } from '../driving-time/traffic-bans.ts';
import type { OfferEmissions } from '../emissions/offer-emissions.ts';
import type { LawfulDrive } from '../driving-time/driving-rules.ts';
import type { VatTreatment } from '../tax/vat-treatment.ts';
import type { PickupWindow } from '../pricing/service-promise.ts';
import { fullName } from '../quote/contact.ts';
import type { Quote, QuoteContact, QuoteOffer } from '../quote/quote.ts';
import { totalVolume, totalWeight } from '../shipment/parcel-line.ts';
import type { Crossing } from '../shipment/road-link.ts';
import type { ParcelLine } from '../shipment/parcel-line.ts';

/**
 * What an agent needs to call a client back (spec §7 "send-quote-summary"), captured when the
 * record is saved, so that the message says what was true at that moment.
 */
export interface QuoteSummary {
  quoteId: string;
  /** the reference the client was shown (FL-7K3Q-9M2X) */
  quoteReference: string;
  language: string;
  client: { name: string; email: string; phone: string | null; company: string | null };
  /** street and number as typed (null when only a place was given), then the place */
  departure: { street: string | null; location: string; country: string; note?: string };
  arrival: { street: string | null; location: string; country: string; note?: string };
  /** the requested pickup (after the rule of spec §5) */
  pickup: { date: string | null; time: string | null };
  /** the requested delivery; null when the visitor asked for none */
  delivery: { date: string | null; time: string | null };
  shippingType: string;
  vehicleType: string | null;
  /** chosen for the shipper, who answered "Je ne sais pas" */
  vehicleChosen?: boolean;
  isStackable: boolean;
  isDangerous: boolean;
  parcels: ParcelLine[];
  totals: { weightKg: number; volumeM3: number };
  offer: {
    variant: string;
    title: string;
    price: number | null;
    pickupWindow?: PickupWindow;
    estimatedDelivery?: string;
    meetsRequestedDelivery?: boolean;
    /** who drives and the stops on the way */
    drive?: LawfulDrive;
    /** the traffic ban the vehicle waits out before it may come */
    pickupWait?: BanWait;
    /** the part of the price paying a second driver */
    secondDriverPrice?: number;
    /** ISO instant: the last moment it could be confirmed */
    validUntil?: string;
    /** the VAT it bears, by who buys (absent: French VAT) */
    vat?: VatTreatment;
    /** its greenhouse gases as the buyer was told (offer-emissions.ts) */
    co2e?: OfferEmissions;
  } | null;
  /** km */
  distance: number | null;
  /** seconds (the crossings' time included) */
  transitTime: number | null;
  /** the sea crossings on the way (Channel tunnel, ferries), when there are */
  crossings?: Crossing[];
  comments: string | null;
  /** ISO instant; null renders as 'date not calculated' */
  generatedAt: string | null;
  /** the quote's own address, with the capability to open it (the visitor's confirmation links to it) */
  quoteLink?: string;
  /** the request's record in the staff page, found by its reference (the agents' email links to it) */
  recordLink?: string;
  /** the buyer's purchase order number and own reference, given through /api/v1 */
  poNumber?: string;
  customerReference?: string;
}

export function quoteSummary(quote: Quote, contact: QuoteContact, offer: QuoteOffer | undefined, now: Date): QuoteSummary {
  const { shipment } = quote;
  const pickup = { date: shipment.pickupDate ?? null, time: shipment.pickupTime ?? null };
  // Spec §7: the delivery computed for the partner is "not shown": only the one asked for is.
  const delivery = { date: shipment.deliveryDate ?? null, time: shipment.deliveryTime ?? null };
  return {
    quoteId: quote.id,
    quoteReference: quote.reference,
    language: shipment.language,
    client: { name: fullName(contact), email: contact.email, phone: contact.phone ?? null, company: contact.company || null },
    departure: {
      street: shipment.departureStreet ?? null,
      location: shipment.departureLocation,
      country: shipment.departureCountry,
      ...(shipment.departureNote ? { note: shipment.departureNote } : {}),
    },
    arrival: {
      street: shipment.arrivalStreet ?? null,
      location: shipment.arrivalLocation,
      country: shipment.arrivalCountry,
      ...(shipment.arrivalNote ? { note: shipment.arrivalNote } : {}),
    },
    pickup,
    delivery,
    shippingType: shipment.shippingType,
    vehicleType: shipment.vehicleType ?? null,
    vehicleChosen: shipment.vehicleChosen === true,
    isStackable: shipment.isStackable,
    isDangerous: shipment.isDangerous,
    parcels: shipment.parcels,
    totals: { weightKg: totalWeight(shipment.parcels), volumeM3: totalVolume(shipment.parcels) },
    offer: offer
      ? {
          variant: offer.variant,
          title: offer.title,
          price: offer.price,
          pickupWindow: offer.pickupWindow,
          estimatedDelivery: offer.estimatedDelivery,
          meetsRequestedDelivery: offer.meetsRequestedDelivery,
          ...(offer.drive ? { drive: offer.drive } : {}),
          ...(offer.pickupWait ? { pickupWait: offer.pickupWait } : {}),
          ...(offer.secondDriverPrice === undefined ? {} : { secondDriverPrice: offer.secondDriverPrice }),
          validUntil: offer.validUntil,
          ...(offer.vat ? { vat: offer.vat } : {}),
          ...(offer.co2e ? { co2e: offer.co2e } : {}),
        }
      : null,
    ...(offer?.crossings?.length ? { crossings: offer.crossings } : {}),
    distance: offer?.distance ?? quote.distanceKm,
    transitTime: offer?.transitTime ?? (quote.transitTimeMinutes === null ? null : quote.transitTimeMinutes * 60),
    comments: shipment.comments ?? null,
    generatedAt: now.toISOString(),
  };
}
