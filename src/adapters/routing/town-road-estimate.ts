import type { Coordinates } from '../../domain/shipment/shipment.ts';
import { greatCircleKm } from './great-circle.ts';
import { median } from './median.ts';
import type { RoadTable } from './road-table.ts';

/** A road distance and a car's driving time, estimated. */
export interface RoadEstimate {
  km: number;
  /** by car in free-flowing traffic, as the table's times are */
  carMinutes: number;
}

/** How the estimate weighs the table's roads (ADR 0063: chosen on the towns held out of the table). */
export interface EstimateShape {
  /** towns nearest each end whose roads are read */
  hubs: number;
  /** how fast a road's weight falls with its towns' distance from the two points */
  power: number;
}

export const ESTIMATE_SHAPE: EstimateShape = { hubs: 5, power: 3 };

/** What roads of a length are like: road ÷ crow flies, and minutes per road km. */
export interface RoadsOfALength {
  detour: number;
  pace: number;
}

/** The distance bands of `ofALength`, km as the crow flies. */
const BANDS = [50, 100, 200, 400, 700, Infinity] as const;

/** What the road table tells: the road between two points of France, and what roads of a length are like. */
export interface TownRoads {
  between(from: Coordinates, to: Coordinates): RoadEstimate;
  /** the median detour and pace of the table's roads of about a length (under 50 km, 50–100 … over 700 km as the crow flies) */
  ofALength(straightKm: number): RoadsOfALength;
}

/**
 * The road between two points of France, from the roads between the towns nearest each end
 * (ADR 0063): each road a→b between a town near the start and a town near the end gives its
 * detour (road ÷ crow flies) and its pace (minutes per km); the estimate is the crow-flies
 * distance times their weighted mean, each road weighing more the closer its towns are to the
 * two points. Detours are local — mountains, estuaries, a motorway's line — so a road between
 * nearby towns tells more about the points' road than any national average. Where nothing nearer
 * is known, roads of that length stand in.
 */
export function townRoadEstimate(table: RoadTable, shape: EstimateShape = ESTIMATE_SHAPE): TownRoads {
  const n = table.towns.length;
  const crowFlies = new Float64Array(n * n);
  table.towns.forEach((a, i) => table.towns.forEach((b, j) => (crowFlies[i * n + j] = greatCircleKm(a, b))));
  const ofALength = bandMedians(table, crowFlies);
  const nearest = (point: Coordinates) =>
    table.towns
      .map((town, i) => ({ i, km: greatCircleKm(point, town) }))
      .sort((x, y) => x.km - y.km)
      .slice(0, shape.hubs);

  const between = (from: Coordinates, to: Coordinates): RoadEstimate => {
    const straight = greatCircleKm(from, to);
    let weights = 0;
    let detour = 0;
    let pace = 0;
    const ends = nearest(to);
    for (const a of nearest(from)) {
      for (const b of ends) {
        const pair = a.i * n + b.i;
        const hubsApart = crowFlies[pair]!;
        if (a.i === b.i || hubsApart < 1) continue;
        // The straight line's own length counts a little, so that on a long trip a town 10 km
        // from a point weighs about as much as one 5 km from it.
        const weight = 1 / (a.km + b.km + 0.05 * straight + 1) ** shape.power;
        weights += weight;
        detour += (weight * table.km[pair]!) / hubsApart;
        pace += (weight * table.minutes[pair]!) / table.km[pair]!;
      }
    }
    const usual = ofALength(straight);
    const km = straight * (weights > 0 ? detour / weights : usual.detour);
    return { km, carMinutes: km * (weights > 0 ? pace / weights : usual.pace) };
  };
  return { between, ofALength };
}

const bandOf = (straightKm: number) => BANDS.findIndex((limit) => straightKm < limit);

function bandMedians(table: RoadTable, crowFlies: Float64Array): (straightKm: number) => RoadsOfALength {
  const bands = BANDS.map(() => ({ detours: [] as number[], paces: [] as number[] }));
  crowFlies.forEach((straight, pair) => {
    if (straight < 1) return;
    const band = bands[bandOf(straight)]!;
    band.detours.push(table.km[pair]! / straight);
    band.paces.push(table.minutes[pair]! / table.km[pair]!);
  });
  const everyDetour = bands.flatMap((band) => band.detours);
  const everyPace = bands.flatMap((band) => band.paces);
  const medians = bands.map((band) => ({
    detour: median(band.detours.length ? band.detours : everyDetour),
    pace: median(band.paces.length ? band.paces : everyPace),
  }));
  return (straightKm) => medians[bandOf(straightKm)]!;
}
