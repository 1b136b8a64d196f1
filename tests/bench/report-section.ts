import { readFileSync, writeFileSync } from 'node:fs';

const REPORT = new URL('../../docs/benchmarks.md', import.meta.url);

/**
 * Replaces (or appends) one benchmark's section of docs/benchmarks.md, the part between its
 * `<!-- name:start -->` and `<!-- name:end -->` markers, leaving the others as they are.
 */
export function writeReportSection(name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = readFileSync(REPORT, 'utf8');
  const before = current.includes(start) ? current.slice(0, current.indexOf(start)).trimEnd() : current.trimEnd();
  const after = current.includes(end) ? current.slice(current.indexOf(end) + end.length).trim() : '';
  writeFileSync(REPORT, `${before}\n\n${start}\n${body.trim()}\n${end}\n${after ? `\n${after}\n` : ''}`);
}
