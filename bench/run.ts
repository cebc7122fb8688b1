/**
 * Benchmarks: each measured operation beside its baseline, as a ratio.
 * Run with `npm run bench` (embedded PGlite) or with DATABASE_URL for PostgreSQL.
 * Later areas add their operations (lists, reports, imports) to OPERATIONS.
 */
import { sql } from 'drizzle-orm';
import { seedManyBuybacks } from '../apps/server/test/buyback-dataset.ts';
import { seedManyPieces } from '../apps/server/test/goods-dataset.ts';
import { seedManySales } from '../apps/server/test/sales-dataset.ts';
import { startBenchServer } from './bench-server.ts';
import { dashboardBenches } from './dashboard-benches.ts';
import { importBenches } from './import-benches.ts';
import { type Measurement, origin, printGoals, printMeasurements, time } from './measure.ts';
import { reportBenches } from './report-benches.ts';
import { stockOpnameBenches } from './stock-opname-benches.ts';

/** Data Barang must page on the server for a shop this size (issue 5). */
const MANY_PIECES = 100_000;
/** Two months of a busy shop (and as many buybacks): Lihat Penjualan and the dashboard must stay fast over it. */
const MANY_VISITS = 200_000;
const SALES_DAYS = 60;
/** A busy chain's two months of cash book for one shop: Uang Kas balances and lists stay fast. */
const MANY_CASH_ROWS = 300_000;

