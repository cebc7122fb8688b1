/**
 * Makes the first release's database for the upgrade test (apps/server/src/db/upgrade.test.ts):
 * the demo chain, then several days of trading by the first release's own code, and the
 * answers its screens gave at the end, as that release wrote and served them.
 *
 * This script does not run on the current code. It runs inside a checkout of the first
 * release (c4997ad, the landing that resolved issue 17; decision 050), on PostgreSQL:
 *
 *   git worktree add /tmp/release1 c4997ad && cd /tmp/release1 && npm ci
 *   cp <this repo>/scripts/first-release/make-fixture.ts scripts/
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx scripts/make-fixture.ts <out dir>
 *
 * (Its imports are that checkout's files, so the type check leaves it out: e2e/tsconfig.json.)
 * It writes <out dir>/first-release.sql.gz (`pg_dump --inserts`, which PGlite can run too)
 * and <out dir>/first-release-answers.json.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import pg from 'pg';
import { BooksRig } from '../apps/server/src/books/books-run.ts';
import { eodMatchesDay } from '../apps/server/src/books/check-eod.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed-demo.ts';
import { appOnDatabase, type TestApp } from '../apps/server/test/app-on-database.ts';
import { TEST_TIME_ZONE, testNow } from '../apps/server/test/test-clock.ts';

const outDir = path.resolve(process.argv[2] ?? '.');
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL: the PostgreSQL server the database is made on');
const name = 'toko_first_release';
const at = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

// The demo chain as `npm start` seeds it, goods in the trays included.
const database = await openPostgres(at);
await seedDemo(database.db, { timeZone: TEST_TIME_ZONE, now: testNow(), goods: true });
const app: TestApp = await appOnDatabase(database);

// Trading: the books property's own commands (sales, cancellations, buybacks, trade-ins,
// deposits, loans, orders, repairs, cash, closings), with a fixed seed, on this one database,
// each step checked by the release's own books check.
const rig = new BooksRig({
  newApp: async () => app,
  resetEvery: Number.POSITIVE_INFINITY,
  eodSummary: eodMatchesDay,
});
const result = await fc.check(rig.property(40), { seed: 20261127, numRuns: 6 });
if (result.failed) throw result.errorInstance;

// What the screens answered at the end, for the upgrade test to hold the new code's against.
const { rows } = await (database.pool as pg.Pool).query<{ tanggal: string }>(
  `select tgl_system::text as tanggal from toko where kode_toko = 'PST'`,
);
const tanggal = rows[0]?.tanggal as string;
app.setNow(new Date(`${tanggal}T10:00:00+07:00`));
const owner = await app.login('PST', 'OWNER');
const from = '2026-11-01';
const gets = [
  'cash/saldo',
  'penjualan/paginated?limit=100',
  'pembelian/paginated?limit=100',
  'hutang/paginated?limit=100',
  'pesanan/paginated?limit=100',
  'service/paginated?limit=100',
  'titipan/paginated?limit=100',
  'cash/paginated?limit=100',
  'harga-emas/today',
];
const reports = [
  'transaksi-penjualan',
  'transaksi-pembelian',
  'transaksi-keuangan-cash',
  'transaksi-hutang',
  'barang-sumary',
  'stock-hutang',
  'eod',
];
const answers: Record<string, unknown> = { tanggal };
for (const get of gets) {
  const response = await app.call('GET', get, owner);
  if (response.statusCode !== 200) throw new Error(`${get}: ${response.statusCode} ${response.body}`);
  answers[`GET ${get}`] = response.json();
}
for (const report of reports) {
  const body = { tgl_from: from, tgl_to: tanggal, limit: 100 };
  const response = await app.call('POST', `laporan/${report}`, owner, body);
  if (response.statusCode !== 200) throw new Error(`${report}: ${response.statusCode} ${response.body}`);
  answers[`POST laporan/${report}`] = response.json();
}
await app.close();

fs.mkdirSync(outDir, { recursive: true });
// pg_dump's psql-only lines (`\restrict`, since 15.14) would be syntax errors to a driver.
const dump = execFileSync('pg_dump', ['--inserts', '--no-owner', '--no-privileges', at], {
  maxBuffer: 1 << 30,
  encoding: 'utf8',
})
  .split('\n')
  .filter((line) => !line.startsWith('\\'))
  .join('\n');
fs.writeFileSync(path.join(outDir, 'first-release.sql.gz'), gzipSync(dump, { level: 9 }));
fs.writeFileSync(path.join(outDir, 'first-release-answers.json'), `${JSON.stringify(answers, null, 1)}\n`);
console.log(`${name}: ${tanggal}, ${dump.length} bytes of SQL, ${Object.keys(answers).length - 1} answers`);
