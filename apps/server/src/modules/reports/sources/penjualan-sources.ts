import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import {
  cancelledLines,
  period,
  perSales,
  type ReportSource,
  STOCK_CARD,
  shopOf,
  soldLines,
} from './report-source.ts';

/** The Penjualan reports: sales, their cancellations, deposits, and what they were paid with. */
export const PENJUALAN_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'transaksi-penjualan': {
    select: (scope) => {
      // Standing lines by default; the status filter shows the cancelled ones, or both.
      const status = scope.filters.status ?? 'OK';
      const lines = status === 'SEMUA' ? sql`true` : sql`d.status = ${status}`;
      return sql`select p.kode_toko, p.tgl_system::text as tanggal, p.tgl_system as tgl, d.no_faktur_jual, d.kode_barcode,
          d.nama_barang, d.kode_group, d.berat, d.harga_gram, d.ongkos, d.harga_jual, p.nama_customer,
          p.kode_marketplace, p.kode_sales, p.input_by, p.valid_by, d.status
        from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)} and p.status_valid = 'DONE'
          and ${lines}`;
    },
    order: ['kode_toko', 'tgl', 'no_faktur_jual'],
    filterColumns: {
      sales: 'kode_sales',
      kasir: 'input_by',
      valid_by: 'valid_by',
      marketplace: 'kode_marketplace',
      group: 'kode_group',
    },
    search: ['no_faktur_jual', 'kode_barcode', 'nama_barang', 'nama_customer'],
  },

  'batal-penjualan': {
    select: (scope) =>
      cancelledLines(
        scope,
        { header: 'penjualan', detail: 'penjualan_detail' },
        { no: 'no_faktur_jual', amount: 'harga_jual' },
      ),
    order: ['kode_toko', 'tanggal', 'no_faktur_jual'],
    filterColumns: { sales: 'kode_sales', group: 'kode_group' },
    search: ['no_faktur_jual', 'kode_barcode', 'nama_barang', 'alasan'],
  },

  'penjualan-sales': {
    select: (scope) => perSales(soldLines(scope), 'p', 'd.harga_jual'),
    order: ['kode_toko', 'kode_sales'],
    filterColumns: { sales: 'kode_sales' },
    search: ['kode_sales', 'nama_sales'],
  },

  'penjualan-bayar': {
    // What each validated visit took by each method: the cash book's PENJUALAN rows
    // (cash net of change, cards at nominal with their fee) plus the trade-in and a
    // collected deposit's DP, which were booked elsewhere.
    select: (scope) => sql`select p.kode_toko, m.urut, m.metode,
        count(*)::int as jumlah_nota, sum(m.nominal)::bigint as nominal, sum(m.fee)::bigint as fee,
        sum(m.nominal + m.fee)::bigint as total
      from penjualan p cross join lateral (values
          (1, 'CASH', p.cash_rp - p.kembalian, 0::bigint),
          (2, 'TRANSFER', p.transfer_rp, 0::bigint),
          (3, 'DEBET', p.debet_rp, p.biaya_debet),
          (4, 'CREDIT', p.credit_rp, p.biaya_credit),
          (5, 'TUKAR', p.tukar_rp, 0::bigint),
          (6, 'TITIPAN', p.titipan_rp, 0::bigint)
        ) as m(urut, metode, nominal, fee)
      where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)} and p.status_valid = 'DONE'
        and m.nominal > 0
      group by p.kode_toko, m.urut, m.metode`,
    order: ['kode_toko', 'urut'],
    filterColumns: { metode: 'metode' },
  },

  'titip-uang': {
    select: (
      scope,
    ) => sql`select t.kode_toko, t.tgl_system::text as tanggal, t.tgl_system as tgl, t.no_titip, t.nama_customer,
        t.kode_sales, d.qty, d.berat, t.total as harga, d.ongkos, t.dp, t.total - t.dp as sisa, t.status,
        t.valid_by
      from titipan t cross join lateral (
          select count(*)::int as qty, coalesce(sum(x.berat), 0)::bigint as berat,
            coalesce(sum(x.ongkos), 0)::bigint as ongkos
          from titipan_detail x where x.no_titip = t.no_titip
        ) d
      where ${shopOf('t', scope)} and ${period('t.tgl_system', scope)} and t.status_valid = 'DONE'`,
    order: ['kode_toko', 'tgl', 'no_titip'],
    filterColumns: { sales: 'kode_sales', status: 'status' },
    search: ['no_titip', 'nama_customer'],
  },

  'penjualan-marketplace': {
    select: (
      scope,
    ) => sql`select p.kode_toko, p.tgl_system::text as tanggal, p.tgl_system as tgl, p.kode_marketplace,
        count(distinct p.no_faktur_group)::int as jumlah_nota, count(*)::int as qty,
        sum(d.berat)::bigint as berat, sum(d.harga_jual)::bigint as total
      ${soldLines(scope)} and p.kode_marketplace <> ''
      group by p.kode_toko, p.tgl_system, p.kode_marketplace`,
    order: ['kode_toko', 'tgl', 'kode_marketplace'],
    filterColumns: { marketplace: 'kode_marketplace' },
  },

  'penjualan-margin': {
    // The cost of a piece is its harga_beli (modal) on the stock card; a piece unknown to
    // this system (imported sales) costs 0 and its whole price shows as margin.
    select: (scope) => sql`select p.kode_toko, d.kode_group, d.kode_dept, count(*)::int as qty,
        sum(d.berat)::bigint as berat, sum(d.harga_jual)::bigint as penjualan,
        coalesce(sum(b.harga_beli), 0)::bigint as modal,
        (sum(d.harga_jual) - coalesce(sum(b.harga_beli), 0))::bigint as margin
      ${soldLines(scope, STOCK_CARD)}
      group by p.kode_toko, d.kode_group, d.kode_dept`,
    order: ['kode_toko', 'kode_group', 'kode_dept'],
    filterColumns: { group: 'kode_group', jenis: 'kode_dept' },
  },

  'penjualan-rekap': {
    // Per day: sales, making fees and pure gold (berat x kadar / 100, in milligrams); the
    // service splits DPP and PPN with the shared rule (decision 016).
    select: (scope) => sql`select p.kode_toko, p.tgl_system::text as tanggal, p.tgl_system as tgl,
        sum(d.harga_jual)::bigint as penjualan, sum(d.ongkos)::bigint as ongkos,
        round(sum(d.berat * coalesce(b.kadar, 0)) / 100)::bigint as murni
      ${soldLines(scope, STOCK_CARD)}
      group by p.kode_toko, p.tgl_system`,
    order: ['kode_toko', 'tgl'],
  },
};
