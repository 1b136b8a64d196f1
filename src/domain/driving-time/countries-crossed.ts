import type { Coordinates } from '../shipment/shipment.ts';

// Which countries a trip crosses, and how much of it lies in each: read every 10 km or so along
// the road's course when the routing gives one, else along the straight line between its ends,
// from a map of countries (a port: the grid of fixtures/country-grid.json).

/** The country of a point (ISO code), undefined where the map does not say. */
export type CountryAt = (point: Coordinates) => string | undefined;

/** The French region of a point (ISO 3166-2:FR, "FR-ARA"), undefined outside France. */
export type FrenchRegionAt = (point: Coordinates) => string | undefined;

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
  return countriesAlong([from, to], countryAt);
}

/** The same along a course of points in order (a road's), each stretch between two points a straight line. */
export function countriesAlong(course: readonly Coordinates[], countryAt: CountryAt): CountryLeg[] {
  const stretches = course.slice(1).map((to, index) => ({ from: course[index]!, to, km: kmBetween(course[index]!, to) }));
  const length = stretches.reduce((sum, stretch) => sum + stretch.km, 0);
  const samples = Math.max(2, Math.ceil(length / SAMPLE_KM));
  const runs: Array<{ country: string; count: number }> = [];
  let stretch = 0;
  let before = 0; // the length of the stretches before the current one
  for (let index = 0; index < samples; index += 1) {
    const along = ((index + 0.5) / samples) * length;
    while (stretch < stretches.length - 1 && along > before + stretches[stretch]!.km) before += stretches[stretch++]!.km;
    const { from, to, km } = stretches[stretch] ?? { from: course[0]!, to: course[0]!, km: 0 };
    const at = km === 0 ? 0 : Math.min(1, (along - before) / km);
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

/** The French regions along a course, once each in order, read as the countries are (a touch left out). */
export function frenchRegionsAlong(course: readonly Coordinates[], regionAt: FrenchRegionAt): string[] {
  return [...new Set(countriesAlong(course, regionAt).map((leg) => leg.country))];
}
