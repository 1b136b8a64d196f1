import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { CountryAt, FrenchRegionAt } from '../../domain/driving-time/countries-crossed.ts';
import type { Coordinates } from '../../domain/shipment/shipment.ts';

const gridSchema = z.object({
  source: z.string(),
  licence: z.string(),
  south: z.number(),
  west: z.number(),
  step: z.number().positive(),
  rows: z.number().int().positive(),
  cols: z.number().int().positive(),
  alphabet: z.string(),
  codes: z.array(z.string()),
  cells: z.string(),
});

const GRID = fileURLToPath(new URL('../../../fixtures/country-grid.json', import.meta.url));
const FRENCH_REGION_GRID = fileURLToPath(new URL('../../../fixtures/french-region-grid.json', import.meta.url));

/** The code of a point on a grid of fixtures/ (fixtures/generate-country-grid.ts), read once at start. */
function loadGrid(file: string): (point: Coordinates) => string | undefined {
  const grid = gridSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  if (grid.cells.length !== grid.rows * grid.cols) throw new Error(`${file}: ${grid.cells.length} cells, not ${grid.rows} × ${grid.cols}`);
  const indexOf = new Map([...grid.alphabet].map((letter, index) => [letter, index]));
  return ({ lat, lon }) => {
    const row = Math.floor((lat - grid.south) / grid.step);
    const col = Math.floor((lon - grid.west) / grid.step);
    if (row < 0 || row >= grid.rows || col < 0 || col >= grid.cols) return undefined;
    return grid.codes[indexOf.get(grid.cells[row * grid.cols + col]!)!] || undefined;
  };
}

/**
 * The country of a point over Europe, from fixtures/country-grid.json (the nearest GeoNames place's,
 * by cells of 0.1°), read once at start: a lookup, no I/O on the quote's path. Undefined off the grid.
 */
export function loadCountryGrid(file = GRID): CountryAt {
  return loadGrid(file);
}

/** The French region (ISO 3166-2:FR) of a point in France, from fixtures/french-region-grid.json; undefined elsewhere. */
export function loadFrenchRegionGrid(file = FRENCH_REGION_GRID): FrenchRegionAt {
  return loadGrid(file);
}
