/**
 * The stock opname bench of bench/run.ts alone (issue 15): scans on a 500-piece tray of a
 * shop that holds 100,000 other pieces (BENCH_PIECES for fewer): `npm run bench:stock-opname`,
 * with DATABASE_URL for PostgreSQL. Prints p50/p99 per scan.
 */

import { seedManyPieces } from '../apps/server/test/goods-dataset.ts';
import { startBenchServer } from './bench-server.ts';
import { printMeasurements, time } from './measure.ts';
import { stockOpnameBenches } from './stock-opname-benches.ts';

const MANY_PIECES = Number(process.env.BENCH_PIECES ?? 100_000);

async function main(): Promise<void> {
  const { app, bare, database, login, close } = await startBenchServer();
  const { token, tglSystem: tanggal } = await login('T2');
  // The chain's other pieces: the scan's lookup by barcode must not care how many there are.
  if (MANY_PIECES > 0) await seedManyPieces(database.db, 'PST', tanggal, MANY_PIECES);
  const results = await stockOpnameBenches({
    app,
    db: database.db,
    token,
    kodeToko: 'T2',
    tanggal,
    bareMs: await time(2000, () => bare.inject({ method: 'GET', url: '/bare' })),
  });
  printMeasurements(database.kind, results);
  await close();
}

await main();
