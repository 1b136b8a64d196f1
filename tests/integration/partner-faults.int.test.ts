import { afterEach, describe, expect, it } from 'vitest';
import { makeAdviseVehicles } from '#src/application/advise-vehicles.ts';
import { makePriceQuote } from '#src/application/price-quote.ts';
import { makeSearchAddresses } from '#src/application/search-addresses.ts';
import { inMemoryQuoteRepository } from '../fakes/in-memory-quote-repository.ts';
import { addressSuggestionsProxy } from '#src/adapters/partners/address-suggestions-proxy.ts';
import {
  ADDRESS_POLICY,
  DISTANCE_POLICY,
  GATEWAY_POLICY,
  PartnerError,
  type PartnerPolicy,
  VEHICLE_TYPES_POLICY,
} from '#src/adapters/partners/partner-policy.ts';
import { ptvRouting } from '#src/adapters/partners/ptv-routing.ts';
import { osrmRouting } from '#src/adapters/partners/osrm-routing.ts';
import { estimatedRouting } from '#src/adapters/routing/estimated-routing.ts';
import { loadRoadTable } from '#src/adapters/routing/road-table.ts';
import { ugoGateway } from '#src/adapters/partners/ugo-gateway.ts';
import { vehicleTypesProxy } from '#src/adapters/partners/vehicle-types-proxy.ts';
import type { Shipment } from '#src/domain/shipment/shipment.ts';
import { type Behaviour, fakePartner, refusedUrl } from '../fakes/fake-partner.ts';
import { recordingLogger } from '../helpers/silent-logger.ts';
import { PRICING_REFERENCE } from '../fakes/pricing-reference.ts';

// The spec's attempts and backoff shapes, with delays and timeouts scaled down so the suite
// runs in seconds; the spec's own numbers are checked in partner-policy.test.ts.
const fast = (policy: PartnerPolicy): PartnerPolicy => ({
  ...policy,
  initialDelayMs: policy.initialDelayMs / 50,
  maxDelayMs: policy.maxDelayMs / 50,
  jitterMs: 5,
  timeoutMs: 300,
});

const shipment: Shipment = {
  departureLocation: '69002 Lyon',
  departureStreet: '12 rue de la République',
  departureCountry: 'FR',
  departureCity: 'Lyon',
  departureZipCode: '69002',
  departureCoordinates: { lat: 45.76, lon: 4.84 },
  arrivalLocation: '70173 Stuttgart',
  arrivalStreet: 'Königstraße 1',
  arrivalCountry: 'DE',
  arrivalCity: 'Stuttgart',
  arrivalZipCode: '70173',
  arrivalCoordinates: { lat: 48.78, lon: 9.18 },
  pickupDate: '2026-11-23',
  pickupTime: '12:16',
  parcels: [
    {
      type: 'pallet',
      quantity: 2,
      weight: 150,
      length: 120,
      width: 80,
      height: 100,
      dangerousGoods: { unNumber: '1203', properShippingName: 'ESSENCE', adrClass: '3', packingGroup: 'II' },
    },
  ],
  vehicleType: 'FRG2',
  shippingType: 'pallet',
  isStackable: false,
  isDangerous: true,
  isProfessional: true,
  comments: 'Quai 3',
  language: 'fr',
};
const needs = { parcels: shipment.parcels, isStackable: false, isDangerous: true };
const clock = { now: () => new Date('2026-11-23T09:15:30Z') };

interface PartnerCase {
  name: string;
  policy: PartnerPolicy;
  path: string;
  success: unknown;
  call: (url: string) => Promise<unknown>;
  expected: unknown;
}

