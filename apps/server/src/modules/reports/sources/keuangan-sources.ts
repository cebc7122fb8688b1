import { AKUN_KAS, type ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { period, type ReportScope, type ReportSource, shopOf } from './report-source.ts';

/**
 * The till's balance (akun KAS: the rows of jenis CASH, `akunOf`) of each shop in scope at
 * the start of the period, the way the cash screens open a day (`balancesOn`): the last
 * frozen akhir of KAS before the period plus the CASH rows booked after that day and
 * before the period (all of them if never frozen). Inside the period the balance runs on
 * the ledger alone: Tutup Toko freezes exactly what the ledger holds and a closed day takes
 * no more rows, so the frozen days of the period agree with it.
 */
function openingKas(scope: ReportScope) {
  return sql`select t.kode_toko, coalesce(f.akhir, 0) + coalesce((
        select sum(k.jumlah_in - k.jumlah_out) from keuangan k
        where k.kode_toko = t.kode_toko and k.jenis = 'CASH' and k.tanggal < ${scope.from}::date
          and (f.tanggal is null or k.tanggal > f.tanggal)
      ), 0) as saldo
    from toko t
    left join lateral (
      select s.tanggal, s.akhir from keuangan_saldo s
      where s.kode_toko = t.kode_toko and s.akun = ${AKUN_KAS} and s.tanggal < ${scope.from}::date
      order by s.tanggal desc limit 1
    ) f on true
    where ${shopOf('t', scope)}`;
}

/** The Keuangan reports: the cash book's rows by method. */
export const KEUANGAN_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'transaksi-keuangan-cash': {
    // The till's book (see the catalogue entry): a SALDO AWAL row per shop (id 0, first of
    // the period), then every CASH row in booking order with the running balance around it,
    // so each row holds akhir = awal + masuk - keluar and a day's last akhir is the cash
    // screens' balance of that day. The balance runs inside the select, before the Kasir
    // filter and the search narrow the rows, so a narrowed row still shows the till's own
    // balance. Reads keuangan along keuangan_toko_tanggal_id; a partial index on
    // (kode_toko, tanggal, id) where jenis = 'CASH' would skip the card rows, if ever needed.
    select: (scope) => sql`with opening as (${openingKas(scope)}),
      book as (
        select k.kode_toko, k.tanggal, k.id, k.kategori, k.deskripsi, k.keterangan, k.input_by,
          k.jumlah_in as masuk, k.jumlah_out as keluar,
          o.saldo + sum(k.jumlah_in - k.jumlah_out)
            over (partition by k.kode_toko order by k.tanggal, k.id) as akhir
        from keuangan k join opening o on o.kode_toko = k.kode_toko
        where ${shopOf('k', scope)} and ${period('k.tanggal', scope)} and k.jenis = 'CASH'
      )
      select o.kode_toko, ${scope.from}::date::text as tanggal, 0 as id, 'SALDO AWAL' as kategori,
        '' as deskripsi, '' as keterangan, '' as input_by,
        o.saldo::bigint as awal, 0::bigint as masuk, 0::bigint as keluar, o.saldo::bigint as akhir
      from opening o
      union all
      select b.kode_toko, b.tanggal::text, b.id, b.kategori, b.deskripsi, b.keterangan, b.input_by,
        (b.akhir - b.masuk + b.keluar)::bigint, b.masuk, b.keluar, b.akhir::bigint
      from book b`,
    order: ['kode_toko', 'tanggal', 'id'],
    filterColumns: { kasir: 'input_by' },
    search: ['kategori', 'deskripsi', 'keterangan'],
  },
  'keuangan-non-cash': {
    // Money that came in other than cash: the cash book takes a card's charge in with its
    // fee noted beside it, so the money itself is jumlah_in less the fee.
    select: (scope) => sql`select k.kode_toko, k.tanggal::text as tanggal, k.tanggal as tgl, k.id, k.jenis,
        case when k.jenis = 'TRANSFER' then k.no_rekening else k.kode_bank end as no_rekening,
        k.deskripsi, k.jumlah_in - k.fee as masuk, k.fee, k.jumlah_in as masuk_fee
      from keuangan k
      where ${shopOf('k', scope)} and ${period('k.tanggal', scope)}
        and k.jenis in ('TRANSFER', 'DEBET', 'CREDIT') and k.jumlah_in > 0`,
    order: ['kode_toko', 'tgl', 'id'],
    filterColumns: { metode: 'jenis' },
    search: ['deskripsi', 'no_rekening'],
  },
};
