import type { ReportName } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { iso, period, type ReportSource, shopOf } from './report-source.ts';

/** Who authorised what (Otorisasi and Authorization show the same ledger). */
const OTORISASI_SOURCE: ReportSource = {
  select: (
    scope,
  ) => sql`select o.kode_toko, o.tgl_system::text as tanggal, o.tgl_system as tgl, o.id, ${iso('o.created_at')} as waktu,
      o.jenis as alasan, o.no_ref as no_transaksi, array_to_string(o.kode_barcode, ', ') as kode_barcode,
      o.diminta_oleh, o.diotorisasi_oleh as disetujui_oleh, o.alasan as keterangan
    from otorisasi o
    where ${shopOf('o', scope)} and ${period('o.tgl_system', scope)}`,
  order: ['kode_toko', 'tgl', 'id'],
  search: ['no_transaksi', 'kode_barcode', 'alasan', 'keterangan', 'diminta_oleh', 'disetujui_oleh'],
};

export const OTORISASI_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  otorisasi: OTORISASI_SOURCE,
  authorization: OTORISASI_SOURCE,
};