const cases: PartnerCase[] = [
  {
    name: 'PTV extended-route',
    policy: DISTANCE_POLICY,
    path: '/extended-route',
    success: { ptvResponse: { distance: 465_400, travelTime: 19_800 } },
    call: (url) =>
      ptvRouting(url, fast(DISTANCE_POLICY)).route({
        from: shipment.departureCoordinates!,
        to: shipment.arrivalCoordinates!,
        vehicleCode: 'FRG2',
      }),
    expected: { distanceMetres: 465_400, travelTimeSeconds: 19_800, source: 'routing' },
  },
  {
    name: 'UGO gateway',
    policy: GATEWAY_POLICY,
    path: '/ugo-gateway',
    success: { offers: [{ price: 1234.57 }, { price: 1500 }] },
    call: (url) =>
      ugoGateway(url, clock, fast(GATEWAY_POLICY)).price({
        quoteId: 'q-1',
        shipment,
        pickup: { date: '2026-11-23', time: '12:16' },
        delivery: { date: '2026-11-23', time: '17:46' },
        distanceKm: 465,
        vehicleCode: 'FRG2',
      }),
    expected: 1234.57,
  },
  {
    name: 'vehicle types',
    policy: VEHICLE_TYPES_POLICY,
    path: '/quotes/vehicle-types',
    success: {
      proposal: { name: 'FRG2', label: 'Fourgon 6 m³', category: 'van', maxWeight: 1000, maxPallets: 2 },
      list: [{ name: 'PL5', label: 'Porteur', category: 'truck' }],
    },
    call: (url) => vehicleTypesProxy(url, fast(VEHICLE_TYPES_POLICY)).options(needs),
    expected: [
      { value: 'FRG2', label: 'Fourgon 6 m³', icon: 'van' },
      { value: 'PL5', label: 'Porteur', icon: 'truck' },
    ],
  },
  {
    name: 'address suggestions',
    policy: ADDRESS_POLICY,
    path: '/address/suggestions?query=lyon&country=FR',
    success: [
      {
        id: 'g1',
        description: 'Lyon, France',
        origin: 'google',
        address: { street: null, city: 'Lyon', zip_code: '69001', country: 'FR', lat: 45.76, lon: 4.84 },
      },
      { id: 'o1', description: 'Lyon (other)', origin: 'osm', address: { city: 'Lyon', country: 'FR', lat: 45.7, lon: 4.8 } },
    ],
    call: (url) => addressSuggestionsProxy(url, fast(ADDRESS_POLICY)).suggest('lyon', 'FR'),
    expected: [
      {
        id: 'g1',
        description: 'Lyon, France',
        origin: 'google',
        address: { street: null, city: 'Lyon', zip_code: '69001', country: 'FR', lat: 45.76, lon: 4.84 },
      },
    ],
  },
  {
    // OSRM's documented answer to GET /route/v1/{profile}/{coordinates} (project-osrm.org/docs/v5.24.0/api/#route-service).
    name: 'OSRM route',
    policy: DISTANCE_POLICY,
    path: '/route/v1/driving/4.84,45.76;9.18,48.78?alternatives=false&steps=false&overview=simplified&geometries=geojson',
    success: {
      code: 'Ok',
      routes: [
        {
          distance: 465_432.1,
          duration: 17_800.4,
          weight: 17_800.4,
          weight_name: 'routability',
          legs: [],
          // The simplified course, GeoJSON's [longitude, latitude] (Besançon, Mulhouse on the way).
          geometry: {
            type: 'LineString',
            coordinates: [
              [4.840012, 45.760004],
              [6.02, 47.24],
              [7.34, 47.75],
              [9.180021, 48.780013],
            ],
          },
        },
      ],
      waypoints: [
        { hint: 'a', distance: 4.1, name: 'Rue de la République', location: [4.840012, 45.760004] },
        { hint: 'b', distance: 2.3, name: 'Königstraße', location: [9.180021, 48.780013] },
      ],
    },
    call: (url) =>
      osrmRouting(url, 75, fast(DISTANCE_POLICY)).route({
        from: shipment.departureCoordinates!,
        to: shipment.arrivalCoordinates!,
        vehicleCode: 'FRG2',
      }),
    // A car's 4 h 57 for 465 km is faster than a vehicle's 75 km/h: 6 h 12.
    expected: {
      distanceMetres: 465_432,
      travelTimeSeconds: 22_341,
      source: 'routing',
      course: [
        { lat: 45.760004, lon: 4.840012 },
        { lat: 47.24, lon: 6.02 },
        { lat: 47.75, lon: 7.34 },
        { lat: 48.780013, lon: 9.180021 },
      ],
    },
  },
];

const partners: Array<Awaited<ReturnType<typeof fakePartner>>> = [];
afterEach(async () => {
  await Promise.all(partners.splice(0).map((partner) => partner.close()));
});

async function partner(...script: Behaviour[]) {
  const fake = await fakePartner();
  fake.reply(...script);
  partners.push(fake);
  return fake;
}

