/**
 * Issue 28 item 3, "Report pages at any depth": `npm run bench:report-depth` (DATABASE_URL: a
 * PostgreSQL server, default postgres://root@127.0.0.1:5432; the bench creates and drops its
 * own database). Seeds 1,000,000 sale lines in one month for PST (500,000 visits of two lines
 * over the month's days up to the business date), runs Laporan Transaksi Penjualan of the
 * month once (count, totals and page keys, timed on their own), then times its first, middle
 * and last page through the route with the query's id (median of a few runs) beside the raw
 * SQL of the same page by OFFSET, and checks the totals against raw SQL sums, exactly.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedManySales } from '../apps/server/test/sales-dataset.ts';
import { startBenchServer } from './bench-server.ts';
import { type GoalFigure, percentile, printGoals } from './measure.ts';

const VISITS = Number(process.env.BENCH_VISITS ?? 500_000);
/** Route runs of each page (median); the machine may be shared, so not just a few. */
const RUNS = 15;
const PAGE = 50;

async function main(): Promise<void> {
  const base = new URL(process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432');
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const name = `toko_depth_${randomBytes(5).toString('hex')}`;
  const target = new URL(base);
  target.pathname = `/${name}`;
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  let met = false;
  try {
    const { app, database, login, close } = await startBenchServer({
      ...process.env,
      DATABASE_URL: target.toString(),
    });
    try {
      const { token, tglSystem } = await login('PST');
      const monthStart = `${tglSystem.slice(0, 7)}-01`;
      const days = Number(tglSystem.slice(8, 10));
      let started = Date.now();
      await seedManySales(database.db, 'PST', tglSystem, days, VISITS);
      console.log(`seeded ${2 * VISITS} sale lines over ${days} days in ${Date.now() - started} ms`);

      const body = { tgl_from: monthStart, tgl_to: tglSystem, limit: PAGE };
      const page = async (extra: object) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/laporan/transaksi-penjualan',
          headers: { 'x-auth-token': token },
          payload: { ...body, ...extra },
        });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
        return response.json() as {
          data: Record<string, unknown>[];
          count: number;
          totals: Record<string, number>;
          query_id: string;
        };
      };
      started = Date.now();
      const opened = await page({ skip: 0 });
      const openMs = Date.now() - started;

      const sold = sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        where p.kode_toko = 'PST' and p.tgl_system between ${monthStart} and ${tglSystem}
          and p.status_valid = 'DONE' and d.status = 'OK'`;
      started = Date.now();
      const raw = (
        (await database.db.execute(
          sql`select count(*)::text as count, sum(d.berat)::text as berat, sum(d.ongkos)::text as ongkos,
            sum(d.harga_jual)::text as harga_jual ${sold}`,
        )) as unknown as { rows: Record<string, string>[] }
      ).rows[0] as Record<string, string>;
      const rawTotalsMs = Date.now() - started;
      const totalsEqual =
        String(opened.count) === raw.count &&
        String(Math.round((opened.totals.berat ?? 0) * 1000)) === raw.berat &&
        String(opened.totals.ongkos) === raw.ongkos &&
        String(opened.totals.harga_jual) === raw.harga_jual;
      console.log(
        `query opened in ${openMs} ms (count, totals and page keys, once; raw SQL count and sums alone ${rawTotalsMs} ms): ` +
          `route ${opened.count} rows, ${opened.totals.berat} g, Rp ${opened.totals.harga_jual}; raw ${raw.count} rows, ${raw.berat} mg, Rp ${raw.harga_jual}`,
      );

      const pages = Math.ceil(opened.count / PAGE);
      const depths = [
        { label: 'first', skip: 0 },
        { label: 'middle', skip: Math.floor(pages / 2) * PAGE },
        { label: 'last', skip: (pages - 1) * PAGE },
      ];
      // The three pages are timed in turn, run after run, so a busy moment of the machine
      // falls on all three alike rather than on whichever page was being timed then.
      const routeSamples = depths.map(() => [] as number[]);
      const rawSamples = depths.map(() => [] as number[]);
      const timed = async (samples: number[], run: () => Promise<unknown>) => {
        const started = process.hrtime.bigint();
        await run();
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      };
      for (const depth of depths) await page({ skip: depth.skip, query_id: opened.query_id }); // warm-up
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, depth] of depths.entries()) {
          await timed(routeSamples[index] as number[], () =>
            page({ skip: depth.skip, query_id: opened.query_id }),
          );
        }
      }
      // The raw OFFSET pages take seconds each: three runs of each are enough beside them.
      for (let run = 0; run < 3; run += 1) {
        for (const [index, depth] of depths.entries()) {
          await timed(rawSamples[index] as number[], () =>
            database.db.execute(sql`select p.kode_toko, p.tgl_system, d.no_faktur_jual, d.kode_barcode, d.nama_barang,
                d.berat, d.harga_jual ${sold} order by p.kode_toko, p.tgl_system, d.no_faktur_jual
                limit ${PAGE} offset ${depth.skip}`),
          );
        }
      }
      const measured = routeSamples.map((samples) => percentile(samples, 50));
      const figures: GoalFigure[] = depths.map((depth, index) => ({
        name: `transaksi-penjualan ${depth.label} page (skip ${depth.skip}), ${opened.count} lines`,
        value: measured[index] as number,
        unit: 'ms',
        comparator: { name: 'raw SQL page by OFFSET', value: percentile(rawSamples[index] as number[], 50) },
        goal: { text: '≤ 300 ms', max: 300 },
      }));
      figures.push({
        name: 'slowest / fastest of the three pages',
        value: Math.max(...measured) / Math.min(...measured),
        unit: 'x',
        goal: { text: '≤ 1.3x', max: 1.3 },
      });
      figures.push({
        name: 'count and totals unequal to raw SQL (rows, mg, Rp)',
        value: totalsEqual ? 0 : 1,
        unit: '',
        goal: { text: 'exactly equal', max: 0 },
      });
      met = printGoals(
        `Report pages at any depth (${database.kind}, ${2 * VISITS} lines, one month)`,
        figures,
      );
    } finally {
      await close();
    }
  } finally {
    await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.end();
  }
  process.exitCode = met ? 0 : 1;
}

void main();
