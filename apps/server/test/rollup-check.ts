import { asc, eq, sql } from 'drizzle-orm';
import { pembelianHarian, penjualanHarian } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** How each document's day is summed by hand: its tables, its pieces and its rupiah. */
const RAW = {
  penjualan: {
    rollup: penjualanHarian,
    from: sql`penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group`,
    pieces: sql`sum(d.stock)`,
    value: sql`sum(d.harga_jual)`,
  },
  pembelian: {
    rollup: pembelianHarian,
    from: sql`pembelian p join pembelian_detail d on d.no_faktur_group = p.no_faktur_group`,
    pieces: sql`count(*)`,
    value: sql`sum(d.harga)`,
  },
} as const;

/**
 * A shop's daily roll-up rows (decision 017) beside the same figures summed from the raw
 * lines by plain SQL (standing lines of standing documents, per business date): after a
 * closing the two must be equal, row for row.
 */
export async function rollupAndRaw(t: TestApp, document: keyof typeof RAW, kodeToko: string) {
  const { db } = t.database;
  const { rollup, from, pieces, value } = RAW[document];
  const rows = await db
    .select()
    .from(rollup)
    .where(eq(rollup.kode_toko, kodeToko))
    .orderBy(asc(rollup.tanggal));
  const raw = (await db.execute(sql`select p.kode_toko, p.tgl_system::text as tanggal,
      count(distinct p.no_faktur_group)::int as jumlah_nota, (${pieces})::int as jumlah_barang,
      sum(d.berat)::bigint as berat, (${value})::bigint as value
    from ${from}
    where p.kode_toko = ${kodeToko} and p.status = 'OK' and d.status = 'OK'
    group by p.kode_toko, p.tgl_system order by p.tgl_system`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return {
    rollup: rows,
    raw: raw.rows.map((row) => ({ ...row, berat: Number(row.berat), value: Number(row.value) })),
  };
}
