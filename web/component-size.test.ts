import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every screen is made of parts small enough to read at once: a component file of web/ that grows
// past 250 lines is split along its parts (a form's sections, a page's panels, a tool's effects).

const MAX_LINES = 250;
const root = import.meta.dirname;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('the web sources', () => {
  it(`hold no component file over ${MAX_LINES} lines`, () => {
    const long = sources(root)
      .map((file) => ({ file: path.relative(root, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
