import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_TEMPLATE, type ServerTemplate, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    [E2E_TEMPLATE]: ServerTemplate | null;
  }
}

/**
 * Vitest global setup: the browser tests run the compiled server and web app, so a file
 * run on its own (without `npm run test:e2e`, which builds first) must not test an old
 * build. Rebuilds only what changed since the last build; costs milliseconds otherwise.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test; a web app built under it is antd's test build (fixed
    // 'test-id' dialog labels), not what a shop runs.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('build untuk tes browser gagal');

  // A new PGlite folder costs a server ~12 s of initdb, migrations and demo seed (a third of a
  // short file's run): made once here, a copy for each file that takes the standard start.
  const template = await startServer({ template: false });
  await template.stop();
  project.provide(E2E_TEMPLATE, { dataDir: template.dataDir, day: template.day });
  return () => fs.rmSync(template.dataDir, { recursive: true, force: true });
}
