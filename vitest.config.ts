import path from 'node:path';
import { defineConfig } from 'vitest/config';

// .ci/run sets VITEST_REPORT_DIR to count passed and failed tests from JSON reports.
const reportDir = process.env.VITEST_REPORT_DIR;
const reportName = `unit-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}.json`;

/** Unit and API tests of every workspace and of the build scripts; browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): the files ran one after
    // another while a core idled. Two workers took the whole run from 16.6 to 10.2 minutes here;
    // every server test has its own database, so files do not meet.
    maxWorkers: 2,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: path.join(reportDir, reportName) } : undefined,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.{mjs,ts}'],
          environment: 'node',
        },
      },
    ],
  },
});
