import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// .ci/run sets VITEST_REPORT_DIR to count passed and failed tests from JSON reports.
const reportDir = process.env.VITEST_REPORT_DIR;
const reportName = `unit-${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}.json`;

/**
 * The test files under `dir` that replace a module (`vi.mock`). Every other file of a project
 * runs without isolation: the files of one worker share their imports, so the server's app and
 * PGlite, or React and antd, are loaded once per worker instead of once per file (here, the
 * whole unit run 17 -> 6.7 minutes alone; in a clean-clone CI run, unit 777 -> 601 s and the
 * server tests on PostgreSQL 987 -> 576 s). A mock would leak into the
 * files after it, or miss a module already loaded, so a file that mocks runs in a project of
 * its own, isolated as before. Found by reading the files, so a new one is never forgotten.
 */
function mockingTests(dir: string): string[] {
  const root = import.meta.dirname;
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
}
const serverMocking = mockingTests('apps/server/src');
const webMocking = mockingTests('apps/web/src');

const server = {
  environment: 'node',
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;
const web = {
  environment: 'happy-dom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  testTimeout: 20_000,
} as const;

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
          ...server,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: serverMocking,
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-mocking', include: serverMocking } },
      {
        test: {
          ...web,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: webMocking,
          isolate: false,
        },
      },
      { test: { ...web, name: 'web-mocking', include: webMocking } },
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
