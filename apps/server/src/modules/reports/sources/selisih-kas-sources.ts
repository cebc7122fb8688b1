import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { iso, period, type ReportSource, shopOf } from './report-source.ts';

/**
 * Laporan Selisih Kas (issue 29): each shop's count of each day (hitung_kas, the last count
 * of the day), what the book said, the difference the cash book took as SELISIH KAS, and
 * who authorised it.
 */
export const SELISIH_KAS_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'selisih-kas': {
    select: (scope) => sql`select h.kode_toko, h.tanggal::text as tanggal, h.tanggal as tgl,
        ${iso('h.dihitung_at')} as dihitung_at, h.dihitung_oleh, h.hitungan_ke, h.kas_buku,
        h.jumlah_hitung, h.selisih, coalesce(o.diotorisasi_oleh, '') as otorisasi_oleh, h.alasan,
        coalesce(h.no_ref, '') as no_ref
      from hitung_kas h left join otorisasi o on o.id = h.otorisasi_id
      where ${shopOf('h', scope)} and ${period('h.tanggal', scope)}`,
    order: ['kode_toko', 'tgl'],
    filterColumns: { kasir: 'dihitung_oleh' },
    search: ['dihitung_oleh', 'otorisasi_oleh', 'alasan', 'no_ref'],
  },
};
