// Sums the JSON reports of the test tiers into one closing line: "tests: N passed, N failed".
// Before it: each tier's count and time, the slowest files of the run, and how long the whole
// run took from its start (installs included) to this summary (issue 48).
// Exits non-zero when a tier is missing, a test failed, or no test ran at all. The tiers named
// after the directory are those whose run exited non-zero: an error outside any test (an
// unhandled rejection, say) fails the run without failing a test, and counts as one failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const directory = process.argv[2] ?? 'var/test-results';
const erroredTiers = new Set(process.argv.slice(3));
// The tiers make test ran (the image tier only where a container engine runs).
const tiers = (process.env.TEST_TIERS ?? 'unit component integration e2e').split(' ').filter(Boolean);
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;
const files: Array<{ tier: string; file: string; seconds: number; tests: number }> = [];

/** "4 min 05 s", "38 s", "2.4 s" */
const duration = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : seconds < 10
      ? `${seconds.toFixed(1)} s`
      : `${Math.round(seconds)} s`;
const tierSeconds = (tier: string) => {
  const file = path.join(directory, `${tier}.seconds`);
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : undefined;
};

const firstLine = (text: string | undefined) => (text ?? '').split('\n')[0]!.slice(0, 300);
/**
 * A failure's first line, and what says which wait failed where: a locator's "waiting for …" from
 * its call log and the first line of a test file in the stack (so a flaky wait names itself).
 */
const failureSummary = (text: string | undefined) => {
  const lines = (text ?? '').split('\n').map((line) => line.trim());
  const waited = lines.find((line) => line.startsWith('- waiting for'));
  const where = /tests\/[^\s():]+:\d+:\d+/.exec(lines.find((line) => /^at .*tests\/[^\s():]+:\d+:\d+/.test(line)) ?? '');
  return [firstLine(text), waited?.slice(0, 300), where && `at ${where[0]}`].filter(Boolean).join(' ');
};

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
    testResults: {
      name: string;
      message?: string;
      status: string;
      startTime?: number;
      endTime?: number;
      assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
    }[];
  };
  passed += report.numPassedTests;
  // A suite that failed before running its tests (a broken import, a hook) still counts once.
  const failures = report.numFailedTests > 0 ? report.numFailedTests : report.numFailedTestSuites;
  const outsideTests = failures === 0 && erroredTiers.has(tier) ? 1 : 0;
  failed += failures + outsideTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // The failures are named again here: CI shows only the end of a long run.
  for (const suite of report.testResults) {
    const file = path.relative(process.cwd(), suite.name);
    if (suite.startTime && suite.endTime)
      files.push({ tier, file, seconds: (suite.endTime - suite.startTime) / 1000, tests: suite.assertionResults.length });
    if (suite.status === 'failed' && suite.assertionResults.length === 0) console.log(`  FAILED ${file}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults.filter((result) => result.status === 'failed'))
      console.log(`  FAILED ${file} > ${test.fullName}: ${failureSummary(test.failureMessages[0])}`);
  }
  const seconds = tierSeconds(tier);
  console.log(
    `${tier}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${outsideTests ? ', and errors outside the tests (see the run above)' : ''}${seconds === undefined ? '' : ` in ${duration(seconds)}`}`,
  );
}

// What failing tests noted about their failures (failure-notes.ts), a bounded amount of it.
const notes = path.join(directory, 'notes');
if (failed > 0 && existsSync(notes)) {
  for (const file of readdirSync(notes).sort()) {
    const lines = readFileSync(path.join(notes, file), 'utf8').trimEnd().split('\n');
    console.log(`  NOTES ${file}${lines.length > 60 ? ` (the last 60 of ${lines.length} lines)` : ''}:`);
    for (const line of lines.slice(-60)) console.log(`    ${line.slice(0, 300)}`);
  }
}

if (files.length > 0) {
  console.log('slowest files:');
  for (const slow of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15))
    console.log(`  ${duration(slow.seconds).padStart(10)}  ${slow.tier.padEnd(11)} ${slow.file} (${slow.tests} tests)`);
}
const started = Number(process.env.TEST_STARTED);
if (started > 0) console.log(`make test: ${duration(Date.now() / 1000 - started)} from its start (installs included) to this summary`);

console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(missing || failed > 0 || passed === 0 ? 1 : 0);
