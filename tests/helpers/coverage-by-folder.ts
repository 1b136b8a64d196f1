// Prints the line and branch coverage of src/ and web/components/ from vitest's json-summary
// (var/coverage/coverage-summary.json), the two figures issue 48 keeps from falling.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Count = { total: number; covered: number };
const summary = JSON.parse(readFileSync(process.argv[2] ?? 'var/coverage/coverage-summary.json', 'utf8')) as Record<
  string,
  { lines: Count; branches: Count }
>;
const percent = ({ total, covered }: Count) => (total ? `${((100 * covered) / total).toFixed(1)} %` : '—');

for (const folder of ['src/', 'web/components/']) {
  const sum = { lines: { total: 0, covered: 0 }, branches: { total: 0, covered: 0 } };
  for (const [file, counts] of Object.entries(summary)) {
    if (file === 'total' || !path.relative(process.cwd(), file).startsWith(folder)) continue;
    for (const kind of ['lines', 'branches'] as const) {
      sum[kind].total += counts[kind].total;
      sum[kind].covered += counts[kind].covered;
    }
  }
  console.log(`${folder}: lines ${percent(sum.lines)} (${sum.lines.covered}/${sum.lines.total}), branches ${percent(sum.branches)}`);
}
