/**
 * Issue 28 item 3, "Report pages at any depth": `npm run bench:report-depth` (DATABASE_URL: a
 * PostgreSQL server, default postgres://root@127.0.0.1:5432; the bench creates and drops its
 * own database, or with BENCH_KEEP_DB=<name> keeps that one, seeded once, for the next run).
 * Seeds 1,000,000 sale lines in one month for PST (500,000 visits of two lines over the
 * month's days up to the business date) and times Laporan Transaksi Penjualan of the month
 * through the route, run after run (BENCH_RUNS, median): a fresh query's first page (Cari:
 * page, count and totals) beside the raw SQL of page + count + totals it replaced; then pages
 * of an opened query — the first again, the next by key, the last and the one before it, and
 * a middle page reached by a jump (the first jump, which builds the page index, on its own) —
 * each beside the raw SQL of the same page by OFFSET; and the totals against raw SQL, exactly.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedManySales } from '../apps/server/test/sales-dataset.ts';
import { startBenchServer } from './bench-server.ts';
import { type GoalFigure, percentile, printGoals } from './measure.ts';

const VISITS = Number(process.env.BENCH_VISITS ?? 500_000);
/** Route runs of each page (median); the machine may be shared, so enough to be stable. */
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
/** The raw OFFSET pages deep in the report take seconds each: a few runs are enough beside them. */
const RAW_DEEP_RUNS = 3;
const PAGE = 50;

type Page = {
  data: Record<string, unknown>[];
  count: number;
  totals: Record<string, number>;
  query_id: string;
};

