import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { freezeBalances } from './cash.service.ts';

/**
 * Ledger rows brought from the old system (Import Data, keuangan_cash and
 * keuangan_non_cash, decision 024). The cash area stays the one writer of `keuangan`
 * (decision 012): the import hands it the rows as a query and this writes them.
 *
 * `source` selects the columns below, one row per file row, with `idempotency_key` the
 * row's stable import key (so a second import of the same file finds its rows) and
 * `baris` its file row. Rows are written as the old ledger recorded them: no settlement
 * account is looked up and no BIAYA KARTU row added, since the old ledger's rows already
 * are what happened. Returns the counts and the earliest day the import touched
 * (new rows, and the old day of a row moved to another).
 */
export async function importLedgerRows(
  tx: Tx,
  kodeToko: string,
  source: SQL,
): Promise<{ baru: number; diubah: number; dariTanggal: string | null }> {
  const before = (await tx.execute(sql`
    select least(
      (select min(i.tanggal) from ${source}),
      (select min(k.tanggal) from keuangan k join ${source} on k.kode_toko = ${kodeToko}
         and k.idempotency_key = i.idempotency_key and k.jenis = i.jenis and k.tanggal <> i.tanggal)
    )::text as dari`)) as unknown as { rows: { dari: string | null }[] };
  const result = (await tx.execute(sql`
    with w as (
      insert into keuangan (kode_toko, tanggal, kategori, jenis, no_rekening, kode_bank, deskripsi, keterangan,
        jumlah_in, jumlah_out, fee, status, input_by, valid_by, idempotency_key)
      select ${kodeToko}, i.tanggal, i.kategori, i.jenis, i.no_rekening, i.kode_bank, i.deskripsi, i.keterangan,
        i.jumlah_in, i.jumlah_out, i.fee, i.status, i.input_by, i.valid_by, i.idempotency_key
      from ${source} order by i.baris
      on conflict (kode_toko, idempotency_key, jenis) where idempotency_key is not null do update set
        tanggal = excluded.tanggal, kategori = excluded.kategori, no_rekening = excluded.no_rekening,
        kode_bank = excluded.kode_bank, deskripsi = excluded.deskripsi, keterangan = excluded.keterangan,
        jumlah_in = excluded.jumlah_in, jumlah_out = excluded.jumlah_out, fee = excluded.fee,
        status = excluded.status, input_by = excluded.input_by, valid_by = excluded.valid_by
      where (keuangan.tanggal, keuangan.kategori, keuangan.no_rekening, keuangan.kode_bank, keuangan.deskripsi,
          keuangan.keterangan, keuangan.jumlah_in, keuangan.jumlah_out, keuangan.fee, keuangan.status,
          keuangan.input_by, keuangan.valid_by)
        is distinct from (excluded.tanggal, excluded.kategori, excluded.no_rekening, excluded.kode_bank,
          excluded.deskripsi, excluded.keterangan, excluded.jumlah_in, excluded.jumlah_out, excluded.fee,
          excluded.status, excluded.input_by, excluded.valid_by)
      returning (xmax = 0) as baru
    )
    select (count(*) filter (where baru))::int as baru, (count(*) filter (where not baru))::int as diubah from w`)) as unknown as {
    rows: { baru: number; diubah: number }[];
  };
  const [counts] = result.rows;
  return {
    baru: Number(counts?.baru ?? 0),
    diubah: Number(counts?.diubah ?? 0),
    dariTanggal: before.rows[0]?.dari ?? null,
  };
}

/**
 * Freezes again every day Tutup Toko already froze from `dariTanggal` on, in order, the
 * way the closing does (`balancesOn`, then the same upsert): a ledger row added to a
 * closed day moves that day's akhir and every later day's awal and akhir, and the cash
 * book of today opens from the last frozen day. Returns how many days were frozen again.
 */
export async function refreezeClosedDays(tx: Tx, kodeToko: string, dariTanggal: string): Promise<number> {
  const days = (await tx.execute(sql`
    select distinct tanggal::text as tanggal from keuangan_saldo
    where kode_toko = ${kodeToko} and tanggal >= ${dariTanggal}::date order by 1`)) as unknown as {
    rows: { tanggal: string }[];
  };
  for (const { tanggal } of days.rows) await freezeBalances(tx, kodeToko, tanggal, 'replace');
  return days.rows.length;
}
