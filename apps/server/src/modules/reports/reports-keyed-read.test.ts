import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createReportsRepository,
  KEY_VALUES,
  type ReportScope,
  type ReportSource,
} from './reports.repository.ts';

/**
 * A read by LIMIT group by group of the leading order columns (decision 038): whatever the
 * groups — one big, many of one row, a null leading key — it answers the rows ORDER BY ...
 * LIMIT OFFSET would, forwards and backwards, within a key range.
 */
let t: TestApp;
const scope: ReportScope = { kodeToko: 'PST', from: '2026-10-01', to: '2026-10-31', filters: {} };

/** 3 rows on day 1, one row on each of days 2 to 6, 2 rows with no day (sorting last). */
const source: ReportSource = {
  select: () => sql`select * from (values
      ('PST', '2026-10-01'::date, 'A'), ('PST', '2026-10-01'::date, 'B'), ('PST', '2026-10-01'::date, 'C'),
      ('PST', '2026-10-02'::date, 'D'), ('PST', '2026-10-03'::date, 'E'), ('PST', '2026-10-04'::date, 'F'),
      ('PST', '2026-10-05'::date, 'G'), ('PST', '2026-10-06'::date, 'H'),
      ('PST', null::date, 'I'), ('PST', null::date, 'J')
    ) v(kode_toko, tgl, no)`,
  order: ['kode_toko', 'tgl', 'no'],
};
const names = (rows: Record<string, unknown>[]) => rows.map((row) => row.no);
const types = ['character varying', 'date', 'character varying'];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('report read by key, group by group', () => {
  it('reads across groups of every size, and on past a null leading key', async () => {
    const repository = createReportsRepository(t.database.db);
    const read = (offset: number, limit: number) =>
      repository.readKeyed(source, scope, { direction: 'asc', offset, limit });
    expect(names(await read(0, 4))).toEqual(['A', 'B', 'C', 'D']);
    expect(names(await read(2, 5))).toEqual(['C', 'D', 'E', 'F', 'G']);
    expect(names(await read(6, 4))).toEqual(['G', 'H', 'I', 'J']);
    expect(names(await read(0, 20))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    expect(
      names(await repository.readKeyed(source, scope, { direction: 'desc', offset: 0, limit: 3 })),
    ).toEqual(['J', 'I', 'H']);
  });

  it('reads within a key range, forwards from its first key and backwards from its last', async () => {
    const repository = createReportsRepository(t.database.db);
    const range = {
      from: { values: ['PST', '2026-10-01', 'B'], types },
      upper: { key: { values: ['PST', '2026-10-05', 'G'], types }, side: 'before' as const },
    };
    const forwards = await repository.readKeyed(source, scope, {
      range,
      direction: 'asc',
      offset: 1,
      limit: 10,
    });
    expect(names(forwards)).toEqual(['C', 'D', 'E', 'F']);
    expect(forwards[0]?.[KEY_VALUES]).toEqual(['PST', '2026-10-01', 'C']);
    const backwards = await repository.readKeyed(source, scope, {
      range: { ...range, upper: { ...range.upper, side: 'through' } },
      direction: 'desc',
      offset: 0,
      limit: 3,
    });
    expect(names(backwards)).toEqual(['G', 'F', 'E']);
  });
});
