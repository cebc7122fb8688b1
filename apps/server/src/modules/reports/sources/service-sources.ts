import type { ReportName } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { iso, period, type ReportScope, type ReportSource, shopOf } from './report-source.ts';

/**
 * The Service reports (issue 13, decision 019): one row per repair document, its pieces
 * (service_detail) folded into the row by a lateral sum, so a document is never counted
 * twice and its money stays the header's. Each report reads the date of its own step: taken
 * in (tgl_system), finished (tgl_selesai), collected (tgl_ambil); a cancel is same-day, so
 * its date is the document's.
 */

/** The document's pieces: names and damages joined, pieces and weights (mg) summed. */
const PIECES = sql`cross join lateral (
    select string_agg(x.nama_barang, ', ' order by x.id) as nama_barang,
      string_agg(x.kerusakan, '; ' order by x.id) as kerusakan,
      sum(x.jumlah)::int as qty, sum(x.berat)::bigint as berat,
      sum(x.berat_selesai)::bigint as berat_selesai
    from service_detail x where x.no_service = s.no_service
  ) d`;

/** Services of the shop (or chain) whose `column` date falls in the period. */
function servicesBy(column: string, scope: ReportScope): SQL {
  return sql`from service s ${PIECES}
    where ${shopOf('s', scope)} and ${period(`s.${column}`, scope)}`;
}

const SEARCH = ['no_service', 'nama_customer', 'nama_barang'] as const;

export const SERVICE_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  services: {
    select: (scope) => sql`select s.kode_toko, s.tgl_system::text as tanggal, s.tgl_system as tgl,
        s.no_service, s.nama_customer, d.nama_barang, d.qty, d.berat, d.berat_selesai, s.kode_tukang,
        s.tgl_selesai_estimasi::text as tgl_selesai_estimasi, s.ongkos, s.dp, s.ongkos - s.dp as sisa,
        s.biaya_tukang, s.kode_sales, s.status
      ${servicesBy('tgl_system', scope)}`,
    order: ['kode_toko', 'tgl', 'no_service'],
    filterColumns: { status: 'status', sales: 'kode_sales' },
    search: SEARCH,
  },

  'service-masuk': {
    select: (scope) => sql`select s.kode_toko, s.tgl_system::text as tanggal, s.tgl_system as tgl, s.jam,
        s.no_service, s.nama_customer, s.no_hp, d.nama_barang, d.kerusakan, d.qty, d.berat, s.kode_tukang,
        s.tgl_selesai_estimasi::text as tgl_selesai_estimasi, s.ongkos, s.dp, s.ongkos - s.dp as sisa,
        s.kode_sales, s.input_by, s.valid_by
      ${servicesBy('tgl_system', scope)} and s.status <> 'CANC'`,
    order: ['kode_toko', 'tgl', 'no_service'],
    filterColumns: { sales: 'kode_sales', kasir: 'input_by', valid_by: 'valid_by' },
    search: [...SEARCH, 'no_hp'],
  },

  'service-selesai': {
    // Finished and not cancelled afterwards (DONE waits to be collected, CLOS was).
    select: (scope) => sql`select s.kode_toko, s.tgl_selesai::text as tanggal, s.tgl_selesai as tgl,
        s.no_service, s.tgl_system::text as tgl_masuk, s.nama_customer, d.nama_barang, s.kode_tukang, d.qty,
        d.berat, d.berat_selesai, (d.berat_selesai - d.berat)::bigint as selisih_berat, s.ongkos,
        s.biaya_tukang, s.selesai_by, s.status
      ${servicesBy('tgl_selesai', scope)} and s.status in ('DONE', 'CLOS')`,
    order: ['kode_toko', 'tgl', 'no_service'],
    filterColumns: { status: 'status' },
    search: [...SEARCH, 'kode_tukang'],
  },

  'service-ambil': {
    // The remainder is what the collecting counter booked as SERVICE AMBIL (ongkos - dp).
    select: (scope) => sql`select s.kode_toko, s.tgl_ambil::text as tanggal, s.tgl_ambil as tgl,
        s.jam_ambil as jam, s.no_service, s.tgl_system::text as tgl_masuk, s.nama_customer, d.nama_barang,
        d.qty, d.berat_selesai, s.dp, s.ongkos - s.dp as sisa, s.ongkos, coalesce(s.biaya_tukang, 0) as biaya_tukang,
        s.ongkos - coalesce(s.biaya_tukang, 0) as margin, s.kode_tukang, s.ambil_by
      ${servicesBy('tgl_ambil', scope)} and s.status = 'CLOS'`,
    order: ['kode_toko', 'tgl', 'no_service'],
    filterColumns: { kasir: 'ambil_by' },
    search: SEARCH,
  },

  'batal-service': {
    // Only a validated DP was booked (SERVICE), so only it went back (BATAL SERVICE).
    select: (scope) => sql`select s.kode_toko, s.tgl_system::text as tanggal, s.tgl_system as tgl,
        s.no_service, s.nama_customer, d.nama_barang, d.qty, d.berat, s.ongkos, s.dp,
        case when s.status_valid = 'DONE' then s.dp else 0 end::bigint as refund, s.kode_sales,
        coalesce(o.alasan, '') as alasan, coalesce(o.diotorisasi_oleh, '') as otorisasi_by,
        coalesce(o.diminta_oleh, s.batal_by, '') as batal_by, ${iso('o.created_at')} as batal_at
      from service s ${PIECES} left join otorisasi o on o.id = s.otorisasi_id
      where ${shopOf('s', scope)} and ${period('s.tgl_system', scope)} and s.status = 'CANC'`,
    order: ['kode_toko', 'tgl', 'no_service'],
    filterColumns: { sales: 'kode_sales' },
    search: [...SEARCH, 'alasan'],
  },
};