describe.each(cases)('$name adapter against a fake partner', ({ policy, path, success, call, expected }) => {
  it('reads a successful answer', async () => {
    const fake = await partner({ json: success });
    expect(await call(fake.url)).toEqual(expected);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.url).toBe(path);
  });

  it('retries after a timeout', async () => {
    const fake = await partner('hang', { json: success });
    expect(await call(fake.url)).toEqual(expected);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries after 429', async () => {
    const fake = await partner({ status: 429, json: { error: 'slow down' } }, { json: success });
    expect(await call(fake.url)).toEqual(expected);
    expect(fake.requests).toHaveLength(2);
  });

  it(`gives up after ${policy.attempts} attempts of 5xx, wrapping the last error`, async () => {
    const fake = await partner();
    fake.otherwise({ status: 503, json: { error: 'down' } });
    const error = await call(fake.url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PartnerError);
    expect((error as PartnerError).cause).toMatchObject({ response: { statusCode: 503 } });
    expect(fake.requests).toHaveLength(policy.attempts);
  });

  it('does not retry other 4xx', async () => {
    const fake = await partner({ status: 422, json: { error: 'bad request' } });
    await expect(call(fake.url)).rejects.toBeInstanceOf(PartnerError);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses malformed JSON without retrying', async () => {
    const fake = await partner({ raw: '{"truncated":' });
    await expect(call(fake.url)).rejects.toBeInstanceOf(PartnerError);
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses an answer that breaks the contract', async () => {
    const fake = await partner({ json: { unexpected: true, offers: 'none' } });
    await expect(call(fake.url)).rejects.toBeInstanceOf(PartnerError);
  });

  it('fails cleanly on a refused connection', async () => {
    const error = await call(await refusedUrl()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PartnerError);
    expect(String((error as PartnerError).cause)).toMatch(/ECONNREFUSED/);
  });
});

