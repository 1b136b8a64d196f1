import { describe, expect, it } from 'vitest';
import type { Shipment } from '../domain/shipment/shipment.ts';
import type { PricingTables } from '../ports/pricing-tables.ts';
import type { PriorityOfferGateway } from '../ports/priority-offer-gateway.ts';
import type { RoutingService } from '../ports/routing-service.ts';
import type { CountryAt, FrenchRegionAt } from '../domain/driving-time/countries-crossed.ts';
import { inMemoryQuoteRepository } from '../../tests/fakes/in-memory-quote-repository.ts';
import { recordingLogger } from '../../tests/helpers/silent-logger.ts';
import { QuoteNotFound } from './errors.ts';
import { makePriceQuote } from './price-quote.ts';
import { PRICING_REFERENCE } from '../../tests/fakes/pricing-reference.ts';

const shipment: Shipment = {
  departureLocation: 'Lyon',
  departureCountry: 'FR',
  departureCoordinates: { lat: 45.76, lon: 4.84 },
  arrivalLocation: 'Stuttgart',
  arrivalCountry: 'DE',
  arrivalCoordinates: { lat: 48.78, lon: 9.18 },
  pickupDate: '2026-11-23',
  pickupTime: '12:16',
  parcels: [{ type: 'parcel', quantity: 1, weight: 1, length: 20, width: 20, height: 20 }],
  vehicleType: 'van',
  shippingType: 'parcel',
  isStackable: true,
  isDangerous: false,
  isProfessional: true,
  language: 'fr',
};

const routing: RoutingService = {
  route: async () => ({ distanceMetres: 465_400, travelTimeSeconds: 5 * 3600 + 30 * 60, source: 'routing' }),
};
const gateway: PriorityOfferGateway = { price: async () => 1000 };
const tables: PricingTables = {
  economyBands: async () => [{ kmMin: 0, kmMax: 5000, pricePerKm: 1.2 }],
  grossRevenuesByRange: async () => ({ short: [1.0, 1.4], medium: [1.0, 1.4], long: [1.0, 1.4] }),
  secondDriverPerHour: async () => 30,
};
const failing = async (): Promise<never> => {
  throw new Error('partner down');
};

const crowFlies: RoutingService = { route: async () => ({ distanceMetres: 400_000, travelTimeSeconds: 5 * 3600, source: 'estimate' }) };

async function price(
  overrides: {
    routing?: RoutingService;
    fallbackRouting?: RoutingService;
    gateway?: PriorityOfferGateway;
    tables?: PricingTables;
    shipment?: Partial<Shipment>;
    countryAt?: CountryAt;
    frenchRegionAt?: FrenchRegionAt;
  } = {},
) {
  const quotes = inMemoryQuoteRepository();
  const logger = recordingLogger();
  const quote = await quotes.create({ ...shipment, ...overrides.shipment }, 'owner', new Date());
  const priceQuote = makePriceQuote({
    ...PRICING_REFERENCE,
    quotes,
    routing: overrides.routing ?? routing,
    fallbackRouting: overrides.fallbackRouting ?? crowFlies,
    priorityGateway: overrides.gateway ?? gateway,
    pricingTables: overrides.tables ?? tables,
    ...(overrides.countryAt ? { countryAt: overrides.countryAt } : {}),
    ...(overrides.frenchRegionAt ? { frenchRegionAt: overrides.frenchRegionAt } : {}),
    logger,
  });
  const announced: string[] = [];
  const result = await priceQuote(quote.id, 'owner', (offer) => announced.push(offer.variant));
  return { result, announced, stored: quotes.all.get(quote.id)!, logger, priceQuote, id: quote.id };
}

