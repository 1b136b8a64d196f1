// Where a server's CPU went, from the V8 profile `make bench` writes with BENCH_CPU_PROF=<folder>:
//   node tests/bench/cpu-profile-summary.ts <file.cpuprofile> [top]
// prints the share of the sampled time by package (or project folder) and the functions with the
// most self time, so that docs/benchmarks.md can say what a change is aimed at.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> (scoped too), the project's src/ or web/ folder, or V8's own bucket. */
export function ownerOf(url: string): string {
  if (!url) return '(V8 and native)';
  const file = url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inModules) return inModules[1]!;
  if (file.startsWith('node:')) return 'node (core)';
  const relative = path.relative(process.cwd(), file);
  if (relative.startsWith('..')) return file;
  return relative.split(path.sep).slice(0, 2).join('/');
}

export function summarize(profile: Profile, top = 25) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const busy = [...selfMicros].filter(([id]) => frames.get(id)?.functionName !== '(idle)');
  const total = busy.reduce((sum, [, micros]) => sum + micros, 0);
  const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, micros] of busy) {
    const frame = frames.get(id)!;
    add(byOwner, ownerOf(frame.url), micros);
    const where = frame.url ? `${ownerOf(frame.url)}:${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    add(byFunction, `${frame.functionName || '(anonymous)'} ${where}`.trim(), micros);
  }
  const rank = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => ({ name, share: micros / total, ms: micros / 1000 }));
  return { busyMs: total / 1000, byOwner: rank(byOwner, 15), byFunction: rank(byFunction, top) };
}

if (import.meta.main) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: node tests/bench/cpu-profile-summary.ts <file.cpuprofile> [top]');
  const summary = summarize(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(top ?? 25));
  const line = (row: { name: string; share: number; ms: number }) =>
    `${(100 * row.share).toFixed(1).padStart(5)} %  ${row.ms.toFixed(0).padStart(6)} ms  ${row.name}`;
  console.log(`busy: ${summary.busyMs.toFixed(0)} ms sampled\n\nby package or folder:`);
  summary.byOwner.forEach((row) => console.log(line(row)));
  console.log('\nby function (self time):');
  summary.byFunction.forEach((row) => console.log(line(row)));
}
