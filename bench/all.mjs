// `npm run bench`: every bench in turn, each printing its figures beside their comparators and
// goals (GOAL MET / GOAL MISSED). A bench that misses a goal does not stop the others; the run
// exits 1 at the end if any did. The PostgreSQL benches use DATABASE_URL, by default the local
// server (postgres://root@127.0.0.1:5432), and make and drop their own databases.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsx = (file, env = {}) => ({ command: process.execPath, args: ['--import', 'tsx', file], env });
const postgres = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432';

const STEPS = [
  ['lists, reports, dashboard roll-ups and imports (PGlite)', tsx('bench/run.ts', { DATABASE_URL: '' })],
  ['first load and the dashboard in the browser', { command: 'npm', args: ['run', 'bench:first-load'] }],
  ['server memory on PGlite', tsx('bench/memory.ts')],
  ['exports beside a cashier (PGlite)', tsx('bench/export.ts', { DATABASE_URL: '' })],
  ['report pages at any depth (PostgreSQL)', tsx('bench/report-depth.ts', { DATABASE_URL: postgres })],
  ['sales at ten and fifty counters (PostgreSQL)', tsx('bench/load.ts', { DATABASE_URL: postgres })],
];

const missed = [];
for (const [title, { command, args, env = {} }] of STEPS) {
  console.log(`\n######## ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) missed.push(title);
}
console.log(
  `\n######## ${missed.length === 0 ? 'every bench met its goals' : `goals missed in: ${missed.join('; ')}`}`,
);
process.exit(missed.length === 0 ? 0 : 1);
