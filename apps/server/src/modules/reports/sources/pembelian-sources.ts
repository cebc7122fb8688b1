import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { boughtLines, cancelledLines, perSales, type ReportSource } from './report-source.ts';

/** The Pembelian reports: buybacks, gold traded in, cancellations, per sales person. */
export const PEMBELIAN_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'transaksi-pembelian': {
    select: (
      scope,
    ) => sql`select b.kode_toko, b.tgl_system::text as tanggal, b.tgl_system as tgl, d.no_faktur_beli,
        d.kode_barcode, d.nama_barang, d.kode_group, d.kode_kondisi, d.berat_nota, d.berat, d.harga_nota,
        d.potongan, d.harga, b.nama_customer, b.kode_sales, b.input_by, b.valid_by
      ${boughtLines(scope)}`,
    order: ['kode_toko', 'tgl', 'no_faktur_beli'],
    filterColumns: {
      group: 'kode_group',
      kondisi: 'kode_kondisi',
      valid_by: 'valid_by',
      sales: 'kode_sales',
    },
    search: ['no_faktur_beli', 'kode_barcode', 'nama_barang', 'nama_customer'],
  },

  'transaksi-pembelian-history': {
    // A piece bought back with its receipt, beside the sale it came from.
    select: (
      scope,
    ) => sql`select b.kode_toko, b.tgl_system::text as tanggal, b.tgl_system as tgl, d.no_faktur_beli,
        pj.tgl_system::text as tgl_jual, d.no_faktur_jual, d.kode_barcode, d.nama_barang, d.kode_group,
        b.kode_sales, j.berat as berat_jual, d.berat, j.harga_jual, d.harga, j.harga_jual - d.harga as selisih
      ${boughtLines(
        scope,
        sql`join penjualan_detail j on j.no_faktur_jual = d.no_faktur_jual
          join penjualan pj on pj.no_faktur_group = j.no_faktur_group`,
      )}`,
    order: ['kode_toko', 'tgl', 'no_faktur_beli'],
    filterColumns: { group: 'kode_group', sales: 'kode_sales' },
    search: ['no_faktur_beli', 'no_faktur_jual', 'kode_barcode', 'nama_barang'],
  },

  'barang-tukar': {
    // Gold traded in at the sales counter: the buyback half of a tukar (decision 015).
    select: (
      scope,
    ) => sql`select b.kode_toko, b.tgl_system::text as tanggal, b.tgl_system as tgl, d.no_faktur_beli,
        b.no_faktur_jual_tukar as no_faktur_group_jual, d.kode_barcode, d.nama_barang, d.kode_group, d.berat,
        d.harga, d.kode_kondisi
      ${boughtLines(scope)} and b.no_faktur_jual_tukar is not null`,
    order: ['kode_toko', 'tgl', 'no_faktur_beli'],
    filterColumns: { group: 'kode_group', kondisi: 'kode_kondisi' },
    search: ['no_faktur_beli', 'no_faktur_group_jual', 'kode_barcode', 'nama_barang'],
  },

  'batal-pembelian': {
    select: (scope) =>
      cancelledLines(
        scope,
        { header: 'pembelian', detail: 'pembelian_detail' },
        { no: 'no_faktur_beli', amount: 'harga' },
      ),
    order: ['kode_toko', 'tanggal', 'no_faktur_beli'],
    filterColumns: { group: 'kode_group', sales: 'kode_sales' },
    search: ['no_faktur_beli', 'kode_barcode', 'nama_barang', 'alasan'],
  },

  'pembelian-sales': {
    select: (scope) => perSales(boughtLines(scope), 'b', 'd.harga'),
    order: ['kode_toko', 'kode_sales'],
    filterColumns: { sales: 'kode_sales' },
    search: ['kode_sales', 'nama_sales'],
  },
};
