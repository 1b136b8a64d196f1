import { distanceRange, kilometresFromMetres, pricingDistance } from '../domain/pricing/distance.ts';
import { travelSeconds } from '../domain/pricing/delivery-estimate.ts';
import { applyDeliveryRule } from '../domain/shipment/delivery-rule.ts';
import { type Crossing, crossingSeconds, roadLink } from '../domain/shipment/road-link.ts';
import { lighterVehicleFor, meetsRequestedDelivery, servicePromise, wallClockOf } from '../domain/pricing/service-promise.ts';
import { type Road, waitedSeconds } from '../domain/driving-time/drive-plan.ts';
import { bansBind } from '../domain/driving-time/traffic-bans.ts';
import { type CountryAt, type FrenchRegionAt, countriesAlong, frenchRegionsAlong } from '../domain/driving-time/countries-crossed.ts';
import {
  OFFER_IDS,
  OFFER_VARIANTS,
  type OfferVariant,
  type PricedOffer,
  economyOffer,
  priorityOffer,
  rankOffers,
  secondDriverCost,
  standardOffer,
} from '../domain/pricing/offers.ts';
import { vehicleCode } from '../domain/pricing/vehicles.ts';
import { type QuoteStatus, nextStatus } from '../domain/quote/quote-lifecycle.ts';
import { OFFER_TITLES, type Quote, type QuoteOffer, type UnpricedOffer } from '../domain/quote/quote.ts';
import { type WallClock, isoWithOffset } from '../domain/shipment/local-time.ts';
import { validUntil } from '../domain/quote/offer-validity.ts';
import type { Coordinates, Shipment } from '../domain/shipment/shipment.ts';
import type { Logger } from '../ports/logger.ts';
import type { PricingTables } from '../ports/pricing-tables.ts';
import type { PriorityOfferGateway } from '../ports/priority-offer-gateway.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { RoutingService } from '../ports/routing-service.ts';
import type { VatNumberRegistry } from '../ports/vat-number-registry.ts';
import { type StandardRates, type VatTreatment, shipmentVat } from '../domain/tax/vat-treatment.ts';
import { type EmissionFactors, offerEmissions } from '../domain/emissions/offer-emissions.ts';
import { type GroupageLimit, groupageExcess, limitValue } from '../domain/pricing/groupage.ts';
import { smallestFitting, type VehicleCapacity } from '../domain/shipment/vehicle-fit.ts';
import { totalWeight } from '../domain/shipment/parcel-line.ts';
import { QuoteNotFound } from './errors.ts';
import { token } from '../ports/token.ts';

export interface PricedQuote {
  /** the quote's reference for people (FL-7K3Q-9M2X) */
  reference: string;
  offers: QuoteOffer[];
  /** offers without a price for want of a tariff: shown with the spec's message */
  unpriced: UnpricedOffer[];
  /** Prices may be shown once the visitor's contact details are saved (spec §4.5). */
  pricesVisible: boolean;
  /** what was asked for, and where the quote stands: the server-rendered offer page shows both */
  shipment: Shipment;
  status: QuoteStatus;
  /** the variant confirmed, once an offer is chosen */
  selectedOffer: string | null;
}

export type PriceQuote = (
  id: string,
  ownerKey: string,
  onOffer?: (offer: QuoteOffer, pricesVisible: boolean) => void,
) => Promise<PricedQuote>;
export const PriceQuote = token<PriceQuote>('PriceQuote');

interface Deps {
  quotes: QuoteRepository;
  routing: RoutingService;
  /** asked when the routing service fails: a distance that is only an estimate */
  fallbackRouting: RoutingService;
  priorityGateway: PriorityOfferGateway;
  pricingTables: PricingTables;
  /** the EU standard VAT rates, and whether a buyer's VAT number is registered (ADR 0031) */
  vatRates: StandardRates;
  /** the French default greenhouse-gas values (fixtures/co2e-factors.json) */
  emissionFactors: EmissionFactors;
  /** the fleet's classes (fixtures/vehicles.json): an Eco share emits no more than the smallest that carries the goods */
  vehicles: readonly VehicleCapacity[];
  /** what a shared truck takes (fixtures/groupage-limit.json): past it, no Eco offer */
  groupageLimit: GroupageLimit;
  vatNumbers: VatNumberRegistry;
  /** the country of a point: which countries a trip crosses (their traffic bans bind its promise) */
  countryAt?: CountryAt;
  /** the French region of a point: a region's own bans bind the French part of a trip that crosses it */
  frenchRegionAt?: FrenchRegionAt;
  logger: Logger;
}

