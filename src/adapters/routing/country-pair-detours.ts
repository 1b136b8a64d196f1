import type { CountryCode } from '../../domain/shipment/countries.ts';
import type { Coordinates } from '../../domain/shipment/shipment.ts';
import { greatCircleKm } from './great-circle.ts';
import { median } from './median.ts';

/**
 * A road between two cities of two countries, as the usual motorway route runs: the length
 * route planners publish for it, rounded to 10 km. These figures were not measured by this
 * product (docs/distances.md says so); a routing partner's answer always comes first.
 */
interface ReferenceRoad {
  countries: readonly [CountryCode, CountryCode];
  from: Coordinates & { name: string };
  to: Coordinates & { name: string };
  roadKm: number;
  via: string;
}

const city = (name: string, lat: number, lon: number) => ({ name, lat, lon });
const PARIS = city('Paris', 48.8566, 2.3522);
const LYON = city('Lyon', 45.764, 4.8357);
const MILANO = city('Milano', 45.4642, 9.19);
const BRUXELLES = city('Bruxelles', 50.8503, 4.3517);
const MUNCHEN = city('München', 48.1372, 11.5755);
const ZURICH = city('Zürich', 47.3769, 8.5417);
const MADRID = city('Madrid', 40.4168, -3.7038);
const BARCELONA = city('Barcelona', 41.3851, 2.1734);
const WIEN = city('Wien', 48.2082, 16.3738);

/** The roads the country-pair factors are computed from (docs/distances.md lists them with their factors). */
export const REFERENCE_ROADS: readonly ReferenceRoad[] = [
  // The Alps: tunnels and passes, the straight line misleads most.
  { countries: ['FR', 'IT'], from: LYON, to: MILANO, roadKm: 440, via: 'A43, Fréjus tunnel, A32, A4' },
  { countries: ['FR', 'IT'], from: PARIS, to: MILANO, roadKm: 850, via: 'A6, A40, Mont-Blanc tunnel, A5, A4' },
  { countries: ['FR', 'IT'], from: city('Nice', 43.7034, 7.2663), to: city('Genova', 44.4056, 8.9463), roadKm: 190, via: 'A8, A10' },
  { countries: ['FR', 'CH'], from: LYON, to: city('Genève', 46.2044, 6.1432), roadKm: 150, via: 'A42, A40' },
  { countries: ['FR', 'CH'], from: PARIS, to: ZURICH, roadKm: 610, via: 'A5, A31, A36, A3' },
  { countries: ['FR', 'CH'], from: LYON, to: ZURICH, roadKm: 440, via: 'A40, Genève, A1' },
  { countries: ['CH', 'IT'], from: ZURICH, to: MILANO, roadKm: 280, via: 'A2, Gotthard tunnel, A9' },
  { countries: ['DE', 'IT'], from: MUNCHEN, to: MILANO, roadKm: 490, via: 'A8, A12, Brenner, A22, A4' },
  { countries: ['AT', 'IT'], from: WIEN, to: MILANO, roadKm: 870, via: 'A2, A23, A4' },
  { countries: ['CH', 'DE'], from: ZURICH, to: city('Stuttgart', 48.7758, 9.1829), roadKm: 220, via: 'A4, A81' },
  // The Pyrenees.
  { countries: ['FR', 'ES'], from: PARIS, to: MADRID, roadKm: 1270, via: 'A10, A63, AP-8, AP-1, A-1' },
  { countries: ['FR', 'ES'], from: city('Toulouse', 43.6047, 1.4442), to: BARCELONA, roadKm: 390, via: 'A61, A9, AP-7' },
  { countries: ['FR', 'ES'], from: city('Perpignan', 42.6986, 2.8956), to: BARCELONA, roadKm: 190, via: 'A9, AP-7' },
  { countries: ['FR', 'ES'], from: city('Bordeaux', 44.8378, -0.5792), to: city('Bilbao', 43.263, -2.935), roadKm: 340, via: 'A63, AP-8' },
  { countries: ['ES', 'PT'], from: MADRID, to: city('Lisboa', 38.7223, -9.1393), roadKm: 630, via: 'A-5, A6, A2' },
  // Plains and the Channel tunnel.
  { countries: ['FR', 'DE'], from: PARIS, to: city('Frankfurt am Main', 50.1109, 8.6821), roadKm: 570, via: 'A4, A6, A5' },
  { countries: ['FR', 'DE'], from: PARIS, to: MUNCHEN, roadKm: 840, via: 'A4, A8' },
  { countries: ['FR', 'BE'], from: PARIS, to: BRUXELLES, roadKm: 310, via: 'A1, E19' },
  { countries: ['FR', 'NL'], from: PARIS, to: city('Amsterdam', 52.3676, 4.9041), roadKm: 500, via: 'A1, E19, A16' },
  { countries: ['FR', 'LU'], from: city('Metz', 49.1193, 6.1757), to: city('Luxembourg', 49.6116, 6.1319), roadKm: 65, via: 'A31' },
  { countries: ['FR', 'GB'], from: PARIS, to: city('London', 51.5074, -0.1278), roadKm: 460, via: 'A1, A26, Channel tunnel, M20' },
  { countries: ['DE', 'AT'], from: MUNCHEN, to: WIEN, roadKm: 430, via: 'A8, A1' },
  { countries: ['DE', 'PL'], from: city('Berlin', 52.52, 13.405), to: city('Warszawa', 52.2297, 21.0122), roadKm: 570, via: 'A12, A2' },
  { countries: ['NO', 'SE'], from: city('Oslo', 59.9139, 10.7522), to: city('Stockholm', 59.3293, 18.0686), roadKm: 520, via: 'E18' },
];

/** Under this many km as the crow flies a pair's factor gives way to the short trips' own. */
const SHORT_TRIP_KM = 100;

const pairKey = (a: CountryCode, b: CountryCode) => [a, b].sort().join('-');

/**
 * Road ÷ crow flies between two countries (spec §9 "Estimated distance table by … country
 * pair"): a listed pair's median over its reference roads, else `otherwise` — the detour of
 * French roads of that length — which also stands for every trip under 100 km.
 */
export function countryPairDetour(otherwise: (straightKm: number) => number, roads: readonly ReferenceRoad[] = REFERENCE_ROADS) {
  const byPair = new Map<string, number[]>();
  for (const road of roads) {
    const key = pairKey(...road.countries);
    byPair.set(key, [...(byPair.get(key) ?? []), road.roadKm / greatCircleKm(road.from, road.to)]);
  }
  const factors = new Map([...byPair].map(([key, detours]) => [key, median(detours)]));
  return (from: CountryCode, to: CountryCode, straightKm: number): number =>
    (straightKm >= SHORT_TRIP_KM ? factors.get(pairKey(from, to)) : undefined) ?? otherwise(straightKm);
}
