/**
 * The report benches of bench/run.ts alone (issue 12), on the same sales dataset
 * (200,000 validated visits, 400,000 lines over 60 days): `node --import tsx bench/reports.ts`,
 * with DATABASE_URL for PostgreSQL. Each figure is printed beside the raw SQL of the same rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed-demo.ts';
import { createReportsService } from '../apps/server/src/modules/reports/reports.service.ts';
import { seedManySales } from '../apps/server/test/sales-dataset.ts';

const MANY_VISITS = 200_000;
const SALES_DAYS = 60;

async function time(iterations: number, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < Math.min(5, iterations); i += 1) await run();
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) await run();
  return Number(process.hrtime.bigint() - started) / 1e6 / iterations;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) };
  const database = await openDatabase(config);
  await seedDemo(database.db, { timeZone: config.timeZone, now: config.now() });
  const { app } = await buildApp(config, database);
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { kode_toko: 'PST', user_id: 'OWNER', password: DEMO_PASSWORD },
  });
  const token = login.json().token as string;
  const tglSystem = String(login.json().user.tgl_system).slice(0, 10);
  await seedManySales(database.db, 'PST', tglSystem, SALES_DAYS, MANY_VISITS);
  const monthStart = `${tglSystem.slice(0, 7)}-01`;
  const soldInMonth = sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
    where p.kode_toko = 'PST' and p.tgl_system between ${monthStart} and ${tglSystem}
      and p.status_valid = 'DONE' and d.status = 'OK'`;
  const lines: string[] = [];
  const print = (name: string, ms: number, baseline: string, baselineMs: number) =>
    lines.push(
      `${name} | ${ms.toFixed(1)} | ${baseline} | ${baselineMs.toFixed(1)} | ${(ms / baselineMs).toFixed(2)}x`,
    );

  const rawPage = await time(10, () =>
    Promise.all([
      database.db.execute(sql`select p.tgl_system, d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.berat, d.harga_jual
        ${soldInMonth} order by p.kode_toko, p.tgl_system, d.no_faktur_jual limit 50`),
      database.db.execute(
        sql`select count(*), sum(d.berat), sum(d.ongkos), sum(d.harga_jual) ${soldInMonth}`,
      ),
    ]),
  );
  const page = await time(10, () =>
    app.inject({
      method: 'POST',
      url: '/api/laporan/transaksi-penjualan',
      headers: { 'x-auth-token': token },
      payload: { tgl_from: monthStart, tgl_to: tglSystem, limit: 50 },
    }),
  );
  print(
    'laporan transaksi-penjualan, the month, first page (HTTP inject)',
    page,
    'raw SQL page + count/sums',
    rawPage,
  );

  const reports = createReportsService({ db: database.db });
  const caller = { kodeToko: 'PST', level: 'OWN', userId: 'OWNER' };
  const rawRekap = await time(10, () =>
    database.db.execute(sql`select p.tgl_system, sum(d.harga_jual), sum(d.ongkos),
        round(sum(d.berat * coalesce(b.kadar, 0)) / 100)
      from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        left join barang b on b.kode_barcode = d.kode_barcode
      where p.kode_toko = 'PST' and p.tgl_system between ${monthStart} and ${tglSystem}
        and p.status_valid = 'DONE' and d.status = 'OK' group by p.tgl_system`),
  );
  const rekap = await time(10, () =>
    reports.page('penjualan-rekap', caller, { tgl_from: monthStart, tgl_to: tglSystem, skip: 0, limit: 50 }),
  );
  print('laporan penjualan-rekap, the month (service)', rekap, 'raw SQL month by day with kadar', rawRekap);

  const heapStart = process.memoryUsage().heapUsed;
  let heapPeak = heapStart;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 20);
  const started = process.hrtime.bigint();
  const file = await reports.export(
    'transaksi-penjualan',
    caller,
    { tgl_from: monthStart, tgl_to: tglSystem, skip: 0, limit: 50, format: 'xlsx' },
    (error) => console.error(error),
  );
  let bytes = 0;
  for await (const chunk of file.stream) bytes += (chunk as Buffer).length;
  const exportMs = Number(process.hrtime.bigint() - started) / 1e6;
  clearInterval(sampler);
  const counted = (await database.db.execute(sql`select count(*)::int as n ${soldInMonth}`)) as unknown as {
    rows: { n: number }[];
  };
  const rawAll = await time(1, () =>
    database.db.execute(sql`select p.kode_toko, p.tgl_system, d.* ${soldInMonth}
      order by p.kode_toko, p.tgl_system, d.no_faktur_jual`),
  );
  print(
    `export xlsx transaksi-penjualan, ${counted.rows[0]?.n} rows, ${(bytes / 1e6).toFixed(1)} MB, peak heap +${((heapPeak - heapStart) / 1e6).toFixed(0)} MB`,
    exportMs,
    'raw SQL: every row at once',
    rawAll,
  );
  console.log(
    `database: ${database.kind}, ${MANY_VISITS} visits (${2 * MANY_VISITS} lines) over ${SALES_DAYS} days`,
  );
  console.log('operation | ms | baseline | baseline ms | ratio');
  for (const line of lines) console.log(line);
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
