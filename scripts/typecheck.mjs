// `npm run typecheck`: every workspace's `tsc --noEmit`, two at a time. One after another they
// took 115 s of a CI run on this 2-core machine, with one core idle: tsc is single-threaded.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Longest first, so the two lanes end together.
const PROJECTS = ['apps/server', 'apps/web', 'e2e', 'packages/shared'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const parallel = Math.max(1, Math.min(2, os.availableParallelism()));

/** One project's check: its output kept, so two checks' errors never interleave. */
function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'GAGAL'} (${seconds} s)`);
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
if (results.includes(false)) process.exitCode = 1;
