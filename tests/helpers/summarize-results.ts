// Sums the JSON reports of the test tiers into one closing line: "tests: N passed, N failed".
// Exits non-zero when a tier is missing, a test failed, or no test ran at all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const directory = process.argv[2] ?? 'var/test-results';
const tiers = ['unit', 'integration', 'e2e'];
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;

for (const tier of tiers) {
  const file = path.join(directory, `${tier}.json`);
  if (!existsSync(file)) {
    console.log(`${tier}: no results (the run did not finish)`);
    missing = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  passed += report.numPassedTests;
  // A suite that failed before running its tests (a broken import, a hook) still counts once.
  failed += report.numFailedTests > 0 ? report.numFailedTests : report.numFailedTestSuites;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${tier}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(missing || failed > 0 || passed === 0 ? 1 : 0);
