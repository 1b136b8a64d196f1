import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VEHICLE_OPTIONS, VEHICLE_CODES, vehicleCode } from '../../../domain/pricing/vehicles.ts';
import { FORM_COUNTRIES } from '../../../domain/shipment/countries.ts';
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
