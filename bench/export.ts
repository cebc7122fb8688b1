/**
 * Exports that never stall the counter (issue 28 item 4): Laporan Transaksi Penjualan of a
 * month of 100,000 visits × 2 lines (200,000 sale lines in PST) exported as xlsx and as
 * csv over HTTP, beside the raw SQL of every row; and a cashier's price look-up
 * (`GET /api/penjualan/harga/:barcode` as KASIR), fired one after another at a steady pace,
 * idle and while an xlsx export runs; the exports are timed alone first (one that steps
 * aside for a cashier takes longer, by design). The clients run in worker threads, off the
 * server's event loop. The xlsx is opened and its totals row checked against SQL sums, so a
 * fast but wrong file cannot pass.
 *
 * `npm run bench:export` on PGlite; with DATABASE_URL on PostgreSQL (BENCH_VISITS for a
 * smaller month). Exits 1 when a goal is missed: xlsx ≤ 2x raw SQL, the cashier's p99 during
 * the export ≤ 2x its idle p99.
 */
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { seedManySales } from '../apps/server/test/sales-dataset.ts';
import { startBenchServer } from './bench-server.ts';
import { type GoalFigure, origin, percentile, printGoals } from './measure.ts';

const VISITS = Number(process.env.BENCH_VISITS ?? 100_000);
/** A cashier's request every PACE_MS (one at a time, as one counter asks). */
const PACE_MS = 20;
const IDLE_MS = 4000;

/**
 * The browsers, in worker threads: a cashier's or a downloader's own work (reading 15 MB of
 * export) must not run on the event loop of the server it measures, as it never does in a shop.
 * Plain JavaScript, evaluated: a worker gets no TypeScript loader.
 */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
