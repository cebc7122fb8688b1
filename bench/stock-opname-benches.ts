import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.ts';
import { type Measurement, time } from './measure.ts';

/** Pieces on the tray an opname counts (issue 15: a scan answered in under 100 ms on such a tray). */
export const TRAY_PIECES = 500;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Stock opname scans (decision 023): a tray of 500 pieces in `kodeToko` (LT17, seeded here
 * with barcodes 8xxxxxxx beside whatever the chain already holds), an opname started through
 * the API, then every piece scanned once, every tenth scanned again, and a stranger from
 * another tray, each timed on its own through the whole HTTP stack. Prints p50/p99 and
 * answers the mean beside a bare Fastify route (request overhead) as the baseline.
 */
export async function stockOpnameBenches(options: {
  app: FastifyInstance;
  db: Db;
  token: string;
  kodeToko: string;
  tanggal: string;
  bareMs: number;
}): Promise<Measurement[]> {
  const { app, db, token, kodeToko, tanggal, bareMs } = options;
  await db.execute(sql`
    insert into barang (kode_toko, kode_barcode, kode_barang, kode_group, kode_dept, kode_gudang, kode_baki,
      nama_barang, berat, berat_asli, kadar, kadar_cetak, stock, tgl_masuk, created_by, updated_by)
    select ${kodeToko}, lpad((80000000 + n)::text, 8, '0'), 'OPN-' || n, '750', 'LT', 'TOKO', 'LT17',
      'LIONTIN OPNAME ' || n, 1000 + (n * 37) % 9000, 1000 + (n * 37) % 9000, 75, '750', 1, ${tanggal},
      'BENCH', 'BENCH'
    from generate_series(1, ${TRAY_PIECES}) as n`);
  await db.execute(sql`analyze barang`);
  const headers = { 'x-auth-token': token };
  const started = await app.inject({
    method: 'POST',
    url: '/api/stock-opname/mulai',
    headers,
    payload: { jenis: 'BAKI', kode_gudang: 'TOKO', kode_baki: 'LT17' },
  });
  if (started.statusCode !== 200) throw new Error(`mulai opname: ${started.body}`);
  const id = (started.json() as { id: number }).id;

  const barcode = (n: number) => String(80_000_000 + n).padStart(8, '0');
  const scans: { kode_barcode: string; berat_timbang?: number }[] = [];
  for (let n = 1; n <= TRAY_PIECES; n += 1) {
    scans.push(n % 5 === 0 ? { kode_barcode: barcode(n), berat_timbang: 1.5 } : { kode_barcode: barcode(n) });
  }
  for (let n = 10; n <= TRAY_PIECES; n += 10) scans.push({ kode_barcode: barcode(n) });

  const took: number[] = [];
  for (const payload of scans) {
    const t0 = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: `/api/stock-opname/${id}/scan`,
      headers,
      payload,
    });
    took.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (response.statusCode !== 200) throw new Error(`scan ${payload.kode_barcode}: ${response.body}`);
  }
  const sorted = [...took].sort((a, b) => a - b);
  const mean = took.reduce((sum, ms) => sum + ms, 0) / took.length;
  console.log(
    `stock opname scan, tray of ${TRAY_PIECES} pieces, ${took.length} scans (${took.length - TRAY_PIECES} repeated): ` +
      `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`,
  );

  const results: Measurement[] = [
    {
      name: `POST /api/stock-opname/{id}/scan, tray of ${TRAY_PIECES} pieces (mean of ${took.length})`,
      baseline: 'bare Fastify route',
      perOpMs: mean,
      baselinePerOpMs: bareMs,
    },
  ];
  const finished = await app.inject({ method: 'POST', url: `/api/stock-opname/${id}/selesai`, headers });
  if (finished.statusCode !== 200) throw new Error(`selesai opname: ${finished.body}`);
  // The result page's totals and first page, beside the raw SQL of the same counts.
  results.push({
    name: `GET /api/stock-opname/{id}/hasil, ${TRAY_PIECES} pieces, first page with totals`,
    baseline: 'raw SQL: count and grams per result',
    perOpMs: await time(50, () =>
      app.inject({ method: 'GET', url: `/api/stock-opname/${id}/hasil?skip=0&limit=10`, headers }),
    ),
    baselinePerOpMs: await time(50, () =>
      db.execute(sql`select diharapkan, ditemukan, count(*), sum(berat) from stock_opname_item
        where stock_opname_id = ${id} group by diharapkan, ditemukan`),
    ),
  });
  return results;
}
