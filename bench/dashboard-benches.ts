import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.ts';
import { createPembelianChart } from '../apps/server/src/modules/purchases/pembelian-chart.repository.ts';
import { createPenjualanChart } from '../apps/server/src/modules/sales/penjualan-chart.repository.ts';
import { type GoalFigure, type Measurement, time } from './measure.ts';

/** How each document's lines are summed by hand: its tables, its pieces and its rupiah. */
const DOCUMENTS = {
  penjualan: {
    from: sql`penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group`,
    pieces: sql`sum(d.stock)`,
    value: sql`sum(d.harga_jual)`,
    chart: createPenjualanChart,
    lines: 'penjualan_detail',
  },
  pembelian: {
    from: sql`pembelian p join pembelian_detail d on d.no_faktur_group = p.no_faktur_group`,
    pieces: sql`count(*)`,
    value: sql`sum(d.harga)`,
    chart: createPembelianChart,
    lines: 'pembelian_detail',
  },
} as const;

/**
 * The dashboard (SPEC §7, issue 12) over the sales and buybacks a bench seeded
 * (seedManySales, seedManyBuybacks): `{penjualan,pembelian}/chart?type=today|monthly` each
 * beside the raw SQL of the same figures over the lines (the month's closed days come from
 * the daily roll-up, decision 017), and the closing's roll-up of one day beside the raw SQL
 * of that day's sums. `token` is PST's OWNER.
 */
export async function dashboardBenches(options: {
  app: FastifyInstance;
  db: Db;
  token: string;
  tglSystem: string;
  /** Documents of each kind, spread over `days` business days up to tglSystem. */
  visits: number;
  days: number;
}): Promise<{ measurements: Measurement[]; goals: GoalFigure[] }> {
  const { app, db, token, tglSystem, visits, days } = options;
  const monthStart = `${tglSystem.slice(0, 7)}-01`;
  const results: Measurement[] = [];
  const goals: GoalFigure[] = [];
  const get = (url: string) => () =>
    app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'x-auth-token': token } });
  for (const [document, { from, pieces, value, chart, lines }] of Object.entries(DOCUMENTS)) {
    const sums = sql`count(distinct p.no_faktur_group), ${pieces}, sum(d.berat), ${value}`;
    const standing = sql`p.kode_toko = 'PST' and p.status = 'OK' and d.status = 'OK'`;
    const rawMonthMs = await time(30, () =>
      db.execute(sql`select p.tgl_system, ${sums} from ${from}
        where ${standing} and p.tgl_system between ${monthStart} and ${tglSystem} group by p.tgl_system`),
    );
    const rawDayMs = await time(30, () =>
      db.execute(sql`select substr(p.jam, 1, 2), ${sums} from ${from}
        where ${standing} and p.tgl_system = ${tglSystem} group by 1`),
    );
    results.push(
      {
        name: `GET /api/${document}/chart?type=monthly (closed days from the roll-up), ${visits} ${document}`,
        baseline: 'raw SQL: the month by day over the lines',
        perOpMs: await time(30, get(`${document}/chart?type=monthly`)),
        baselinePerOpMs: rawMonthMs,
      },
      {
        name: `GET /api/${document}/chart?type=today, ${visits} ${document}`,
        baseline: 'raw SQL: the day by hour over the lines',
        perOpMs: await time(30, get(`${document}/chart?type=today`)),
        baselinePerOpMs: rawDayMs,
      },
    );
    // Issue 28: today's figures cost today's rows. The plan reaches the day's lines through the
    // day's visits; a scan of the whole lines table would grow with every year kept.
    const plan = (await db.execute(
      sql`explain (format json) ${chart({ db }).dayByHourSql('PST', tglSystem)}`,
    )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const scans = fullScans(plan.rows[0]?.['QUERY PLAN'], lines);
    goals.push({
      name: `today's ${document} figures: full scans of ${lines} in the plan (${visits} ${document})`,
      value: scans,
      unit: 'scans',
      goal: { text: 'none', max: 0 },
    });
    // What the closing adds: the day's roll-up rewritten, in a transaction rolled back.
    const refresh = chart({ db }).refreshDays;
    const rollback = new Error('rollback');
    results.push({
      name: `closing step: ${document} roll-up of one day (${Math.round(visits / days)} ${document})`,
      baseline: "raw SQL: that day's sums",
      perOpMs: await time(10, () =>
        db
          .transaction(async (tx) => {
            await refresh(tx, 'PST', tglSystem, tglSystem);
            throw rollback;
          })
          .catch((error) => {
            if (error !== rollback) throw error;
          }),
      ),
      baselinePerOpMs: await time(10, () =>
        db.execute(sql`select ${sums} from ${from} where ${standing} and p.tgl_system = ${tglSystem}`),
      ),
    });
  }
  results.push({
    name: `GET /api/dashboard (every card of the owner), ${visits} sales and buybacks`,
    baseline: "raw SQL: today's sales by hour over the lines",
    perOpMs: await time(30, get('dashboard')),
    baselinePerOpMs: await time(30, () =>
      db.execute(sql`select substr(p.jam, 1, 2), count(*) from penjualan p
        join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        where p.kode_toko = 'PST' and p.tgl_system = ${tglSystem} group by 1`),
    ),
  });
  return { measurements: results, goals };
}

/** Sequential scans of `table` anywhere in an EXPLAIN (FORMAT JSON) plan. */
function fullScans(plan: unknown, table: string): number {
  if (Array.isArray(plan)) return plan.reduce((sum: number, node) => sum + fullScans(node, table), 0);
  if (typeof plan !== 'object' || plan === null) return 0;
  const node = plan as Record<string, unknown>;
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table ? 1 : 0;
  return own + fullScans(node.Plan, table) + fullScans(node.Plans, table);
}
