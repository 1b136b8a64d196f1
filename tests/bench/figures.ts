import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

// Issue 50: each bench writes the figures its budget is checked against (tests/bench/budgets.json),
// with when and where they were measured; tests/bench/check-budgets.ts reads them.

export const FIGURES = new URL('../../var/bench/figures.json', import.meta.url);

export interface Figure {
  value: number;
  /** ISO 8601: when it was measured */
  at: string;
}

export function readFigures(): Record<string, Figure> {
  try {
    return JSON.parse(readFileSync(FIGURES, 'utf8')) as Record<string, Figure>;
  } catch {
    return {};
  }
}

/** Keeps a figure of this run, beside the others already written. */
export function recordFigure(name: string, value: number): void {
  mkdirSync(new URL('.', FIGURES), { recursive: true });
  writeFileSync(FIGURES, `${JSON.stringify({ ...readFigures(), [name]: { value, at: new Date().toISOString() } }, null, 2)}\n`);
}
