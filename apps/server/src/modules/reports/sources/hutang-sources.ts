import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { iso, period, type ReportSource, shopOf } from './report-source.ts';

/**
 * The Hutang reports (issue 14, decision 020). A loan's pieces (hutang_detail) are folded
 * into its row by a lateral sum, so a loan is never counted twice and its money stays the
 * header's. Each report reads the date of its own step: the loan's day, the redemption's,
 * the cancel's; the gold held is read as of the period's last day.
 */

/** The loan's pieces: count and milligrams. */
const PIECES = sql`cross join lateral (
    select sum(x.jumlah)::int as qty, sum(x.berat)::bigint as berat
    from hutang_detail x where x.no_hutang = h.no_hutang
  ) d`;

export const HUTANG_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'transaksi-hutang': {
    select: (scope) => sql`select h.kode_toko, h.tgl_system::text as tanggal, h.tgl_system as tgl,
        h.no_hutang, h.nama_customer, h.nik, d.qty, d.berat, h.nilai_taksiran, h.pokok,
        h.bunga_persen::text || ' %' as bunga, h.tgl_jatuh_tempo::text as tgl_jatuh_tempo,
        coalesce(h.no_hutang_lama, '') as no_hutang_lama, h.status, h.kode_sales, h.input_by,
        coalesce(h.valid_by, '') as valid_by
      from hutang h ${PIECES}
      where ${shopOf('h', scope)} and ${period('h.tgl_system', scope)}`,
    order: ['kode_toko', 'tgl', 'no_hutang'],
    filterColumns: { sales: 'kode_sales', kasir: 'input_by', valid_by: 'valid_by', status: 'status' },
    search: ['no_hutang', 'nama_customer', 'nik'],
  },

  'stock-hutang': {
    // Standing on the period's last day: lent by then and not yet closed (redeemed, renewed,
    // auctioned or cancelled) on or before it. Each piece at that day's buy price of its group
    // (the latest price entered by then), rounded up per piece like the loan valued it.
    select: (scope) => sql`select h.kode_toko, h.tgl_system::text as tanggal, h.tgl_system as tgl,
        h.no_hutang, h.nama_customer, h.tgl_jatuh_tempo::text as tgl_jatuh_tempo, h.kode_sales,
        d.qty, d.berat, h.pokok, h.nilai_taksiran, v.nilai as nilai_hari_ini, v.nilai - h.pokok as selisih
      from hutang h ${PIECES}
      cross join lateral (
        select coalesce(sum(ceil(x.berat::numeric * p.harga_beli / 1000)), 0)::bigint as nilai
        from hutang_detail x
        left join lateral (
          select e.harga_beli from harga_emas e
          where e.kode_toko = h.kode_toko and e.kode_group = x.kode_group and e.tanggal <= ${scope.to}::date
          order by e.tanggal desc limit 1
        ) p on true
        where x.no_hutang = h.no_hutang
      ) v
      where ${shopOf('h', scope)} and h.tgl_system <= ${scope.to}::date
        and h.status <> 'BATAL' and (h.tgl_tutup is null or h.tgl_tutup > ${scope.to}::date)`,
    order: ['kode_toko', 'tgl', 'no_hutang'],
    filterColumns: { sales: 'kode_sales' },
    search: ['no_hutang', 'nama_customer'],
  },

  'hutang-lunas': {
    select: (scope) => sql`select b.kode_toko, b.tgl_system::text as tanggal, b.tgl_system as tgl, b.no_bayar,
        h.no_hutang, h.nama_customer, h.tgl_system::text as tgl_hutang, (b.tgl_system - h.tgl_system)::int as hari,
        d.qty, d.berat, b.pokok, b.bunga, e.bunga_total, b.total, b.input_by, coalesce(b.valid_by, '') as valid_by
      from hutang_bayar b join hutang h on h.no_hutang = b.no_hutang ${PIECES}
      cross join lateral (
        select sum(y.bunga)::bigint as bunga_total from hutang_bayar y
        where y.no_hutang = b.no_hutang and y.status = 'OK'
      ) e
      where ${shopOf('b', scope)} and ${period('b.tgl_system', scope)} and b.jenis = 'LUNAS' and b.status = 'OK'`,
    order: ['kode_toko', 'tgl', 'no_bayar'],
    filterColumns: { kasir: 'input_by', valid_by: 'valid_by' },
    search: ['no_bayar', 'no_hutang', 'nama_customer'],
  },

  'batal-hutang': {
    // A loan cancelled gives back its payout only if it had been booked (validated); a
    // payment likewise. A renewal's loan paid nothing out: cancelling the renewal gives back
    // the renewal's payment instead. All are same-day, so the date is the document's.
    select: (scope) => sql`select * from (
        select h.kode_toko, h.tgl_system::text as tanggal, h.tgl_system as tgl, h.no_hutang as no_transaksi,
          'HUTANG' as jenis, h.no_hutang, h.nama_customer, h.pokok as jumlah,
          case when h.status_valid = 'DONE' and h.no_hutang_lama is null then h.pokok else 0 end::bigint as refund,
          o.alasan, o.diotorisasi_oleh as otorisasi_by, coalesce(h.batal_by, '') as batal_by, ${iso('o.created_at')} as batal_at
        from hutang h join otorisasi o on o.id = h.batal_otorisasi_id
        where ${shopOf('h', scope)} and ${period('h.tgl_system', scope)} and h.status = 'BATAL'
        union all
        select b.kode_toko, b.tgl_system::text, b.tgl_system, b.no_bayar, 'BAYAR ' || b.jenis, b.no_hutang,
          h.nama_customer, b.total, case when b.status_valid = 'DONE' then b.total else 0 end::bigint,
          o.alasan, o.diotorisasi_oleh, coalesce(b.batal_by, ''), ${iso('o.created_at')}
        from hutang_bayar b join hutang h on h.no_hutang = b.no_hutang
          join otorisasi o on o.id = b.batal_otorisasi_id
        where ${shopOf('b', scope)} and ${period('b.tgl_system', scope)} and b.status = 'BATAL'
      ) batal`,
    // In the order they were cancelled that day.
    order: ['kode_toko', 'tgl', 'batal_at', 'no_transaksi'],
    search: ['no_transaksi', 'no_hutang', 'nama_customer', 'alasan'],
  },
};
