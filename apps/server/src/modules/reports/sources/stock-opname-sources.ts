import { HASIL_OPNAME_LABEL } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { period, type ReportSource, shopOf } from './report-source.ts';

/** The result of each row, as the opname screen labels it (hasilOpname, shared). */
const HASIL = sql.raw(`case
  when not i.diharapkan then '${HASIL_OPNAME_LABEL.TIDAK_TERDUGA}'
  when not i.ditemukan then '${HASIL_OPNAME_LABEL.HILANG}'
  when i.berat_scan is not null and i.berat_scan <> i.berat then '${HASIL_OPNAME_LABEL.SELISIH_BERAT}'
  else '${HASIL_OPNAME_LABEL.DITEMUKAN}' end`);

export const STOCK_OPNAME_SOURCES: Record<'stock-opname', ReportSource> = {
  'stock-opname': {
    // Finished opnames only: an open one is still blind, a cancelled one was abandoned.
    select: (
      scope,
    ) => sql`select o.kode_toko, o.tgl_system::text as tanggal, o.tgl_system as tgl, o.no_opname,
        o.jenis, i.kode_barcode, i.nama_barang, i.kode_group, i.kode_gudang, i.kode_baki,
        i.jumlah as qty, i.berat,
        case when i.diharapkan and i.ditemukan then i.jumlah else 0 end as qty_ditemukan,
        case when i.diharapkan and not i.ditemukan then i.jumlah else 0 end as qty_hilang,
        case when i.diharapkan and not i.ditemukan then i.berat else 0 end as berat_hilang,
        case when not i.diharapkan then i.jumlah else 0 end as qty_tidak_terduga,
        i.berat_scan, case when i.berat_scan is null then null else i.berat_scan - i.berat end as selisih,
        ${HASIL} as hasil
      from stock_opname o join stock_opname_item i on i.stock_opname_id = o.id
      where ${shopOf('o', scope)} and ${period('o.tgl_system', scope)} and o.status = 'SELESAI'
        and (i.diharapkan or i.ditemukan)`,
    order: ['kode_toko', 'tgl', 'no_opname', 'kode_barcode'],
    filterColumns: { gudang: 'kode_gudang', baki: 'kode_baki', group: 'kode_group' },
    search: ['no_opname', 'kode_barcode', 'nama_barang', 'hasil'],
  },
};
