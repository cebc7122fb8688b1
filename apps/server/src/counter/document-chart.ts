import {
  addDays,
  type DashboardChart,
  type DashboardChartDay,
  type DashboardChartMonthly,
  type DashboardChartToday,
  type DashboardChartType,
  type DocumentFigures,
  milligramsToGrams,
} from '@toko/shared';
import { and, asc, between, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';
import type { DailyRollupTable } from '../db/schema/daily-rollup.ts';
import type { ClosingStep } from './closing-pipeline.ts';

/**
 * The tables of a counter document as the dashboard reads them: the visit (header) and
 * its lines, which line columns are the rupiah, the milligrams and the pieces, and the
 * daily roll-up the closing keeps of them.
 */
export interface ChartTables {
  /** The document's name in the closing's steps ("penjualan"). */
  key: string;
  rollup: DailyRollupTable;
  header: PgTable;
  lines: PgTable;
  headerNo: AnyPgColumn;
  lineNo: AnyPgColumn;
  kodeToko: AnyPgColumn;
  tglSystem: AnyPgColumn;
  jam: AnyPgColumn;
  /**
   * Which lines count: by default those standing (status OK) on both the line and the
   * visit; a document with other states (a repair: OPEN, DONE, CLOS) says its own.
   */
  counted: { headerStatus: AnyPgColumn; lineStatus: AnyPgColumn } | { standing: SQL };
  /** Rupiah of a line. */
  value: AnyPgColumn;
  /** Milligrams of a line. */
  berat: AnyPgColumn;
  /** Pieces of the lines summed: `sum(stock)`, or `count(*)` where a line is one piece. */
  pieces: SQL<unknown>;
}

/** Per-day sums as the database answered them (days without lines are absent). */
export interface DaySum {
  tanggal: string;
  value: number;
  /** Milligrams. */
  berat: number;
}

/**
 * One entry per day from `first` to `last`, in order, zero where the database had no
 * lines, so the chart shows every day of the month so far.
 */
export function everyDay(first: string, last: string, sums: readonly DaySum[]): DashboardChartDay[] {
  const byDay = new Map(sums.map((sum) => [sum.tanggal, sum]));
  const days: DashboardChartDay[] = [];
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

/** Sums of a group as the drivers answer them: bigint/numeric arrive as text on node-postgres. */
interface GroupRow {
  key: string;
  value: string | number;
  berat: string | number;
  jumlah_nota: number;
  jumlah_barang: number;
}

/** Rupiah and milligrams stay exact up to 2^53 as numbers. */
function totalsOf(rows: readonly GroupRow[]) {
  return {
    value: rows.reduce((sum, row) => sum + Number(row.value), 0),
    jumlah_nota: rows.reduce((sum, row) => sum + row.jumlah_nota, 0),
    jumlah_barang: rows.reduce((sum, row) => sum + row.jumlah_barang, 0),
    berat: milligramsToGrams(rows.reduce((sum, row) => sum + Number(row.berat), 0)),
  };
}

/**
 * The dashboard's figures of one counter document for one shop (`penjualan/chart`,
 * `pembelian/chart`). Lines counted: still standing on both the line and the visit,
 * validated or not — the dashboard shows what went over the counter, and validation may
 * come hours later (closing waits for it anyway); the header check matters too, a visit
 * whose every line was cancelled is CANC. Every sum runs in the database; only the
 * aggregates travel, whatever the number of lines. The month's closed days come from the
 * daily roll-up the closing writes (decision 017).
 *
 * A day's lines are reached through the visits of that day (index on kode_toko, tgl_system)
 * and each visit's own lines (index on its number), never by scanning the lines table:
 * a hash join read every line of the shop's whole history to find today's (issue 28), so
 * the dashboard slowed with every year kept. Its cost now follows the day's visits only.
 */
export function createDocumentChart(db: Db, tables: ChartTables) {
  const { rollup } = tables;
  const standing =
    'standing' in tables.counted
      ? tables.counted.standing
      : and(eq(tables.counted.headerStatus, 'OK'), eq(tables.counted.lineStatus, 'OK'));
  /**
   * The figures of the shop's visits in `days`, grouped by `key`: each visit with the sums of
   * its counted lines (a LATERAL subquery, so one index probe per visit), then grouped. A
   * receipt has one date and one time, so per-group receipt counts add up to the period's.
   */
  function visitFigures(kodeToko: string, days: SQL, key: SQL): SQL {
    return sql`
      select ${key} as key, count(*)::int as jumlah_nota,
        sum(l.jumlah_barang)::int as jumlah_barang, sum(l.berat) as berat, sum(l.value) as value
      from ${tables.header} cross join lateral (
        select count(*) as lines, ${tables.pieces} as jumlah_barang,
          sum(${tables.berat}) as berat, sum(${tables.value}) as value
        from ${tables.lines} where ${tables.lineNo} = ${tables.headerNo} and ${standing}
      ) l
      where ${tables.kodeToko} = ${kodeToko} and ${days} and l.lines > 0
      group by 1 order by 1`;
  }

  function dayByHourSql(kodeToko: string, tglSystem: string): SQL {
    return visitFigures(kodeToko, sql`${tables.tglSystem} = ${tglSystem}`, sql`substr(${tables.jam}, 1, 2)`);
  }

  async function dayByHour(kodeToko: string, tglSystem: string): Promise<GroupRow[]> {
    const result = (await db.execute(dayByHourSql(kodeToko, tglSystem))) as unknown as { rows: GroupRow[] };
    return result.rows;
  }

  function todayOf(tglSystem: string, perJam: readonly GroupRow[]): DashboardChartToday {
    return {
      type: 'today',
      tanggal: tglSystem,
      ...totalsOf(perJam),
      per_jam: perJam.map((row) => ({ jam: row.key, value: Number(row.value) })),
    };
  }

  /** The month's closed days, one roll-up row each, whatever the number of lines. */
  function closedDays(kodeToko: string, tglSystem: string): Promise<GroupRow[]> {
    return db
      .select({
        key: sql<string>`${rollup.tanggal}::text`,
        value: rollup.value,
        berat: rollup.berat,
        jumlah_nota: rollup.jumlah_nota,
        jumlah_barang: rollup.jumlah_barang,
      })
      .from(rollup)
      .where(
        and(
          eq(rollup.kode_toko, kodeToko),
          gte(rollup.tanggal, firstOfMonth(tglSystem)),
          lt(rollup.tanggal, tglSystem),
        ),
      )
      .orderBy(asc(rollup.tanggal));
  }

  /** The month: its closed days from the roll-up, the business date live, as today's card reads it. */
  function monthOf(tglSystem: string, closed: readonly GroupRow[], perJam: readonly GroupRow[]) {
    const today = totalsOf(perJam);
    const live: GroupRow[] =
      perJam.length === 0
        ? []
        : [
            {
              key: tglSystem,
              value: today.value,
              berat: perJam.reduce((sum, row) => sum + Number(row.berat), 0),
              jumlah_nota: today.jumlah_nota,
              jumlah_barang: today.jumlah_barang,
            },
          ];
    const perDay = [...closed, ...live];
    const sums = perDay.map((row) => ({
      tanggal: row.key,
      value: Number(row.value),
      berat: Number(row.berat),
    }));
    return {
      type: 'monthly' as const,
      bulan: tglSystem.slice(0, 7),
      ...totalsOf(perDay),
      data: everyDay(firstOfMonth(tglSystem), tglSystem, sums),
    };
  }

  async function today(kodeToko: string, tglSystem: string): Promise<DashboardChartToday> {
    return todayOf(tglSystem, await dayByHour(kodeToko, tglSystem));
  }

  /** Both cards of the dashboard from one read of the day's lines and one of the roll-up. */
  async function figures(kodeToko: string, tglSystem: string): Promise<DocumentFigures> {
    const [closed, perJam] = await Promise.all([
      closedDays(kodeToko, tglSystem),
      dayByHour(kodeToko, tglSystem),
    ]);
    return { today: todayOf(tglSystem, perJam), monthly: monthOf(tglSystem, closed, perJam) };
  }

  async function monthly(kodeToko: string, tglSystem: string): Promise<DashboardChartMonthly> {
    return (await figures(kodeToko, tglSystem)).monthly;
  }

  /**
   * Writes the roll-up of the days `from`..`to` afresh from the lines, in the caller's
   * transaction: the closing for its day, and whatever adds or removes lines of a closed
   * day (an import, Delete Data) for the days it touched.
   */
  async function refreshDays(tx: DbOrTx, kodeToko: string, from: string, to: string): Promise<void> {
    await tx.delete(rollup).where(and(eq(rollup.kode_toko, kodeToko), between(rollup.tanggal, from, to)));
    // The closing's one day costs that day's visits, like the dashboard's today.
    const perDay = visitFigures(
      kodeToko,
      sql`${tables.tglSystem} between ${from} and ${to}`,
      sql`${tables.tglSystem}`,
    );
    await tx.execute(sql`insert into ${rollup} (kode_toko, tanggal, jumlah_nota, jumlah_barang, berat, value)
      select ${kodeToko}, f.key, f.jumlah_nota, f.jumlah_barang, f.berat, f.value from (${perDay}) f`);
  }

  return {
    today,
    monthly,
    /** The SQL of today's figures, for a bench that reads its plan. */
    dayByHourSql,
    figures,
    refreshDays,
    /** The closing freezes the day's figures; its checks have already made every line final. */
    closingStep(): ClosingStep {
      return {
        key: `${tables.key}-harian`,
        label: `Rekap harian ${tables.key}`,
        rollForward: (ctx) => refreshDays(ctx.tx, ctx.kodeToko, ctx.tglSystem, ctx.tglSystem),
      };
    },
    chart(kodeToko: string, tglSystem: string, type: DashboardChartType): Promise<DashboardChart> {
      return type === 'today' ? today(kodeToko, tglSystem) : monthly(kodeToko, tglSystem);
    },
  };
}

export type DocumentChart = ReturnType<typeof createDocumentChart>;

/** Writes a document's daily roll-ups of the days afresh from its rows, in the caller's transaction. */
export type RefreshDays = (tx: DbOrTx, kodeToko: string, from: string, to: string) => Promise<void>;

/** The roll-ups an import or a delete of old documents must rewrite, as app.ts wires them. */
export interface DailyRollups {
  penjualan: RefreshDays;
  pembelian: RefreshDays;
}
