import path from 'node:path';
import { defineConfig } from 'vitest/config';

const reportDir = process.env.VITEST_REPORT_DIR;

/** Browser tests: a real server on a temporary database, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // Builds what changed since the last build, so a single file run tests the current code.
    globalSetup: ['e2e/support/build.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page under a loaded CI machine may take longer than vitest's 1 s to show a result.
    expect: { poll: { timeout: 10_000 } },
    // Each file starts its own server and browser; one at a time fits 2 cores.
    fileParallelism: false,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: path.join(reportDir, 'e2e.json') } : undefined,
  },
});
