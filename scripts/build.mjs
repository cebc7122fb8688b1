// `npm run build`: builds the web app and the server and records what each was built from.
// `node scripts/build.mjs --if-stale` builds only the targets whose sources changed since.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { checkTargets, writeStamp } from './build-stamp.mjs';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Builds every target, or with `onlyStale` only those whose recorded fingerprint no
 * longer matches their sources. `quiet` keeps the builders to warnings (Vite lists every
 * chunk otherwise). Throws when a build fails; its stamp is then left as it was.
 */
export function build({ onlyStale = false, quiet = false, log = console.log } = {}) {
  const checked = checkTargets(root);
  const todo = onlyStale
    ? checked.filter((item) => item.reason)
    : checked.map((item) => ({ ...item, reason: 'diminta' }));
  if (todo.length === 0) {
    log('Build terbaru, tidak perlu build ulang');
    return;
  }
  for (const { target, hash, reason } of todo) {
    log(`Membangun ${target.name} (${reason}) ...`);
    const started = performance.now();
    const args = ['run', 'build', '--silent', '-w', target.workspace];
    if (quiet && target.quietArgs.length > 0) args.push('--', ...target.quietArgs);
    const result = spawnSync('npm', args, {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) throw new Error(`build ${target.name} gagal`);
    // The fingerprint taken before the build: a file edited while it ran makes the next start rebuild.
    writeStamp(root, target, hash);
    log(`${target.name} selesai dibangun dalam ${((performance.now() - started) / 1000).toFixed(1)} detik`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    build({ onlyStale: process.argv.includes('--if-stale') });
  } catch (error) {
    console.error(`Build gagal: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
