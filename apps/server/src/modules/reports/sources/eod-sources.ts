import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { period, type ReportSource, shopOf } from './report-source.ts';

/**
 * Laporan EOD: the lines each closing stored (eod_summary, written by the closing's last
 * step), so any past day reads as it was closed; a day not closed yet has no lines. A viewer
 * kept from the stock balance (HIDE_SALDO_BARANG_SUMMARY) reads the movements, not the
 * awal and akhir lines.
 */
export const EOD_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  eod: {
    select: (scope) => sql`select e.kode_toko, e.tanggal::text as tanggal, e.tanggal as tgl, e.urut,
        e.bagian, e.kelompok, e.pos, e.uraian, e.qty, e.berat, e.awal, e.masuk, e.keluar, e.saldo
      from eod_summary e
      where ${shopOf('e', scope)} and ${period('e.tanggal', scope)}
        ${scope.hideSaldo ? sql`and not (e.bagian = 'BARANG' and e.pos in ('awal', 'akhir'))` : sql``}`,
    order: ['kode_toko', 'tgl', 'urut'],
    search: ['bagian', 'uraian'],
  },
};
