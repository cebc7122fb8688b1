import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.ts';
import { createReportsService } from '../apps/server/src/modules/reports/reports.service.ts';
import { type Measurement, origin, time } from './measure.ts';

/**
 * Reports (issue 12) over the sales a bench seeded (seedManySales): Laporan Transaksi
 * Penjualan's first page of the month (page, count and totals), Penjualan Rekap of the month,
 * Barang Summary of the day (over the pieces seedManyPieces put in PST) and the month's
 * Excel export, each beside the raw SQL of the same rows and sums. `app`
 * listens (the export is read over HTTP as a browser would); `token` is PST's OWNER.
 */
export async function reportBenches(options: {
  app: FastifyInstance;
  db: Db;
  token: string;
  tglSystem: string;
  visits: number;
}): Promise<Measurement[]> {
  const { app, db, token, tglSystem, visits } = options;
  const monthStart = `${tglSystem.slice(0, 7)}-01`;
  const results: Measurement[] = [];
  const report = (name: string, body: object) => () =>
    app.inject({
      method: 'POST',
      url: `/api/laporan/${name}`,
      headers: { 'x-auth-token': token },
      payload: { tgl_from: monthStart, tgl_to: tglSystem, ...body },
    });
  const soldInMonth = sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
    where p.kode_toko = 'PST' and p.tgl_system between ${monthStart} and ${tglSystem}
      and p.status_valid = 'DONE' and d.status = 'OK'`;
  const rawFirstPageMs = await time(30, () =>
    Promise.all([
      db.execute(sql`select p.tgl_system, d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.berat, d.harga_jual
        ${soldInMonth} order by p.kode_toko, p.tgl_system, d.no_faktur_jual limit 50`),
      db.execute(sql`select count(*), sum(d.berat), sum(d.ongkos), sum(d.harga_jual) ${soldInMonth}`),
    ]),
  );
  results.push({
    name: `POST /api/laporan/transaksi-penjualan, ${visits} sales, the month, first page`,
    baseline: 'raw SQL: the page and its count and sums',
    perOpMs: await time(30, report('transaksi-penjualan', { limit: 50 })),
    baselinePerOpMs: rawFirstPageMs,
  });
  // Penjualan Rekap belongs to shops MLT and NQC (its menu): measured on the service itself.
  // The rekap page reads no cursor: the pool itself stands in for a pinned connection.
  const reports = createReportsService({ db, pinned: (work) => work(db) });
  const caller = { kodeToko: 'PST', level: 'OWN', userId: 'OWNER', modules: new Set<string>() };
  const rawRekapMs = await time(30, () =>
    db.execute(sql`select p.tgl_system, sum(d.harga_jual), sum(d.ongkos),
        round(sum(d.berat * coalesce(b.kadar, 0)) / 100)
      from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        left join barang b on b.kode_barcode = d.kode_barcode
      where p.kode_toko = 'PST' and p.tgl_system between ${monthStart} and ${tglSystem}
        and p.status_valid = 'DONE' and d.status = 'OK' group by p.tgl_system`),
  );
  results.push({
    name: `laporan penjualan-rekap (service), ${visits} sales, the month`,
    baseline: 'raw SQL: the month by day with kadar',
    perOpMs: await time(30, () =>
      reports.page('penjualan-rekap', caller, {
        tgl_from: monthStart,
        tgl_to: tglSystem,
        skip: 0,
        limit: 50,
      }),
    ),
    baselinePerOpMs: rawRekapMs,
  });
  // Laporan Barang Summary of the business day over the pieces PST holds (seedManyPieces:
  // 100,000 in bench/run.ts), beside the raw SQL of the same aggregate of the balance rows.
  const pieces = (await db.execute(
    sql`select count(*)::int as n from barang_saldo where kode_toko = 'PST' and tanggal = ${tglSystem}`,
  )) as unknown as { rows: { n: number }[] };
  const balanceSums = ['awal', 'in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut', 'akhir']
    .flatMap((part) => [`sum(s.stock_${part})`, `sum(s.berat_${part})`])
    .join(', ');
  const rawSummaryMs = await time(30, () =>
    db.execute(sql`select s.kode_gudang, s.kode_baki, b.kode_group, ${sql.raw(balanceSums)}
      from barang_saldo s left join barang b on b.kode_barcode = s.kode_barcode
      where s.kode_toko = 'PST' and s.tanggal = ${tglSystem}
      group by s.kode_gudang, s.kode_baki, b.kode_group`),
  );
  results.push({
    name: `POST /api/laporan/barang-sumary, the day over ${pieces.rows[0]?.n} balance rows (pieces)`,
    baseline: 'raw SQL: the day by gudang/baki/group',
    perOpMs: await time(30, report('barang-sumary', { tgl_from: tglSystem })),
    baselinePerOpMs: rawSummaryMs,
  });

  // Export Excel of the month, over HTTP, read and discarded as it streams: time and the
  // server's peak heap above where it started (the file itself never sits in memory).
  const exportOnce = async () => {
    const response = await fetch(`${origin(app)}/api/laporan/transaksi-penjualan/export`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ tgl_from: monthStart, tgl_to: tglSystem, format: 'xlsx' }),
    });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return bytes;
  };
  const exported = (await db.execute(sql`select count(*)::int as n ${soldInMonth}`)) as unknown as {
    rows: { n: number }[];
  };
  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  let heapPeak = heapStart;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 20);
  const exportStarted = process.hrtime.bigint();
  const bytes = await exportOnce();
  const exportMs = Number(process.hrtime.bigint() - exportStarted) / 1e6;
  clearInterval(sampler);
  const rawRowsMs = await time(1, () =>
    db.execute(sql`select p.kode_toko, p.tgl_system, d.* ${soldInMonth}
      order by p.kode_toko, p.tgl_system, d.no_faktur_jual`),
  );
  results.push({
    name: `POST /api/laporan/transaksi-penjualan/export xlsx, ${exported.rows[0]?.n} rows (${(bytes / 1e6).toFixed(1)} MB), peak heap +${((heapPeak - heapStart) / 1e6).toFixed(0)} MB`,
    baseline: 'raw SQL: every row of the month at once',
    perOpMs: exportMs,
    baselinePerOpMs: rawRowsMs,
  });

  return results;
}
