/**
 * Import Data's penjualan bench (issue 16 item 4): BENCH_IMPORT_LINES (100,000) penjualan
 * lines of 40 % as many visits, posted through the real HTTP route in parts of
 * IMPORT_CHUNK_ROWS exactly as the page does, then polled until SELESAI; beside a raw
 * multi-row INSERT of the same rows into penjualan and penjualan_detail on the same
 * database. `npm run bench:import`, with DATABASE_URL for PostgreSQL. Prints both times,
 * the ratio (goal <= 3x) and the process's peak RSS while importing.
 */
import { IMPORT_CHUNK_ROWS, penjualanImportToRows } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { startBenchServer } from './bench-server.ts';
import { origin } from './measure.ts';
import { importOverHttp, LINES, lines, VISITS, visitOf } from './penjualan-file.ts';

const RAW_BATCH = 1_000;

const literal = (value: unknown) =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${String(value).replaceAll("'", "''")}'`;

/** `insert into <table> (<columns>) values (…), (…)` with the values written out. */
function insertText(table: string, rows: readonly object[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map(
    (row) => `(${columns.map((column) => literal((row as Record<string, unknown>)[column])).join(', ')})`,
  );
  return `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}`;
}

/** The peak resident memory of the process while `run` runs (sampled every 50 ms). */
async function peakRss<T>(run: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await run();
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}

async function main(): Promise<void> {
  const { app, database, login, close } = await startBenchServer();
  const { token, tglSystem } = await login('PST');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `${origin(app)}/api`;
  const headers = { 'content-type': 'application/json', 'x-auth-token': token };

  // The baseline: the same rows, mapped in memory, written as literal multi-row INSERT text
  // (no ORM, no parameters: the fastest plain INSERT), 1,000 rows a statement, one transaction.
  const rawStarted = performance.now();
  await database.db.transaction(async (tx) => {
    // Parts end on a visit's boundary so each visit is whole in its part.
    for (let from = 0; from < LINES; ) {
      let to = Math.min(from + RAW_BATCH, LINES);
      while (to < LINES && visitOf(to) === visitOf(to - 1)) to += 1;
      const rows = penjualanImportToRows(lines('RAW', tglSystem, from, to), 'PST');
      await tx.execute(sql.raw(insertText('penjualan', rows.headers)));
      await tx.execute(sql.raw(insertText('penjualan_detail', rows.details)));
      from = to;
    }
  });
  const rawMs = performance.now() - rawStarted;

  const rssBefore = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const started = performance.now();
  let uploadedMs = 0;
  const { result: job, peakMb } = await peakRss(() =>
    // On PGlite (one connection) the last part's answer waits for the write, so this split shows on PostgreSQL only.
    importOverHttp(base, headers, tglSystem, () => {
      uploadedMs = performance.now() - started;
    }),
  );
  const importMs = performance.now() - started;

  const [counts] = (
    (await database.db.execute(sql`
      select count(*) filter (where no_faktur_group like 'IMP-%')::int as imp,
             count(*) filter (where no_faktur_group like 'RAW-%')::int as raw from penjualan_detail`)) as unknown as {
      rows: { imp: number; raw: number }[];
    }
  ).rows;
  console.log(`database: ${database.kind}`);
  console.log(
    `lines: ${LINES} in ${VISITS} visits (imported ${counts?.imp}, raw ${counts?.raw}); job baru ${job.baru}`,
  );
  console.log('operation | ms | baseline | baseline ms | ratio');
  console.log(
    `import ${LINES} penjualan lines (HTTP parts of ${IMPORT_CHUNK_ROWS} + polled job) | ${importMs.toFixed(0)} | ` +
      `raw multi-row INSERT text of the same rows (${RAW_BATCH} per statement, one transaction) | ${rawMs.toFixed(0)} | ` +
      `${(importMs / rawMs).toFixed(2)}x`,
  );
  console.log(
    `of which: parts sent, checked and staged ${uploadedMs.toFixed(0)} ms; ` +
      `written in one transaction (polled) ${(importMs - uploadedMs).toFixed(0)} ms`,
  );
  console.log(`process RSS: ${rssBefore} MB before the import, peak ${peakMb} MB during it`);
  await close();
}

await main();
