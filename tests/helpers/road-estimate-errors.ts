import { greatCircleKm } from '#src/adapters/routing/great-circle.ts';
import { type RoadTable, loadRoadTable, withoutTowns } from '#src/adapters/routing/road-table.ts';
import { townRoadEstimate } from '#src/adapters/routing/town-road-estimate.ts';

// How far the road estimate is from the real road on towns it was not given (ADR 0063):
// `node tests/helpers/road-estimate-errors.ts` prints the table of docs/distances.md.

/** One road of the table, estimated without its held-out end(s). */
export interface EstimatedRoad {
  from: string;
  to: string;
  roadKm: number;
  /** |estimate − road| ÷ road */
  error: number;
  /** the same for the car's time */
  timeError: number;
  /** the same for the straight line × 1.3, the estimate before ADR 0063 */
  straightError: number;
}

/** Every road to or from a held-out town, estimated from the table without the held-out towns. */
export function heldOutRoads(table: RoadTable, heldOut: (insee: string) => boolean): EstimatedRoad[] {
  const estimate = townRoadEstimate(withoutTowns(table, (town) => heldOut(town.insee))).between;
  const n = table.towns.length;
  return table.towns.flatMap((from, i) =>
    table.towns.flatMap((to, j) => {
      if (i === j || !(heldOut(from.insee) || heldOut(to.insee))) return [];
      const roadKm = table.km[i * n + j]!;
      const minutes = table.minutes[i * n + j]!;
      const guess = estimate(from, to);
      return [
        {
          from: from.name,
          to: to.name,
          roadKm,
          error: Math.abs(guess.km - roadKm) / roadKm,
          timeError: Math.abs(guess.carMinutes - minutes) / minutes,
          straightError: Math.abs(greatCircleKm(from, to) * 1.3 - roadKm) / roadKm,
        },
      ];
    }),
  );
}

/** The held-out towns of the repository's check: every fifth town of the table, by population. */
export const everyFifthTown = (table: RoadTable) => {
  const held = new Set(table.towns.filter((_, i) => i % 5 === 4).map((town) => town.insee));
  return (insee: string) => held.has(insee);
};

/** The value below which a share `p` of the values lie (nearest rank). */
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 50],
  [50, 100],
  [100, 200],
  [200, 400],
  [400, 700],
  [700, Infinity],
];

function errorTable(roads: readonly EstimatedRoad[]): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const row = (label: string, some: readonly EstimatedRoad[]) => {
    const figures = (error: (road: EstimatedRoad) => number) => {
      const errors = some.map(error);
      return [quantile(errors, 0.5), quantile(errors, 0.9), Math.max(...errors)].map(percent).join(' | ');
    };
    return `| ${label} | ${some.length} | ${figures((road) => road.error)} | ${figures((road) => road.straightError)} |`;
  };
  return [
    '| road km | roads | estimate: median | 90 % | worst | straight line × 1.3: median | 90 % | worst |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...BANDS.map(([low, high]) =>
      row(
        high === Infinity ? `${low}+` : `${low}–${high}`,
        roads.filter((road) => road.roadKm >= low && road.roadKm < high),
      ),
    ),
    row('all', roads),
  ].join('\n');
}

if (import.meta.main) {
  const table = loadRoadTable();
  const fifth = heldOutRoads(table, everyFifthTown(table));
  console.log(`Every fifth town held out (${table.towns.filter((town) => everyFifthTown(table)(town.insee)).length} towns):\n`);
  console.log(errorTable(fifth));
  console.log('\nEach town held out in turn (the other 80 given):\n');
  console.log(
    errorTable(
      table.towns.flatMap((town) => heldOutRoads(table, (insee) => insee === town.insee).filter((road) => road.from === town.name)),
    ),
  );
}
