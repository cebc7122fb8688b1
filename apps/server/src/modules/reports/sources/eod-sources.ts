import type { EodBagian, ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { period, type ReportSource, shopOf } from './report-source.ts';

/**
 * The figures each part of the day has; the others are left empty rather than printed as
 * 0, so a cash line does not read as "0 pieces, 0.000 g" (pieces and grams of stock and
 * pledged gold, counts of documents and loans, rupiah of cash, balances, loans and prices).
 */
const FIGURES_OF: Record<'qty' | 'berat' | 'awal' | 'masuk' | 'keluar' | 'saldo', readonly EodBagian[]> = {
  qty: ['BARANG', 'DOKUMEN', 'HUTANG', 'PANTAUAN'],
  berat: ['BARANG', 'HUTANG'],
  awal: ['SALDO', 'HUTANG'],
  masuk: ['KAS', 'METODE', 'SALDO', 'HUTANG', 'HITUNG KAS'],
  keluar: ['KAS', 'METODE', 'SALDO', 'HUTANG', 'HITUNG KAS'],
  saldo: ['SALDO', 'HUTANG', 'HARGA', 'HITUNG KAS'],
};

const figure = (column: keyof typeof FIGURES_OF) =>
  sql.raw(
    `case when e.bagian in (${FIGURES_OF[column].map((bagian) => `'${bagian}'`).join(', ')}) then e.${column} end as ${column}`,
  );

/**
 * Laporan EOD: the lines each closing stored (eod_summary, written by the closing's last
 * step), so any past day reads as it was closed; a day not closed yet has no lines. A viewer
 * kept from the stock balance (HIDE_SALDO_BARANG_SUMMARY) reads the movements, not the
 * awal and akhir lines.
 */
export const EOD_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  eod: {
    select: (scope) => sql`select e.kode_toko, e.tanggal::text as tanggal, e.tanggal as tgl, e.urut,
        e.bagian, e.kelompok, e.pos, e.uraian, ${figure('qty')}, ${figure('berat')}, ${figure('awal')},
        ${figure('masuk')}, ${figure('keluar')}, ${figure('saldo')}
      from eod_summary e
      where ${shopOf('e', scope)} and ${period('e.tanggal', scope)}
        ${scope.hideSaldo ? sql`and not (e.bagian = 'BARANG' and e.pos in ('awal', 'akhir'))` : sql``}`,
    order: ['kode_toko', 'tgl', 'urut'],
    search: ['bagian', 'uraian'],
  },
};
