import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/client.ts';
import { createPembelianChart } from '../apps/server/src/modules/purchases/pembelian-chart.repository.ts';
import { createPenjualanChart } from '../apps/server/src/modules/sales/penjualan-chart.repository.ts';
import { type Measurement, time } from './measure.ts';

/** How each document's lines are summed by hand: its tables, its pieces and its rupiah. */
const DOCUMENTS = {
  penjualan: {
    from: sql`penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group`,
    pieces: sql`sum(d.stock)`,
    value: sql`sum(d.harga_jual)`,
    chart: createPenjualanChart,
  },
  pembelian: {
    from: sql`pembelian p join pembelian_detail d on d.no_faktur_group = p.no_faktur_group`,
    pieces: sql`count(*)`,
    value: sql`sum(d.harga)`,
    chart: createPembelianChart,
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
}): Promise<Measurement[]> {
  const { app, db, token, tglSystem, visits, days } = options;
  const monthStart = `${tglSystem.slice(0, 7)}-01`;
  const results: Measurement[] = [];
  const get = (url: string) => () =>
    app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'x-auth-token': token } });
  for (const [document, { from, pieces, value, chart }] of Object.entries(DOCUMENTS)) {
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
  return results;
}
