/**
 * The stock opname bench of bench/run.ts alone (issue 15): scans on a 500-piece tray of a
 * shop that holds 100,000 other pieces (BENCH_PIECES for fewer): `npm run bench:stock-opname`,
 * with DATABASE_URL for PostgreSQL. Prints p50/p99 per scan.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed-demo.ts';
import { seedManyPieces } from '../apps/server/test/goods-dataset.ts';
import { printMeasurements, time } from './measure.ts';
import { stockOpnameBenches } from './stock-opname-benches.ts';

const MANY_PIECES = Number(process.env.BENCH_PIECES ?? 100_000);

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) };
  const database = await openDatabase(config);
  await seedDemo(database.db, { timeZone: config.timeZone, now: config.now() });
  const { app } = await buildApp(config, database);
  await app.ready();
  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true }));
  await bare.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { kode_toko: 'T2', user_id: 'OWNER', password: DEMO_PASSWORD },
  });
  const body = login.json() as { token: string; user: { tgl_system: string } };
  const tanggal = body.user.tgl_system.slice(0, 10);
  // The chain's other pieces: the scan's lookup by barcode must not care how many there are.
  if (MANY_PIECES > 0) await seedManyPieces(database.db, 'PST', tanggal, MANY_PIECES);
  const results = await stockOpnameBenches({
    app,
    db: database.db,
    token: body.token,
    kodeToko: 'T2',
    tanggal,
    bareMs: await time(2000, () => bare.inject({ method: 'GET', url: '/bare' })),
  });
  printMeasurements(database.kind, results);
  await app.close();
  await bare.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
