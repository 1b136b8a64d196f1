import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

// CI shows only the end of a long run: what a failing test knows about its failure (a server's
// log, say) is written here too, and summarize-results.ts prints it after the failures' names.
const FAILURE_NOTES_DIR = path.resolve('var/test-results/notes');

export function noteFailure(name: string, lines: string[]) {
  mkdirSync(FAILURE_NOTES_DIR, { recursive: true });
  appendFileSync(path.join(FAILURE_NOTES_DIR, `${name.replace(/[^\w.-]+/g, '-')}.txt`), `${lines.join('\n')}\n`);
  for (const line of lines) console.error(line);
}
