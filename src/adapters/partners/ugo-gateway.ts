import { z } from 'zod';
import { transportDescription } from '../../domain/dangerous-goods/dangerous-goods.ts';
import { withStreet } from '../../domain/shipment/address-line.ts';
import { totalVolume, totalWeight } from '../../domain/shipment/parcel-line.ts';
import { instantOf } from '../../domain/shipment/local-time.ts';
import { validUntil } from '../../domain/quote/offer-validity.ts';
import type { Clock } from '../../ports/clock.ts';
import type { PriorityOfferGateway, PriorityPriceRequest } from '../../ports/priority-offer-gateway.ts';
import { GATEWAY_POLICY, type PartnerPolicy } from './partner-policy.ts';
import { partnerRequest } from './partner-request.ts';
import { withSlash } from './ptv-routing.ts';

const answer = z.object({ offers: z.array(z.object({ price: z.coerce.number() })).default([]) });

/** One hour windows around pickup and delivery (spec §9 "range windows 1 hour"). */
const WINDOW_MS = 60 * 60 * 1000;

/** The auction the gateway expects (spec §7 "Partner offer gateway"). */
export function auctionPayload(request: PriorityPriceRequest, now: Date) {
  const { shipment } = request;
  const pickup = instantOf(request.pickup);
  const delivery = instantOf(request.delivery);
  const range = (at: Date) => ({ from: at.toISOString(), to: new Date(at.getTime() + WINDOW_MS).toISOString() });
  const place = (
    street: string | null | undefined,
    location: string,
    city: string | null | undefined,
    zip: string | null | undefined,
    country: string,
  ) => ({
    // The dock the driver goes to: the street when the visitor gave one, then the place.
    address: withStreet(street, location),
    street: street ?? null,
    city: city ?? null,
    zipCode: zip ?? null,
    country,
  });
  return {
    auction: request.quoteId,
    id: request.quoteId,
    name: `${shipment.departureCity ?? shipment.departureLocation} → ${shipment.arrivalCity ?? shipment.arrivalLocation}`,
    target: 'priority',
    type: 'auction',
    status: 'running',
    currency: 'EUR',
    visible: 'private',
    bestbidprice: 0,
    puPlace: place(
      shipment.departureStreet,
      shipment.departureLocation,
      shipment.departureCity,
      shipment.departureZipCode,
      shipment.departureCountry,
    ),
    puLocation: shipment.departureCoordinates ?? null,
    puContact: null,
    puDate: pickup.toISOString(),
    puDateRange: range(pickup),
    dePlace: place(
      shipment.arrivalStreet,
      shipment.arrivalLocation,
      shipment.arrivalCity,
      shipment.arrivalZipCode,
      shipment.arrivalCountry,
    ),
    deLocation: shipment.arrivalCoordinates ?? null,
    deContact: null,
    deDate: delivery.toISOString(),
    deDateRange: range(delivery),
    notes: shipment.comments ?? '',
    stackable: shipment.isStackable,
    distance: request.distanceKm,
    transport: shipment.shippingType,
    vehicles: [request.vehicleCode],
    dimension: {
      parcels: shipment.parcels,
      totalWeightKg: totalWeight(shipment.parcels),
      totalVolumeM3: totalVolume(shipment.parcels),
    },
    // What the carrier's transport document needs (ADR 5.4.1.1.1), line by line.
    options: {
      adr: shipment.isDangerous,
      dangerousGoods: shipment.parcels.flatMap((line) =>
        line.dangerousGoods
          ? [
              {
                ...line.dangerousGoods,
                description: transportDescription(line.dangerousGoods),
                packages: line.quantity,
                grossWeightKg: line.quantity * line.weight,
              },
            ]
          : [],
      ),
    },
    creator: 'flash-quote-tool',
    source: 'website',
    decision_from: now.toISOString(),
    reported_at: now.toISOString(),
    valid_from: now.toISOString(),
    valid_until: validUntil({
      createdAt: now,
      shipment: { pickupDate: request.pickup.date, pickupTime: request.pickup.time },
    }).toISOString(),
  };
}

/** Spec §7: POST {gateway}/ugo-gateway; the price is offers[0].price. */
export function ugoGateway(baseUrl: string, clock: Clock, policy: PartnerPolicy = GATEWAY_POLICY): PriorityOfferGateway {
  const call = partnerRequest('UGO gateway', policy);
  return {
    async price(request) {
      const { offers } = await call({
        method: 'POST',
        url: new URL('ugo-gateway', withSlash(baseUrl)).toString(),
        json: auctionPayload(request, clock.now()),
        response: answer,
      });
      const price = offers[0]?.price;
      return price && price > 0 ? price : undefined;
    },
  };
}
