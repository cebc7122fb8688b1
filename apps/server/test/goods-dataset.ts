import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * A shop full of pieces for paging tests and benchmarks: `count` rings, necklaces
 * and pendants spread over the demo trays, with names and weights that vary, each
 * with its tambah balance row so the ledger still reconciles. One SQL statement per
 * table, so 100,000 pieces take seconds, not minutes. Barcodes are unique across the chain:
 * a second shop needs its own `firstBarcode` range.
 */
export async function seedManyPieces(
  db: Db,
  kodeToko: string,
  tanggal: string,
  count: number,
  firstBarcode = 90_000_000,
): Promise<void> {
  await db.execute(sql`
    insert into barang (kode_toko, kode_barcode, kode_barang, kode_group, kode_dept, kode_gudang, kode_baki,
      nama_barang, berat, berat_asli, kadar, kadar_cetak, stock, tgl_masuk, created_by, updated_by)
    select ${kodeToko}, lpad((${firstBarcode}::int + n)::text, 8, '0'), 'DS-' || n,
      case n % 3 when 0 then '750' when 1 then '700' else '750' end,
      case n % 3 when 0 then 'CC' when 1 then 'KL' else 'LT' end,
      'TOKO',
      case n % 3 when 0 then 'CC01' when 1 then 'KLDLM' else 'LT17' end,
      (array['CINCIN', 'KALUNG', 'LIONTIN'])[n % 3 + 1] || ' MODEL ' || (n % 997),
      1000 + (n * 37) % 9000, 1000 + (n * 37) % 9000, 75, '750', 1, ${tanggal}, 'BENCH', 'BENCH'
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`
    insert into barang_saldo (kode_toko, tanggal, kode_barcode, kode_gudang, kode_baki,
      stock_tambah, berat_tambah, stock_akhir, berat_akhir)
    select kode_toko, ${tanggal}, kode_barcode, kode_gudang, kode_baki, stock, berat, stock, berat
    from barang where kode_toko = ${kodeToko} and created_by = 'BENCH'`);
  await db.execute(sql`
    insert into barang_mutasi (kode_toko, tanggal, kode_barcode, kode_gudang, kode_baki, kolom, stock, berat, no_ref, created_by)
    select kode_toko, ${tanggal}, kode_barcode, kode_gudang, kode_baki, 'tambah', stock, berat, 'DATASET', 'BENCH'
    from barang where kode_toko = ${kodeToko} and created_by = 'BENCH'`);
  // A bulk load leaves the planner's statistics behind; a real shop's rows arrive a few at a time.
  await db.execute(sql`analyze barang`);
}
