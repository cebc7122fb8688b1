import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Vitest global setup: the browser tests run the compiled server and web app, so a file
 * run on its own (without `npm run test:e2e`, which builds first) must not test an old
 * build. Rebuilds only what changed since the last build; costs milliseconds otherwise.
 */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../..');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test; a web app built under it is antd's test build (fixed
    // 'test-id' dialog labels), not what a shop runs.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('build untuk tes browser gagal');
}
