import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { period, type ReportSource, shopOf } from './report-source.ts';

/** The Keuangan reports: the cash book's rows by method. */
export const KEUANGAN_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'keuangan-non-cash': {
    // Money that came in other than cash: the cash book takes a card's charge in with its
    // fee noted beside it, so the money itself is jumlah_in less the fee.
    select: (scope) => sql`select k.kode_toko, k.tanggal::text as tanggal, k.id, k.jenis,
        case when k.jenis = 'TRANSFER' then k.no_rekening else k.kode_bank end as no_rekening,
        k.deskripsi, k.jumlah_in - k.fee as masuk, k.fee, k.jumlah_in as masuk_fee
      from keuangan k
      where ${shopOf('k', scope)} and ${period('k.tanggal', scope)}
        and k.jenis in ('TRANSFER', 'DEBET', 'CREDIT') and k.jumlah_in > 0`,
    order: ['kode_toko', 'tanggal', 'id'],
    filterColumns: { metode: 'jenis' },
    search: ['deskripsi', 'no_rekening'],
  },
};