describe('priceQuote', () => {
  describe('a drive beyond one driver’s day (Marseille → Bruxelles, 14 h 37 at the wheel, pickup 18:45)', () => {
    const longRoute: RoutingService = {
      route: async () => ({ distanceMetres: 1_097_000, travelTimeSeconds: 14 * 3600 + 37 * 60, source: 'routing' }),
    };
    const evening = { pickupDate: '2026-11-23', pickupTime: '18:45' };

    it('drives priority with a crew of two and prices the second driver for every hour aboard, 15 % off included', async () => {
      const { result } = await price({ routing: longRoute, shipment: evening });
      const priority = result.offers.find((offer) => offer.variant === 'priority')!;
      // 14 h 37 aboard × 30 €/h = 438.50; (1000 + 438.50) × 0.85
      expect(priority).toMatchObject({
        price: 1222.73,
        originalPrice: 1438.5,
        secondDriverPrice: 372.73,
        estimatedDelivery: '2026-11-24T10:22:00+01:00',
        drive: { crew: 2, dailyRests: 0 },
      });
      const flex = result.offers.find((offer) => offer.variant === 'standard')!;
      expect(flex).toMatchObject({ drive: { crew: 1, dailyRests: 1 }, estimatedDelivery: '2026-11-25T01:52:00+01:00' });
      expect(flex.secondDriverPrice).toBeUndefined();
    });

    it('leaves priority unpriced, saying why, when no crew tariff is loaded', async () => {
      const { result } = await price({
        routing: longRoute,
        shipment: evening,
        tables: { ...tables, secondDriverPerHour: async () => undefined },
      });
      expect(result.offers.map((offer) => offer.variant)).not.toContain('priority');
      expect(result.unpriced).toContainEqual({ variant: 'priority', reason: 'noTariff' });
    });
  });

  describe('the traffic bans of the countries the road crosses (a 12 t truck, Lyon → Stuttgart, Tuesday 20:00)', () => {
    // Switzerland a box the straight line crosses; the road goes round it, north, through Alsace.
    const map: CountryAt = ({ lat, lon }) => (lat < 47.5 && lon > 6 ? 'CH' : lon < 7.3 ? 'FR' : 'DE');
    const truck = { vehicleType: 'truck', pickupDate: '2026-11-24', pickupTime: '20:00' };
    const swissWaits = (offers: Array<{ drive?: { waits?: Array<{ country: string }> } }>) =>
      offers.flatMap((offer) => offer.drive?.waits ?? []).filter((wait) => wait.country === 'CH');

    it('waits out Switzerland’s night ban along the straight line when the routing gives no course', async () => {
      const { result } = await price({ shipment: truck, countryAt: map });
      expect(swissWaits(result.offers).length).toBeGreaterThan(0);
    });

    it('reads the countries along the road’s course when the routing gives one: no Swiss ban to wait out', async () => {
      const withCourse: RoutingService = {
        route: async (request) => ({
          ...(await routing.route(request)),
          course: [request.from, { lat: 47.9, lon: 4.9 }, { lat: 47.9, lon: 7.6 }, request.to],
        }),
      };
      const { result } = await price({ shipment: truck, countryAt: map, routing: withCourse });
      expect(result.offers.length).toBeGreaterThan(0);
      expect(swissWaits(result.offers)).toEqual([]);
    });
  });

  describe('the winter Saturdays of the Auvergne-Rhône-Alpes roads (a 12 t truck on Saturday 7 February 2026 at 10:00)', () => {
    const truck = { vehicleType: 'truck', pickupDate: '2026-02-07', pickupTime: '10:00' };
    const pickupWaits = (offers: Array<{ pickupWait?: { reason: string; until: string } }>) => offers.map((offer) => offer.pickupWait);

    it('waits until 18:00 when the road crosses the region', async () => {
      const { result } = await price({ shipment: truck, countryAt: () => 'FR', frenchRegionAt: () => 'FR-ARA' });
      expect(pickupWaits(result.offers)).toEqual(
        result.offers.map(() => expect.objectContaining({ country: 'FR', reason: 'winterSaturday', until: '2026-02-07T18:00:00+01:00' })),
      );
    });

    it('leaves the promise alone when it does not', async () => {
      const { result } = await price({ shipment: truck, countryAt: () => 'FR', frenchRegionAt: () => 'FR-IDF' });
      expect(pickupWaits(result.offers)).toEqual(result.offers.map(() => undefined));
    });
  });

  it('adds the crossing to the travel time on a route to an island and names it on each offer', async () => {
    const london = { arrivalLocation: 'London', arrivalCountry: 'GB' as const, arrivalCoordinates: { lat: 51.51, lon: -0.13 } };
    const { result } = await price({ shipment: london });
    expect(result.offers.map((offer) => [offer.variant, offer.transitTime, offer.crossings])).toEqual([
      ['economy', 19_800 + 7200, ['channel']],
      ['standard', 19_800 + 7200, ['channel']],
      ['priority', 19_800 + 7200, ['channel']],
    ]);
    // The crossing is left out of the greenhouse-gas figure, which says so.
    expect(result.offers.map((offer) => offer.co2e?.crossingsLeftOut)).toEqual([['channel'], ['channel'], ['channel']]);
  });

  it('prices nothing by road where no road leads, without asking the router, and says why for each offer', async () => {
    const boston = { arrivalLocation: 'Boston', arrivalCountry: 'US' as const, arrivalCoordinates: { lat: 42.36, lon: -71.06 } };
    const { result, stored } = await price({
      shipment: boston,
      routing: { route: failing },
      fallbackRouting: { route: failing },
      gateway: { price: failing },
    });
    expect(result.offers).toEqual([]);
    expect(result.unpriced).toEqual([
      { variant: 'priority', reason: 'noRoadLink' },
      { variant: 'economy', reason: 'noRoadLink' },
      { variant: 'standard', reason: 'noRoadLink' },
    ]);
    expect(stored.offers).toEqual([]);
  });

  it('prices the three offers on the routed distance, priority 15% off and best choice', async () => {
    const { result, stored, announced } = await price();
    expect(result.pricesVisible).toBe(false);
    expect(result.offers.map((offer) => [offer.id, offer.price, offer.isBestChoice])).toEqual([
      ['ugo-cheapest', 558, false], // 1.2 × 465
      ['pricing-standard', 558, false], // 1.2 × 465, after economy on a tie
      ['flash-global', 850, true],
    ]);
    expect(result.offers[2]).toMatchObject({ originalPrice: 1000, distance: 465, distanceEstimated: false, transitTime: 19_800 });
    // Each offer promises its own pickup window and delivery (ADR 0013).
    expect(
      result.offers.map((offer) => [
        offer.variant,
        offer.pickupWindow.to,
        offer.estimatedDelivery,
        `${offer.deliveryDate} ${offer.deliveryTime}`,
      ]),
    ).toEqual([
      // each drive of more than 4 h 30 stops 45 minutes for its driver
      ['economy', '2026-11-24T12:16:00+01:00', '2026-11-24T21:16:00+01:00', '2026-11-24 21:16'],
      ['standard', '2026-11-23T16:16:00+01:00', '2026-11-23T22:31:00+01:00', '2026-11-23 22:31'],
      ['priority', '2026-11-23T13:16:00+01:00', '2026-11-23T19:31:00+01:00', '2026-11-23 19:31'],
    ]);
    expect(new Set(result.offers.map((offer) => offer.pickupWindow.from))).toEqual(new Set(['2026-11-23T12:16:00+01:00']));
    expect(announced.sort()).toEqual(['economy', 'priority', 'standard']);
    expect(stored).toMatchObject({ status: 'priced', distanceKm: 465, transitTimeMinutes: 330, price: 850, selectedOffer: 'priority' });
  });

  it('tells the priority partner the delivery asked for, else the §9 default (pickup + 6 h)', async () => {
    const asked: Array<{ date: string; time: string }> = [];
    const recording: PriorityOfferGateway = { price: async (request) => (asked.push(request.delivery), 1000) };
    await price({ gateway: recording });
    const quotes = inMemoryQuoteRepository();
    const quote = await quotes.create({ ...shipment, deliveryDate: '2026-11-24', deliveryTime: '08:00' }, 'owner', new Date());
    await makePriceQuote({
      ...PRICING_REFERENCE,
      quotes,
      routing,
      fallbackRouting: crowFlies,
      priorityGateway: recording,
      pricingTables: tables,
      logger: recordingLogger(),
    })(quote.id, 'owner');
    expect(asked).toEqual([
      { date: '2026-11-23', time: '18:16' },
      { date: '2026-11-24', time: '08:00' },
    ]);
  });

  it('says of each offer whether it meets the delivery asked for, and nothing when none was asked', async () => {
    const { result } = await price();
    expect(result.offers.map((offer) => offer.meetsRequestedDelivery)).toEqual(result.offers.map(() => undefined));
    const quotes = inMemoryQuoteRepository();
    // Asked for 19:45 today with 5 h 30 on the road: Priority (window 12:16–13:16) is there at
    // 19:31, its driver's break included; Flex (window to 16:16) and Eco (24 h) are not.
    const quote = await quotes.create({ ...shipment, deliveryDate: '2026-11-23', deliveryTime: '19:45' }, 'owner', new Date());
    const priced = await makePriceQuote({
      ...PRICING_REFERENCE,
      quotes,
      routing,
      fallbackRouting: crowFlies,
      priorityGateway: gateway,
      pricingTables: tables,
      logger: recordingLogger(),
    })(quote.id, 'owner');
    const verdicts = Object.fromEntries(priced.offers.map((offer) => [offer.variant, offer.meetsRequestedDelivery]));
    expect(verdicts).toEqual({ priority: true, standard: false, economy: false });
  });

  it('prices once: a second call returns the stored offers without asking partners again', async () => {
    let asked = 0;
    const counting: PriorityOfferGateway = { price: async () => (asked++, 1000) };
    const { priceQuote, id, result } = await price({ gateway: counting });
    expect(asked).toBe(1);
    const again = await priceQuote(id, 'owner');
    expect(again.offers).toEqual(result.offers);
    expect(asked).toBe(1);
  });

  it('drops only the offer whose partner failed (spec §8)', async () => {
    const { result, logger } = await price({ gateway: { price: failing } });
    expect(result.offers.map((offer) => offer.variant)).toEqual(['economy', 'standard']);
    expect(result.offers[0]!.isBestChoice).toBe(true);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ message: 'offer not priced', meta: expect.objectContaining({ variant: 'priority' }) }),
    );
  });

  it('says a distance is an estimate when the routing service answers with one (no routing engine configured)', async () => {
    const asked: unknown[] = [];
    const estimate: RoutingService = {
      route: async (request) => {
        asked.push(request.countries);
        return { distanceMetres: 781_000, travelTimeSeconds: 37_000, source: 'estimate' };
      },
    };
    const { result } = await price({ routing: estimate });
    expect(result.offers.map((offer) => [offer.distance, offer.distanceEstimated])).toEqual(result.offers.map(() => [781, true]));
    // The estimate reads its tables by the ends' countries.
    expect(asked).toEqual([{ from: shipment.departureCountry, to: shipment.arrivalCountry }]);
  });

  it('prices on the estimate when the routing service fails, and says it is an estimate', async () => {
    const { result, stored } = await price({ routing: { route: failing } });
    const economy = result.offers.find((offer) => offer.variant === 'economy')!;
    expect(economy).toMatchObject({ price: 480, distance: 400, distanceEstimated: true }); // 1.2 × 400
    expect(stored.distanceKm).toBe(400);
    // Its greenhouse gases too, on that estimate and saying so.
    expect(economy.co2e).toMatchObject({ distanceKm: 400, distanceEstimated: true, basis: 'shared' });
  });

  it('prices on 500 km, as an estimate, only when no route can be had at all', async () => {
    const { result, stored } = await price({ routing: { route: failing }, fallbackRouting: { route: failing } });
    expect(result.offers.find((offer) => offer.variant === 'economy')).toMatchObject({
      price: 600,
      distance: null,
      distanceEstimated: true,
    });
    expect(stored.distanceKm).toBeNull();
    // No figure is made up from the 500 km default.
    expect(result.offers.map((offer) => offer.co2e)).toEqual(result.offers.map(() => undefined));
  });

  it('gives no offer when no partner has a price above 0', async () => {
    const { result, stored } = await price({
      gateway: { price: async () => undefined },
      tables: { economyBands: async () => [], grossRevenuesByRange: failing, secondDriverPerHour: async () => undefined },
    });
    expect(result.offers).toEqual([]);
    expect(stored).toMatchObject({ status: 'priced', price: null, selectedOffer: null });
  });

  it('does not price a quote of another owner', async () => {
    const { priceQuote, id } = await price();
    await expect(priceQuote(id, 'someone else')).rejects.toBeInstanceOf(QuoteNotFound);
  });
});
