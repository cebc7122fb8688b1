/**
 * The closing bench (issue 17): Tutup Toko of a shop holding 100,000 pieces (BENCH_PIECES for
 * fewer) must finish in under 10 s on PostgreSQL. `npm run bench:closing` creates a fresh
 * database on DATABASE_URL's server (default postgres://root@127.0.0.1:5432/postgres) and
 * drops it afterwards, then runs the same day on PGlite for comparison (BENCH_PGLITE=0 skips it).
 *
 * The pieces arrive the way a shop's stock does: added on an earlier day and carried into
 * today by that day's closing (awal = akhir). Today then sells, validates, destroys, moves
 * pieces and books cash through the real API before `POST system/close` is timed, with the
 * time of each closing step printed beside it.
 */
import { randomBytes } from 'node:crypto';
import { addDays } from '@toko/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedManyPieces } from '../apps/server/test/goods-dataset.ts';
import { startBenchServer } from './bench-server.ts';

const MANY_PIECES = Number(process.env.BENCH_PIECES ?? 100_000);
const LIMIT_MS = 10_000;
const SALES = 100;
const HANCUR = 10;
const PINDAH = 50;

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/** A piece of the dataset by its number: barcode and tray as seedManyPieces placed it. */
function piece(n: number) {
  return {
    kode_barcode: String(90_000_000 + n).padStart(8, '0'),
    kode_gudang: 'TOKO',
    kode_baki: ['CC01', 'KLDLM', 'LT17'][n % 3] as string,
  };
}

async function call(server: BenchServer, token: string, url: string, payload: object) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { 'x-auth-token': token },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Yesterday's stock carried into today, as the closing of yesterday would have left it. */
async function stockFromYesterday(server: BenchServer, today: string): Promise<void> {
  const { db } = server.database;
  const yesterday = addDays(today, -1);
  await seedManyPieces(db, 'PST', yesterday, MANY_PIECES);
  await db.execute(sql`
    insert into barang_saldo (kode_toko, tanggal, kode_barcode, kode_gudang, kode_baki,
      stock_awal, berat_awal, stock_akhir, berat_akhir)
    select kode_toko, ${today}, kode_barcode, kode_gudang, kode_baki, stock_akhir, berat_akhir, stock_akhir, berat_akhir
    from barang_saldo where kode_toko = 'PST' and tanggal = ${yesterday}`);
  await db.execute(sql`analyze barang_saldo`);
  await db.execute(sql`analyze barang_mutasi`);
}

/** A counter's day: sales (validated), pieces destroyed and moved, cash in and out. */
async function aDay(server: BenchServer): Promise<void> {
  const { token: owner } = await server.login('PST', 'OWNER');
  const { token: spv } = await server.login('PST', 'SPV');
  const sales: string[] = [];
  for (let k = 1; k <= SALES; k += 1) {
    const sale = await call(server, owner, 'penjualan', {
      idempotency_key: `bench-tutup-jual-${k}-xxxx`,
      kode_sales: 'S01',
      nama_customer: `PELANGGAN ${k}`,
      items: [piece(3 * k + 1)],
      bayar: { cash: 100_000_000 },
    });
    sales.push(sale.no_faktur_group);
  }
  await call(server, spv, 'penjualan/validasi', { no_faktur_group: sales });
  await call(server, owner, 'hancur-barang', {
    kode_kondisi: 'RUSAK',
    keterangan: 'Patah',
    items: Array.from({ length: HANCUR }, (_, k) => piece(3 * (k + 1) + 2)),
    otorisasi: { user_id: 'SPV', password: 'demo1234', alasan: 'Patah' },
  });
  await call(server, owner, 'pindah-barang', {
    items: Array.from({ length: PINDAH }, (_, k) => piece(3 * (k + 1))),
    kode_gudang_tujuan: 'TOKO',
    kode_baki_tujuan: 'LT17',
  });
  for (let k = 1; k <= 5; k += 1) {
    await call(server, owner, 'cash/uang-kas', {
      idempotency_key: `bench-tutup-kas-${k}-xxxx`,
      kode_transaksi: k % 2 ? 'MODAL' : 'GAJI',
      jumlah: 100_000 * k,
    });
  }
}

/** Wraps every closing step so its time is kept under its key. */
function timeSteps(server: BenchServer): Map<string, number> {
  const times = new Map<string, number>();
  const add = (key: string, started: number) =>
    times.set(key, (times.get(key) ?? 0) + performance.now() - started);
  for (const step of server.pipeline.steps) {
    const { check, rollForward } = step;
    if (check) {
      step.check = async (ctx) => {
        const started = performance.now();
        try {
          return await check(ctx);
        } finally {
          add(`${step.key} (cek)`, started);
        }
      };
    }
    if (rollForward) {
      step.rollForward = async (ctx) => {
        const started = performance.now();
        try {
          await rollForward(ctx);
        } finally {
          add(step.key, started);
        }
      };
    }
  }
  return times;
}

async function benchOn(label: string, env: NodeJS.ProcessEnv): Promise<number> {
  const server = await startBenchServer(env);
  try {
    const { tglSystem } = await server.login('PST');
    const seeding = performance.now();
    await stockFromYesterday(server, tglSystem);
    await aDay(server);
    console.log(
      `${label}: ${MANY_PIECES} pieces and the day seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const times = timeSteps(server);
    const { token } = await server.login('PST', 'OWNER');
    const started = performance.now();
    await call(server, token, 'system/close', { PROSES: 'close' });
    const elapsed = performance.now() - started;
    const [lines] = (
      (await server.database.db.execute(
        sql`select count(*)::int as n from eod_summary where kode_toko = 'PST' and tanggal = ${tglSystem}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    console.log(`${label}: POST system/close ${(elapsed / 1000).toFixed(2)} s (${lines?.n ?? 0} EOD lines)`);
    for (const [key, ms] of [...times].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${key.padEnd(24)} ${ms.toFixed(0).padStart(7)} ms`);
    }
    return elapsed;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');
  const name = `toko_bench_closing_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  let postgresMs: number;
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    postgresMs = await benchOn('postgresql', { ...process.env, DATABASE_URL: target.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (process.env.BENCH_PGLITE !== '0') await benchOn('pglite', { ...process.env, DATABASE_URL: '' });
  const pass = postgresMs < LIMIT_MS;
  console.log(
    `closing ${MANY_PIECES} pieces on PostgreSQL: ${(postgresMs / 1000).toFixed(2)} s, limit ${LIMIT_MS / 1000} s: ${pass ? 'PASS' : 'FAIL'}`,
  );
  if (!pass) process.exitCode = 1;
}

await main();