/**
 * Spec §4.3–4.4: price a quote once (later calls return what was stored). The route comes
 * first, then the three prices run side by side; `onOffer` hears of each as soon as it is
 * priced, before the final ranking. A partner failure removes only its own offer.
 */
export function makePriceQuote(deps: Deps): PriceQuote {
  return async (id, ownerKey, onOffer) => {
    const quote = await deps.quotes.findOwned(id, ownerKey);
    if (!quote) throw new QuoteNotFound();
    if (quote.offers) {
      const pricesVisible = quote.status === 'contact_given' || quote.status === 'offer_confirmed';
      quote.offers.forEach((offer) => onOffer?.(offer, pricesVisible));
      return {
        reference: quote.reference,
        offers: quote.offers,
        unpriced: quote.unpriced,
        pricesVisible,
        shipment: quote.shipment,
        status: quote.status,
        selectedOffer: quote.status === 'offer_confirmed' ? quote.selectedOffer : null,
      };
    }
    // A visitor who is not a professional gave their contact with the form: prices show at once.
    const afterPricing = nextStatus(quote.status, 'price');
    const to: QuoteStatus = quote.contact && !quote.shipment.isProfessional ? 'contact_given' : afterPricing;

    // No road between the ends (an ocean): no road price, the no-offer path with its reason.
    const link = roadLink(quote.shipment.departureCountry, quote.shipment.arrivalCountry);
    const [route, vat] = await Promise.all([link.reachable ? routeOf(quote, deps, link.crossings) : NO_ROUTE, vatOf(quote, deps)]);
    const km = pricingDistance(route.distanceKm);
    const pickup: WallClock = { date: quote.shipment.pickupDate!, time: quote.shipment.pickupTime! };
    // The partner hears of the delivery the visitor asked for, else of the §9 default
    // (pickup + 6 h); the quote keeps only what was asked, so screens never show a default as a wish.
    const delivery = applyDeliveryRule(quote.shipment, pickup, quote.createdAt);
    const travel = travelSeconds({ travelTimeSeconds: route.travelTimeSeconds, distanceKm: route.distanceKm });
    const code = vehicleCode(quote.shipment.vehicleType ?? 'unknown');
    // What an Eco share's CO2e is capped by: found once per quote, not once per offer.
    const smallestCarrier = smallestFitting(deps.vehicles, quote.shipment);
    const smallestCarrierClass = smallestCarrier?.code;
    // The traffic bans of the countries crossed bind the vehicle by its maximum authorised mass:
    // the countries along the road's course when the routing gave one, else along the straight line.
    const { departureCoordinates: start, arrivalCoordinates: end } = quote.shipment;
    const course = route.course ?? (start && end ? [start, end] : undefined);
    const crossed = course && deps.countryAt ? countriesAlong(course, deps.countryAt) : [];
    const grossWeightKg = deps.vehicles.find((vehicle) => vehicle.code === code)?.grossWeightKg;
    // The regions are read only for a vehicle France's bans bind: a van's quote does not pay for them.
    const frenchRegions =
      course && deps.frenchRegionAt && bansBind('FR', grossWeightKg) ? frenchRegionsAlong(course, deps.frenchRegionAt) : [];
    const road: Road = {
      countries: [quote.shipment.departureCountry, quote.shipment.arrivalCountry],
      ...(crossed.length > 0 ? { crossed } : {}),
      ...(frenchRegions.length > 0 ? { frenchRegions } : {}),
      grossWeightKg,
    };
    // Each variant's promise is planned once: the Priority price reads its drive, its card the rest.
    const promises = new Map<OfferVariant, ReturnType<typeof servicePromise>>();
    const promiseOf = (variant: OfferVariant) => {
      if (!promises.has(variant)) promises.set(variant, servicePromise(variant, pickup, travel, road));
      return promises.get(variant)!;
    };
    // On the distance the offer is priced on, said to be an estimate when routing was down; none without one.
    const emissionsOf = (variant: OfferVariant) => {
      const co2e = offerEmissions(
        {
          variant,
          vehicleClass: code,
          distanceKm: route.distanceKm,
          distanceEstimated: route.estimated,
          weightKg: totalWeight(quote.shipment.parcels),
          smallestCarrierClass,
          crossings: link.reachable ? link.crossings : [],
          departureCountry: quote.shipment.departureCountry,
          arrivalCountry: quote.shipment.arrivalCountry,
        },
        deps.emissionFactors,
      );
      return co2e ? { co2e } : {};
    };
    const describe = (offer: PricedOffer, isBestChoice = false): QuoteOffer => {
      const promise = promiseOf(offer.variant);
      // Held up by bans, an offer proposes the smallest class that carries the goods when no ban binds it.
      const lighterVehicle = lighterVehicleFor(promise, code, smallestCarrier);
      const estimated = wallClockOf(promise.estimatedDelivery);
      const meets = meetsRequestedDelivery(promise.estimatedDelivery, {
        date: quote.shipment.deliveryDate,
        time: quote.shipment.deliveryTime,
      });
      return {
        ...offer,
        id: OFFER_IDS[offer.variant],
        isBestChoice,
        title: OFFER_TITLES[offer.variant],
        distance: route.distanceKm,
        distanceEstimated: route.estimated,
        transitTime: route.travelTimeSeconds,
        ...(link.reachable && link.crossings.length > 0 ? { crossings: link.crossings } : {}),
        ...promise,
        ...(lighterVehicle ? { lighterVehicle } : {}),
        pickupDate: pickup.date,
        pickupTime: pickup.time,
        deliveryDate: estimated.date,
        deliveryTime: estimated.time,
        ...(meets === undefined ? {} : { meetsRequestedDelivery: meets }),
        validUntil: isoWithOffset(validUntil(quote)),
        vat,
        ...emissionsOf(offer.variant),
      };
    };
    const announce = (offer: PricedOffer | undefined) => {
      if (offer && offer.price > 0) onOffer?.(describe(offer), false);
      return offer;
    };

    const attempt = async (variant: string, price: () => Promise<PricedOffer | undefined>) => {
      try {
        return announce(await price());
      } catch (error) {
        deps.logger.warn('offer not priced', { quoteId: id, variant, error: String(error) });
        return undefined;
      }
    };
    // Spec §8 "Pricing with no reference data": the tables answered, with nothing for this case.
    const unpriced: UnpricedOffer[] = link.reachable ? [] : OFFER_VARIANTS.map((variant) => ({ variant, reason: 'noRoadLink' as const }));
    const noTariff = (variant: OfferVariant) => {
      unpriced.push({ variant, reason: 'noTariff' });
      return undefined;
    };
    const priced = !link.reachable
      ? []
      : await Promise.all([
          attempt('priority', async () => {
            // A drive beyond one driver's day is priced with the second driver it takes (ADR 0030).
            const { drive } = promiseOf('priority');
            const crewed = drive.crew === 2;
            const [gatewayPrice, perHour] = await Promise.all([
              deps.priorityGateway.price({ quoteId: id, shipment: quote.shipment, pickup, delivery, distanceKm: km, vehicleCode: code }),
              crewed ? deps.pricingTables.secondDriverPerHour() : undefined,
            ]);
            if (!crewed) return priorityOffer(gatewayPrice);
            if (perHour === undefined) return noTariff('priority');
            return priorityOffer(gatewayPrice, secondDriverCost(drive.elapsedSeconds - waitedSeconds(drive), perHour));
          }),
          attempt('economy', async () => {
            // Past what a shared truck takes there is no share to sell.
            const excess = groupageExcess(deps.groupageLimit, quote.shipment);
            if (excess) {
              unpriced.push({ variant: 'economy', reason: 'overGroupage', limit: excess, value: limitValue(deps.groupageLimit, excess) });
              return undefined;
            }
            const bands = await deps.pricingTables.economyBands(quote.shipment.departureCountry, quote.shipment.arrivalCountry);
            return economyOffer(bands, km) ?? noTariff('economy');
          }),
          attempt('standard', async () => {
            const revenues = await deps.pricingTables.grossRevenuesByRange(code, 0);
            return revenues[distanceRange(km)].length === 0 ? noTariff('standard') : standardOffer(revenues, km);
          }),
        ]);

    const offers = rankOffers(priced).map((offer) => describe(offer, offer.isBestChoice));
    const priority = offers.find((offer) => offer.variant === 'priority');
    const saved = await deps.quotes.savePricing(id, quote.status, to, {
      offers,
      unpriced,
      distanceKm: route.distanceKm,
      transitTimeMinutes: route.travelTimeSeconds === null ? null : Math.round(route.travelTimeSeconds / 60),
      price: priority?.price ?? null,
      selectedOffer: priority ? 'priority' : null,
    });
    if (!saved) {
      // Another request priced it first: what it stored is the answer.
      const stored = await deps.quotes.findOwned(id, ownerKey);
      const status = stored?.status ?? 'priced';
      return {
        reference: quote.reference,
        offers: stored?.offers ?? offers,
        unpriced: stored?.unpriced ?? unpriced,
        pricesVisible: status === 'contact_given',
        shipment: quote.shipment,
        status,
        selectedOffer: null,
      };
    }
    return {
      reference: quote.reference,
      offers,
      unpriced,
      pricesVisible: to === 'contact_given',
      shipment: quote.shipment,
      status: to,
      selectedOffer: null,
    };
  };
}

