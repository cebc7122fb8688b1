// Compiles the server to plain JavaScript in dist/, so production runs without the tsx loader.
// Usually run through `npm run build` / `npm start` at the root (scripts/build.mjs), which
// also records what was built; running it alone is fine but leaves no build stamp.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outDir = path.join(here, 'dist');

/**
 * Every package from node_modules stays an import: native and wasm packages
 * (@node-rs/argon2, @electric-sql/pglite) find their binaries next to their own
 * files, and the rest need no bundling on a server. Only our workspace packages
 * (@toko/shared, which ships TypeScript sources) are compiled into the bundle.
 */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@toko/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: here,
    entryPoints: ['src/server.ts'],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    plugins: [keepPackagesExternal],
    // Stack traces point at the TypeScript lines (the start script enables source maps);
    // the sources themselves stay out of the map.
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'warning',
  });
  // db/client.ts reads its migrations from `<its folder>/migrations`; bundled, its folder is dist/.
  fs.cpSync(path.join(here, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer();
