import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VEHICLE_OPTIONS, VEHICLE_CODES, vehicleCode } from '../../../domain/pricing/vehicles.ts';
import { FORM_COUNTRIES } from '../../../domain/shipment/countries.ts';
import { loadConfig } from '../../../config.ts';
import { DISTANCE_RANGE_ENDS, type DistanceRange } from '../../../domain/pricing/distance.ts';
import { economyOffer, standardOffer } from '../../../domain/pricing/offers.ts';
import type { CountryCode } from '../../../domain/shipment/countries.ts';
import type { PricingTables } from '../../../ports/pricing-tables.ts';
import { localPriorityGateway } from '../../priority-offer/local-priority-gateway.ts';
import { loadVehicleCatalogue } from '../../vehicles/vehicle-catalogue.ts';

const fixture = <T>(file: string) =>
  JSON.parse(readFileSync(new URL(`../../../../fixtures/${file}`, import.meta.url), 'utf8')) as { source: string; rows: T[] };
const pricing = fixture<{ vehicleType: string; distanceRangeMain: string; managedByLineHaul: string | null }>('pricing-sample.json');
const economy = fixture<{ countryFrom: string; countryTo: string; kmMin: number; kmMax: number }>('economy-pricing-sample.json');

/** Every vehicle the advisor, the default list or the form can choose. */
const choosable = [
  ...new Set([
    ...loadVehicleCatalogue().map((vehicle) => vehicle.code),
    ...Object.values(VEHICLE_CODES),
    ...DEFAULT_VEHICLE_OPTIONS.map((option) => vehicleCode(option.value)),
  ]),
];

/** No road between Europe and the United States, the one form country across an ocean. */
const ROAD_COUNTRIES = FORM_COUNTRIES.filter((country) => country !== 'US');