interface Route {
  distanceKm: number | null;
  travelTimeSeconds: number | null;
  /** not a routing engine's road: the estimate (by default, or when the engine failed), or none */
  estimated: boolean;
  /** the road's course, when the routing engine gave it */
  course?: readonly Coordinates[];
}

/**
 * Spec §7 "Distance": asked only when both coordinates exist and no distance is known. When the
 * routing service fails, the crow-flies estimate stands in, and the offer says it is one.
 */
async function routeOf(quote: Quote, deps: Deps, crossings: readonly Crossing[]): Promise<Route> {
  if (quote.distanceKm !== null) {
    const travelTimeSeconds = quote.transitTimeMinutes === null ? null : quote.transitTimeMinutes * 60;
    return { distanceKm: quote.distanceKm, travelTimeSeconds, estimated: false };
  }
  // The crossings' time (tunnel, ferries) counts in the travel time, for the driving estimates alike.
  const route = await drivenRoute(quote, deps);
  return route.travelTimeSeconds === null ? route : { ...route, travelTimeSeconds: route.travelTimeSeconds + crossingSeconds(crossings) };
}

/** The VAT the quote's offers bear: VIES is asked about a number it was given, never waited on past its limit. */
async function vatOf(quote: Quote, deps: Deps): Promise<VatTreatment> {
  const status = quote.shipment.vatNumber ? await deps.vatNumbers.status(quote.shipment.vatNumber) : 'unverified';
  return shipmentVat(quote.shipment, status, deps.vatRates);
}

