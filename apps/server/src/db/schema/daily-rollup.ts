import { bigint, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { toko } from './shops.ts';

/**
 * A counter document's figures per shop and closed business day, as the dashboard's
 * month chart reads them (decision 017): written by the day's closing from the raw lines,
 * never changed after, since nothing writes into a closed day. One shape for every
 * document (penjualan_harian, pembelian_harian ...).
 */
export function dailyRollup(name: string) {
  return pgTable(
    name,
    {
      kode_toko: varchar('kode_toko', { length: 10 })
        .notNull()
        .references(() => toko.kode_toko),
      tanggal: date('tanggal', { mode: 'string' }).notNull(),
      /** Receipts (no_faktur_group) with a standing line that day. */
      jumlah_nota: integer('jumlah_nota').notNull(),
      jumlah_barang: integer('jumlah_barang').notNull(),
      /** Milligrams. */
      berat: bigint('berat', { mode: 'number' }).notNull(),
      /** Rupiah. */
      value: bigint('value', { mode: 'number' }).notNull(),
    },
    (t) => [primaryKey({ name: `${name}_pk`, columns: [t.kode_toko, t.tanggal] })],
  );
}

export type DailyRollupTable = ReturnType<typeof dailyRollup>;
