import { happenedAt } from '../../domain/transport/step-timing.ts';
import type { ShipperTransport } from '../../application/transport/follow-transport.ts';
import { instantIn, quantityIn } from '../../domain/formats.ts';
import { banTexts } from '../../texts/ban-text.ts';
import { bansOf } from '../../domain/pricing/service-promise.ts';
import { namedVehicle } from '../../domain/pricing/vehicles.ts';
import { translate } from '../messages.ts';
import type { PricedQuote } from '../../application/price-quote.ts';
import { co2eMethod } from '../../texts/emissions-text.ts';
import { distanceText } from '../../texts/distance-text.ts';
import { distanceSourceOf } from '../../domain/pricing/distance.ts';
import { streetGivenAtAnEnd } from '../../domain/shipment/address-line.ts';
import type { Language } from '../../domain/language.ts';
import { vatOn, withVat } from '../../domain/money.ts';
import { vatOfOffer } from '../../domain/tax/vat-treatment.ts';
import type { WebhookEndpoint } from '../../domain/webhooks/webhook.ts';
import { translatorIn } from '../../i18n/translate.ts';
import type { ApiQuote, ApiWebhook } from './contract.ts';

// What /api/v1 answers, made from what the application gives: the shapes of contract.ts.

/** A quote as /api/v1 gives it: each offer with its price excluding VAT, the VAT and including it. */
export function apiQuoteOf(
  id: string,
  priced: PricedQuote,
  language: Language,
  history: Array<{ status: ApiQuote['history'][number]['status']; at: Date }> = [],
): ApiQuote {
  const vehicleType = priced.shipment.vehicleType ?? '';
  return {
    id,
    reference: priced.reference,
    status: priced.status,
    vehicleType,
    vehicleLabel: vehicleLabelIn(language, vehicleType),
    vehicleChosen: priced.shipment.vehicleChosen === true,
    offers: priced.offers.map((offer) => ({
      ...apiVat(offer),
      id: offer.id,
      variant: offer.variant,
      title: offer.title,
      currency: 'EUR',
      priceExcludingTax: offer.price,
      pickupWindow: offer.pickupWindow,
      estimatedDelivery: offer.estimatedDelivery,
      ...(offer.meetsRequestedDelivery === undefined ? {} : { meetsRequestedDelivery: offer.meetsRequestedDelivery }),
      ...(offer.validUntil ? { validUntil: offer.validUntil } : {}),
      distanceKm: offer.distance,
      ...apiDistance(offer, priced.shipment),
      ...(offer.drive
        ? {
            drive: {
              drivers: offer.drive.crew,
              drivingSeconds: offer.drive.drivingSeconds,
              breaks: offer.drive.breaks,
              dailyRests: offer.drive.dailyRests,
              elapsedSeconds: offer.drive.elapsedSeconds,
            },
          }
        : {}),
      ...(offer.secondDriverPrice === undefined ? {} : { secondDriverPrice: offer.secondDriverPrice }),
      ...apiTrafficBans(offer, priced.shipment.language),
      ...apiCo2e(offer, priced.shipment.language),
    })),
    unpriced: priced.unpriced,
    selectedOffer: priced.selectedOffer,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
  };
}

/** The VAT of an offer by who buys and where the goods go (ADR 0031): its case, rate and amounts. */
function apiVat(offer: PricedQuote['offers'][number]) {
  const vat = vatOfOffer(offer);
  return {
    vatCase: vat.case,
    vatRate: vat.rate,
    ...(vat.country ? { vatCountry: vat.country } : {}),
    ...(vat.vatNumber ? { vatNumber: vat.vatNumber } : {}),
    vat: vatOn(offer.price, vat.rate),
    priceIncludingTax: withVat(offer.price, vat.rate),
  };
}

/** A vehicle class named in a language (never the catalogue's French whatever the language). */
export function vehicleLabelIn(language: Language, code: string): string {
  const named = namedVehicle(code);
  return named ? translate(language, `booking.vehicles.${named}`) : code;
}

/** What an offer's distance is, and that said in the quote's language as the recap says it. */
function apiDistance(offer: PricedQuote['offers'][number], shipment: PricedQuote['shipment']) {
  const source = distanceSourceOf(offer);
  const number = quantityIn(shipment.language);
  return {
    distanceSource: source,
    distanceText: distanceText(
      { km: offer.distance, source, streetGiven: streetGivenAtAnEnd(shipment) },
      translatorIn(shipment.language),
      (value) => number.format(value),
    ),
  };
}

/**
 * The traffic bans an offer waits out (ADR 0064) and the countries crossed whose bans are set road
 * by road, each with its sentence in the quote's language (banTexts says them in that order).
 */
function apiTrafficBans(offer: PricedQuote['offers'][number], language: Language) {
  const bans = bansOf(offer);
  const roadByRoad = offer.roadByRoadBans ?? [];
  if (bans.length === 0 && roadByRoad.length === 0) return {};
  const instant = instantIn(language, 'long');
  const texts = banTexts(offer, translatorIn(language), (iso) => instant.format(new Date(iso)));
  return {
    ...(bans.length > 0 ? { trafficBans: bans.map((ban, index) => ({ ...ban, text: texts[index]! })) } : {}),
    ...(roadByRoad.length > 0
      ? { roadByRoadBans: roadByRoad.map((country, index) => ({ country, text: texts[bans.length + index]! })) }
      : {}),
    ...(offer.lighterVehicle ? { lighterVehicle: offer.lighterVehicle, lighterVehicleText: texts.at(-1)! } : {}),
  };
}

/** An offer's greenhouse gases: the figure and, in the quote's language, its method. */
function apiCo2e(offer: PricedQuote['offers'][number], language: Language) {
  if (!offer.co2e) return {};
  const t = translatorIn(language);
  const number = quantityIn(language);
  return { co2eKg: offer.co2e.kg, co2eMethod: co2eMethod(offer.co2e, t, (value) => number.format(value)) };
}

/** A transport's steps for a shipper's systems: a pickup's and a delivery's `at` is when it happened, as last corrected. */
export function apiTransportOf(transport: ShipperTransport): NonNullable<ApiQuote['transport']> {
  const happened = happenedAt(transport.steps.map(({ move }) => move));
  return {
    state: transport.state,
    confirmedAt: transport.confirmedAt,
    promisedDelivery: transport.promisedDelivery,
    steps: transport.steps.map(({ move, at }) => {
      if (move.kind === 'pickUp') return { ...move, at: happened.pickedUpAt ?? move.at };
      if (move.kind === 'deliver') return { ...move, at: happened.deliveredAt ?? move.at };
      // A driver's step says when it happened, by the phone's time.
      if (move.kind === 'arrive' || move.kind === 'load' || move.kind === 'correct') return move;
      return { ...move, at: move.kind === 'incident' ? (move.at ?? at) : at };
    }),
  };
}

export const apiWebhookOf = (endpoint: WebhookEndpoint): ApiWebhook => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  createdAt: endpoint.createdAt.toISOString(),
});