/** A route that is not driven: no distance, no time. */
const NO_ROUTE: Route = { distanceKm: null, travelTimeSeconds: null, estimated: false };

async function drivenRoute(quote: Quote, deps: Deps): Promise<Route> {
  const { departureCoordinates: from, arrivalCoordinates: to } = quote.shipment;
  if (!from || !to) return { distanceKm: null, travelTimeSeconds: null, estimated: true };
  const request = {
    from,
    to,
    vehicleCode: vehicleCode(quote.shipment.vehicleType ?? 'unknown'),
    countries: { from: quote.shipment.departureCountry, to: quote.shipment.arrivalCountry },
  };
  try {
    const route = await deps.routing.route(request);
    return {
      distanceKm: kilometresFromMetres(route.distanceMetres),
      travelTimeSeconds: Math.round(route.travelTimeSeconds),
      estimated: route.source === 'estimate',
      ...(route.course ? { course: route.course } : {}),
    };
  } catch (error) {
    deps.logger.warn('route not found, pricing on an estimated distance', { quoteId: quote.id, error: String(error) });
  }
  try {
    const route = await deps.fallbackRouting.route(request);
    return {
      distanceKm: kilometresFromMetres(route.distanceMetres),
      travelTimeSeconds: Math.round(route.travelTimeSeconds),
      estimated: true,
    };
  } catch {
    return { distanceKm: null, travelTimeSeconds: null, estimated: true };
  }
}
