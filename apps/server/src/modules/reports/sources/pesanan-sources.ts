import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { period, type ReportSource, shopOf } from './report-source.ts';

/**
 * Laporan Pesanan (issue 13 item 4, decision 018): one row per order taken in the period,
 * by the day it was taken, whatever became of it since. Its estimate and DP are the
 * order's; a made order shows its piece's real weight (the stock card, barcodes are unique
 * in the chain), a collected one (FINISH) the price its collecting sale charged for that
 * piece, so the estimate and what the customer finally paid stand side by side.
 */
export const PESANAN_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  pesanan: {
    select: (scope) => sql`select p.kode_toko, p.tgl_system::text as tanggal, p.tgl_system as tgl,
        p.no_pesanan, p.nama_customer, p.no_hp, p.kode_sales, d.kode_group, d.deskripsi, d.berat,
        p.tgl_selesai::text as tgl_selesai, p.total, p.dp, p.total - p.dp as sisa, d.kode_barcode,
        b.berat as berat_jadi, j.harga_jual, p.status, p.valid_by
      from pesanan p join pesanan_detail d on d.no_pesanan = p.no_pesanan
        left join barang b on b.kode_barcode = d.kode_barcode
        left join lateral (
          select sum(x.harga_jual)::bigint as harga_jual from penjualan_detail x
          where p.status = 'FINISH' and x.no_faktur_group = p.no_faktur_group
            and x.kode_barcode = d.kode_barcode and x.status = 'OK'
        ) j on true
      where ${shopOf('p', scope)} and ${period('p.tgl_system', scope)}`,
    order: ['kode_toko', 'tgl', 'no_pesanan'],
    filterColumns: { status: 'status', sales: 'kode_sales' },
    search: ['no_pesanan', 'nama_customer', 'no_hp', 'deskripsi', 'kode_barcode'],
  },
};
