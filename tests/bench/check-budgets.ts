// make bench, last: each figure of this machine's run against its budget (tests/bench/budgets.json),
// a table printed and kept in docs/benchmarks.md, and a non-zero exit when one is outside its
// budget or was not measured (issue 50). BENCH_BUDGET_SCALE=2 asks twice as much of every figure:
// the way to see the check fail on purpose.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { type Budget, checkBudgets } from './budget-check.ts';
import { readFigures } from './figures.ts';
import { writeReportSection } from './report-section.ts';

const { budgets } = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as { budgets: Budget[] };
const scale = Number(process.env.BENCH_BUDGET_SCALE ?? 1);
if (!(scale > 0)) throw new Error(`BENCH_BUDGET_SCALE must be a positive number, not ${process.env.BENCH_BUDGET_SCALE}`);
const rows = checkBudgets(budgets, readFigures(), scale);

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 3 : 1));
const table = [
  '| figure | measured | budget | measured / budget (≥ 1 is within) | |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    ({ budget, measured, bound, within, ratio }) =>
      `| ${budget.label} | ${measured ? number(measured.value) : 'not measured'} | ${budget.atLeast !== undefined ? '≥' : '≤'} ${number(bound)} | ${ratio === undefined ? '—' : ratio.toFixed(2)} | ${within ? '✓' : '✗'} |`,
  ),
].join('\n');
console.log(table);

const failed = rows.filter((row) => !row.within);
writeReportSection(
  'budgets',
  `## Budgets (issue 50)

Checked by \`tests/bench/check-budgets.ts\` at the end of \`make bench\` on ${new Date().toISOString().slice(0, 10)},
${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}${scale === 1 ? '' : `, every budget asked ${scale} times over (BENCH_BUDGET_SCALE)`};
the budgets live in \`tests/bench/budgets.json\`, the figures in \`var/bench/figures.json\`.

${table}

${failed.length === 0 ? 'Every figure is within its budget.' : `Outside its budget: ${failed.map((row) => row.budget.label).join('; ')}.`}`,
);
if (failed.length > 0) {
  console.error(`make bench: ${failed.length} figure(s) outside their budget`);
  process.exitCode = 1;
}
