import { type ReportName, SEMUA_TOKO } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { type ReportScope, type ReportSource, shopOf } from './report-source.ts';

/** A member's status as shown (STATUS_MEMBER). */
const STATUS = sql.raw(`(case when m.status_aktif then 'AKTIF' else 'TIDAK AKTIF' end)`);

/** AKTIF or TIDAK AKTIF; SEMUA (which the engine passes on for a status) is every member. */
function statusOf(scope: ReportScope) {
  const status = scope.filters.status;
  return status === undefined || status === SEMUA_TOKO ? sql`true` : sql`${STATUS} = ${status}`;
}

/**
 * Laporan Daftar Member. Members belong to the chain (a PST member earns points at T2
 * too), but each is registered at one shop: a shop's list is the members it registered,
 * SEMUA the whole chain with the shop column. The list is as it stood on `tgl_to` — every
 * member registered by then, with the points balance of the whole chain's ledger up to that
 * day — and not only the period's new members: a report period is at most 366 days, so a
 * list narrowed to it could never show the shop's older members. The registration date is
 * the shop's own calendar day (created_at in the shop's time zone); the search box finds a
 * member by code, name, phone, address or city. Points are the whole chain's ledger (sales
 * earned and cancelled, gifts taken, adjustments) up to `tgl_to`.
 */
export const MEMBER_SOURCES: Partial<Record<ReportName, ReportSource>> = {
  'daftar-member': {
    select: (scope) => sql`select m.kode_toko, m.kode_member, m.nama_member, m.no_hp, m.alamat,
        m.kota, m.tgl_lahir::text as tgl_lahir, m.nik, d.tgl_daftar::text as tgl_daftar, p.poin,
        ${STATUS} as status
      from member m
      join toko t on t.kode_toko = m.kode_toko
      cross join lateral (select (m.created_at at time zone t.time_zone)::date as tgl_daftar) d
      cross join lateral (
        select coalesce(sum(mp.poin), 0)::bigint as poin from member_poin mp
        where mp.kode_member = m.kode_member and mp.tanggal <= ${scope.to}::date
      ) p
      where ${shopOf('m', scope)} and d.tgl_daftar <= ${scope.to}::date and ${statusOf(scope)}`,
    order: ['kode_toko', 'kode_member'],
    search: ['kode_member', 'nama_member', 'no_hp', 'alamat', 'kota'],
  },
};
