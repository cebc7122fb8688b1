/**
 * npm run check:books [-- --runs 10000 --seed 1717 --max-commands 25 --reset-every 200]
 *
 * The books property of apps/server/src/books at scale: `--runs` random sequences of real
 * operations through the HTTP API, the books checked after every step. PGlite by default,
 * PostgreSQL when DATABASE_URL is set. Seeded and reproducible: a failure prints its seed,
 * its path and its shrunk sequence with the discrepancies, and exits 1, with the command
 * (`--seed --runs --path --replay-path`) that replays exactly that counterexample.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { BooksDiscrepancy, BooksRig } from '../apps/server/src/books/books-run.ts';
import { eodMatchesDay } from '../apps/server/src/books/check-eod.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/demo/seed-demo.ts';
import { appOnDatabase, type TestApp } from '../apps/server/test/app-on-database.ts';
import { adminStatement } from '../apps/server/test/postgres-admin.ts';
import { TEST_TIME_ZONE, testNow } from '../apps/server/test/test-clock.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1717' },
    'max-commands': { type: 'string', default: '25' },
    'reset-every': { type: 'string', default: '200' },
    path: { type: 'string' },
    'replay-path': { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = Number(values.seed);
const maxCommands = Number(values['max-commands']);
const resetEvery = Number(values['reset-every']);

/** Fresh seeded databases cheaply: a dump of one seeded PGlite, or a template database on PostgreSQL. */
async function databases(): Promise<{ newApp: () => Promise<TestApp>; dispose: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const seeded = await openPglite({});
    await seedDemo(seeded.db, { timeZone: TEST_TIME_ZONE, now: testNow(), goods: false });
    const client = (seeded.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    await seeded.close();
    return {
      newApp: async () => appOnDatabase(await openPglite({ loadDataDir: dump })),
      dispose: async () => {},
    };
  }
  const admin = (statement: string) => adminStatement(url, statement);
  const at = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  const template = `toko_books_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${template}`);
  const seeded = await openPostgres(at(template));
  await seedDemo(seeded.db, { timeZone: TEST_TIME_ZONE, now: testNow(), goods: false });
  await seeded.close();
  return {
    newApp: async () => {
      const name = `${template}_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return appOnDatabase(await openPostgres(at(name)), {
        drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      });
    },
    dispose: () => admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
  };
}

/** A step's name in a sequence as fast-check prints it: `Jual(#3),TutupToko,…` (arguments after ", "). */
const COMMAND_NAME = /(?:^|,)([A-Za-z][A-Za-z0-9]*)/g;
/** How often each operation ran over the whole run: the figure that shows every command was driven. */
const ran = new Map<string, number>();

const started = Date.now();
const { newApp, dispose } = await databases();
const rig = new BooksRig({
  newApp,
  resetEvery,
  eodSummary: eodMatchesDay,
  onSequence: (done, steps) => {
    for (const [, name = ''] of steps.matchAll(COMMAND_NAME)) ran.set(name, (ran.get(name) ?? 0) + 1);
    if (done % 50 !== 0) return;
    const minutes = (Date.now() - started) / 60_000;
    const perMinute = done / minutes;
    console.log(
      `${done} urutan, ${minutes.toFixed(1)} menit, ${perMinute.toFixed(0)} urutan/menit, sisa ±${((runs - done) / perMinute).toFixed(0)} menit`,
    );
  },
});
// Stopped by hand (Ctrl-C): the PostgreSQL databases it made are dropped, not left behind.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    console.log(`\nDihentikan (${signal}); database uji dihapus.`);
    void rig
      .close()
      .catch(() => {})
      .then(dispose)
      .finally(() => process.exit(130));
  });
}
console.log(
  `check:books seed ${seed}, ${runs} urutan sampai ${maxCommands} langkah, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, database baru tiap ${resetEvery} urutan`,
);
const result = await fc.check(rig.property(maxCommands, values['replay-path']), {
  seed,
  numRuns: runs,
  ...(values.path ? { path: values.path } : {}),
});
// The sequence a signal cut short is no finding: the handler above ends the process.
if (stopping) await new Promise(() => {});
await rig.close();
await dispose();
const minutes = (Date.now() - started) / 60_000;
if (!result.failed) {
  console.log(
    `Pembukuan seimbang: ${result.numRuns} urutan dalam ${minutes.toFixed(1)} menit (seed ${seed}).`,
  );
  const tally = [...ran].sort(([a], [b]) => a.localeCompare(b)).map(([name, n]) => `${name} ${n}`);
  console.log(
    `Langkah yang dijalankan (${[...ran.values()].reduce((a, b) => a + b, 0)}): ${tally.join(', ')}`,
  );
  process.exit(0);
}
console.log(
  `\nPembukuan TIDAK seimbang setelah ${result.numRuns} urutan (seed ${seed}, path ${result.counterexamplePath}).`,
);
console.log(`Urutan terkecil (${result.numShrinks} kali diperkecil): ${String(result.counterexample?.[0])}`);
const error = result.errorInstance;
if (error instanceof BooksDiscrepancy) {
  console.log(`Selisih:\n  - ${error.discrepancies.join('\n  - ')}`);
} else {
  console.log(error instanceof Error ? error.stack : String(error));
}
const replayPath = /replayPath="([^"]*)"/.exec(String(result.counterexample?.[0]))?.[1] ?? '';
console.log(
  `Ulangi: npm run check:books -- --seed ${seed} --runs ${runs} --path "${result.counterexamplePath}" --replay-path "${replayPath}"`,
);
process.exit(1);
