// `npm start`: builds what is missing or stale, then runs the compiled server.
// An up-to-date build costs only the fingerprint check (tens of milliseconds).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, root } from './build.mjs';

try {
  build({ onlyStale: true, quiet: true });
} catch (error) {
  console.error(`Build gagal: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Errors and stack traces then name the TypeScript files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
