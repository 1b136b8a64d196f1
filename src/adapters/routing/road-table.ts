import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Coordinates } from '../../domain/shipment/shipment.ts';

/** A town of the road table: its reference point. */
export interface Town extends Coordinates {
  insee: string;
  name: string;
}

/**
 * Road distances and car driving times between towns, every ordered pair (the table is not
 * symmetric: one-way streets and junctions differ by direction). Derived from OpenStreetMap
 * (© OpenStreetMap contributors, ODbL): fixtures/road-distances/README.md.
 */
export interface RoadTable {
  towns: readonly Town[];
  /** km from towns[i] to towns[j] at [i * towns.length + j] */
  km: Float64Array;
  /** minutes by car, free-flowing traffic, same indexing */
  minutes: Float64Array;
}

const FOLDER = fileURLToPath(new URL('../../../fixtures/road-distances/', import.meta.url));

/** The French towns' table of fixtures/road-distances, read once at start; a pair missing from it is an error. */
export function loadRoadTable(folder = FOLDER): RoadTable {
  const towns = rows(`${folder}/french-cities.csv`, ['insee', 'name', 'latitude', 'longitude']).map((row) => ({
    insee: row.insee!,
    name: row.name!,
    lat: number(row.latitude),
    lon: number(row.longitude),
  }));
  const index = new Map(towns.map((town, i) => [town.insee, i]));
  const n = towns.length;
  const km = new Float64Array(n * n);
  const minutes = new Float64Array(n * n);
  for (const row of rows(`${folder}/french-road-distances.csv`, ['from_insee', 'to_insee', 'road_km', 'drive_minutes'])) {
    const from = index.get(row.from_insee!);
    const to = index.get(row.to_insee!);
    if (from === undefined || to === undefined) throw new Error(`road table: unknown town in ${row.from_insee} → ${row.to_insee}`);
    km[from * n + to] = number(row.road_km);
    minutes[from * n + to] = number(row.drive_minutes);
  }
  towns.forEach((_, from) =>
    towns.forEach((__, to) => {
      if (from !== to && !(km[from * n + to]! > 0)) throw new Error(`road table: no road from ${towns[from]!.name} to ${towns[to]!.name}`);
    }),
  );
  return { towns, km, minutes };
}

/** The table without some of its towns: what the calibration is checked against (held-out towns). */
export function withoutTowns(table: RoadTable, left: (town: Town) => boolean): RoadTable {
  const kept = table.towns.flatMap((town, i) => (left(town) ? [] : [i]));
  const n = table.towns.length;
  const m = kept.length;
  const km = new Float64Array(m * m);
  const minutes = new Float64Array(m * m);
  kept.forEach((from, i) =>
    kept.forEach((to, j) => {
      km[i * m + j] = table.km[from * n + to]!;
      minutes[i * m + j] = table.minutes[from * n + to]!;
    }),
  );
  return { towns: kept.map((i) => table.towns[i]!), km, minutes };
}

function rows(file: string, columns: readonly string[]): Array<Record<string, string>> {
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const names = header!.split(',');
  for (const column of columns) if (!names.includes(column)) throw new Error(`${file}: no column ${column}`);
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i]!, value])));
}

function number(value: string | undefined): number {
  const parsed = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(parsed)) throw new Error(`road table: not a number: ${value}`);
  return parsed;
}
