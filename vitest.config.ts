import { defineConfig } from 'vitest/config';

// Tests run in a fixed zone and locale, whatever the machine says.
process.env.TZ = 'Europe/Paris';
process.env.LC_ALL = 'C.UTF-8';

export default defineConfig({
  test: {
    // V8 coverage of the product's code, on demand (make coverage): the tiers that run it in their
    // own process (unit, component, integration); the browser tier's servers are other processes.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts', 'web/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'var/coverage',
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/fakes/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          exclude: ['web/**/*.component.test.tsx'],
          environment: 'node',
          // Both cores (vitest leaves one free by default): 31 s → 16 s here (issue 48).
          maxWorkers: 2,
        },
      },
      {
        test: {
          // The pages' components branch by branch, in a DOM (happy-dom), inside React Router's
          // route stub and their language's catalog (tests/component/render.tsx; issue 48).
          name: 'component',
          include: ['web/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/setup.ts'],
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.int.test.ts'],
          globalSetup: ['tests/helpers/database-global-setup.ts'],
          // Two files at once on two cores: the suites mostly wait on servers, databases and
          // timers, each on a database of its own cloned from the run's template (issue 48).
          maxWorkers: 2,
          // A worker keeps the modules it imported for its next file: each file starts its own
          // servers and databases and restores what it changes (timers, environment), and the
          // tier no longer imports the application again per file (45 files: 244 → 188 s of
          // running files here; docs/testing.md).
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          // The run's database server and template, then the servers and the Chromium every file shares.
          globalSetup: ['tests/helpers/database-global-setup.ts', 'tests/helpers/browser-tier-global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 90_000,
          // Two files at once: one file alone kept the two cores 55 % busy (the pages' timers,
          // the servers' answers, Chromium's own waits); two keep them over 90 % busy, 9.7 → 6.9 min
          // (docs/testing.md). The files keep apart on a shared server by their own data and address.
          maxWorkers: 2,
          // A condition polled in the page gets the same bound as a locator's wait (10 s): vitest's
          // default second failed a cold first pricing under the full suite's load.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          // The production image built from the Dockerfile and run on a container PostgreSQL
          // (make test runs it where a container engine runs).
          name: 'image',
          include: ['tests/image/**/*.image.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