describe('what the partners are sent', () => {
  it('PTV gets both waypoints, the excluded countries and average traffic', async () => {
    const fake = await partner({ json: cases[0]!.success });
    await cases[0]!.call(fake.url);
    expect(fake.requests[0]!.body).toEqual({
      waypoints: [{ onRoad: { latitude: 45.76, longitude: 4.84 } }, { onRoad: { latitude: 48.78, longitude: 9.18 } }],
      vehicleType: 'FRG2',
      excludedCountries: ['CH', 'UA', 'RS', 'BY'],
      profile: 'EUR_VAN',
      trafficMode: 'AVERAGE',
    });
  });

  it('UGO gets the auction payload of spec §7', async () => {
    const fake = await partner({ json: cases[1]!.success });
    await cases[1]!.call(fake.url);
    const body = fake.requests[0]!.body as Record<string, unknown>;
    for (const field of [
      'auction',
      'name',
      'target',
      'puPlace',
      'puContact',
      'puDate',
      'puLocation',
      'dePlace',
      'deContact',
      'deDate',
      'deLocation',
      'notes',
      'stackable',
      'currency',
      'visible',
      'distance',
      'transport',
      'creator',
      'puDateRange',
      'deDateRange',
      'valid_until',
      'dimension',
      'options',
      'source',
      'decision_from',
      'id',
      'reported_at',
      'valid_from',
      'type',
      'status',
      'vehicles',
      'bestbidprice',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(body).toMatchObject({
      currency: 'EUR',
      visible: 'private',
      type: 'auction',
      status: 'running',
      bestbidprice: 0,
      distance: 465,
      // What the carrier's transport document needs, line by line (ADR 5.4.1.1.1).
      options: {
        adr: true,
        dangerousGoods: [
          {
            unNumber: '1203',
            properShippingName: 'ESSENCE',
            adrClass: '3',
            packingGroup: 'II',
            description: 'UN 1203 ESSENCE, 3, II',
            packages: 2,
            grossWeightKg: 300,
          },
        ],
      },
      puDate: '2026-11-23T11:16:00.000Z',
      // the offers' one validity: the pickup, which comes before the 10 days
      valid_until: '2026-11-23T11:16:00.000Z',
      // The driver's dock at each end: the street as typed, then the place.
      puPlace: {
        address: '12 rue de la République, 69002 Lyon',
        street: '12 rue de la République',
        city: 'Lyon',
        zipCode: '69002',
        country: 'FR',
      },
      dePlace: { address: 'Königstraße 1, 70173 Stuttgart', street: 'Königstraße 1', city: 'Stuttgart', zipCode: '70173', country: 'DE' },
    });
  });

  it('the vehicle proxy gets the packages', async () => {
    const fake = await partner({ json: cases[2]!.success });
    await cases[2]!.call(fake.url);
    expect(fake.requests[0]!.body).toEqual({
      packages: [
        {
          package_type: 'pallet',
          type: 'pallet',
          quantity: 2,
          length: 120,
          width: 80,
          height: 100,
          weight: 150,
          adr: true,
          stackable: false,
          goods_value: 0,
        },
      ],
    });
  });
});

describe('degraded behaviour of spec §8 when a partner fails', () => {
  it('vehicle lookup failure: the default list, flagged degraded', async () => {
    const advise = makeAdviseVehicles({
      advisor: vehicleTypesProxy(await refusedUrl(), fast(VEHICLE_TYPES_POLICY)),
      logger: recordingLogger(),
    });
    const result = await advise(needs);
    expect(result.degraded).toBe(true);
    expect(result.options.map((option) => option.value)).toEqual(['FRG4', 'PL5', 'van', 'truck', 'unknown']);
  });

  it('gateway failure: no priority offer, the others still priced; route and estimate failure: 500 km, said to be an estimate', async () => {
    const quotes = inMemoryQuoteRepository();
    const { id } = await quotes.create(shipment, 'owner', new Date());
    const priceQuote = makePriceQuote({
      ...PRICING_REFERENCE,
      quotes,
      routing: ptvRouting(await refusedUrl(), fast(DISTANCE_POLICY)),
      fallbackRouting: ptvRouting(await refusedUrl(), fast(DISTANCE_POLICY)),
      priorityGateway: ugoGateway(await refusedUrl(), clock, fast(GATEWAY_POLICY)),
      pricingTables: {
        economyBands: async () => [{ kmMin: 0, kmMax: 5000, pricePerKm: 1 }],
        grossRevenuesByRange: async () => ({ short: [1.2], medium: [1.2], long: [1.2] }),
        secondDriverPerHour: async () => 30,
      },
      logger: recordingLogger(),
    });
    const { offers } = await priceQuote(id, 'owner');
    expect(offers.map((offer) => [offer.variant, offer.price])).toEqual([
      ['economy', 500],
      ['standard', 600],
    ]);
    expect(offers[0]!.isBestChoice).toBe(true);
    expect(offers.every((offer) => offer.distanceEstimated)).toBe(true);
    // The 500 km default prices, but no greenhouse-gas figure is made up from it (issue 37).
    expect(offers.map((offer) => offer.co2e)).toEqual([undefined, undefined]);
  });

  it('OSRM failure (503 at every attempt): priced on the estimate, said to be one', async () => {
    const fake = await partner();
    fake.otherwise({ status: 503, json: { code: 'Unavailable' } });
    const quotes = inMemoryQuoteRepository();
    const paris = {
      departureLocation: '75001 Paris',
      departureCountry: 'FR',
      departureCoordinates: { lat: 48.8566, lon: 2.3522 },
    } as const;
    const marseille = {
      arrivalLocation: '13001 Marseille',
      arrivalCountry: 'FR',
      arrivalCoordinates: { lat: 43.2965, lon: 5.3698 },
    } as const;
    const { id } = await quotes.create({ ...shipment, ...paris, ...marseille }, 'owner', new Date());
    const logger = recordingLogger();
    const priceQuote = makePriceQuote({
      ...PRICING_REFERENCE,
      quotes,
      routing: osrmRouting(fake.url, 75, fast(DISTANCE_POLICY)),
      fallbackRouting: estimatedRouting({ table: loadRoadTable(), averageSpeedKmh: 75 }),
      priorityGateway: { price: async () => 1000 },
      pricingTables: {
        economyBands: async () => [{ kmMin: 0, kmMax: 5000, pricePerKm: 1 }],
        grossRevenuesByRange: async () => ({ short: [1.2], medium: [1.2], long: [1.2] }),
        secondDriverPerHour: async () => 30,
      },
      logger,
    });
    const { offers } = await priceQuote(id, 'owner');
    expect(fake.requests).toHaveLength(DISTANCE_POLICY.attempts);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.distanceEstimated).toBe(true);
      // The road is 774.4 km (fixtures/road-distances).
      expect(Math.abs(offer.distance! - 774.4) / 774.4).toBeLessThan(0.03);
    }
    expect(logger.lines.some((entry) => entry.message === 'route not found, pricing on an estimated distance')).toBe(true);
  });

  it('address failure: an empty list', async () => {
    const fake = await partner();
    fake.otherwise({ status: 500 });
    const search = makeSearchAddresses({
      addresses: addressSuggestionsProxy(fake.url, fast(ADDRESS_POLICY)),
      logger: recordingLogger(),
      isOutage: () => false,
    });
    expect(await search('lyon', 'FR')).toEqual([]);
  });
});
