import type { ReportPage } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedManySales } from '../../../test/sales-dataset.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Report pages at any depth (issue 28, decision 038): the pages of one query, asked with its
 * query_id, are the rows of the report in its order with none twice and none missing, even
 * when a sale arrives between two pages; count and totals are the raw SQL's, exactly.
 */
let t: TestApp;
let owner: string;
const PERIOD = { tgl_from: '2026-10-01', tgl_to: '2026-10-31' };
const LIMIT = 25;
/** 123 visits of two lines over October: 246 lines, ten pages of 25 and a last one of 21. */
const VISITS = 123;

type Page = ReportPage & { query_id: string };

async function page(body: object): Promise<Page> {
  const response = await t.call('POST', 'laporan/transaksi-penjualan', owner, {
    ...PERIOD,
    limit: LIMIT,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const sold = sql`from penjualan p join penjualan_detail d on d.no_faktur_group = p.no_faktur_group
  where p.kode_toko = 'PST' and p.tgl_system between '2026-10-01' and '2026-10-31'
    and p.status_valid = 'DONE' and d.status = 'OK'`;
/** Every line of the report in its order, as raw SQL with OFFSET-style ordering gives it. */
async function expectedOrder(): Promise<string[]> {
  const list = await rows<{ no: string }>(
    sql`select d.no_faktur_jual as no ${sold} order by p.kode_toko, p.tgl_system, d.no_faktur_jual`,
  );
  return list.map((row) => row.no);
}
async function everyPage(first: Page): Promise<string[]> {
  const seen: string[] = first.data.map((row) => String(row.no_faktur_jual));
  for (let skip = LIMIT; skip < first.count; skip += LIMIT) {
    const next = await page({ skip, query_id: first.query_id });
    expect(next.query_id).toBe(first.query_id);
    seen.push(...next.data.map((row) => String(row.no_faktur_jual)));
  }
  return seen;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('PST', 'OWNER');
  await seedManySales(t.database.db, 'PST', PERIOD.tgl_to, 31, VISITS);
});
afterAll(async () => {
  await t?.close();
});

describe('laporan pages at any depth', () => {
  it('answers count and totals exactly as raw SQL, and the pages of one query in the order of OFFSET', async () => {
    const first = await page({ skip: 0 });
    const [raw] = await rows<{ count: number; berat: string; harga_jual: string; ongkos: string }>(
      sql`select count(*)::int as count, sum(d.berat)::text as berat, sum(d.harga_jual)::text as harga_jual,
        sum(d.ongkos)::text as ongkos ${sold}`,
    );
    expect(first.count).toBe(2 * VISITS);
    expect(first.count).toBe(raw?.count);
    expect(Math.round((first.totals.berat ?? 0) * 1000)).toBe(Number(raw?.berat));
    expect(first.totals.harga_jual).toBe(Number(raw?.harga_jual));
    expect(first.totals.ongkos).toBe(Number(raw?.ongkos));
    expect(first.query_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await everyPage(first)).toEqual(await expectedOrder());
  });

  it('jumps straight to the last page and to a skip between two page starts', async () => {
    const first = await page({ skip: 0 });
    const order = await expectedOrder();
    const lastSkip = Math.floor((first.count - 1) / LIMIT) * LIMIT;
    const last = await page({ skip: lastSkip, query_id: first.query_id });
    expect(last.data.map((row) => row.no_faktur_jual)).toEqual(order.slice(lastSkip));
    expect(last.count).toBe(first.count);
    const between = await page({ skip: 60, query_id: first.query_id });
    expect(between.data.map((row) => row.no_faktur_jual)).toEqual(order.slice(60, 60 + LIMIT));
    const beyond = await page({ skip: lastSkip + LIMIT, query_id: first.query_id });
    expect(beyond.data).toEqual([]);
  });

  it('opens a query without its page index, and builds it for a jump far from every page shown', async () => {
    const first = await page({ skip: 0 });
    const kept = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from laporan_query_halaman where query_id = ${first.query_id}`,
        )
      )[0]?.n;
    // Cari keeps the keys of its first page and of the next one only: no sort of every key.
    expect(await kept()).toBe(2);
    const order = await expectedOrder();
    const names = (answer: Page) => answer.data.map((row) => row.no_faktur_jual);
    const jump = await page({ skip: 5 * LIMIT, query_id: first.query_id });
    expect(names(jump)).toEqual(order.slice(5 * LIMIT, 6 * LIMIT));
    expect(await kept()).toBe(Math.ceil(first.count / LIMIT));
    for (const skip of [4 * LIMIT, 6 * LIMIT, 2 * LIMIT]) {
      expect(names(await page({ skip, query_id: first.query_id }))).toEqual(order.slice(skip, skip + LIMIT));
    }
  });

  it('reads the pages back from the last one, each row once', async () => {
    const first = await page({ skip: 0 });
    const lastSkip = Math.floor((first.count - 1) / LIMIT) * LIMIT;
    const seen: string[] = [];
    for (let skip = lastSkip; skip >= 0; skip -= LIMIT) {
      const previous = await page({ skip, query_id: first.query_id });
      seen.unshift(...previous.data.map((row) => String(row.no_faktur_jual)));
    }
    expect(seen).toEqual(await expectedOrder());
  });

  it('shows a line saved between two pages once, and no line twice or never', async () => {
    const before = await expectedOrder();
    const first = await page({ skip: 0 });
    const second = await page({ skip: LIMIT, query_id: first.query_id });
    // A new line of a visit on page 5, sorting between two lines there, after page 2 was read.
    const target = before[4 * LIMIT + 3] as string;
    const group = target.replace(/-\d+$/, '');
    const added = `${target}A`;
    await t.database.db.execute(sql`insert into penjualan_detail (no_faktur_jual, no_faktur_group, kode_barcode,
        kode_gudang, kode_baki, kode_group, kode_dept, nama_barang, stock, berat, harga_gram, ongkos,
        harga_atribut, harga_system, harga_jual)
      values (${added}, ${group}, '99999999', 'TOKO', 'CC01', '750', 'CC', 'CINCIN BARU', 1, 1234, 1, 0, 0, 1, 1)`);
    try {
      const seen = [...first.data, ...second.data].map((row) => String(row.no_faktur_jual));
      for (let skip = 2 * LIMIT; skip < first.count; skip += LIMIT) {
        const next = await page({ skip, query_id: first.query_id });
        // Count and totals stay those of the query as first run.
        expect(next.count).toBe(first.count);
        expect(next.totals).toEqual(first.totals);
        seen.push(...next.data.map((row) => String(row.no_faktur_jual)));
      }
      expect(seen).toEqual([...before.slice(0, 4 * LIMIT + 4), added, ...before.slice(4 * LIMIT + 4)]);
      expect(new Set(seen).size).toBe(seen.length);
      // A new Cari counts it.
      expect((await page({ skip: 0 })).count).toBe(first.count + 1);
    } finally {
      await t.database.db.execute(sql`delete from penjualan_detail where no_faktur_jual = ${added}`);
    }
  });

  it('runs the query afresh for an id asked with other filters, page size, or no such query', async () => {
    const first = await page({ skip: 0 });
    const filtered = await page({ skip: 0, query_id: first.query_id, search: 'BENCH-1-' });
    expect(filtered.query_id).not.toBe(first.query_id);
    expect(filtered.count).toBe(2);
    const bigger = await page({ skip: 0, limit: 50, query_id: first.query_id });
    expect(bigger.query_id).not.toBe(first.query_id);
    expect(bigger.data).toHaveLength(50);
    for (const stale of ['00000000-0000-4000-8000-000000000000', 'bukan-id']) {
      const fresh = await page({ skip: LIMIT, query_id: stale });
      expect(fresh.count).toBe(first.count);
      expect(fresh.data.map((row) => row.no_faktur_jual)).toEqual(
        (await expectedOrder()).slice(LIMIT, 2 * LIMIT),
      );
    }
  });
});
