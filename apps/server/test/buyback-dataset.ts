import { addDays } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { createPembelianChart } from '../src/modules/purchases/pembelian-chart.repository.ts';

/**
 * A shop with a long buyback history for benchmarks, the counterpart of seedManySales:
 * `visits` validated buybacks of two lines each (without receipt, kondisi MULUS), spread
 * over the `days` business days up to `lastDay`, one SQL statement per table, then the
 * dashboard's daily roll-up of those days refreshed as an import would (decision 017).
 */
export async function seedManyBuybacks(
  db: Db,
  kodeToko: string,
  lastDay: string,
  days: number,
  visits: number,
): Promise<void> {
  await db.execute(sql`
    insert into pembelian (no_faktur_group, kode_toko, tgl_system, jam, idempotency_key, kode_sales,
      nama_customer, total, cash_rp, status_valid, input_by)
    select ${kodeToko} || '-FB-BENCH-' || n, ${kodeToko}, ${lastDay}::date - (n % ${days}),
      lpad((9 + n % 12)::text, 2, '0') || ':' || lpad((n % 60)::text, 2, '0') || ':00',
      'bench-beli-' || n, 'S01', 'CUSTOMER ' || (n % 5000), 2 * (900000 + (n::bigint * 7919) % 8000000),
      2 * (900000 + (n::bigint * 7919) % 8000000), 'DONE', 'BENCH'
    from generate_series(1, ${visits}) as n`);
  await db.execute(sql`
    insert into pembelian_detail (no_faktur_beli, no_faktur_group, kode_group, kode_dept, nama_barang,
      berat_nota, berat, harga_nota, kode_kondisi, type_kondisi, potongan, harga_system, harga, harga_rata)
    select ${kodeToko} || '-FB-BENCH-' || n || '-' || line, ${kodeToko} || '-FB-BENCH-' || n,
      '750', 'CC', 'CINCIN MODEL ' || (n % 997), 0, 1000 + (n::bigint * 37) % 9000, 0, 'MULUS', 'PERSENTASE', 0,
      900000 + (n::bigint * 7919) % 8000000, 900000 + (n::bigint * 7919) % 8000000, 1380000
    from generate_series(1, ${visits}) as n, generate_series(1, 2) as line`);
  await createPembelianChart({ db }).refreshDays(db, kodeToko, addDays(lastDay, 1 - days), lastDay);
  await db.execute(sql`analyze pembelian`);
  await db.execute(sql`analyze pembelian_detail`);
}
