import type { Coordinates } from '../shipment/shipment.ts';

// Which countries a trip crosses, and how much of it lies in each: read along the straight line
// between its ends, every 10 km or so, from a map of countries (a port: the grid of
// fixtures/country-grid.json). The road bends, the countries it crosses are mostly the same.

/** The country of a point (ISO code), undefined where the map does not say. */
export type CountryAt = (point: Coordinates) => string | undefined;

/** One country of a trip, in order, and the share of the trip's length in it. */
export interface CountryLeg {
  country: string;
  share: number;
}

const SAMPLE_KM = 10;
const EARTH_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function kmBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/**
 * The countries along the line from `from` to `to`, in order, each with its share of the length;
 * a country the line only touches (a single sample, ~10 km) is left out. Empty when the map
 * knows none of the points.
 */
export function countriesCrossed(from: Coordinates, to: Coordinates, countryAt: CountryAt): CountryLeg[] {
  const samples = Math.max(2, Math.ceil(kmBetween(from, to) / SAMPLE_KM));
  const runs: Array<{ country: string; count: number }> = [];
  for (let index = 0; index < samples; index += 1) {
    const at = (index + 0.5) / samples;
    const country = countryAt({ lat: from.lat + (to.lat - from.lat) * at, lon: from.lon + (to.lon - from.lon) * at });
    if (!country) continue;
    const last = runs.at(-1);
    if (last?.country === country) last.count += 1;
    else runs.push({ country, count: 1 });
  }
  const kept = runs.filter((run) => run.count > 1 || runs.length === 1);
  // Two runs of one country on either side of a dropped touch are one.
  const merged: typeof kept = [];
  for (const run of kept) {
    const last = merged.at(-1);
    if (last?.country === run.country) last.count += run.count;
    else merged.push({ ...run });
  }
  const total = merged.reduce((sum, run) => sum + run.count, 0);
  return merged.map((run) => ({ country: run.country, share: run.count / total }));
}