describe('sample tariffs match the vehicle catalogue and the countries', () => {
  it('are still marked SAMPLE', () => {
    expect(pricing.source).toMatch(/^SAMPLE/);
    expect(economy.source).toMatch(/^SAMPLE/);
  });

  it.each(choosable)('%s has a reference rate in every distance range', (code) => {
    for (const range of ['short', 'medium', 'long']) {
      expect(
        pricing.rows.filter((row) => row.vehicleType === code && row.distanceRangeMain === range && row.managedByLineHaul === '0'),
      ).toHaveLength(1);
    }
  });

  it('prices every pair of road countries from 0 to 5,000 km without a gap', () => {
    const missing: string[] = [];
    for (const from of ROAD_COUNTRIES) {
      for (const to of ROAD_COUNTRIES) {
        const bands = economy.rows.filter((row) => row.countryFrom === from && row.countryTo === to).sort((a, b) => a.kmMin - b.kmMin);
        let next = 0;
        for (const band of bands) {
          if (band.kmMin !== next) break;
          next = band.kmMax + 1;
        }
        if (next <= 5000) missing.push(`${from}→${to} from ${next} km`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** The sample tables as the pricing port answers them: every row of one period. */
const sampleTables: PricingTables = {
  async economyBands(from, to) {
    return economyRates
      .filter((row) => row.countryFrom === from && row.countryTo === to)
      .map((row) => ({ kmMin: row.kmMin, kmMax: row.kmMax, pricePerKm: Number(row.pricePerKm) }));
  },
  async grossRevenuesByRange(code, lineHaul) {
    const of = (range: DistanceRange) =>
      referenceRates
        .filter((row) => row.vehicleType === code && row.distanceRangeMain === range)
        .filter((row) => lineHaul === undefined || (lineHaul === 0) === (row.managedByLineHaul === '0'))
        .map((row) => Number(row.grossRevkm));
    return { short: of('short'), medium: of('medium'), long: of('long') };
  },
  async secondDriverPerHour() {
    return Number(fixture<{ secondDriverPerHour: string }>('crew-sample.json').rows.at(-1)!.secondDriverPerHour);
  },
};
const referenceRates = fixture<{ vehicleType: string; distanceRangeMain: string; managedByLineHaul: string; grossRevkm: string }>(
  'pricing-sample.json',
).rows;
const economyRates = fixture<{ countryFrom: CountryCode; countryTo: CountryCode; kmMin: number; kmMax: number; pricePerKm: string }>(
  'economy-pricing-sample.json',
).rows;

describe('ADR 0021: Priority ≥ Flex ≥ Eco before the discount, on every route the samples cover', () => {
  const config = loadConfig({});
  const priority = localPriorityGateway(sampleTables, { markup: config.LOCAL_PRIORITY_MARKUP, baseFee: config.LOCAL_PRIORITY_BASE_FEE });
  // Prices are linear in km within a band: its ends decide the order everywhere inside it.
  const distances = [1, 299, 300, 600, 601, 5000];

  it.each(choosable)('%s, every pair of road countries', async (code) => {
    const broken: string[] = [];
    for (const km of distances) {
      const flex = standardOffer(await sampleTables.grossRevenuesByRange(code, 0), km)!.price;
      const dedicated = (await priority.price({ vehicleCode: code, distanceKm: km } as Parameters<typeof priority.price>[0]))!;
      if (dedicated < flex) broken.push(`${km} km: priority ${dedicated} < flex ${flex}`);
      for (const from of ROAD_COUNTRIES) {
        for (const to of ROAD_COUNTRIES) {
          const eco = economyOffer(await sampleTables.economyBands(from, to), km)!.price;
          if (eco > flex) broken.push(`${from}→${to} ${km} km: eco ${eco} > flex ${flex}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('ADR 0029: a longer route never costs less, for every vehicle, pair of countries and band edge', () => {
  const config = loadConfig({});
  const priority = localPriorityGateway(sampleTables, { markup: config.LOCAL_PRIORITY_MARKUP, baseFee: config.LOCAL_PRIORITY_BASE_FEE });
  const priorityAt = async (code: string, km: number) =>
    (await priority.price({ vehicleCode: code, distanceKm: km } as Parameters<typeof priority.price>[0]))!;
  /** The last km of a band and the first of the next, both ways of every edge either tariff has. */
  const edges = [...new Set([...DISTANCE_RANGE_ENDS, ...economyRates.map((row) => row.kmMax).filter((km) => km < 5000)])];

  it.each(choosable)('%s: standard and priority at every edge', async (code) => {
    const broken: string[] = [];
    const revenues = await sampleTables.grossRevenuesByRange(code, 0);
    for (const edge of edges) {
      for (const [shorter, longer] of [
        [edge - 1, edge],
        [edge, edge + 1],
        [edge, edge + 2],
      ] as const) {
        const flex = [standardOffer(revenues, shorter)!.price, standardOffer(revenues, longer)!.price];
        if (flex[1]! < flex[0]!) broken.push(`standard ${shorter} → ${longer} km: ${flex[0]} → ${flex[1]}`);
        const dedicated = [await priorityAt(code, shorter), await priorityAt(code, longer)];
        if (dedicated[1]! < dedicated[0]!) broken.push(`priority ${shorter} → ${longer} km: ${dedicated[0]} → ${dedicated[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('economy, every pair of road countries at every edge of its bands', async () => {
    const broken: string[] = [];
    for (const from of ROAD_COUNTRIES) {
      for (const to of ROAD_COUNTRIES) {
        const bands = await sampleTables.economyBands(from, to);
        for (const edge of bands.map((band) => band.kmMax).filter((km) => km < 5000)) {
          const prices = [edge - 1, edge, edge + 1, edge + 2].map((km) => economyOffer(bands, km)!.price);
          for (let index = 1; index < prices.length; index++)
            if (prices[index]! < prices[index - 1]!)
              broken.push(`${from}→${to} ${edge - 1 + index} km: ${prices[index - 1]} → ${prices[index]}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