async function main(): Promise<void> {
  const base = new URL(process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432');
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const keep = process.env.BENCH_KEEP_DB;
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`BENCH_KEEP_DB: ${keep}`);
  const name = keep || `toko_depth_${randomBytes(5).toString('hex')}`;
  const target = new URL(base);
  target.pathname = `/${name}`;
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  const exists = (await adminClient.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await adminClient.query(`CREATE DATABASE ${name}`);
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
      const execute = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;
      const sold = sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
        where p.kode_toko = 'PST' and p.tgl_system between ${monthStart} and ${tglSystem}
          and p.status_valid = 'DONE' and d.status = 'OK'`;
      const [seeded] = await execute(sql`select count(*)::int as count ${sold}`);
      if (Number(seeded?.count) === 2 * VISITS) {
        console.log(`reusing ${name}: ${seeded?.count} sale lines`);
      } else {
        const started = Date.now();
        await seedManySales(database.db, 'PST', tglSystem, days, VISITS);
        console.log(`seeded ${2 * VISITS} sale lines over ${days} days in ${Date.now() - started} ms`);
      }

      const body = { tgl_from: monthStart, tgl_to: tglSystem, limit: PAGE };
      const page = async (extra: object): Promise<Page> => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/laporan/transaksi-penjualan',
          headers: { 'x-auth-token': token },
          payload: { ...body, ...extra },
        });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
        return response.json() as Page;
      };
      const rawPage = (skip: number) =>
        execute(sql`select p.kode_toko, p.tgl_system, d.no_faktur_jual, d.kode_barcode, d.nama_barang,
            d.berat, d.harga_jual ${sold} order by p.kode_toko, p.tgl_system, d.no_faktur_jual
            limit ${PAGE} offset ${skip}`);
      const rawSums = async () =>
        (
          await execute(
            sql`select count(*)::text as count, sum(d.berat)::text as berat, sum(d.ongkos)::text as ongkos,
            sum(d.harga_jual)::text as harga_jual ${sold}`,
          )
        )[0] as Record<string, string>;
      const timed = async <T>(samples: number[], run: () => Promise<T>): Promise<T> => {
        const started = process.hrtime.bigint();
        const result = await run();
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
        return result;
      };

      // Warm-up: the first statements of a process plan and fill the caches.
      const warm = await page({ skip: 0 });
      await Promise.all([rawPage(0), rawSums()]);
      const count = warm.count;
      const pages = Math.ceil(count / PAGE);
      const lastSkip = (pages - 1) * PAGE;
      const middle = Math.floor(pages / 2);

      // The query whose middle page is jumped to: its first jump builds its page index.
      const jumped = await page({ skip: 0 });
      const firstJumpMs: number[] = [];
      await timed(firstJumpMs, () => page({ skip: middle * PAGE, query_id: jumped.query_id }));

      const labels = [
        'first page again',
        'next page by key',
        'middle page by jump',
        'page before the last',
        'last page',
      ] as const;
      const fresh: number[] = [];
      const rawFresh: number[] = [];
      const opened = labels.map(() => [] as number[]);
      let totalsEqual = true;
      for (let run = 0; run < RUNS; run += 1) {
        // The route and the raw SQL in turn, swapping which goes first, so a busy moment of
        // the machine falls on both alike.
        const route = () => timed(fresh, () => page({ skip: 0 }));
        const raw = () => timed(rawFresh, () => Promise.all([rawPage(0), rawSums()]));
        let query: Page;
        let sums: Record<string, string>;
        if (run % 2 === 0) {
          query = await route();
          sums = (await raw())[1];
        } else {
          sums = (await raw())[1];
          query = await route();
        }
        totalsEqual &&=
          String(query.count) === sums.count &&
          String(Math.round((query.totals.berat ?? 0) * 1000)) === sums.berat &&
          String(query.totals.ongkos) === sums.ongkos &&
          String(query.totals.harga_jual) === sums.harga_jual;
        // Pages of an opened query: this run's fresh one (no page index), and for the jump the
        // query whose index the first jump built, a different middle page each run.
        const asks = [
          { skip: 0, query_id: query.query_id },
          { skip: PAGE, query_id: query.query_id },
          { skip: (middle + 1 + run) * PAGE, query_id: jumped.query_id },
          { skip: lastSkip - PAGE, query_id: query.query_id },
          { skip: lastSkip, query_id: query.query_id },
        ];
        // The last page is read first (backwards from the last row), the page before it after.
        const orderOfRun = run % 2 === 0 ? [0, 1, 2, 4, 3] : [4, 3, 2, 1, 0];
        for (const index of orderOfRun) {
          await timed(opened[index] as number[], () => page(asks[index] as object));
        }
      }
      const rawSkips = [0, PAGE, (middle + 1) * PAGE, lastSkip - PAGE, lastSkip];
      const rawPages = labels.map(() => [] as number[]);
      for (let run = 0; run < RAW_DEEP_RUNS; run += 1) {
        for (const [index, skip] of rawSkips.entries()) {
          await timed(rawPages[index] as number[], () => rawPage(skip));
        }
      }

      console.log(
        `first jump (builds the index): ${firstJumpMs[0]?.toFixed(0)} ms — page ${middle + 1} of ${pages}, ` +
          `the keys of all ${count} lines sorted once for that query; no goal (a jump is rare, every later page of it reads by key)`,
      );
      console.log(
        `fresh first page: count and sums of all ${count} lines are read whatever the page (exact totals), ` +
          'so it cannot reach 300 ms here: its goal is the old figure, raw SQL page + count + totals side by side',
      );
      const measured = opened.map((samples) => percentile(samples, 50));
      const figures: GoalFigure[] = [
        {
          name: `fresh query, first page (Cari: page + count + totals), ${count} lines`,
          value: percentile(fresh, 50),
          unit: 'ms',
          comparator: { name: 'raw SQL page + count + totals', value: percentile(rawFresh, 50) },
          goal: { text: '≤ raw SQL of page + count + totals', max: percentile(rawFresh, 50) },
        },
        ...labels.map((label, index) => ({
          name: `opened query, ${label} (skip ${index === 2 ? `${(middle + 1) * PAGE}…` : rawSkips[index]})`,
          value: measured[index] as number,
          unit: 'ms',
          comparator: {
            name: 'raw SQL page by OFFSET',
            value: percentile(rawPages[index] as number[], 50),
          },
          goal: { text: '≤ 300 ms', max: 300 },
        })),
        {
          name: 'slowest / fastest page of an opened query',
          value: Math.max(...measured) / Math.min(...measured),
          unit: 'x',
          goal: { text: '≤ 1.3x', max: 1.3 },
        },
        {
          name: 'count and totals unequal to raw SQL (rows, mg, Rp)',
          value: totalsEqual ? 0 : 1,
          unit: '',
          goal: { text: 'exactly equal', max: 0 },
        },
      ];
      met = printGoals(
        `Report pages at any depth (${database.kind}, ${count} lines, one month, ${RUNS} runs, median)`,
        figures,
      );
    } finally {
      await close();
    }
  } finally {
    if (!keep) await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.end();
  }
  process.exitCode = met ? 0 : 1;
}

void main();
