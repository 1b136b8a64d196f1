import type { CountryCode } from './countries.ts';

// Which routes a vehicle can drive: the network is Europe's. An end across an ocean
// has no road link, so no road price; an island is reached by its usual crossing, whose time
// counts in the travel time and is said where the route is shown.

/** The form's countries a vehicle from Europe cannot reach by road. */
export const OFF_ROAD_COUNTRIES: readonly CountryCode[] = ['US'];

export type Crossing = 'channel' | 'irishSea' | 'maltaStrait' | 'easternMediterranean';

/** The usual crossing's time, boarding included, in hours. */
export const CROSSING_HOURS: Record<Crossing, number> = {
  channel: 2, // Channel Tunnel shuttle, check-in and boarding
  irishSea: 4, // Holyhead–Dublin ferry
  maltaStrait: 3, // Pozzallo–Valletta ferry
  easternMediterranean: 36, // Piraeus–Limassol ro-ro
};

/** The crossings from an island country to the continent, nearest first. */
const TO_CONTINENT: Partial<Record<CountryCode, Crossing[]>> = {
  GB: ['channel'],
  IE: ['irishSea', 'channel'],
  MT: ['maltaStrait'],
  CY: ['easternMediterranean'],
};

export type RoadLink = { reachable: false } | { reachable: true; crossings: Crossing[] };

/** Whether a vehicle can go from one country to the other, and the crossings on the way. */
export function roadLink(from: CountryCode, to: CountryCode): RoadLink {
  if (OFF_ROAD_COUNTRIES.includes(from) || OFF_ROAD_COUNTRIES.includes(to)) return { reachable: false };
  const out = [...(TO_CONTINENT[from] ?? [])];
  const back = [...(TO_CONTINENT[to] ?? [])];
  // The part of the way both ends share (Ireland and Great Britain share the Channel) is not crossed.
  while (out.length > 0 && back.length > 0 && out.at(-1) === back.at(-1)) {
    out.pop();
    back.pop();
  }
  return { reachable: true, crossings: [...out, ...back.reverse()] };
}

/** The crossings' time in seconds. */
export function crossingSeconds(crossings: readonly Crossing[]): number {
  return crossings.reduce((total, crossing) => total + CROSSING_HOURS[crossing] * 3600, 0);
}
