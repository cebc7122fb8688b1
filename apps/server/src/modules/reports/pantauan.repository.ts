import { addDays, PANTAUAN_PEMBANDING_HARI } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import type { ReportScope } from './sources/index.ts';
import { pantauanRows } from './sources/pantauan-sources.ts';

/** One count of the summary: a kind, a shop, or a user of a shop. */
export interface PantauanCount {
  jenis: string | null;
  kode_toko: string | null;
  pelaku: string | null;
  /** Cases and rupiah of the period. */
  jumlah: number;
  nilai: number;
  /** Cases of the days before it that the period is compared with. */
  sebelum: number;
}

/**
 * The period's exceptions counted per kind, per shop and per user of a shop, each beside its
 * cases in the PANTAUAN_PEMBANDING_HARI days before the period: one pass over the same union
 * the list pages through, widened to those days.
 */
export async function countExceptions(tx: DbOrTx, scope: ReportScope): Promise<PantauanCount[]> {
  const widened = { ...scope, from: addDays(scope.from, -PANTAUAN_PEMBANDING_HARI) };
  const found = await rowsOf<Record<string, string | number | null>>(
    tx,
    sql`select r.jenis, r.kode_toko, r.pelaku,
        grouping(r.jenis) as g_jenis, grouping(r.kode_toko) as g_toko, grouping(r.pelaku) as g_pelaku,
        count(*) filter (where r.tgl >= ${scope.from}::date)::int as jumlah,
        coalesce(sum(r.nilai) filter (where r.tgl >= ${scope.from}::date), 0)::bigint as nilai,
        count(*) filter (where r.tgl < ${scope.from}::date)::int as sebelum
      from (${pantauanRows(widened)}) r
      group by grouping sets ((r.jenis), (r.kode_toko), (r.kode_toko, r.pelaku))`,
  );
  return found.map((row) => ({
    jenis: Number(row.g_jenis) === 0 ? String(row.jenis) : null,
    kode_toko: Number(row.g_toko) === 0 ? String(row.kode_toko) : null,
    pelaku: Number(row.g_pelaku) === 0 ? String(row.pelaku) : null,
    jumlah: Number(row.jumlah),
    nilai: Number(row.nilai),
    sebelum: Number(row.sebelum),
  }));
}

/** One day's exceptions of one shop per kind (the closing's EOD summary), on the closing's transaction. */
export async function countOfDay(
  tx: DbOrTx,
  kodeToko: string,
  tanggal: string,
): Promise<{ jenis: string; jumlah: number; nilai: number }[]> {
  const found = await rowsOf<{ jenis: string; jumlah: number | string; nilai: number | string }>(
    tx,
    sql`select r.jenis, count(*)::int as jumlah, coalesce(sum(r.nilai), 0)::bigint as nilai
      from (${pantauanRows({ kodeToko, from: tanggal, to: tanggal, filters: {} })}) r
      group by r.jenis`,
  );
  return found.map((row) => ({ jenis: row.jenis, jumlah: Number(row.jumlah), nilai: Number(row.nilai) }));
}