let stop = false;
parentPort.on('message', async (task) => {
  try {
    if (task.type === 'stop') {
      stop = true;
    } else if (task.type === 'cashier') {
      stop = false;
      const samples = [];
      const end = Date.now() + (task.ms ?? Infinity);
      while (!stop && Date.now() < end) {
        const next = Date.now() + task.pace;
        const started = performance.now();
        const response = await fetch(task.url, { headers: task.headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error('cashier: ' + response.status);
        samples.push(performance.now() - started);
        const rest = next - Date.now();
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
      parentPort.postMessage({ samples });
    } else if (task.type === 'download') {
      const started = performance.now();
      const response = await fetch(task.url, { method: 'POST', headers: task.headers, body: task.body });
      if (!response.ok) throw new Error('export: ' + response.status + ' ' + (await response.text()));
      const body = new Uint8Array(await response.arrayBuffer());
      parentPort.postMessage({ ms: performance.now() - started, body }, [body.buffer]);
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});`;

/** A client thread: `ask` sends it a task and resolves with its answer. */
function clientThread() {
  const worker = new Worker(CLIENT, { eval: true });
  const ask = <T>(task: object) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', (answer: T & { error?: string }) =>
        answer.error ? reject(new Error(answer.error)) : resolve(answer),
      );
      worker.postMessage(task);
    });
  return { ask, tell: (task: object) => worker.postMessage(task), end: () => worker.terminate() };
}

async function main(): Promise<void> {
  const { app, database, login, close } = await startBenchServer();
  const db = database.db;
  const owner = await login('PST');
  const kasir = await login('PST', 'KASIR');
  const tglSystem = owner.tglSystem;
  const monthStart = `${tglSystem.slice(0, 7)}-01`;
  // Every visit inside the month so far, so the month's export holds all of them.
  await seedManySales(db, 'PST', tglSystem, Number(tglSystem.slice(8, 10)), VISITS);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = origin(app);

  const soldInMonth = sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
    where p.kode_toko = 'PST' and p.tgl_system between ${monthStart} and ${tglSystem}
      and p.status_valid = 'DONE' and d.status = 'OK'`;
  const [expected] = (
    (await db.execute(
      sql`select count(*)::int as n, sum(d.berat)::bigint as berat, sum(d.harga_jual)::bigint as total ${soldInMonth}`,
    )) as unknown as { rows: { n: number; berat: string; total: string }[] }
  ).rows;
  if (!expected) throw new Error('no rows');
  const [piece] = (
    (await db.execute(
      sql`select kode_barcode from barang where kode_toko = 'PST' and stock = 1 order by kode_barcode limit 1`,
    )) as unknown as { rows: { kode_barcode: string }[] }
  ).rows;
  if (!piece) throw new Error('no piece in stock in PST');

  const elapsed = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

  /** The best of three: the raw SQL of every row the export writes, in its order. */
  let rawMs = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const started = process.hrtime.bigint();
    await db.execute(sql`select p.kode_toko, p.tgl_system, p.nama_customer, p.kode_sales, p.input_by,
        p.valid_by, d.* ${soldInMonth} order by p.kode_toko, p.tgl_system, d.no_faktur_jual`);
    rawMs = Math.min(rawMs, elapsed(started));
  }

  const downloader = clientThread();
  const counter = clientThread();
  /** The month's export, read over HTTP as a browser would; the bytes are kept to be checked. */
  const exportOnce = async (format: 'xlsx' | 'csv') => {
    const answer = await downloader.ask<{ ms: number; body: Uint8Array }>({
      type: 'download',
      url: `${base}/api/laporan/transaksi-penjualan/export`,
      headers: { 'x-auth-token': owner.token, 'content-type': 'application/json' },
      body: JSON.stringify({ tgl_from: monthStart, tgl_to: tglSystem, format }),
    });
    return { ms: answer.ms, body: Buffer.from(answer.body) };
  };
  /** A cashier's requests, one after another every PACE_MS, for `ms` or until told to stop. */
  const cashier = async (ms?: number) =>
    (
      await counter.ask<{ samples: number[] }>({
        type: 'cashier',
        url: `${base}/api/penjualan/harga/${piece.kode_barcode}`,
        headers: { 'x-auth-token': kasir.token },
        pace: PACE_MS,
        ms,
      })
    ).samples;

  // Warm-up: the routes, the query plans, the JIT.
  await cashier(1000);
  const warm = await exportOnce('xlsx');

  // The export alone, then the cashier alone, then both: the export steps aside for the
  // cashier, so its time beside the raw SQL is taken when nothing else runs.
  const xlsx = await exportOnce('xlsx');
  const csv = await exportOnce('csv');
  const idle = await cashier(IDLE_MS);
  const duringExport = cashier();
  const shared = await exportOnce('xlsx');
  counter.tell({ type: 'stop' });
  const during = await duringExport;
  await Promise.all([downloader.end(), counter.end()]);

  // The file must be whole: every row, and the totals row exact.
  const sheet = new TextDecoder().decode(unzipSync(new Uint8Array(xlsx.body))['xl/worksheets/sheet1.xml']);
  const rowCount = (sheet.match(/<row r=/g) ?? []).length;
  const last = 3 + 1 + 1 + expected.n + 1;
  const valid =
    rowCount === 3 + 1 + expected.n + 1 &&
    sheet.includes(`<c r="F${last}" s="5"><v>${Number(expected.berat) / 1000}</v></c>`) &&
    sheet.includes(`<c r="I${last}" s="4"><v>${Number(expected.total)}</v></c>`);
  const csvLines = csv.body.toString('utf8').trimEnd().split('\r\n').length;

  console.log(
    `database: ${database.kind}, ${expected.n} sale lines in ${monthStart}..${tglSystem} (PST)` +
      `\nxlsx ${(xlsx.body.length / 1e6).toFixed(1)} MB (warm-up run ${warm.ms.toFixed(0)} ms), ${rowCount} rows, totals ${valid ? 'exact' : 'WRONG'}` +
      `; csv ${(csv.body.length / 1e6).toFixed(1)} MB, ${csvLines} lines` +
      `\ncashier idle: ${idle.length} requests, p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms` +
      `\ncashier during an xlsx export (which took ${shared.ms.toFixed(0)} ms): ${during.length} requests, p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms`,
  );
  const idleP99 = percentile(idle, 99);
  const figures: GoalFigure[] = [
    {
      name: `xlsx export, ${expected.n} rows`,
      value: xlsx.ms,
      unit: 'ms',
      comparator: { name: 'raw SQL of every row', value: rawMs },
      goal: { text: '≤ 2x raw SQL', max: 2 * rawMs },
    },
    {
      name: `csv export, ${expected.n} rows`,
      value: csv.ms,
      unit: 'ms',
      comparator: { name: 'raw SQL of every row', value: rawMs },
      goal: { text: '≤ 2x raw SQL', max: 2 * rawMs },
    },
    {
      name: 'cashier p99 during the xlsx export',
      value: percentile(during, 99),
      unit: 'ms',
      comparator: { name: 'idle p99', value: idleP99 },
      goal: { text: '≤ 2x idle p99', max: 2 * idleP99 },
    },
  ];
  const met = printGoals(`exports (issue 28 item 4), ${database.kind}`, figures);
  await close();
  if (!met || !valid) process.exitCode = 1;
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
