/**
 * The report and dashboard benches of bench/run.ts alone (issue 12), on the same sales
 * and buyback datasets (200,000 validated visits of each, 400,000 lines over 60 days) and
 * its 100,000 pieces, without its cash seeding: `npm run bench:reports`, with DATABASE_URL
 * for PostgreSQL (BENCH_VISITS and BENCH_PIECES for a smaller dataset).
 */
import { seedManyBuybacks } from '../apps/server/test/buyback-dataset.ts';
import { seedManyPieces } from '../apps/server/test/goods-dataset.ts';
import { seedManySales } from '../apps/server/test/sales-dataset.ts';
import { startBenchServer } from './bench-server.ts';
import { dashboardBenches } from './dashboard-benches.ts';
import { printGoals, printMeasurements } from './measure.ts';
import { reportBenches } from './report-benches.ts';

const MANY_VISITS = Number(process.env.BENCH_VISITS ?? 200_000);
/** Business days the visits spread over (BENCH_DAYS=365: a year of history). */
const SALES_DAYS = Number(process.env.BENCH_DAYS ?? 60);
/** Shops sharing the visits (BENCH_SHOPS=PST,T2,T3: a chain); reports are read for PST. */
const SHOPS = (process.env.BENCH_SHOPS ?? 'PST').split(',');
/** Pieces in PST's trays for Barang Summary (BENCH_PIECES for fewer). */
const MANY_PIECES = Number(process.env.BENCH_PIECES ?? 100_000);

async function main(): Promise<void> {
  const { app, database, login, close } = await startBenchServer();
  const { token, tglSystem } = await login('PST');
  await seedManyPieces(database.db, 'PST', tglSystem, MANY_PIECES);
  const perShop = Math.ceil(MANY_VISITS / SHOPS.length);
  for (const kodeToko of SHOPS) {
    await seedManySales(database.db, kodeToko, tglSystem, SALES_DAYS, perShop);
    await seedManyBuybacks(database.db, kodeToko, tglSystem, SALES_DAYS, perShop);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const dataset = { app, db: database.db, token, tglSystem, visits: perShop };
  const dashboard = await dashboardBenches({ ...dataset, days: SALES_DAYS });
  const results = [...(await reportBenches(dataset)), ...dashboard.measurements];
  printMeasurements(
    `${database.kind}, ${MANY_VISITS} visits (${2 * MANY_VISITS} sale lines) over ${SALES_DAYS} days in ${SHOPS.join(', ')}`,
    results,
  );
  printGoals(`today's figures cost today's rows (${database.kind})`, dashboard.goals);
  await close();
}

void main();
