import { addDays } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { createPenjualanChart } from '../src/modules/sales/penjualan-chart.repository.ts';

/**
 * A shop with a long sales history for paging benchmarks: `visits` validated sales of
 * two lines each, spread over the `days` business days up to `lastDay`, one SQL
 * statement per table. Lines name barcodes of their own (90xxxxxx), not real pieces:
 * the lists and charts read the sales tables only. Like an import of past days, it then
 * refreshes the dashboard's daily roll-up of the days it wrote (decision 017).
 */
export async function seedManySales(
  db: Db,
  kodeToko: string,
  lastDay: string,
  days: number,
  visits: number,
): Promise<void> {
  await db.execute(sql`
    insert into penjualan (no_faktur_group, kode_toko, tgl_system, jam, idempotency_key, kode_sales,
      nama_customer, total, cash_rp, status_valid, input_by)
    select ${kodeToko} || '-FJ-BENCH-' || n, ${kodeToko}, ${lastDay}::date - (n % ${days}),
      lpad((9 + n % 12)::text, 2, '0') || ':' || lpad((n % 60)::text, 2, '0') || ':00',
      'bench-' || n, 'S01', 'CUSTOMER ' || (n % 5000), 2 * (1000000 + (n::bigint * 7919) % 9000000),
      2 * (1000000 + (n::bigint * 7919) % 9000000), 'DONE', 'BENCH'
    from generate_series(1, ${visits}) as n`);
  await db.execute(sql`
    insert into penjualan_detail (no_faktur_jual, no_faktur_group, kode_barcode, kode_gudang, kode_baki,
      kode_group, kode_dept, nama_barang, stock, berat, harga_gram, ongkos, harga_atribut, harga_system, harga_jual)
    select ${kodeToko} || '-FJ-BENCH-' || n || '-' || line, ${kodeToko} || '-FJ-BENCH-' || n,
      lpad((90000000 + 2 * n + line)::text, 8, '0'), 'TOKO', 'CC01', '750', 'CC', 'CINCIN MODEL ' || (n % 997),
      1, 1000 + (n::bigint * 37) % 9000, 1480000, 0, 0, 1000000 + (n::bigint * 7919) % 9000000, 1000000 + (n::bigint * 7919) % 9000000
    from generate_series(1, ${visits}) as n, generate_series(1, 2) as line`);
  await createPenjualanChart({ db }).refreshDays(db, kodeToko, addDays(lastDay, 1 - days), lastDay);
  await db.execute(sql`analyze penjualan`);
  await db.execute(sql`analyze penjualan_detail`);
}
