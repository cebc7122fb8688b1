import {
  addDays,
  milligramsToGrams,
  type PenjualanChart,
  type PenjualanChartDay,
  type PenjualanChartMonthly,
  type PenjualanChartToday,
  type PenjualanChartType,
} from '@toko/shared';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { penjualan, penjualanDetail } from '../../db/schema/index.ts';

/**
 * Lines counted as sold: still standing on both the line and the visit. OPEN sales
 * count as well as validated (DONE) ones: the dashboard shows what left the counter
 * today, and validation may come hours later (closing waits for it anyway). The
 * header check matters too: a visit whose every line was cancelled is CANC.
 */
function counted(kodeToko: string, range: SQL | undefined): SQL | undefined {
  return and(
    eq(penjualan.kode_toko, kodeToko),
    range,
    eq(penjualan.status, 'OK'),
    eq(penjualanDetail.status, 'OK'),
  );
}

/** Per-day sums as the database answered them (days without sales are absent). */
export interface DaySum {
  tanggal: string;
  value: number;
  /** Milligrams. */
  berat: number;
}

/**
 * One entry per day from `first` to `last`, in order, zero where the database had no
 * sales, so the chart shows every day of the month so far.
 */
export function everyDay(first: string, last: string, sums: readonly DaySum[]): PenjualanChartDay[] {
  const byDay = new Map(sums.map((sum) => [sum.tanggal, sum]));
  const days: PenjualanChartDay[] = [];
  for (let tanggal = first; tanggal <= last; tanggal = addDays(tanggal, 1)) {
    const sum = byDay.get(tanggal);
    days.push({ tanggal, value: sum?.value ?? 0, berat: milligramsToGrams(sum?.berat ?? 0) });
  }
  return days;
}

/** The 1st of the business date's month. */
export function firstOfMonth(tanggal: string): string {
  return `${tanggal.slice(0, 7)}-01`;
}

/**
 * The dashboard's sales figures of one shop. Every sum runs in the database over
 * `penjualan` joined to `penjualan_detail` (index on kode_toko, tgl_system); only the
 * aggregates travel, whatever the number of lines.
 */
export function createPenjualanChartService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * One row per hour or day with every figure the cards need, in one pass over the
   * lines. A receipt has one date and one time, so the per-group receipt counts add up
   * to the period's: the totals are the sums of these rows, no second query.
   */
  function grouped(kodeToko: string, range: SQL | undefined, key: SQL<string>) {
    return db
      .select({
        key,
        value: sql<string>`sum(${penjualanDetail.harga_jual})`,
        berat: sql<string>`sum(${penjualanDetail.berat})`,
        jumlah_nota: sql<number>`count(distinct ${penjualan.no_faktur_group})::int`,
        jumlah_barang: sql<number>`sum(${penjualanDetail.stock})::int`,
      })
      .from(penjualan)
      .innerJoin(penjualanDetail, eq(penjualanDetail.no_faktur_group, penjualan.no_faktur_group))
      .where(counted(kodeToko, range))
      .groupBy(key)
      .orderBy(asc(key));
  }

  /** Sums arrive as text on node-postgres (bigint/numeric): rupiah and milligrams stay exact up to 2^53. */
  function totalsOf(
    rows: readonly { value: string; berat: string; jumlah_nota: number; jumlah_barang: number }[],
  ) {
    return {
      value: rows.reduce((sum, row) => sum + Number(row.value), 0),
      jumlah_nota: rows.reduce((sum, row) => sum + row.jumlah_nota, 0),
      jumlah_barang: rows.reduce((sum, row) => sum + row.jumlah_barang, 0),
      berat: milligramsToGrams(rows.reduce((sum, row) => sum + Number(row.berat), 0)),
    };
  }

  async function today(kodeToko: string, tglSystem: string): Promise<PenjualanChartToday> {
    // `jam` is the shop's own clock at the counter, "HH:MM:SS".
    const perJam = await grouped(
      kodeToko,
      eq(penjualan.tgl_system, tglSystem),
      sql<string>`substr(${penjualan.jam}, 1, 2)`,
    );
    return {
      type: 'today',
      tanggal: tglSystem,
      ...totalsOf(perJam),
      per_jam: perJam.map((row) => ({ jam: row.key, value: Number(row.value) })),
    };
  }

  async function monthly(kodeToko: string, tglSystem: string): Promise<PenjualanChartMonthly> {
    const first = firstOfMonth(tglSystem);
    const inMonth = and(gte(penjualan.tgl_system, first), lte(penjualan.tgl_system, tglSystem));
    const perDay = await grouped(kodeToko, inMonth, sql<string>`${penjualan.tgl_system}::text`);
    const sums = perDay.map((row) => ({
      tanggal: row.key,
      value: Number(row.value),
      berat: Number(row.berat),
    }));
    return {
      type: 'monthly',
      bulan: tglSystem.slice(0, 7),
      ...totalsOf(perDay),
      data: everyDay(first, tglSystem, sums),
    };
  }

  return {
    today,
    monthly,
    chart(kodeToko: string, tglSystem: string, type: PenjualanChartType): Promise<PenjualanChart> {
      return type === 'today' ? today(kodeToko, tglSystem) : monthly(kodeToko, tglSystem);
    },
  };
}

export type PenjualanChartService = ReturnType<typeof createPenjualanChartService>;
