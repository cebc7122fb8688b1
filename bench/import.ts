/**
 * The Import Data bench of bench/run.ts alone (issue 16): `npm run bench:import`, with
 * DATABASE_URL for PostgreSQL and BENCH_IMPORT_ROWS for another size.
 */
import { startBenchServer } from './bench-server.ts';
import { importBenches } from './import-benches.ts';
import { printMeasurements } from './measure.ts';

async function main(): Promise<void> {
  const { app, database, login, close } = await startBenchServer();
  const { token, tglSystem } = await login('T3');
  const results = await importBenches({ app, db: database.db, token, kodeToko: 'T3', tglSystem });
  printMeasurements(database.kind, results);
  await close();
}

await main();
