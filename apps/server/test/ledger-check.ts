import { and, eq, gt, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { barang, barangMutasi, barangSaldo } from '../src/db/schema/index.ts';

const COLUMNS = ['in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut'] as const;

/**
 * Every balance row of the shop's day follows `akhir = awal + in + tambah + beli -
 * out - jual - hancur - susut`; each column equals the sum of that day's movements; and what
 * the balance says each tray holds is exactly what the items table puts there.
 */
export async function expectLedgerReconciles(db: Db, kodeToko: string, tanggal: string): Promise<void> {
  const rows = await db
    .select()
    .from(barangSaldo)
    .where(and(eq(barangSaldo.kode_toko, kodeToko), eq(barangSaldo.tanggal, tanggal)));
  for (const row of rows) {
    for (const unit of ['stock', 'berat'] as const) {
      const value = (column: string) => row[`${unit}_${column}` as keyof typeof row] as number;
      expect(value('akhir'), `${row.kode_barcode} ${unit}`).toBe(
        value('awal') +
          value('in') +
          value('tambah') +
          value('beli') -
          value('out') -
          value('jual') -
          value('hancur') -
          value('susut'),
      );
    }
  }

  const movements = await db
    .select({
      kolom: barangMutasi.kolom,
      stock: sql<number>`sum(${barangMutasi.stock})::int`,
      berat: sql<number>`sum(${barangMutasi.berat})::int`,
    })
    .from(barangMutasi)
    .where(and(eq(barangMutasi.kode_toko, kodeToko), eq(barangMutasi.tanggal, tanggal)))
    .groupBy(barangMutasi.kolom);
  for (const column of COLUMNS) {
    const moved = movements.find((movement) => movement.kolom === column);
    const stock = rows.reduce((sum, row) => sum + (row[`stock_${column}`] as number), 0);
    const berat = rows.reduce((sum, row) => sum + (row[`berat_${column}`] as number), 0);
    expect({ column, stock, berat }).toEqual({ column, stock: moved?.stock ?? 0, berat: moved?.berat ?? 0 });
  }

  const place = (gudang: string, baki: string) => `${gudang}/${baki}`;
  const byBalance = new Map<string, { stock: number; berat: number }>();
  for (const row of rows) {
    const key = place(row.kode_gudang, row.kode_baki);
    const entry = byBalance.get(key) ?? { stock: 0, berat: 0 };
    entry.stock += row.stock_akhir;
    entry.berat += row.berat_akhir;
    byBalance.set(key, entry);
  }
  const items = await db
    .select({
      kode_gudang: barang.kode_gudang,
      kode_baki: barang.kode_baki,
      stock: sql<number>`sum(${barang.stock})::int`,
      berat: sql<number>`sum(${barang.berat})::int`,
    })
    .from(barang)
    .where(and(eq(barang.kode_toko, kodeToko), gt(barang.stock, 0)))
    .groupBy(barang.kode_gudang, barang.kode_baki);
  const byItems = new Map(
    items.map((row) => [place(row.kode_gudang, row.kode_baki), { stock: row.stock, berat: row.berat }]),
  );
  for (const [key, value] of byBalance) {
    if (value.stock === 0 && value.berat === 0) byBalance.delete(key);
  }
  expect(Object.fromEntries(byBalance)).toEqual(Object.fromEntries(byItems));
}