async function main(): Promise<void> {
  const { app, bare, database, login, close } = await startBenchServer();
  const { token, tglSystem } = await login('PST');

  const results: Measurement[] = [];
  const bareMs = await time(2000, () => bare.inject({ method: 'GET', url: '/bare' }));
  results.push({
    name: 'GET /api/users/me (remembered sign-in; 15 kB menu), inject',
    baseline: 'bare Fastify route, inject',
    perOpMs: await time(2000, () =>
      app.inject({ method: 'GET', url: '/api/users/me', headers: { 'x-auth-token': token } }),
    ),
    baselinePerOpMs: bareMs,
  });
  // The same over a real socket (keep-alive), the way a browser calls it.
  await Promise.all([
    app.listen({ port: 0, host: '127.0.0.1' }),
    bare.listen({ port: 0, host: '127.0.0.1' }),
  ]);
  const fetchText = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { headers }).then((response) => response.text());
  results.push({
    name: 'GET /api/users/me (remembered sign-in; 15 kB menu), HTTP',
    baseline: 'bare Fastify route, HTTP',
    perOpMs: await time(2000, () => fetchText(`${origin(app)}/api/users/me`, { 'x-auth-token': token })),
    baselinePerOpMs: await time(2000, () => fetchText(`${origin(bare)}/bare`)),
  });
  results.push({
    name: 'GET /api/para-system/key/PEMBULATAN',
    baseline: 'bare Fastify route',
    perOpMs: await time(500, () =>
      app.inject({
        method: 'GET',
        url: '/api/para-system/key/PEMBULATAN',
        headers: { 'x-auth-token': token },
      }),
    ),
    baselinePerOpMs: bareMs,
  });

  // Data Barang: PST holds 100,000 pieces; T2 only the demo's few, as the baseline.
  await seedManyPieces(database.db, 'PST', tglSystem, MANY_PIECES);
  const { token: tokenT2 } = await login('T2');
  const list =
    (query: string, as = token) =>
    () =>
      app.inject({ method: 'GET', url: `/api/barang/paginated?${query}`, headers: { 'x-auth-token': as } });
  const smallShopMs = await time(200, list('skip=0&limit=10', tokenT2));
  for (const [name, query] of [
    ['first page', 'skip=0&limit=10'],
    ['last page', `skip=${MANY_PIECES - 10}&limit=10`],
    ['one tray, page 100', 'kode_baki=KLDLM&skip=1000&limit=10'],
    ['search by name', 'search=model%20996&limit=10'],
    ['search by barcode', 'search=90054321&limit=10'],
  ] as const) {
    results.push({
      name: `GET /api/barang/paginated, ${MANY_PIECES} pieces, ${name}`,
      baseline: 'first page of a shop with a few pieces',
      perOpMs: await time(50, list(query)),
      baselinePerOpMs: smallShopMs,
    });
  }

  // Stock opname (issue 15): scans on a 500-piece tray of T2 while the chain holds the pieces above.
  results.push(
    ...(await stockOpnameBenches({
      app,
      db: database.db,
      token: tokenT2,
      kodeToko: 'T2',
      tanggal: tglSystem,
      bareMs,
    })),
  );

  // Sales: PST has 200,000 visits (400,000 lines) over 60 days; T2 none, as the baseline.
  await seedManySales(database.db, 'PST', tglSystem, SALES_DAYS, MANY_VISITS);
  const get =
    (url: string, as = token) =>
    () =>
      app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'x-auth-token': as } });
  const emptyListMs = await time(200, get('penjualan/paginated?skip=0&limit=10', tokenT2));
  for (const [name, query] of [
    ['first page', 'skip=0&limit=10'],
    ['one day, page 50', `dari=${tglSystem}&sampai=${tglSystem}&skip=500&limit=10`],
    ['search by receipt', 'search=FJ-BENCH-123456&limit=10'],
    ['search by barcode', 'search=90123457&limit=10'],
    ['search by customer', 'search=CUSTOMER%204321&limit=10'],
  ] as const) {
    results.push({
      name: `GET /api/penjualan/paginated, ${MANY_VISITS} sales, ${name}`,
      baseline: 'first page of a shop without sales',
      perOpMs: await time(30, get(`penjualan/paginated?${query}`)),
      baselinePerOpMs: emptyListMs,
    });
  }
  // The dashboard over the same sales and as many buybacks (issue 12).
  await seedManyBuybacks(database.db, 'PST', tglSystem, SALES_DAYS, MANY_VISITS);
  const dashboard = await dashboardBenches({
    app,
    db: database.db,
    token,
    tglSystem: tglSystem,
    visits: MANY_VISITS,
    days: SALES_DAYS,
  });
  results.push(...dashboard.measurements);

  // Reports (issue 12) over the same sales.
  results.push(
    ...(await reportBenches({
      app,
      db: database.db,
      token,
      tglSystem: tglSystem,
      visits: MANY_VISITS,
    })),
  );

  // Cash book: PST gets 300,000 rows over the same 60 days, CASH and TRANSFER, never frozen
  // (the worst case: the balance reads the ledger from its start), then frozen up to yesterday.
  await database.db.execute(sql`insert into keuangan (kode_toko, tanggal, kategori, jenis, no_rekening, deskripsi, keterangan, jumlah_in, jumlah_out, input_by)
    select 'PST', (${tglSystem}::date - (i % ${SALES_DAYS}))::date, 'BENCH',
      case when i % 3 = 0 then 'TRANSFER' else 'CASH' end,
      case when i % 3 = 0 then '9876543210' else '' end,
      'PST-UK-BENCH-' || i, 'CATATAN ' || i, (i % 97) * 1000, (i % 89) * 1000, 'BENCH'
    from generate_series(1, ${MANY_CASH_ROWS}) as i`);
  const rawBalanceMs = await time(30, () =>
    database.db.execute(sql`select jenis, no_rekening, sum(jumlah_in) - sum(jumlah_out) from keuangan
      where kode_toko = 'PST' and jenis in ('CASH', 'TRANSFER') and tanggal <= ${tglSystem} group by jenis, no_rekening`),
  );
  results.push({
    name: `GET /api/cash/saldo, ${MANY_CASH_ROWS} rows, nothing frozen`,
    baseline: 'raw SQL: sum per account',
    perOpMs: await time(30, get('cash/saldo')),
    baselinePerOpMs: rawBalanceMs,
  });
  await database.db.execute(sql`insert into keuangan_saldo (kode_toko, tanggal, akun, awal, masuk, keluar, akhir)
    select 'PST', (${tglSystem}::date - 1)::date, akun, 0, 0, 0, 0 from (values ('KAS'), ('9876543210')) as a(akun)`);
  results.push({
    name: `GET /api/cash/saldo, ${MANY_CASH_ROWS} rows, frozen up to yesterday`,
    baseline: 'raw SQL: sum per account',
    perOpMs: await time(30, get('cash/saldo')),
    baselinePerOpMs: rawBalanceMs,
  });
  const emptyCashMs = await time(200, get('cash/paginated?skip=0&limit=10', tokenT2));
  for (const [name, query] of [
    ['first page', 'skip=0&limit=10'],
    ['search by receipt', 'search=BENCH-123456&limit=10'],
  ] as const) {
    results.push({
      name: `GET /api/cash/paginated, ${MANY_CASH_ROWS} rows, ${name}`,
      baseline: 'first page of a shop without cash rows',
      perOpMs: await time(30, get(`cash/paginated?${query}`)),
      baselinePerOpMs: emptyCashMs,
    });
  }

  // Import Data (issue 16): a file of the old ledger into T3, beside raw INSERTs of it.
  const { token: tokenT3, tglSystem: tglT3 } = await login('T3');
  results.push(
    ...(await importBenches({ app, db: database.db, token: tokenT3, kodeToko: 'T3', tglSystem: tglT3 })),
  );

  printMeasurements(database.kind, results);
  printGoals(`today's figures cost today's rows (${database.kind})`, dashboard.goals);
  await close();
}

void main();
